import Foundation

/// New empty folders under the temporary folder for the tests that run `dsys`.
enum ScratchDirectory {
    /// Creates a folder named `prefix` and a unique suffix, and returns it.
    static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
