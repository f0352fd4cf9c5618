@testable import DsysCore
@testable import DsysOutput
import Foundation
import Testing

/// What a write leaves for the same process's next write (`WrittenFiles`, watch mode): a file it
/// vouches for is taken as unchanged without being read back, but only while its stamp holds; a
/// file edited in the output since is compared, found different and written again.
@Suite struct WrittenFilesTests {
    private let inputs = WatchModeWrites.inputs

    private func files(_ ink: String) -> [GeneratedFile] { WatchModeWrites.files(ink, colorSet: false) }

    private func write(_ files: [GeneratedFile], into root: String, vouched: WrittenFiles?) throws -> OutputWriter.Report {
        let session = try OutputWriter(root: root, vouched: vouched, preparesNextWrite: true).begin()
        try session.add(files)
        return try session.commit(upToDate: inputs)
    }

    @Test func aWriteVouchesForEveryFileItLeftAsItLeftIt() throws {
        let scratch = try ScratchFolder.make("dsys-written-")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = scratch + "/out"
        let first = try write(files("black"), into: root, vouched: nil)
        let written = try #require(first.files)
        #expect(written.count == 2 && written.root == OutputRootPath.normalized(root))
        let folder = try DirectoryHandle.open(root)
        for file in files("black") {
            let stamp = try #require(folder.stamp(of: file.path))
            let entry = try #require(written.entry(at: file.path))
            #expect(entry.stamp == stamp && entry.checksum == OutputManifest.checksum(of: [Array(file.data)]))
        }

        // The next write, given them, changes only what changed, and vouches for the new version.
        let second = try write(files("navy"), into: root, vouched: written)
        #expect(second.written == ["Sources/A.swift"] && second.unchanged == ["Sources/B.swift"])
        #expect(try String(contentsOfFile: root + "/Sources/A.swift", encoding: .utf8) == "let ink = \"navy\"\n")
        #expect(second.files?.count == 2)

        // A writer that prepares no next write (a plain run) does not gather them.
        let session = try OutputWriter(root: root).begin()
        try session.add(files("teal"))
        #expect(try session.commit(upToDate: inputs).files == nil)
    }

    /// The stamp guards the trust: an output file edited after the write (same size, so only its
    /// stamp tells) is read, found different and restored, although the write vouched for it.
    @Test func aFileEditedSinceIsComparedAndRestored() throws {
        let scratch = try ScratchFolder.make("dsys-written-")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = scratch + "/out"
        let written = try #require(try write(files("black"), into: root, vouched: nil).files)
        usleep(20_000)
        try "let paper = \"WHITE\"\n".write(toFile: root + "/Sources/B.swift", atomically: false, encoding: .utf8)
        let again = try write(files("black"), into: root, vouched: written)
        #expect(again.written == ["Sources/B.swift"])
        #expect(try String(contentsOfFile: root + "/Sources/B.swift", encoding: .utf8) == "let paper = \"white\"\n")
    }

    /// While a file keeps the stamp it had when this process wrote it, it holds the bytes the record
    /// gives the checksum of; new bytes with another checksum are written without reading the file
    /// back. Shown with a record that claims other bytes than the file holds: the file is written
    /// again although it already held the new bytes, which a read-back would have found.
    @Test func aFileKnownToHoldOtherBytesIsNotReadBack() throws {
        let scratch = try ScratchFolder.make("dsys-written-")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = scratch + "/out"
        let files = files("black")
        let first = try #require(try write(files, into: root, vouched: nil).files)
        let folder = try DirectoryHandle.open(root)
        let paths = try files.map { try #require(OutputPath(validating: $0.path)) }
        let recorded = RecordedEntries(paths: paths, order: Array(paths.indices))
        let stamps = try recorded.entries.map { ($0.path, try #require(folder.stamp(of: $0.path))) }
        let claimsOther = WrittenFiles(root: OutputRootPath.normalized(root), recorded: recorded, stamps: stamps,
                                       checksums: paths.map { _ in OutputManifest.checksum(of: [Array("other".utf8)]) }, kept: first.kept)
        let again = try write(files, into: root, vouched: claimsOther)
        #expect(again.written == files.map(\.path).sorted() && again.unchanged.isEmpty)
        #expect(try String(contentsOfFile: root + "/Sources/A.swift", encoding: .utf8) == "let ink = \"black\"\n")
    }

    /// Files vouched for in another folder are not trusted here.
    @Test func anotherFoldersFilesAreNotTrusted() throws {
        let base = try ScratchFolder.make("dsys-written-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let elsewhere = try #require(try write(files("black"), into: base + "/One", vouched: nil).files)
        _ = try write(files("black"), into: base + "/Two", vouched: nil)
        try "let paper = \"WHITE\"\n".write(toFile: base + "/Two/Sources/B.swift", atomically: false, encoding: .utf8)
        let again = try write(files("black"), into: base + "/Two", vouched: elsewhere)
        #expect(again.written == ["Sources/B.swift"])
    }
}
