#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of an entry (not following a symbolic link): its kind and permission
/// bits, size, inode, and modification and change times in nanoseconds. Any write, rename, second
/// name (`linkat`), `chmod` or replacement changes the change time. The up-to-date record holds
/// its `text`; the numbers are kept as numbers until then, so a stamp taken of every file the run
/// writes costs no text until the record is made.
struct EntryStamp: Equatable, Sendable {
    private let mode: UInt32
    private let size: Int64
    private let inode: UInt64
    private let modified: (seconds: Int, nanoseconds: Int)
    private let changed: (seconds: Int, nanoseconds: Int)

    /// The stamp of the entry `status` describes (from `fstat` or `fstatat`).
    init(_ status: stat) {
        mode = UInt32(status.st_mode)
        size = Int64(status.st_size)
        inode = UInt64(status.st_ino)
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        self.modified = (Int(modified.tv_sec), Int(modified.tv_nsec))
        self.changed = (Int(changed.tv_sec), Int(changed.tv_nsec))
    }

    /// `mode size inode modified changed`, the times as `seconds.nanoseconds`: the record's form.
    var text: String {
        "\(mode) \(size) \(inode) \(modified.seconds).\(modified.nanoseconds) \(changed.seconds).\(changed.nanoseconds)"
    }

    static func == (lhs: EntryStamp, rhs: EntryStamp) -> Bool {
        lhs.mode == rhs.mode && lhs.size == rhs.size && lhs.inode == rhs.inode
            && lhs.modified == rhs.modified && lhs.changed == rhs.changed
    }
}
