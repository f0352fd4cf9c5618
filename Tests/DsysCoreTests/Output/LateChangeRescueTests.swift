@testable import DsysCore
import Foundation
import Testing

/// What the user saves into the output while dsys stages a change survives the swap: the previous
/// version is walked against the plan before the staging folder is removed.
@Suite struct LateChangeRescueTests {
    private let fileManager = FileManager.default

    /// Writes `files` (path → text) under `folder`.
    private func write(_ files: [String: String], under folder: String) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func entriesAddedOrSavedByRenameAfterThePlanArePutBack() throws {
        let scratch = try ScratchFolder.make("dsys-rescue-")
        defer { try? fileManager.removeItem(atPath: scratch) }
        let (root, previous) = (scratch + "/out", scratch + "/old")
        // The swapped-in output: a regenerated file and the user's notes, linked from the old tree.
        try write(["Sources/A.swift": "new"], under: root)
        try write(["Sources/A.swift": "old", "Sources/notes.md": "notes v1", "Sources/kept.md": "kept",
                   "Sources/Late/late.md": "late", "Sources/draft.md": "draft"], under: previous)
        try fileManager.linkItem(atPath: previous + "/Sources/kept.md", toPath: root + "/Sources/kept.md")
        try fileManager.linkItem(atPath: previous + "/Sources/notes.md", toPath: root + "/Sources/notes.md")
        // After the plan: notes.md saved by rename (a new inode), Late/ and draft.md created.
        try "notes v2".write(toFile: previous + "/Sources/notes.md", atomically: true, encoding: .utf8)
        let planned: [String: DirectoryHandle.EntryKind] = [
            "Sources": .directory, "Sources/A.swift": .regularFile, "Sources/notes.md": .regularFile, "Sources/kept.md": .regularFile,
        ]

        var rescue = LateChangeRescue(root: try DirectoryHandle.open(root), plannedKinds: planned, generated: ["Sources/A.swift"])
        let old = try DirectoryHandle.open(previous)
        try rescue.find(in: old, names: ["Sources"])
        try rescue.putBack(from: old)

        #expect(rescue.restored.sorted() == ["Sources/Late", "Sources/draft.md", "Sources/notes.md"])
        #expect(OutputTreeSnapshot.take(root) == [
            "Sources": "dir", "Sources/A.swift": "file new", "Sources/kept.md": "file kept", "Sources/notes.md": "file notes v2",
            "Sources/draft.md": "file draft", "Sources/Late": "dir", "Sources/Late/late.md": "file late",
        ])
    }

    @Test func aFolderTheNewTreeNoLongerHasIsMadeAgainForALateFile() throws {
        let scratch = try ScratchFolder.make("dsys-rescue-")
        defer { try? fileManager.removeItem(atPath: scratch) }
        let (root, previous) = (scratch + "/out", scratch + "/old")
        try write(["Sources/B.swift": "b"], under: root)
        try write(["Sources/Old/Gone.swift": "gone", "Sources/Old/mine.md": "mine"], under: previous)
        let planned: [String: DirectoryHandle.EntryKind] = ["Sources": .directory, "Sources/Old": .directory, "Sources/Old/Gone.swift": .regularFile]

        var rescue = LateChangeRescue(root: try DirectoryHandle.open(root), plannedKinds: planned, generated: ["Sources/B.swift"])
        let old = try DirectoryHandle.open(previous)
        try rescue.find(in: old, names: ["Sources"])
        try rescue.putBack(from: old)

        #expect(rescue.restored == ["Sources/Old/mine.md"])
        #expect(OutputTreeSnapshot.take(root) == ["Sources": "dir", "Sources/B.swift": "file b", "Sources/Old": "dir", "Sources/Old/mine.md": "file mine"])
    }

    @Test func theWarningForAPutBackNameEscapesItsControlCharacters() throws {
        let scratch = try ScratchFolder.make("dsys-rescue-")
        defer { try? fileManager.removeItem(atPath: scratch) }
        let (root, previous) = (scratch + "/out", scratch + "/old")
        try fileManager.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        let name = "late\u{1B}]0;x\u{7}\u{202E}\n.md"
        try write(["Sources/" + name: "late"], under: previous)

        var rescue = LateChangeRescue(root: try DirectoryHandle.open(root), plannedKinds: ["Sources": .directory], generated: [])
        let old = try DirectoryHandle.open(previous)
        try rescue.find(in: old, names: ["Sources"])
        try rescue.putBack(from: old)

        #expect(rescue.restored == ["Sources/" + name])
        let warning = try #require(rescue.warnings.first)
        #expect(warning.contains("late\\u{1B}]0;x\\u{07}\\u{202E}\\n.md"), "\(warning)")
        #expect(!warning.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }

    @Test func aRunThatStoppedBeforeEverythingWasBackLeavesThePreviousVersionToTheUser() throws {
        let root = try ScratchFolder.make("dsys-rescue-")
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "a")])
        let staging = root + "/" + OutputFolderLayout.stagingName
        try write(["\(OutputFolderLayout.previousTreeName)/Sources/mine.md": "mine", OutputFolderLayout.unrestoredMarkName: ""],
                  under: staging)
        let before = OutputTreeSnapshot.take(root)

        let error = #expect(throws: OutputError.self) { try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "a2")]) }
        #expect(error?.description.contains("could not put back entries you added") == true, "\(String(describing: error))")
        #expect(error?.description.contains("'\(staging)/\(OutputFolderLayout.previousTreeName)'") == true)
        #expect(OutputTreeSnapshot.take(root) == before, "nothing removed, nothing written")
    }
}
