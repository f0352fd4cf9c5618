@testable import DsysOutput
import Foundation
import Testing

/// A file written into a folder made for it without opening the folder
/// (`DirectoryHandle.createFileInNewFolder`), as the spool writes an asset catalog's color sets.
@Suite struct NewFolderFileTests {
    private let fileManager = FileManager.default

    @Test func theFolderIsMadeAndTheFileWrittenInIt() throws {
        let root = try ScratchFolder.make("dsys-new-folder-")
        defer { try? fileManager.removeItem(atPath: root) }
        let folder = try DirectoryHandle.open(root)
        let stamp = try folder.createFileInNewFolder("red.colorset", "Contents.json", parts: [Array("{}\n".utf8), Array("x".utf8)])
        #if os(Linux)
        let written = try #require(stamp, "openat2 wrote nothing")
        #expect(try String(contentsOfFile: root + "/red.colorset/Contents.json", encoding: .utf8) == "{}\nx")
        #expect(written.text == folder.stamp(of: "red.colorset/Contents.json"))
        #else
        #expect(stamp == nil)
        #endif
    }

    @Test func anExistingFolderIsLeftToTheCaller() throws {
        let root = try ScratchFolder.make("dsys-new-folder-")
        defer { try? fileManager.removeItem(atPath: root) }
        try fileManager.createDirectory(atPath: root + "/red.colorset", withIntermediateDirectories: false)
        let folder = try DirectoryHandle.open(root)
        #expect(try folder.createFileInNewFolder("red.colorset", "Contents.json", parts: [Array("{}".utf8)]) == nil)
        #expect(try fileManager.contentsOfDirectory(atPath: root + "/red.colorset").isEmpty)
    }

    @Test func aLinkInTheFoldersPlaceIsNeverFollowed() throws {
        let root = try ScratchFolder.make("dsys-new-folder-")
        let elsewhere = try ScratchFolder.make("dsys-elsewhere-")
        defer { [root, elsewhere].forEach { try? fileManager.removeItem(atPath: $0) } }
        try fileManager.createSymbolicLink(atPath: root + "/red.colorset", withDestinationPath: elsewhere)
        let folder = try DirectoryHandle.open(root)
        #expect(try folder.createFileInNewFolder("red.colorset", "Contents.json", parts: [Array("{}".utf8)]) == nil)
        #expect(try fileManager.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test func aPackageWithSharedAndSingleFileFoldersIsWrittenWhole() throws {
        let parent = try ScratchFolder.make("dsys-new-folder-")
        defer { try? fileManager.removeItem(atPath: parent) }
        let paths = ["A/one.json", "A/two.json", "B/c.colorset/Contents.json", "B/d.colorset/Contents.json", "B/d.colorset/e.png",
                     "C/deep/er/f.json", "top.json"]
        let root = parent + "/Out"
        _ = try OutputWriter(root: root).write(paths.map { GeneratedFile(path: $0, contents: "bytes of \($0)") })
        for path in paths {
            #expect(try String(contentsOfFile: root + "/" + path, encoding: .utf8) == "bytes of \(path)")
        }
    }
}
