@testable import DsysCore
import Foundation
import Testing

/// Token files are read whole, so a pipe or a device among the inputs would block or never end:
/// only regular files are read, and the rest are reported.
@Suite struct SpecialFileTests {
    @Test func aPipeGivenAsAnInputIsReportedNotRead() throws {
        let folder = try TemporaryFolder([:])
        #expect(mkfifo(folder.file("t.json"), 0o600) == 0)
        var diagnostics = Diagnostics()
        _ = FrontEnd().load([folder.file("t.json")], diagnostics: &diagnostics)
        #expect(diagnostics.errors.map(\.message) == ["cannot read '\(folder.file("t.json"))': it is not a regular file"])
    }

    @Test func aPipeInAFolderOfTokenFilesIsReportedNotRead() throws {
        let folder = try TemporaryFolder(["tokens/a.json": #"{ "n": { "$type": "number", "$value": 1 } }"#])
        #expect(mkfifo(folder.file("tokens/b.json"), 0o600) == 0)
        var diagnostics = Diagnostics()
        _ = FrontEnd().load([folder.file("tokens")], diagnostics: &diagnostics)
        #expect(diagnostics.errors.map(\.message) == ["cannot read '\(folder.file("tokens/b.json"))': it is not a regular file"])
    }
}
