import Foundation

/// The files `dsys generate --watch` watches: the config and every file the inputs name (folders
/// are listed the way the front end reads them), each with a fingerprint of its last change.
public struct WatchedFiles: Sendable, Equatable {
    /// What identifies a file's version: inode, size and modification time in nanoseconds.
    struct Fingerprint: Sendable, Equatable {
        var inode: UInt64
        var size: Int64
        var modified: Int64
    }

    /// Fingerprint by path; nil for a watched path that does not exist (yet).
    private(set) var fingerprints: [String: Fingerprint?]

    public var fileCount: Int { fingerprints.count }

    /// The folders holding the watched files (where editors save by rename), for change notification.
    public var folders: [String] {
        Array(Set(fingerprints.keys.map { ($0 as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 })).sorted()
    }

    /// The files `inputs` stand for, plus `extraFiles` (the config), fingerprinted now.
    public init(inputs: [String], extraFiles: [String]) {
        var paths = Set(extraFiles)
        for input in inputs {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
                paths.formUnion(FolderListing.tokenFiles(in: input))
                paths.formUnion(["$themes.json", "$metadata.json"].map { FolderListing.join(input, $0) })
            } else {
                paths.insert(input)
            }
        }
        fingerprints = Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.fingerprint(of: $0)) })
    }

    /// The asset files `assets` names, as the asset reader reads them: the files directly in the
    /// icons and images folders (listed afresh, so a new icon counts), and the app icon with its
    /// dark and tinted variants.
    public static func assetFiles(_ assets: AssetsConfig) -> [String] {
        func resolved(_ configured: AssetsConfig.ConfiguredPath) -> String {
            (assets.baseFolder as NSString).appendingPathComponent(configured.path)
        }
        var files: [String] = []
        for folder in [assets.icons, assets.images].compactMap({ $0.map(resolved) }) {
            files.append(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            files += names.filter { !$0.hasPrefix(".") }.map { FolderListing.join(folder, $0) }
        }
        if let appIcon = assets.appIcon.map(resolved) {
            let stem = (appIcon as NSString).deletingPathExtension
            files += [appIcon, stem + ".dark.png", stem + ".tinted.png"]
        }
        return files
    }

    /// Whether any watched file changed, appeared or disappeared since these were taken.
    public func changed(comparedWith other: WatchedFiles) -> Bool { self != other }

    private static func fingerprint(of path: String) -> Fingerprint? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return Fingerprint(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified)
    }
}
