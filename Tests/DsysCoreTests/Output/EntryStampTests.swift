@testable import DsysOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A stamp's text is the record's form, the one older records hold: each number in decimal as
/// Swift prints it, so a record written before the stamps were formatted by hand still matches.
@Suite struct EntryStampTests {
    /// The stamp of a `stat` holding these numbers.
    private func stamp(mode: UInt32, size: Int, inode: UInt64, modified: (Int, Int), changed: (Int, Int)) -> EntryStamp {
        var status = stat()
        status.st_mode = mode_t(mode)
        status.st_size = off_t(size)
        status.st_ino = ino_t(inode)
        #if canImport(Darwin)
        status.st_mtimespec = timespec(tv_sec: modified.0, tv_nsec: modified.1)
        status.st_ctimespec = timespec(tv_sec: changed.0, tv_nsec: changed.1)
        #else
        status.st_mtim = timespec(tv_sec: modified.0, tv_nsec: modified.1)
        status.st_ctim = timespec(tv_sec: changed.0, tv_nsec: changed.1)
        #endif
        return EntryStamp(status)
    }

    @Test func theTextIsEachNumberInDecimalAsInterpolationWritesIt() {
        let cases: [(UInt32, Int, UInt64, (Int, Int), (Int, Int))] = [
            (0o100644, 329, 34_795_742, (1_795_794_058, 207_250_896), (1_795_794_058, 207_250_896)),
            (0o40755, 0, 0, (0, 0), (0, 5)),
            (UInt32.max, Int(Int64.max), UInt64.max, (Int.min, 999_999_999), (-1, 10)),
            (0o120777, 10, 1, (-86_400, 1), (Int.max, 0)),
        ]
        for (mode, size, inode, modified, changed) in cases {
            let interpolated = "\(mode) \(size) \(inode) \(modified.0).\(modified.1) \(changed.0).\(changed.1)"
            #expect(stamp(mode: mode, size: size, inode: inode, modified: modified, changed: changed).text == interpolated)
        }
    }

    @Test func stampsDifferWhenAnyNumberDiffers() {
        let base = stamp(mode: 0o100644, size: 5, inode: 7, modified: (10, 20), changed: (30, 40))
        #expect(base == stamp(mode: 0o100644, size: 5, inode: 7, modified: (10, 20), changed: (30, 40)))
        #expect(base != stamp(mode: 0o100600, size: 5, inode: 7, modified: (10, 20), changed: (30, 40)))
        #expect(base != stamp(mode: 0o100644, size: 6, inode: 7, modified: (10, 20), changed: (30, 40)))
        #expect(base != stamp(mode: 0o100644, size: 5, inode: 8, modified: (10, 20), changed: (30, 40)))
        #expect(base != stamp(mode: 0o100644, size: 5, inode: 7, modified: (10, 21), changed: (30, 40)))
        #expect(base != stamp(mode: 0o100644, size: 5, inode: 7, modified: (10, 20), changed: (31, 40)))
    }
}
