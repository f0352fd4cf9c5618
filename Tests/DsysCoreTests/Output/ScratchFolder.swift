import Foundation

/// New empty folders under the temporary folder for the output-writer tests.
enum ScratchFolder {
    /// Creates a folder named `prefix` and a unique suffix, and returns its path.
    static func make(_ prefix: String) throws -> String {
        let path = NSTemporaryDirectory() + prefix + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
