#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem writing the output folder, in words that name the path and what to do. Thrown before
/// the swap, it means the previous output was left as it was.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// A failed system call on `path`, from `errno`: "cannot create the file 'Out/A.swift':
    /// Permission denied", with a hint for permission problems.
    static func system(_ action: String, _ path: String, code: Int32 = errno) -> OutputError {
        let reason = String(cString: strerror(code))
        let hint = switch code {
        case EACCES, EPERM, EROFS:
            "; check that you may write there (permissions, a read-only or immutable file or folder: `ls -ld`, `lsattr -d`)"
        case ELOOP:
            "; it is a symbolic link, which dsys never follows inside the output folder: replace it with a real folder"
        case ENOTDIR:
            "; a file is where dsys needs a folder: move it away"
        case EXDEV:
            "; the output folder spans several file systems (a mount point inside it): choose another --output folder"
        default:
            ""
        }
        return OutputError("cannot \(action) '\(path)': \(reason)\(hint)")
    }
}
