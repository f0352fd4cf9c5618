import Foundation

/// The checks made before reading a file that a resolver `$ref` names: it must stay inside the
/// allowed folder (by its path, and again once symbolic links are followed), exist, be a regular
/// file (a pipe or device would block or never end) and be of a sane size.
enum ReferencedFile {
    /// The largest file a `$ref` may read; real token files are a few megabytes.
    static let maximumBytes = 256 << 20

    /// Why a referenced file is not read.
    enum Problem: Equatable {
        /// Outside `folder`; `followingLinks` when only its real path is.
        case outside(folder: String, followingLinks: Bool)
        case missing
        case notRegular
        case tooLarge(bytes: Int)
    }

    /// The problem with reading `path`, or nil when it may be read. `folder` is the folder it must
    /// stay in, nil when any file may be read.
    static func problem(reading path: String, confinedTo folder: String?) -> Problem? {
        if let folder, !isInside(absolute(path), folder: absolute(folder)) {
            return .outside(folder: folder, followingLinks: false)
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        if let folder, let realFile = realPath(path), let realFolder = realPath(folder),
           !isInside(realFile, folder: realFolder) {
            return .outside(folder: folder, followingLinks: true)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(status.st_size) <= maximumBytes else { return .tooLarge(bytes: Int(status.st_size)) }
        return nil
    }

    /// Whether `path` is `folder` itself or below it (both absolute and normalised).
    private static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` made absolute against the working folder and normalised (no `.`, `..` or `//`).
    private static func absolute(_ path: String) -> String {
        RelativePath.normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// `path` with every symbolic link resolved, or nil when it cannot be resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
