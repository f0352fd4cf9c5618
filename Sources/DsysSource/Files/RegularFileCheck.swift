import Foundation

/// Whether a path names a file dsys may read whole: an existing regular file (a pipe or a device
/// such as /dev/zero would block or never end) of a sane size.
package enum RegularFileCheck {
    /// The largest file dsys reads; real token files are a few megabytes.
    package static let maximumBytes = 256 << 20

    /// Why a file is not read.
    package enum Problem: Equatable {
        case missing
        case directory
        case notRegular
        case tooLarge(bytes: Int)
    }

    /// The problem with reading `path` whole (following symbolic links), or nil when there is none.
    package static func problem(_ path: String) -> Problem? {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        if status.st_mode & S_IFMT == S_IFDIR { return .directory }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(status.st_size) <= maximumBytes else { return .tooLarge(bytes: Int(status.st_size)) }
        return nil
    }
}
