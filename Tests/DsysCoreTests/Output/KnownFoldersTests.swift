@testable import DsysOutput
import Foundation
import Testing

/// The plan's tree (`OutputTree`) takes a folder's entries from the listing the last write kept
/// (`KnownFolders`) instead of reading the folder, and reads every folder the listing does not
/// know, also inside a known one.
@Suite struct KnownFoldersTests {
    @Test func aKnownFolderIsNotReadAndAnUnknownOneInsideItIs() throws {
        let base = try ScratchFolder.make("dsys-known-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        for path in ["Out/Sources/A.swift", "Out/Sources/Colors.xcassets/ink.colorset/Contents.json", "Out/Sources/Mine/note.txt"] {
            try FileManager.default.createDirectory(atPath: base + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/" + path))
        }
        let root = try DirectoryHandle.open(base + "/Out")
        // The listing says what the folder held when it was kept; the disk now holds something else
        // there, which only a reading of the folder would see.
        let known = KnownFolders(
            kinds: ["Sources": .directory, "Sources/A.swift": .regularFile, "Sources/Old.swift": .regularFile,
                    "Sources/Colors.xcassets": .directory, "Sources/Mine": .directory,
                    "Sources/Colors.xcassets/ink.colorset": .directory],
            unwritable: ["Sources"], folders: ["Sources"])
        let tree = try OutputTree(root: root, topLevelNames: ["Sources"], known: known)
        #expect(tree.kinds == [
            "Sources": .directory, "Sources/A.swift": .regularFile, "Sources/Old.swift": .regularFile,
            "Sources/Colors.xcassets": .directory, "Sources/Colors.xcassets/ink.colorset": .directory,
            "Sources/Colors.xcassets/ink.colorset/Contents.json": .regularFile,
            "Sources/Mine": .directory, "Sources/Mine/note.txt": .regularFile,
        ])
        #expect(tree.unwritableFolders == ["Sources"])

        let read = try OutputTree(root: root, topLevelNames: ["Sources"], known: known.restricted(to: []))
        #expect(read.kinds["Sources/Old.swift"] == nil)
        #expect(read.kinds.count == 7)
        #expect(read.unwritableFolders.isEmpty)
    }

    /// Only the folders named trusted get a listing, and only when the kinds say they are folders.
    @Test func onlyTrustedFoldersAreListed() {
        let known = KnownFolders(kinds: ["a": .directory, "a/f": .regularFile, "b": .directory, "b/g": .regularFile,
                                         "c": .regularFile],
                                 unwritable: [], folders: ["a", "c"])
        #expect(known.folder("a")?.entries.map(\.name) == ["f"])
        #expect(known.folder("b") == nil)
        #expect(known.folder("c") == nil)
        #expect(known.restricted(to: ["b"]).folder("a") == nil)
    }
}
