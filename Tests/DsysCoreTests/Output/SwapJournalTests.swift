@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// A swap interrupted after any number of its renames is completed by the next run: the output is
/// then exactly the new version, never a mix, and no staging is left.
@Suite struct SwapJournalTests {
    private let fileManager = FileManager.default

    /// The renames `SwapJournal.apply` makes for `steps`, in order, as (from, to) paths relative to the output.
    private func renames(_ steps: [SwapJournal.Step], existing: Set<String>) -> [(String, String)] {
        steps.flatMap { step -> [(String, String)] in
            var moves: [(String, String)] = []
            if existing.contains(step.path) { moves.append((step.path, ".dsys-staging/old/" + step.path)) }
            if step.replaces { moves.append((".dsys-staging/new/" + step.path, step.path)) }
            return moves
        }
    }

    /// The text of a manifest that lists `paths`, so completing a swap knows them as dsys's.
    private func manifest(listing paths: [String]) -> String {
        let listed = paths.compactMap { OutputPath(validating: $0) }
        return String(decoding: OutputManifest.text(of: listed, checksums: listed.map { _ in String(repeating: "0", count: 64) }),
                      as: UTF8.self)
    }

    @Test func aSwapInterruptedAfterAnyRenameIsCompletedByTheNextRun() throws {
        let steps = [SwapJournal.Step(path: "Sources", replaces: true), SwapJournal.Step(path: "Stale", replaces: false),
                     SwapJournal.Step(path: "Tests", replaces: true), SwapJournal.Step(path: ".dsys-manifest", replaces: true)]
        let existing: Set<String> = ["Sources", "Stale", ".dsys-manifest"]
        let moves = renames(steps, existing: existing)
        let (oldManifest, newManifest) = (manifest(listing: ["Sources/A.swift", "Stale/S.swift"]),
                                          manifest(listing: ["Sources/A.swift", "Tests/T.swift"]))
        for done in 0...moves.count {
            let root = NSTemporaryDirectory() + "dsys-journal-" + UUID().uuidString
            defer { try? fileManager.removeItem(atPath: root) }
            for folder in ["Sources", "Stale", ".dsys-staging/new/Sources", ".dsys-staging/new/Tests", ".dsys-staging/old"] {
                try fileManager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            }
            for (path, text) in [("Sources/A.swift", "old"), ("Stale/S.swift", "old"), (".dsys-manifest", oldManifest),
                                 ("User.txt", "mine"), (".dsys-staging/new/Sources/A.swift", "new"),
                                 (".dsys-staging/new/Tests/T.swift", "new"), (".dsys-staging/new/.dsys-manifest", newManifest)] {
                try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
            }
            try Data(SwapJournal(steps: steps).bytes).write(to: URL(fileURLWithPath: root + "/.dsys-staging/journal"))
            for (from, to) in moves.prefix(done) { try fileManager.moveItem(atPath: root + "/" + from, toPath: root + "/" + to) }

            try OutputWriter(root: root).recover()
            let result = OutputTreeSnapshot.take(root)
            #expect(result == ["Sources": "dir", "Sources/A.swift": "file new", "Tests": "dir", "Tests/T.swift": "file new",
                               ".dsys-manifest": "file " + newManifest, "User.txt": "file mine"], "after \(done) of \(moves.count) renames")
        }
    }

    @Test func aStagingFolderWithoutAJournalIsDroppedAndTheOutputKept() throws {
        let root = NSTemporaryDirectory() + "dsys-journal-" + UUID().uuidString
        defer { try? fileManager.removeItem(atPath: root) }
        try fileManager.createDirectory(atPath: root + "/.dsys-staging/new/Sources", withIntermediateDirectories: true)
        try "new".write(toFile: root + "/.dsys-staging/new/Sources/A.swift", atomically: false, encoding: .utf8)
        try "old".write(toFile: root + "/A.swift", atomically: false, encoding: .utf8)
        try OutputWriter(root: root).recover()
        #expect(OutputTreeSnapshot.take(root) == ["A.swift": "file old"])
    }

    @Test(arguments: ["replace ../x", "remove /etc", "replace a/b", "delete Sources", "replace Sources\u{0}"])
    func aJournalDsysDidNotWriteIsRefused(_ line: String) throws {
        #expect(SwapJournal(bytes: Array("dsys-swap 1\n\(line)\nend\n".utf8)) == nil)
        #expect(SwapJournal(bytes: Array("dsys-swap 1\nreplace Sources\nend\n".utf8)) != nil)
        #expect(SwapJournal(bytes: Array("dsys-swap 1\nreplace Sources\n".utf8)) == nil)
    }
}
