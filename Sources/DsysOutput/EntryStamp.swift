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

    /// `mode size inode modified changed`, each number in decimal and the times as
    /// `seconds.nanoseconds` (nanoseconds without leading zeros): the record's form. Written digit
    /// by digit into one buffer: the record formats one for every generated file and folder, where
    /// interpolating the seven numbers made a string of each.
    var text: String {
        String(unsafeUninitializedCapacity: 7 * 21 + 6) { buffer in
            var end = 0
            func append(_ value: some BinaryInteger, then separator: UInt8?) {
                if value < 0 {
                    buffer[end] = UInt8(ascii: "-")
                    end += 1
                }
                var magnitude = UInt64(value.magnitude)
                let start = end
                repeat {
                    buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    end += 1
                    magnitude /= 10
                } while magnitude > 0
                buffer[start..<end].reverse()
                if let separator {
                    buffer[end] = separator
                    end += 1
                }
            }
            let space = UInt8(ascii: " "), dot = UInt8(ascii: ".")
            append(mode, then: space)
            append(size, then: space)
            append(inode, then: space)
            append(modified.seconds, then: dot)
            append(modified.nanoseconds, then: space)
            append(changed.seconds, then: dot)
            append(changed.nanoseconds, then: nil)
            return end
        }
    }

    static func == (lhs: EntryStamp, rhs: EntryStamp) -> Bool {
        lhs.mode == rhs.mode && lhs.size == rhs.size && lhs.inode == rhs.inode
            && lhs.modified == rhs.modified && lhs.changed == rhs.changed
    }
}
