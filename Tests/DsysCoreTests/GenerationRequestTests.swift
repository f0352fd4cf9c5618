@testable import DsysCore
import Testing

/// What a `GenerationRequest` lets a run keep: its model only when the process ends after it.
@Suite struct GenerationRequestTests {
    @Test func onlyARunThatEndsTheProcessAndPreparesNoOtherKeepsItsModel() {
        var request = GenerationRequest(settings: ConfigFile(), frontEnd: FrontEnd(), inputs: [], output: "Out")
        #expect(!request.keepsModelUntilExit, "a library caller gets its memory back")
        request.endsProcess = true
        #expect(request.keepsModelUntilExit)
        request.preparesNextWrite = true
        #expect(!request.keepsModelUntilExit, "watch mode's runs would pile up their models")
    }
}
