@testable import DsysOutput
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `DirectoryHandle.copyPermissions` changes a folder only when the bits differ: setting the bits a
/// folder already has still moves its change time, which watch mode's kept version watches (a
/// folder changed just before its stamp was taken is compared entry by entry again).
@Suite struct FolderPermissionsTests {
    @Test func theSameBitsLeaveTheFolderAsItWasAndOtherBitsAreCopied() throws {
        let base = try ScratchFolder.make("dsys-permissions-")
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (name, mode) in [("copy", 0o755), ("same", 0o755), ("other", 0o700)] {
            try FileManager.default.createDirectory(atPath: base + "/" + name, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: mode])
        }
        let folder = try DirectoryHandle.open(base)
        let copy = try folder.openDirectory("copy")
        let before = try #require(folder.stamp(of: "copy"))
        usleep(20_000)
        copy.copyPermissions(of: try folder.openDirectory("same"))
        #expect(folder.stamp(of: "copy") == before)

        copy.copyPermissions(of: try folder.openDirectory("other"))
        #expect(folder.stamp(of: "copy") != before)
        let mode = (try FileManager.default.attributesOfItem(atPath: base + "/copy"))[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }
}
