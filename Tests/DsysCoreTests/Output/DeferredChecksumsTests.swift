@testable import DsysCore
import Foundation
import Testing

/// The calling thread's large files are hashed after they are written, by reading them back; the
/// manifest lists the same SHA-256 as for a file hashed at once, and a file that changed in the
/// staged tree before it was read fails the run.
@Suite struct DeferredChecksumsTests {
    private let fileManager = FileManager.default

    /// The checksum the manifest in `root` lists for `path`.
    private func listedChecksum(_ path: String, in root: String) throws -> String? {
        let manifest = try String(contentsOfFile: root + "/" + OutputFolderLayout.manifestName, encoding: .utf8)
        return manifest.split(separator: "\n").first { $0.hasPrefix(path + "\t") }.map { String($0.dropFirst(path.count + 1)) }
    }

    @Test func theManifestListsTheSHA256OfALargeFileHashedAfterItWasWritten() throws {
        let root = try ScratchFolder.make("dsys-deferred-")
        defer { try? fileManager.removeItem(atPath: root) }
        // Over the size from which the calling thread's lane defers, and not a whole number of megabytes.
        let large = String(repeating: "let value = 1\n", count: FileSpoolLane.deferredChecksumSize / 14 + 1_000)
        let session = try OutputWriter(root: root).begin()
        try session.add([GeneratedFile(path: "Sources/Large.swift", contents: large), GeneratedFile(path: "Sources/Small.swift", contents: "s")])
        _ = try session.commit()

        #expect(large.utf8.count > FileSpoolLane.deferredChecksumSize)
        #expect(try listedChecksum("Sources/Large.swift", in: root) == OutputManifest.checksum(of: [large.utf8]))
        #expect(try listedChecksum("Sources/Small.swift", in: root) == OutputManifest.checksum(of: ["s".utf8]))
    }

    @Test func aFileThatChangedBeforeItWasReadBackFailsTheRun() throws {
        let root = try ScratchFolder.make("dsys-deferred-")
        defer { try? fileManager.removeItem(atPath: root) }
        try "longer than what was written".write(toFile: root + "/file", atomically: true, encoding: .utf8)
        let checksums = DeferredChecksums()
        checksums.add(DeferredChecksums.File(folder: try DirectoryHandle.open(root), name: "file", size: 4, path: "Sources/file"))
        #expect(throws: OutputError.self) { try checksums.finish() }
    }

    @Test func filesHashedOnAnotherThreadAreAllListed() throws {
        let root = try ScratchFolder.make("dsys-deferred-")
        defer { try? fileManager.removeItem(atPath: root) }
        let folder = try DirectoryHandle.open(root)
        let checksums = DeferredChecksums()
        var expected: [String: String] = [:]
        for index in 0..<40 {
            let text = String(repeating: "\(index)", count: 1_000 * (index + 1))
            try text.write(toFile: root + "/f\(index)", atomically: true, encoding: .utf8)
            checksums.add(DeferredChecksums.File(folder: folder, name: "f\(index)", size: text.utf8.count, path: "f\(index)"))
            expected["f\(index)"] = OutputManifest.checksum(of: [text.utf8])
        }
        let helper = Thread { checksums.work() }
        helper.start()
        #expect(try checksums.finish() == expected)
    }
}
