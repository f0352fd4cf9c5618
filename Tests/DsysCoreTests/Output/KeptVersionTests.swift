@testable import DsysCore
@testable import DsysOutput
import Foundation
import Testing

/// Watch mode's kept version (`KeptVersion`): each write keeps the previous version beside the output
/// folder as a mirror of it, and the next write starts from that mirror. Whatever happened in the
/// output folder between two writes must reach the new version as if it had been built from the
/// folder itself, and a mirror that is no longer this process's is never used or removed.
@Suite struct KeptVersionTests {
    private let inputs = WatchModeWrites.inputs

    private func files(_ ink: String) -> [GeneratedFile] { WatchModeWrites.files(ink) }

    /// A folder holding the output folder `Out` (and its staging sibling), removed afterwards.
    private final class Project {
        let base: String
        var output: String { base + "/Out" }
        var sibling: String { base + "/.Out.dsys-next" }
        var written: WrittenFiles?

        init() throws { base = try ScratchFolder.make("dsys-kept-") }
        deinit { try? FileManager.default.removeItem(atPath: base) }

        /// One write as watch mode makes it: given what the last one left, keeping a mirror.
        func write(_ files: [GeneratedFile], inputs: UpToDateRecord.Inputs) throws -> OutputWriter.Report {
            let report = try OutputWriter(root: output, vouched: written, preparesNextWrite: true).write(files, upToDate: inputs)
            written = report.files
            return report
        }

        /// Writes `text` at `path` under the output folder by a new file renamed into place (an editor's save).
        func save(_ text: String, at path: String) throws {
            let url = URL(fileURLWithPath: output + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func text(_ path: String) -> String? {
            try? String(contentsOfFile: output + "/" + path, encoding: .utf8)
        }
    }

    /// The tree of `folder` without the up-to-date record (its stamps differ from run to run).
    private func snapshot(_ folder: String) -> [String: String] {
        OutputTreeSnapshot.take(folder, skipping: [OutputFolderLayout.upToDateName])
    }

    @Test func theMirrorSharesEveryFileWithTheOutputAndHoldsNothingElse() throws {
        let project = try Project()
        _ = try project.write(files("black"), inputs: inputs)
        _ = try project.write(files("navy"), inputs: inputs)
        let kept = try #require(project.written?.kept)
        #expect(kept.isInPlace)
        let mirror = project.sibling + "/" + OutputFolderLayout.newTreeName
        #expect(snapshot(mirror) == snapshot(project.output))
        for path in files("navy").map(\.path) + [OutputFolderLayout.manifestName] {
            let inode = { (folder: String) in (try? FileManager.default.attributesOfItem(atPath: folder + "/" + path))?[.systemFileNumber] as? Int }
            #expect(inode(mirror) != nil && inode(mirror) == inode(project.output), "\(path) is not shared")
        }
    }

    /// What the user did in the output folder between two writes is in the next version without
    /// being taken for a late change: files added to a generated folder and beside it, a folder of
    /// their own inside a generated one, a generated file replaced (restored), a file of theirs
    /// removed (not brought back), and later a file inside their folder saved again.
    @Test func changesBetweenWritesReachTheNextVersion() throws {
        let project = try Project()
        try project.save("old notes", at: "Sources/Old.txt")
        _ = try project.write(files("black"), inputs: inputs)

        try project.save("notes", at: "Sources/Notes.txt")
        try project.save("readme", at: "README.md")
        try project.save("deep", at: "Sources/Extra/deep/x.txt")
        try project.save("let paper = \"EDITED\"\n", at: "Sources/B.swift")
        try FileManager.default.removeItem(atPath: project.output + "/Sources/Old.txt")
        let second = try project.write(files("navy"), inputs: inputs)
        #expect(second.warnings.isEmpty, "\(second.warnings)")
        #expect(second.written.sorted() == ["Sources/A.swift", "Sources/B.swift", "Sources/Colors.xcassets/ink.colorset/Contents.json"])
        #expect(project.text("Sources/B.swift") == "let paper = \"white\"\n")
        #expect(project.text("Sources/Notes.txt") == "notes" && project.text("README.md") == "readme")
        #expect(project.text("Sources/Extra/deep/x.txt") == "deep")
        #expect(project.text("Sources/Old.txt") == nil)

        // The user's own folder has no stamp in the record: it is compared entry by entry.
        try project.save("deeper", at: "Sources/Extra/deep/x.txt")
        try FileManager.default.removeItem(atPath: project.output + "/README.md")
        let third = try project.write(files("teal"), inputs: inputs)
        #expect(third.warnings.isEmpty, "\(third.warnings)")
        #expect(project.text("Sources/Extra/deep/x.txt") == "deeper")
        #expect(project.text("README.md") == nil)
        #expect(project.text("Sources/A.swift") == "let ink = \"teal\"\n")
        #expect(snapshot(project.sibling + "/" + OutputFolderLayout.newTreeName) == snapshot(project.output))
    }

    /// What the user changes while the run renders (after the mirror was brought up to date at its
    /// start) is looked at again before the exchange: a file saved meanwhile is in the new version
    /// without being put back afterwards, and a file of theirs removed meanwhile does not return.
    @Test func changesWhileTheRunRendersReachTheNewVersion() throws {
        let project = try Project()
        try project.save("old", at: "Sources/old.md")
        _ = try project.write(files("black"), inputs: inputs)
        let session = try OutputWriter(root: project.output, vouched: project.written, preparesNextWrite: true).begin()
        try session.add(files("navy"))
        try project.save("late", at: "Sources/late.md")
        try FileManager.default.removeItem(atPath: project.output + "/Sources/old.md")
        let report = try session.commit(upToDate: inputs)

        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(project.text("Sources/late.md") == "late")
        #expect(project.text("Sources/old.md") == nil, "a file removed while the run rendered came back")
        #expect(report.files?.kept?.isInPlace == true)
        #expect(snapshot(project.sibling + "/" + OutputFolderLayout.newTreeName) == snapshot(project.output))
    }


    /// A folder changed in the same tick of the file system's clock as its recorded stamp may keep
    /// that stamp through a later change: a folder whose recorded change time is that recent is
    /// compared entry by entry whatever its stamp says (here the stamp still holds, the mirror
    /// lacks a file, and the sync brings it in).
    @Test func aFolderStampedRightAfterAChangeIsComparedAnyway() throws {
        let base = try ScratchFolder.make("dsys-racy-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (folder, names) in [("live/F", ["a", "b"]), ("mirror/F", ["a"])] {
            try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
            for name in names { try Data(name.utf8).write(to: URL(fileURLWithPath: base + "/" + folder + "/" + name)) }
        }
        let live = try DirectoryHandle.open(base + "/live"), mirror = try DirectoryHandle.open(base + "/mirror")
        let stamp = try #require(live.stamp(of: "F"))
        // Stamped 10 ms after the folder's last change (its change time is the stamp's last field).
        let changed = try #require(stamp.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) })
        let stampedAt = changed[0] * 1_000_000_000 + changed[1] + 10_000_000
        let place = StagingArea.Place(container: try DirectoryHandle.open(base), name: "mirror")
        let kept = KeptVersion(place: place, stagingFolder: mirror, tree: mirror, folderStamps: [("F", stamp)], userFolders: [],
                               stampedAt: stampedAt)
        _ = try kept.sync(with: live)
        #expect(FileManager.default.contents(atPath: base + "/mirror/F/b") == Data("b".utf8))

        // Stamped a second after it: the stamp is trusted, and the mirror is left as it is.
        try FileManager.default.removeItem(atPath: base + "/mirror/F/b")
        _ = try KeptVersion(place: place, stagingFolder: mirror, tree: mirror, folderStamps: [("F", stamp)], userFolders: [],
                            stampedAt: stampedAt + 1_000_000_000).sync(with: live)
        #expect(!FileManager.default.fileExists(atPath: base + "/mirror/F/b"))
    }

    /// Another run that wrote meanwhile removed the mirror as a leftover; a session that was begun
    /// and abandoned removed it too: the next write builds its version anew, and keeps one again.
    @Test func aMirrorRemovedByAnotherRunIsNotMissed() throws {
        let project = try Project()
        _ = try project.write(files("black"), inputs: inputs)
        _ = try OutputWriter(root: project.output).write(files("red"))
        #expect(!FileManager.default.fileExists(atPath: project.sibling))
        _ = try project.write(files("navy"), inputs: inputs)
        #expect(project.text("Sources/A.swift") == "let ink = \"navy\"\n")
        #expect(project.written?.kept?.isInPlace == true)

        do {
            let abandoned = try OutputWriter(root: project.output, vouched: project.written, preparesNextWrite: true).begin()
            try abandoned.add(files("green"))
        }
        _ = try project.write(files("teal"), inputs: inputs)
        let fresh = project.base + "/Fresh"
        _ = try OutputWriter(root: fresh).write(files("teal"))
        #expect(snapshot(project.output) == snapshot(fresh))
    }

    /// The record a write into an adopted mirror makes takes the stamps the run already saw (each
    /// unchanged file's when it was compared, each folder's just before the exchange) instead of
    /// looking at every entry again: they must be every entry's stamp as it is after the write, so
    /// the next identical run stops early, and a file the user edits afterwards is not trusted.
    @Test func theRecordOfAWriteIntoTheMirrorHoldsEveryEntrysStampAsItIsNow() throws {
        let project = try Project()
        let recorded = UpToDateRecord.Inputs(digest: InputDigest.digest(context: [], observations: []), items: [],
                                             summary: inputs.summary)
        for ink in ["black", "navy", "teal", "teal"] {
            _ = try project.write(files(ink), inputs: recorded)
            let bytes = try #require(FileManager.default.contents(atPath: project.output + "/" + OutputFolderLayout.upToDateName))
            let head = try #require(UpToDateRecord.sealedHead(of: Array(bytes)))
            let stamps = try #require(UpToDateRecord.stamps(in: head.outputLines))
            let folder = try DirectoryHandle.open(project.output)
            #expect(stamps.count == 7, "\(ink)")
            for (path, stamp) in stamps { #expect(folder.stamp(of: path) == stamp, "\(ink): \(path)") }
            #expect(OutputWriter(root: project.output, vouched: project.written).upToDateSummary(context: []) != nil, "\(ink)")
        }
        usleep(20_000)
        let handle = try #require(FileHandle(forWritingAtPath: project.output + "/Sources/B.swift"))
        handle.write(Data("let paper = \"WHITE\"\n".utf8))
        try handle.close()
        #expect(OutputWriter(root: project.output, vouched: project.written).upToDateSummary(context: []) == nil)
        _ = try project.write(files("teal"), inputs: recorded)
        #expect(project.text("Sources/B.swift") == "let paper = \"white\"\n")
    }

    /// The second sync before the exchange compares a folder whose stamp moved since the first look,
    /// and one that had changed right before that look (racy): a second change in the same tick of
    /// the clock leaves its stamp as it was.
    @Test func theSecondSyncComparesMovedAndRacyFolders() {
        let look = 1_795_800_000_000_000_000
        func stamp(_ nanoseconds: Int) -> String { "16877 4096 7 1.0 \(nanoseconds / 1_000_000_000).\(nanoseconds % 1_000_000_000)" }
        let observed: (stamps: [(path: String, stamp: String?)], at: Int) = ([
            ("old", stamp(look - 5_000_000_000)), ("moved", stamp(look - 5_000_000_000)), ("racy", stamp(look - 10_000_000)),
            ("gone", stamp(look - 5_000_000_000)), ("absent", nil),
        ], look)
        let now: [(path: String, stamp: String?)] = [
            ("old", stamp(look - 5_000_000_000)), ("moved", stamp(look + 1_000)), ("racy", stamp(look - 10_000_000)),
            ("gone", nil), ("absent", nil),
        ]
        #expect(KeptVersion.changed(since: observed, now: now) == ["moved", "racy", "gone"])
    }

    /// A stamp is racy when its change time is within 50 ms before the look (2 s for a whole-second
    /// change time), and whenever its change time cannot be read: the folder is then compared.
    @Test func aStampIsRacyWithinTheClocksTickOrWhenItsChangeTimeIsUnreadable() {
        let now = 1_000 * 1_000_000_000
        func stamp(_ changed: String) -> String { "16877 60 123 999.5 " + changed }
        #expect(KeptVersion.isRacy(stamp("999.990000000"), now: now))
        #expect(!KeptVersion.isRacy(stamp("999.900000000"), now: now))
        #expect(KeptVersion.isRacy(stamp("998.0"), now: now))
        #expect(!KeptVersion.isRacy(stamp("997.0"), now: now))
        #expect(!KeptVersion.isRacy(stamp("-5.5"), now: now))
        #expect(KeptVersion.isRacy(stamp("+1000.5"), now: now))
        #expect(KeptVersion.isRacy(stamp("99999999999999999.1"), now: now))
        for unreadable in ["", "abc", "999", "999.", ".5", "999.5.5", "999.x", "9999999999999999999.1"] {
            #expect(KeptVersion.isRacy(stamp(unreadable), now: now), "\(unreadable)")
        }
        #expect(KeptVersion.isRacy("999.5", now: now))
    }

    /// Removing the mirror changes the change time of every file it shared with the output folder:
    /// `release` stamps the up-to-date record again, so the next identical run still stops early,
    /// but not when a generated file was edited meanwhile (its modification time moved).
    @Test(arguments: [false, true])
    func releaseKeepsTheRecordTrustedUnlessAFileChanged(edited: Bool) throws {
        let project = try Project()
        let recorded = UpToDateRecord.Inputs(digest: InputDigest.digest(context: [], observations: []), items: [],
                                             summary: inputs.summary)
        _ = try project.write(files("black"), inputs: recorded)
        _ = try project.write(files("navy"), inputs: recorded)
        if edited {
            usleep(20_000)
            let handle = try #require(FileHandle(forWritingAtPath: project.output + "/Sources/B.swift"))
            handle.write(Data("let paper = \"WHITE\"\n".utf8))
            try handle.close()
        }
        OutputWriter(root: project.output, vouched: project.written).release()
        #expect(!FileManager.default.fileExists(atPath: project.sibling))
        #expect((OutputWriter(root: project.output).upToDateSummary(context: []) != nil) == !edited)
    }

    /// Stopping: `release` removes this process's mirror, and leaves a folder of the same name that
    /// is not the one it kept.
    @Test func releaseRemovesOnlyTheMirrorThisProcessKept() throws {
        let project = try Project()
        _ = try project.write(files("black"), inputs: inputs)
        OutputWriter(root: project.output, vouched: project.written).release()
        #expect(!FileManager.default.fileExists(atPath: project.sibling))
        #expect(project.text("Sources/A.swift") == "let ink = \"black\"\n")

        // Another run holds the folder's lock: stopping does not wait for it, and leaves the mirror
        // to that run, which removes it as a leftover.
        _ = try project.write(files("navy"), inputs: inputs)
        let otherRun = try DirectoryHandle.open(project.output)
        withExtendedLifetime(otherRun) {
            #expect(otherRun.lockIfFree())
            OutputWriter(root: project.output, vouched: project.written).release()
            #expect(FileManager.default.fileExists(atPath: project.sibling))
        }

        try FileManager.default.removeItem(atPath: project.sibling)
        try FileManager.default.createDirectory(atPath: project.sibling + "/new", withIntermediateDirectories: true)
        OutputWriter(root: project.output, vouched: project.written).release()
        #expect(FileManager.default.fileExists(atPath: project.sibling + "/new"))
    }
}
