#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of a pipe, read as they arrive.
struct LineReader {
    let descriptor: Int32
    private var pending: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Reads lines until one satisfies `isWanted`; false when the pipe closed first.
    mutating func skip(until isWanted: (Substring) -> Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if isWanted(line[...]) { return true }
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            pending += buffer[..<count]
        }
    }
}
