#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string's UTF-8 bytes come before `other`'s in byte order, the order dsys sorts
    /// paths, names and keys in (the same on every platform and locale, unlike `<`, which compares
    /// Unicode scalars after normalisation). One `memcmp` of contiguous bytes, rather than a walk of
    /// two `UTF8View`s, because sorting the 100,000 paths of a large package spends most of its time here.
    package func utf8Precedes(_ other: String) -> Bool {
        var left = self
        var right = other
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                let shared = min(leftBytes.count, rightBytes.count)
                let order = shared == 0 ? 0 : memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, shared)
                return order != 0 ? order < 0 : leftBytes.count < rightBytes.count
            }
        }
    }
}
