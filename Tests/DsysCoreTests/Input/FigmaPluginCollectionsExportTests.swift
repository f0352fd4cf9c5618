@testable import DsysCore
@testable import DsysTokens
import Testing

/// Community plugins' exports that nest variables in their collections are named as such, with
/// how to export what dsys reads, rather than read as a token file without tokens.
struct FigmaPluginCollectionsExportTests {
    @Test(arguments: [
        ##"[ { "name": "C", "modes": [ { "name": "Mode 1", "modeId": "1:0" } ], "variables": [ { "name": "r", "values": { "1:0": 0 } } ] } ]"##,
        ##"{ "version": "1.0.4", "collections": [ { "name": "P", "modes": [ { "name": "Value", "variables": [ { "name": "c", "value": "#fff" } ] } ] } ] }"##,
    ])
    func aNestedPluginExportIsAnErrorThatSaysWhatItIs(_ text: String) throws {
        let run = try FrontEndRun(["variables.json": text], strict: false)
        #expect(run.errors == ["variables.json:1:1: " + FigmaPluginCollectionsExport.message], "\(run.errors)")
        #expect(run.diagnostics.errors.first?.hint == FigmaPluginCollectionsExport.hint)
    }

    @Test func tokenFilesWithACollectionsGroupAreNotTakenForOne() throws {
        let run = try FrontEndRun(["t.json": ##"{ "collections": { "bg": { "$type": "color", "$value": "#ffffff" } } }"##], strict: false)
        #expect(run.errors.isEmpty && run.value("collections.bg") != nil, "\(run.errors)")
    }
}
