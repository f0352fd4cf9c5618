import Foundation
import DsysSource

/// The checks made before reading a file that a resolver `$ref` names: it must stay inside the
/// allowed folder (by its path, and again once symbolic links are followed), and be a file dsys may
/// read whole (`RegularFileCheck`).
enum ReferencedFile {
    /// Why a referenced file is not read.
    enum Problem: Equatable {
        /// Outside `folder`; `followingLinks` when only its real path is.
        case outside(folder: String, followingLinks: Bool)
        case unreadable(RegularFileCheck.Problem)
    }

    /// The problem with reading `path`, or nil when it may be read. `folder` is the folder it must
    /// stay in, nil when any file may be read.
    static func problem(reading path: String, confinedTo folder: String?) -> Problem? {
        if let folder {
            if !isInside(absolute(path), folder: absolute(folder)) {
                return .outside(folder: folder, followingLinks: false)
            }
            // Checked before anything else is learnt about the file a link leads to.
            if let realFile = realPath(path), let realFolder = realPath(folder), !isInside(realFile, folder: realFolder) {
                return .outside(folder: folder, followingLinks: true)
            }
        }
        return RegularFileCheck.problem(path).map(Problem.unreadable)
    }

    /// Whether `path` is `folder` itself or below it (both absolute and normalised).
    private static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` made absolute against the working folder and normalised (no `.`, `..` or `//`).
    private static func absolute(_ path: String) -> String {
        RelativePath.normalize(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// `path` with every symbolic link resolved, or nil when it cannot be resolved (it does not exist).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
