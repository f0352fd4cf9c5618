import DsysCore
import Foundation

/// Compares two folders file by file, byte for byte, and describes every difference.
enum FolderComparison {
    /// Relative paths of the regular files below `folder`, sorted, without the up-to-date record
    /// (`.dsys-up-to-date` holds this machine's inodes and times, not generated content).
    static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path == UpToDateRecord.fileName { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// Empty when both folders hold the same files with the same bytes; else one line per
    /// difference, with the first differing line of each changed file.
    static func differences(expected: URL, actual: URL) -> [String] {
        let expectedFiles = files(in: expected)
        let actualFiles = files(in: actual)
        var problems: [String] = []
        for missing in Set(expectedFiles).subtracting(actualFiles).sorted() {
            problems.append("not generated any more: \(missing)")
        }
        for extra in Set(actualFiles).subtracting(expectedFiles).sorted() {
            problems.append("generated but not checked in: \(extra)")
        }
        for path in Set(expectedFiles).intersection(actualFiles).sorted() {
            let old = (try? Data(contentsOf: expected.appendingPathComponent(path))) ?? Data()
            let new = (try? Data(contentsOf: actual.appendingPathComponent(path))) ?? Data()
            guard old != new else { continue }
            let oldLines = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(oldLines.count, newLines.count)
            let was = index < oldLines.count ? String(oldLines[index]) : "<end of file>"
            let now = index < newLines.count ? String(newLines[index]) : "<end of file>"
            problems.append("\(path):\(index + 1): expected «\(was)» but generated «\(now)»")
        }
        return problems
    }
}
