@testable import DsysCore
import Foundation
import Testing

/// Files reach the output folder target by target: each batch is spooled to disk in the folder's
/// staging as it arrives, and only a commit changes the output.
@Suite struct OutputWriteSessionTests {
    private let fileManager = FileManager.default

    private func makeFolder() throws -> String { try ScratchFolder.make("dsys-session-") }

    /// Where the files that change are written before the swap, for the output folder `root`:
    /// their places in the staged tree, in the hidden sibling beside `root`.
    private func staged(_ root: String) -> String {
        let url = URL(fileURLWithPath: root)
        return url.deletingLastPathComponent().path + "/" + OutputFolderLayout.stagingSiblingName(of: url.lastPathComponent)
            + "/" + OutputFolderLayout.newTreeName
    }

    @Test func eachBatchIsOnDiskBeforeTheCommitAndTheCommitWritesThemAll() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let session = try OutputWriter(root: root).begin()
        try session.add([GeneratedFile(path: "Sources/A.swift", contents: "a"), GeneratedFile(path: "Sources/B.swift", contents: "bb")])
        #expect(try fileManager.contentsOfDirectory(atPath: staged(root) + "/Sources").sorted() == ["A.swift", "B.swift"])
        #expect(fileManager.contents(atPath: staged(root) + "/Sources/B.swift") == Data("bb".utf8))
        try session.add([GeneratedFile(path: "Tests/T.swift", contents: "t")])
        #expect(session.fileCount == 3)

        let report = try session.commit()
        #expect(report.written == ["Sources/A.swift", "Sources/B.swift", "Tests/T.swift"])
        #expect(fileManager.contents(atPath: root + "/Tests/T.swift") == Data("t".utf8))
        #expect(!fileManager.fileExists(atPath: URL(fileURLWithPath: staged(root)).deletingLastPathComponent().path))
    }

    @Test func aSessionThatIsNotCommittedLeavesTheOutputAsItWas() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        _ = try writer.write([GeneratedFile(path: "Sources/A.swift", contents: "old")])
        let before = OutputTreeSnapshot.take(root)
        do {
            let session = try writer.begin()
            try session.add([GeneratedFile(path: "Sources/A.swift", contents: "new"), GeneratedFile(path: "Sources/B.swift", contents: "b")])
            #expect(fileManager.fileExists(atPath: staged(root) + "/Sources/B.swift"))
        }
        #expect(OutputTreeSnapshot.take(root) == before)
    }

    @Test func onlyFilesThatDifferFromTheOutputAreSpooled() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        let first = [GeneratedFile(path: "Sources/M/A.swift", contents: "a"), GeneratedFile(path: "Sources/M/B.swift", contents: "b"),
                     GeneratedFile(path: "Tests/T.swift", contents: "t")]
        _ = try writer.write(first)

        do {
            let same = try writer.begin()
            try same.add(first)
            #expect(!fileManager.fileExists(atPath: staged(root)), "nothing changed, nothing written")
            #expect(try same.commit().unchanged.count == 3)
        }

        let changed = try writer.begin()
        try changed.add([first[0], GeneratedFile(path: "Sources/M/B.swift", contents: "b2"), first[2]])
        #expect(try fileManager.contentsOfDirectory(atPath: staged(root) + "/Sources/M") == ["B.swift"])
        #expect(!fileManager.fileExists(atPath: staged(root) + "/Tests"))
        let report = try changed.commit()
        #expect(report.written == ["Sources/M/B.swift"])
        #expect(report.unchanged == ["Sources/M/A.swift", "Tests/T.swift"])
        #expect(fileManager.contents(atPath: root + "/Sources/M/B.swift") == Data("b2".utf8))
    }

    @Test func aFileChangedBetweenAddAndCommitStopsTheRunWithTheOutputIntact() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let writer = OutputWriter(root: root)
        let files = [GeneratedFile(path: "A.swift", contents: "a"), GeneratedFile(path: "B.swift", contents: "b")]
        _ = try writer.write(files)
        let session = try writer.begin()
        try session.add([files[0], GeneratedFile(path: "B.swift", contents: "b2")])
        try "edited".write(toFile: root + "/A.swift", atomically: true, encoding: .utf8)
        let before = OutputTreeSnapshot.take(root, skipping: [OutputFolderLayout.stagingName])
        let error = #expect(throws: OutputError.self) { try session.commit() }
        #expect(error?.description.contains("'A.swift' changed in the output folder while dsys was running") == true)
        #expect(OutputTreeSnapshot.take(root) == before)
    }

    @Test func aPathAddedTwiceOrLeavingTheFolderStopsTheSession() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let session = try OutputWriter(root: root).begin()
        try session.add([GeneratedFile(path: "A.swift", contents: "a")])
        #expect(throws: OutputError.self) { try session.add([GeneratedFile(path: "A.swift", contents: "again")]) }
        #expect(throws: OutputError.self) { try session.add([GeneratedFile(path: "../A.swift", contents: "outside")]) }
        #expect(!fileManager.fileExists(atPath: root + "/../A.swift"))
    }

    @Test func aSecondRunWaitsForTheOpenSession() throws {
        let root = try makeFolder()
        defer { try? fileManager.removeItem(atPath: root) }
        let waited = LockedFlag()
        let finished = DispatchSemaphore(value: 0)
        do {
            let session = try OutputWriter(root: root).begin()
            Thread.detachNewThread {
                _ = try? OutputWriter(root: root, onWait: { waited.set() }).write([GeneratedFile(path: "B.swift", contents: "b")])
                finished.signal()
            }
            while !waited.value { usleep(1_000) }
            try session.add([GeneratedFile(path: "A.swift", contents: "a")])
            _ = try session.commit()
        }
        finished.wait()
        #expect(fileManager.contents(atPath: root + "/B.swift") == Data("b".utf8))
        #expect(!fileManager.fileExists(atPath: root + "/A.swift"), "the second run removes the file the first one wrote")
    }
}

/// A flag set on one thread and read on another.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    var value: Bool { lock.withLock { isSet } }
    func set() { lock.withLock { isSet = true } }
}
