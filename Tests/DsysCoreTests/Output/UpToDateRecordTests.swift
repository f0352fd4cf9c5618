@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// The up-to-date record: read back exactly as written, never trusted when edited, and valid only
/// while the recorded inputs and the written files are as they were.
@Suite struct UpToDateRecordTests {
    private let context = ["dsys test", "generate"]

    private func makeProject() throws -> (folder: String, input: String, writer: OutputWriter) {
        let folder = NSTemporaryDirectory() + "dsys-uptodate-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let input = folder + "/tokens.json"
        try "{}".write(toFile: input, atomically: true, encoding: .utf8)
        return (folder, input, OutputWriter(root: folder + "/Out"))
    }

    private func inputs(reading input: String) -> UpToDateRecord.Inputs {
        let recorder = InputRecorder()
        recorder.note(.file(input))
        return UpToDateRecord.Inputs(
            digest: InputDigest.digest(context: context, observations: recorder.recorded),
            items: recorder.recorded.map(\.item),
            summary: UpToDateRecord.Summary(tokenCount: 2, fileCount: 1, account: "2 tokens",
                                            diagnostics: "a.json:1:2: warning: odd\nnext line % 100\n")
        )
    }

    /// A record is data in the output folder, so a forged one may list a pipe, a device or a link
    /// to `/`: the check describes them without reading or walking them, and stays bounded.
    @Test func listedPipesDevicesAndLinkedFoldersAreNeverReadOrWalked() throws {
        let (folder, _, _) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = folder + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(InputDigest.observe(.file(pipe)).contains("not read: notRegular"))
        #expect(InputDigest.observe(.file("/dev/zero")).contains("not read: notRegular"))
        let tree = folder + "/tree"
        try FileManager.default.createDirectory(atPath: tree + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree + "/root", withDestinationPath: "/")
        let before = InputDigest.observe(.tree(tree))
        // A new folder below the real subfolder changes the digest; one below `/` cannot be reached.
        try FileManager.default.createDirectory(atPath: tree + "/real/inner", withIntermediateDirectories: true)
        #expect(InputDigest.observe(.tree(tree)) != before)
    }

    @Test func aRecordReadsBackAsWrittenAndAnyEditedByteIsRefused() throws {
        let record = UpToDateRecord(inputs: inputs(reading: "/tmp/a b\nc.json"), stamps: [("Sources/A.swift", "1 2 3 4.5 6.7")])
        let bytes = record.bytes
        #expect(UpToDateRecord(bytes: bytes) == record)
        #expect(UpToDateRecord(bytes: bytes)?.inputs.summary == record.inputs.summary)
        for index in stride(from: 0, to: bytes.count, by: 7) {
            var edited = bytes
            edited[index] ^= 0x01
            #expect(UpToDateRecord(bytes: edited) == nil, "byte \(index)")
        }
        #expect(UpToDateRecord(bytes: Array(bytes.dropLast(3))) == nil)
    }

    /// The record of a run whose summary says `account` and `diagnostics`, read back.
    private func summaryReadBack(account: String, diagnostics: String) throws -> UpToDateRecord.Summary {
        var record = UpToDateRecord(inputs: inputs(reading: "/tmp/a.json"), stamps: [("A.swift", "1 2 3 4.5 6.7")])
        record.inputs.summary.account = account
        record.inputs.summary.diagnostics = diagnostics
        return try #require(UpToDateRecord(bytes: record.bytes)).inputs.summary
    }

    /// A forged record cannot put terminal controls on the user's screen: escape sequences, carriage
    /// returns, C1 controls and bidi overrides come back as visible escapes; newlines stay.
    @Test func aForgedSummaryReadsBackWithItsControlsEscaped() throws {
        let summary = try summaryReadBack(
            account: "2 tokens\r\u{1B}[2K",
            diagnostics: "a.json:1:2: warning: \u{1B}[31mred\u{1B}]0;title\u{07}\n\u{202E}txt.exe\u{2066}\t\u{7F}\u{85}\u{200F}\n"
        )
        #expect(summary.account == #"2 tokens\u{D}\u{1B}[2K"#)
        #expect(summary.diagnostics == #"a.json:1:2: warning: \u{1B}[31mred\u{1B}]0;title\u{7}"# + "\n"
            + #"\u{202E}txt.exe\u{2066}\u{9}\u{7F}\u{85}\u{200F}"# + "\n")
    }

    /// What dsys itself prints comes back as it was.
    @Test func aRealSummaryReadsBackUnchanged() throws {
        let account = "142 tokens read, 140 emitted, 2 skipped (2 missing-from-default-mode)"
        let diagnostics = "tokens/ä b.json:3:7: warning: unknown key '$unknown' in token 'color.ink' (\"🎨 … 100%\")\n"
            + "  hint: remove it\n1 error, 1 warning\n"
        let summary = try summaryReadBack(account: account, diagnostics: diagnostics)
        #expect(summary.account == account)
        #expect(summary.diagnostics == diagnostics)
    }

    /// A forged record cannot flood the terminal either: what is printed is cut, with a note.
    @Test func anOversizedSummaryIsCutWithANote() throws {
        let summary = try summaryReadBack(
            account: String(repeating: "a", count: 10_000),
            diagnostics: String(repeating: "warning: \u{1B}\n", count: 200_000)
        )
        #expect(summary.account == String(repeating: "a", count: UpToDateRecord.maximumAccountBytes)
            + "\ndsys: note: the rest was cut (more than 4096 bytes)")
        #expect(summary.diagnostics.utf8.count < UpToDateRecord.maximumDiagnosticsBytes + 100)
        #expect(summary.diagnostics.hasPrefix("warning: \\u{1B}\nwarning: "))
        #expect(summary.diagnostics.hasSuffix("\ndsys: note: the rest was cut (more than 1048576 bytes)\n"))
    }

    @Test func theRecordHoldsOnlyWhileInputsAndOutputStayAsTheyWere() throws {
        let (folder, input, writer) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [GeneratedFile(path: "Sources/A.swift", contents: "let a = 1\n")]
        _ = try writer.write(files, upToDate: inputs(reading: input))
        #expect(writer.upToDateSummary(context: context)?.tokenCount == 2)
        #expect(writer.upToDateSummary(context: context + ["--flag"]) == nil)
        try "{ }".write(toFile: input, atomically: false, encoding: .utf8)
        #expect(writer.upToDateSummary(context: context) == nil)
        try "{}".write(toFile: input, atomically: false, encoding: .utf8)
        #expect(writer.upToDateSummary(context: context) != nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder + "/Out/Sources/A.swift")
        #expect(writer.upToDateSummary(context: context) == nil)
    }

    /// A package of `count` colors, a Swift file whose text says `version`, and the manifest.
    private func package(colors count: Int, version: Int) -> [GeneratedFile] {
        (0..<count).map { GeneratedFile(path: "Sources/DS/Assets.xcassets/c\($0).colorset/Contents.json", contents: "{\"c\": \($0)}") }
            + [GeneratedFile(path: "Sources/DS/Colors.swift", contents: "let version = \(version)\n")]
    }

    /// Every stamp in the record of `writer`'s folder `root` is the stamp its entry has now; returns
    /// how many there are.
    private func recordedStampsHold(in root: String) throws -> Int {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + OutputFolderLayout.upToDateName)))
        let record = try #require(UpToDateRecord(bytes: bytes))
        let folder = try DirectoryHandle.open(root)
        for (path, stamp) in record.stamps {
            #expect(folder.stamp(of: path) == stamp, "\(path)")
        }
        return record.stamps.count
    }

    /// The files a run writes are stamped when the spool writes them, not looked at after the swap:
    /// the exchange moves the folder above them, never the files, so each stamp must still be the
    /// file's (and the files kept from the previous run, linked into the new version, are looked at).
    @Test func theStampsOfWrittenFilesAreStillTheirsAfterTheExchange() throws {
        let (folder, input, writer) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = folder + "/Out"
        _ = try writer.write(package(colors: 20, version: 1), upToDate: inputs(reading: input))
        // 21 files, 23 folders (`Sources`, `Sources/DS`, the catalog, 20 color sets) and the manifest.
        #expect(try recordedStampsHold(in: root) == 45)
        let before = try FileManager.default.attributesOfItem(atPath: root)[.systemFileNumber] as? Int

        _ = try writer.write(package(colors: 20, version: 2), upToDate: inputs(reading: input))

        let after = try FileManager.default.attributesOfItem(atPath: root)[.systemFileNumber] as? Int
        #expect(before != after, "the output folder was exchanged with the new version")
        #expect(try recordedStampsHold(in: root) == 45)
        #expect(writer.upToDateSummary(context: context) != nil)
    }

    /// Where the journal swaps (a folder of someone else's has the staging sibling's name), the
    /// entries it renames get new stamps: the record looks at every entry.
    @Test func theStampsHoldAfterAJournalSwapToo() throws {
        let (folder, input, writer) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sibling = folder + "/" + OutputFolderLayout.stagingSiblingName(of: "Out")
        try FileManager.default.createDirectory(atPath: sibling, withIntermediateDirectories: true)
        try "someone's".write(toFile: sibling + "/theirs.txt", atomically: true, encoding: .utf8)
        _ = try writer.write(package(colors: 3, version: 1) + [GeneratedFile(path: "Package.swift", contents: "// 1\n")],
                             upToDate: inputs(reading: input))
        #expect(try recordedStampsHold(in: folder + "/Out") == 12)
        _ = try writer.write(package(colors: 3, version: 2) + [GeneratedFile(path: "Package.swift", contents: "// 2\n")],
                             upToDate: inputs(reading: input))
        #expect(try recordedStampsHold(in: folder + "/Out") == 12)
        #expect(writer.upToDateSummary(context: context) != nil)
    }

    /// A generated file rewritten with its own bytes after the run, or a file added to a generated
    /// folder, makes the next run a full one.
    @Test func anOutputEntryTouchedAfterTheRunMakesTheNextRunFull() throws {
        let (folder, input, writer) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = folder + "/Out"
        _ = try writer.write(package(colors: 2, version: 1), upToDate: inputs(reading: input))
        #expect(writer.upToDateSummary(context: context) != nil)
        let file = root + "/Sources/DS/Colors.swift"
        usleep(20_000)
        try "let version = 1\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(writer.upToDateSummary(context: context) == nil)

        _ = try writer.write(package(colors: 2, version: 1), upToDate: inputs(reading: input))
        #expect(writer.upToDateSummary(context: context) != nil)
        try "mine".write(toFile: root + "/Sources/DS/Assets.xcassets/c0.colorset/Notes.txt", atomically: false, encoding: .utf8)
        #expect(writer.upToDateSummary(context: context) == nil)
    }

    /// A record forged with a valid seal but a digest of other inputs is not believed.
    @Test func aForgedDigestIsNotBelieved() throws {
        let (folder, input, writer) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try writer.write([GeneratedFile(path: "A.swift", contents: "let a = 1\n")], upToDate: inputs(reading: input))
        let path = folder + "/Out/" + OutputFolderLayout.upToDateName
        var record = try #require(UpToDateRecord(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        #expect(writer.upToDateSummary(context: context) != nil)
        record.inputs.digest = String(repeating: "0", count: 64)
        try Data(record.bytes).write(to: URL(fileURLWithPath: path))
        #expect(writer.upToDateSummary(context: context) == nil)
    }

    @Test func aFailedWriteLeavesNoRecord() throws {
        let (folder, input, writer) = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try writer.write([GeneratedFile(path: "A.swift", contents: "let a = 1\n")], upToDate: inputs(reading: input))
        #expect(writer.upToDateSummary(context: context) != nil)
        try "mine".write(toFile: folder + "/Out/Blocked", atomically: true, encoding: .utf8)
        let blocked = [GeneratedFile(path: "Blocked/B.swift", contents: "x")]
        #expect(throws: OutputError.self) { try writer.write(blocked, upToDate: inputs(reading: input)) }
        #expect(!FileManager.default.fileExists(atPath: folder + "/Out/" + OutputFolderLayout.upToDateName))
        #expect(writer.upToDateSummary(context: context) == nil)
    }
}
