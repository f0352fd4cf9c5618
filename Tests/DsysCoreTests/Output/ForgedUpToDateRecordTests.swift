@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// A record resealed by hand (its seal is no secret) is checked before it is trusted to skip work,
/// and what it lists is read again within bounds.
@Suite struct ForgedUpToDateRecordTests {
    private let context = ["dsys test", "generate"]

    private func inputs(reading items: [InputRecorder.Item]) -> UpToDateRecord.Inputs {
        let recorder = InputRecorder()
        for item in items { recorder.note(item) }
        return UpToDateRecord.Inputs(
            digest: InputDigest.digest(context: context, observations: recorder.recorded),
            items: recorder.recorded.map(\.item),
            summary: UpToDateRecord.Summary(tokenCount: 1, fileCount: 2, account: "1 token", diagnostics: "")
        )
    }

    private func makeFolder() throws -> String { try ScratchFolder.make("dsys-forged-record-") }

    /// Deleting a file, then dropping its stamp and its folder's from the record and resealing it:
    /// the record no longer covers what the manifest lists, so the next run is a full one.
    @Test func aResealedRecordThatDropsADeletedFilesStampsIsNotTrusted() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{}".write(toFile: folder + "/tokens.json", atomically: true, encoding: .utf8)
        let writer = OutputWriter(root: folder + "/Out")
        let files = [GeneratedFile(path: "Package.swift", contents: "p"), GeneratedFile(path: "Sources/A.swift", contents: "a")]
        _ = try writer.write(files, upToDate: inputs(reading: [.file(folder + "/tokens.json")]))
        #expect(writer.upToDateSummary(context: context) != nil)

        let recordPath = folder + "/Out/" + OutputFolderLayout.upToDateName
        var record = try #require(UpToDateRecord(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: recordPath)))))
        try FileManager.default.removeItem(atPath: folder + "/Out/Sources")
        record.stamps.removeAll { $0.path.hasPrefix("Sources") }
        try Data(record.bytes).write(to: URL(fileURLWithPath: recordPath))
        #expect(UpToDateRecord(bytes: record.bytes) != nil, "the forged record is sealed")
        #expect(writer.upToDateSummary(context: context) == nil)
    }

    /// An honest record lists each input once, in order; one that repeats a line is refused before
    /// anything it lists is read.
    @Test func aRecordRepeatingAnInputIsRefusedUnread() throws {
        let item = InputRecorder.Item.file("/tmp/large.json")
        let once = UpToDateRecord(inputs: UpToDateRecord.Inputs(digest: String(repeating: "0", count: 32), items: [item],
                                                                summary: .init(tokenCount: 0, fileCount: 1, account: "", diagnostics: "")),
                                  stamps: [("A.swift", "1 2 3 4.5 6.7")])
        #expect(UpToDateRecord(bytes: once.bytes) != nil)
        var repeated = once
        repeated.inputs.items = [item, item]
        #expect(UpToDateRecord(bytes: repeated.bytes) == nil)
    }

    /// Each distinct file is read once however many names the record gives it, and files adding up
    /// to more than the bound are not read at all: the run is a full one.
    @Test func listedFilesAreReadOncePerFileAndWithinABound() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tenBytes = Data("0123456789".utf8)
        #expect(FileManager.default.createFile(atPath: folder + "/a.json", contents: tenBytes))
        #expect(FileManager.default.createFile(atPath: folder + "/b.json", contents: tenBytes))
        let sameFileTwice: [InputRecorder.Item] = [.file(folder + "/./a.json"), .file(folder + "/a.json")]
        let observed = try #require(InputDigest.observeAgain(sameFileTwice, maximumBytes: 15))
        #expect(observed.map(\.observation) == sameFileTwice.map(InputDigest.observe))
        #expect(InputDigest.observeAgain(sameFileTwice + [.file(folder + "/b.json")], maximumBytes: 15) == nil)
    }
}
