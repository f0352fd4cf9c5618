import Foundation

/// Everything below a folder as `lstat` sees it, for tests that prove nothing changed: each path
/// maps to `dir`, `link -> target`, `file <bytes>` or `special`; links are recorded, never followed.
enum OutputTreeSnapshot {
    static func take(_ folder: String, skipping skipped: Set<String> = []) -> [String: String] {
        var result: [String: String] = [:]
        add(folder, relative: "", into: &result, skipping: skipped)
        return result
    }

    private static func add(_ path: String, relative: String, into result: inout [String: String], skipping skipped: Set<String>) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: path) else { return }
        for name in names where !skipped.contains(name) || !relative.isEmpty {
            let full = path + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            let type = (try? fileManager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?:
                result[key] = "link -> " + ((try? fileManager.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case .typeDirectory?:
                result[key] = "dir"
                add(full, relative: key, into: &result, skipping: skipped)
            case .typeRegular?:
                result[key] = "file " + (fileManager.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "?")
            default:
                result[key] = "special"  // a pipe or device: never opened (reading one may never end)
            }
        }
    }
}
