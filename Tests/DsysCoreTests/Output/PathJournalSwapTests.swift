@testable import DsysCore
@testable import DsysOutput
import Foundation
import Testing

/// Where the output folder cannot be exchanged (here: a folder of someone else's has the staging
/// sibling's name), a change is swapped by the journal one changed entry at a time: only the files
/// and folders that change move, the output folder and every unchanged file (the user's included)
/// stay the same files, and a run killed between any two renames is completed by the next. Where it
/// can, even a one-file change is exchanged in one step.
@Suite struct PathJournalSwapTests {
    private let fileManager = FileManager.default

    /// Puts a folder holding a file of someone else's where the staging sibling of `scratch/out`
    /// would go, so runs into it swap by the journal; returns the folder's path.
    private func blockSibling(in scratch: String) throws -> String {
        let sibling = scratch + "/" + OutputFolderLayout.stagingSiblingName(of: "out")
        try fileManager.createDirectory(atPath: sibling, withIntermediateDirectories: true)
        try "someone's".write(toFile: sibling + "/theirs.txt", atomically: true, encoding: .utf8)
        return sibling
    }

    /// A scratch folder whose output folder `out` was written once (`package(colorOf: "red")`) and
    /// whose staging sibling is blocked (`blockSibling`), so the next run into it swaps by the journal.
    private struct JournalScene {
        var scratch: String
        var root: String
        var sibling: String
        var writer: OutputWriter
    }

    private func journalScene(withOld: Bool) throws -> JournalScene {
        let scratch = try ScratchFolder.make("dsys-path-journal-")
        let root = scratch + "/out"
        let sibling = try blockSibling(in: scratch)
        let writer = OutputWriter(root: root)
        _ = try writer.write(package(colorOf: "red", withOld: withOld))
        return JournalScene(scratch: scratch, root: root, sibling: sibling, writer: writer)
    }

    @Test func aOneColorChangeIsStillExchangedInOneStepWhereTheFolderCanBe() throws {
        let scratch = try ScratchFolder.make("dsys-path-journal-")
        defer { try? fileManager.removeItem(atPath: scratch) }
        let root = scratch + "/out"
        let writer = OutputWriter(root: root)
        _ = try writer.write(package(colorOf: "red", withOld: false))
        let unchangedFile = root + "/Sources/DS/Assets.xcassets/c1.colorset/Contents.json"
        let (folderBefore, fileBefore) = (try attributes(root).inode, try attributes(unchangedFile).inode)

        _ = try writer.write(package(colorOf: "blue", withOld: false))

        #expect(try attributes(root).inode != folderBefore, "the output folder was exchanged with a complete new version")
        #expect(try attributes(unchangedFile).inode == fileBefore, "an unchanged file is carried over as the same file")
        #expect(fileManager.contents(atPath: root + "/Sources/DS/Colors.swift") == Data("let first = \"blue\"".utf8))
    }

    /// Twenty colors in folders of their own, a Swift file, and a folder `Old` the second run no
    /// longer generates.
    private func package(colorOf first: String, withOld: Bool) -> [GeneratedFile] {
        var files = [GeneratedFile(path: "Package.swift", contents: "// package"),
                     GeneratedFile(path: "Sources/DS/Colors.swift", contents: "let first = \"\(first)\"")]
        for index in 0..<20 {
            files.append(GeneratedFile(path: "Sources/DS/Assets.xcassets/c\(index).colorset/Contents.json",
                                       contents: index == 0 ? first : "color \(index)"))
        }
        if withOld { files.append(GeneratedFile(path: "Sources/DS/Old/Gone.swift", contents: "gone")) }
        return files
    }

    private func attributes(_ path: String) throws -> (inode: UInt64, modified: Date) {
        let attributes = try fileManager.attributesOfItem(atPath: path)
        return (try #require(attributes[.systemFileNumber] as? UInt64), try #require(attributes[.modificationDate] as? Date))
    }

    @Test func aOneColorChangeMovesOnlyTheChangedEntriesAndTouchesNoUnchangedFile() throws {
        let scene = try journalScene(withOld: true)
        defer { try? fileManager.removeItem(atPath: scene.scratch) }
        let (scratch, root, sibling, writer) = (scene.scratch, scene.root, scene.sibling, scene.writer)
        try "mine".write(toFile: root + "/Sources/DS/notes.md", atomically: true, encoding: .utf8)
        let unchanged = ["", "/Package.swift", "/Sources/DS/notes.md", "/Sources/DS/Assets.xcassets/c1.colorset",
                         "/Sources/DS/Assets.xcassets/c1.colorset/Contents.json"]
        let before = try unchanged.map { try attributes(root + $0) }

        var next = package(colorOf: "blue", withOld: false)
        next.append(GeneratedFile(path: "Sources/DS/New/Added.swift", contents: "added"))
        let report = try writer.write(next)

        #expect(try unchanged.map { try attributes(root + $0).inode } == before.map(\.inode),
                "the folder, the user's file and unchanged files are the same files")
        // The output folder's own date changes: the new manifest is renamed into it.
        #expect(try unchanged.dropFirst().map { try attributes(root + $0).modified } == before.dropFirst().map(\.modified))
        #expect(report.written == ["Sources/DS/Assets.xcassets/c0.colorset/Contents.json", "Sources/DS/Colors.swift",
                                   "Sources/DS/New/Added.swift"])
        #expect(report.removed == ["Sources/DS/Old/Gone.swift"])
        var fresh = OutputTreeSnapshot.take(try freshOutput(of: next, in: scratch), skipping: [OutputFolderLayout.upToDateName])
        fresh["Sources/DS/notes.md"] = "file mine"
        #expect(OutputTreeSnapshot.take(root, skipping: [OutputFolderLayout.upToDateName]) == fresh)
        #expect(!fileManager.fileExists(atPath: root + "/" + OutputFolderLayout.stagingName))
        #expect(OutputTreeSnapshot.take(sibling) == ["theirs.txt": "file someone's"])
    }

    /// A file the run found unchanged, edited before the commit, has no new copy to swap in: the
    /// journal swap stops the run as the exchange does, with the output as it was.
    @Test func aFileEditedBetweenAddAndCommitStopsAJournalSwapWithTheOutputIntact() throws {
        let scene = try journalScene(withOld: false)
        defer { try? fileManager.removeItem(atPath: scene.scratch) }
        let (root, sibling, writer) = (scene.root, scene.sibling, scene.writer)
        let session = try writer.begin()
        try session.add(package(colorOf: "blue", withOld: false))
        let edited = "Sources/DS/Assets.xcassets/c5.colorset/Contents.json"
        try "edited".write(toFile: root + "/" + edited, atomically: true, encoding: .utf8)
        // The run stages inside the output folder, and removes its staging folder when it stops.
        let before = OutputTreeSnapshot.take(root, skipping: [OutputFolderLayout.stagingName])

        let error = #expect(throws: OutputError.self) { try session.commit() }

        #expect(error?.description.contains("'\(edited)' changed in the output folder while dsys was running") == true,
                "\(String(describing: error))")
        #expect(OutputTreeSnapshot.take(root) == before)
        #expect(OutputTreeSnapshot.take(sibling) == ["theirs.txt": "file someone's"])
    }

    /// The package `files` makes in a new folder.
    private func freshOutput(of files: [GeneratedFile], in scratch: String) throws -> String {
        let fresh = scratch + "/fresh"
        _ = try OutputWriter(root: fresh).write(files)
        return fresh
    }

    /// The steps name each change where the two trees part: a file in a folder both have, a folder
    /// only one has, a file that became a folder; and a folder still holding a user's file stays.
    @Test func theStepsNameEachChangeAtTheOutermostPathWhereTheTreesDiffer() throws {
        let scratch = try ScratchFolder.make("dsys-path-journal-")
        defer { try? fileManager.removeItem(atPath: scratch) }
        let root = scratch + "/out"
        let before = package(colorOf: "red", withOld: true) + [GeneratedFile(path: "Sources/DS/Kept/Gone.swift", contents: "gone"),
                                                                GeneratedFile(path: "Sources/DS/Becomes", contents: "a file")]
        _ = try OutputWriter(root: root).write(before)
        try "mine".write(toFile: root + "/Sources/DS/Kept/notes.md", atomically: true, encoding: .utf8)
        let after = package(colorOf: "blue", withOld: false) + [GeneratedFile(path: "Sources/DS/New/Deeper/Added.swift", contents: "added"),
                                                                 GeneratedFile(path: "Sources/DS/Becomes/Inside.swift", contents: "a folder")]
        let paths = try after.map { try #require(OutputPath(validating: $0.path)) }
        let folder = try DirectoryHandle.open(root)
        let plan = try OutputPlan.make(paths: paths, checksums: after.map { OutputManifest.checksum(of: [$0.data]) }, root: folder) { index, path in
            folder.contents(of: path, ifSize: after[index].data.count) == Array(after[index].data)
        }

        #expect(plan.swapSteps.map { ($0.replaces ? "replace " : "remove ") + $0.path } == [
            "replace Sources/DS/Assets.xcassets/c0.colorset/Contents.json", "replace Sources/DS/Becomes", "replace Sources/DS/Colors.swift",
            "remove Sources/DS/Kept/Gone.swift", "replace Sources/DS/New", "remove Sources/DS/Old", "replace .dsys-manifest",
        ])
    }

    /// A journal of path steps, interrupted after any number of its renames, is completed by the
    /// next run into exactly the new version, with the user's file beside a replaced one untouched.
    @Test func aPathSwapInterruptedAfterAnyRenameIsCompletedByTheNextRun() throws {
        let steps = [SwapJournal.Step(path: "Sources/DS/Colors.swift", replaces: true), SwapJournal.Step(path: "Sources/DS/New", replaces: true),
                     SwapJournal.Step(path: "Sources/DS/Old", replaces: false), SwapJournal.Step(path: ".dsys-manifest", replaces: true)]
        let (oldManifest, newManifest) = (manifest(listing: ["Sources/DS/Colors.swift", "Sources/DS/Old/Gone.swift"]),
                                          manifest(listing: ["Sources/DS/Colors.swift", "Sources/DS/New/Added.swift"]))
        let renames = [("Sources/DS/Colors.swift", "old"), ("Sources/DS/Colors.swift", "new"), ("Sources/DS/New", "new"),
                       ("Sources/DS/Old", "old"), (".dsys-manifest", "old"), (".dsys-manifest", "new")]
        for done in 0...renames.count {
            let root = try ScratchFolder.make("dsys-path-journal-")
            defer { try? fileManager.removeItem(atPath: root) }
            for (path, text) in [("Sources/DS/Colors.swift", "red"), ("Sources/DS/Old/Gone.swift", "gone"), (".dsys-manifest", oldManifest),
                                 ("Sources/DS/notes.md", "mine"), (".dsys-staging/new/Sources/DS/Colors.swift", "blue"),
                                 (".dsys-staging/new/Sources/DS/New/Added.swift", "added"), (".dsys-staging/new/.dsys-manifest", newManifest)] {
                try fileManager.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
            }
            let notesBefore = try attributes(root + "/Sources/DS/notes.md")
            try Data(SwapJournal(steps: steps).bytes).write(to: URL(fileURLWithPath: root + "/.dsys-staging/journal"))
            // The renames `apply` makes, in order: the output's entry aside into `old`, the staged one in.
            for (path, side) in renames.prefix(done) {
                let aside = root + "/.dsys-staging/old/" + path
                if side == "old" {
                    try fileManager.createDirectory(atPath: (aside as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try fileManager.moveItem(atPath: root + "/" + path, toPath: aside)
                } else {
                    try fileManager.moveItem(atPath: root + "/.dsys-staging/new/" + path, toPath: root + "/" + path)
                }
            }

            try OutputWriter(root: root).recover()

            #expect(OutputTreeSnapshot.take(root) == [
                "Sources": "dir", "Sources/DS": "dir", "Sources/DS/Colors.swift": "file blue", "Sources/DS/New": "dir",
                "Sources/DS/New/Added.swift": "file added", "Sources/DS/notes.md": "file mine", ".dsys-manifest": "file " + newManifest,
            ], "after \(done) of \(renames.count) renames")
            let notesAfter = try attributes(root + "/Sources/DS/notes.md")
            #expect(notesAfter.inode == notesBefore.inode && notesAfter.modified == notesBefore.modified, "after \(done) renames")
        }
    }

    /// The text of a manifest that lists `paths`.
    private func manifest(listing paths: [String]) -> String {
        let listed = paths.compactMap { OutputPath(validating: $0) }
        return String(decoding: OutputManifest.text(of: listed, checksums: listed.map { _ in String(repeating: "0", count: 32) }),
                      as: UTF8.self)
    }

    @Test(arguments: ["replace Sources\nreplace Sources/A.swift", "remove a/b\nreplace a/b", "replace a//b", "replace a/../b"])
    func aPathJournalWithNestedRepeatedOrUnsafeStepsIsRefused(_ lines: String) {
        #expect(SwapJournal(bytes: Array("dsys-swap 2\n\(lines)\nend\n".utf8)) == nil)
        #expect(SwapJournal(bytes: Array("dsys-swap 2\nreplace Sources/A.swift\nremove Sources/B\nend\n".utf8)) != nil)
    }
}
