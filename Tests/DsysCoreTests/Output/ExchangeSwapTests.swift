@testable import DsysCore
import Foundation
import Testing

/// The exchange swap: the output folder is exchanged with a complete copy built in the hidden
/// sibling `.<name>.dsys-next`; the user's files are carried over, entries saved while dsys ran are
/// put back, and what a killed run left beside the folder is repaired by the next run.
@Suite struct ExchangeSwapTests {
    private let fileManager = FileManager.default

    /// A scratch folder holding the output folder `out` after a run that generated `Sources/A.swift`
    /// ("a"); returns both paths and the sibling's.
    private func outputOfOneRun() throws -> (scratch: String, root: String, sibling: String) {
        let scratch = try ScratchFolder.make("dsys-exchange-")
        let root = scratch + "/out"
        _ = try OutputWriter(root: root).write([GeneratedFile(path: "Sources/A.swift", contents: "a")])
        return (scratch, root, scratch + "/" + OutputFolderLayout.stagingSiblingName(of: "out"))
    }

    private func write(_ text: String, to path: String) throws {
        try fileManager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func inode(_ path: String) throws -> UInt64 {
        try #require(fileManager.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test func theOutputFolderIsExchangedWithTheUsersFilesCarriedOverAsTheSameFiles() throws {
        let (scratch, root, sibling) = try outputOfOneRun()
        defer { try? fileManager.removeItem(atPath: scratch) }
        try write("mine", to: root + "/mine.txt")
        try write("notes", to: root + "/Sources/notes.md")
        let (folderBefore, notesBefore, mineBefore) = (try inode(root), try inode(root + "/Sources/notes.md"), try inode(root + "/mine.txt"))

        let report = try OutputWriter(root: root).write([GeneratedFile(path: "Sources/A.swift", contents: "a2")])

        #expect(try inode(root) != folderBefore, "the folder was exchanged, not changed in place")
        #expect(try inode(root + "/Sources/notes.md") == notesBefore, "the user's file is the same file")
        #expect(try inode(root + "/mine.txt") == mineBefore, "the user's file is the same file")
        #expect(report.warnings.isEmpty, "carried over, not put back after the swap: \(report.warnings)")
        #expect(OutputTreeSnapshot.take(root, skipping: [OutputFolderLayout.upToDateName, OutputFolderLayout.manifestName]) == [
            "Sources": "dir", "Sources/A.swift": "file a2", "Sources/notes.md": "file notes", "mine.txt": "file mine",
        ])
        #expect(!fileManager.fileExists(atPath: sibling))
    }

    @Test func aRunKilledAfterItsExchangeHasTheUsersLateEntriesPutBackByTheNextRun() throws {
        let (scratch, root, sibling) = try outputOfOneRun()
        defer { try? fileManager.removeItem(atPath: scratch) }
        // A second run exchanged its copy (A.swift "a2") in and was killed before its rescue: the
        // previous version, with a file the user saved meanwhile, is the sibling's `new`.
        let previous = sibling + "/" + OutputFolderLayout.newTreeName
        try fileManager.createDirectory(atPath: sibling, withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: root, toPath: scratch + "/copy")
        try fileManager.moveItem(atPath: root, toPath: previous)
        try fileManager.moveItem(atPath: scratch + "/copy", toPath: root)
        try write("a2", to: root + "/Sources/A.swift")
        try write("late", to: previous + "/late.md")
        let mark = ExchangeMark(newVersion: try #require(try DirectoryHandle.open(root).identity))
        try Data(mark.bytes).write(to: URL(fileURLWithPath: sibling + "/" + OutputFolderLayout.exchangeMarkName))

        let report = try OutputWriter(root: root).write([GeneratedFile(path: "Sources/A.swift", contents: "a2")])

        #expect(fileManager.contents(atPath: root + "/late.md") == Data("late".utf8))
        #expect(fileManager.contents(atPath: root + "/Sources/A.swift") == Data("a2".utf8), "the old A.swift is not put back")
        #expect(report.warnings.count == 1 && report.warnings[0].contains("late.md"), "\(report.warnings)")
        #expect(!fileManager.fileExists(atPath: sibling))
    }

    @Test func aRunKilledBeforeItsExchangeLeavesACopyTheNextRunRemoves() throws {
        let (scratch, root, sibling) = try outputOfOneRun()
        defer { try? fileManager.removeItem(atPath: scratch) }
        try write("half", to: sibling + "/" + OutputFolderLayout.newTreeName + "/Sources/A.swift")
        // A mark cut short, or naming another folder: the exchange did not happen.
        for mark in [Array("dsys-exch".utf8), ExchangeMark(newVersion: FolderIdentity(device: 1, inode: 2)).bytes] {
            try Data(mark).write(to: URL(fileURLWithPath: sibling + "/" + OutputFolderLayout.exchangeMarkName))
            let before = OutputTreeSnapshot.take(root)
            try OutputWriter(root: root).recover()
            #expect(OutputTreeSnapshot.take(root) == before)
            #expect(!fileManager.fileExists(atPath: sibling))
            try write("half", to: sibling + "/" + OutputFolderLayout.newTreeName + "/Sources/A.swift")
        }
    }

    @Test func aFolderOfTheSiblingsNameHoldingAnythingElseIsLeftAloneAndTheJournalSwaps() throws {
        let (scratch, root, sibling) = try outputOfOneRun()
        defer { try? fileManager.removeItem(atPath: scratch) }
        try write("someone's", to: sibling + "/theirs.txt")
        let folderBefore = try inode(root)

        _ = try OutputWriter(root: root).write([GeneratedFile(path: "Sources/A.swift", contents: "a2")])

        #expect(fileManager.contents(atPath: root + "/Sources/A.swift") == Data("a2".utf8))
        #expect(try inode(root) == folderBefore, "swapped in place by the journal")
        #expect(OutputTreeSnapshot.take(sibling) == ["theirs.txt": "file someone's"])
        #expect(!fileManager.fileExists(atPath: root + "/" + OutputFolderLayout.stagingName))
    }
}
