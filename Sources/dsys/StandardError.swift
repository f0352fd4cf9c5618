import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// dsys's messages to standard error. Foundation's `FileHandle.write` stops the process with a
/// trap when the write fails (`2>/dev/full`, a closed pipe); here a message that cannot be written
/// is dropped, and `Dsys.main` then exits with status 1, since the user may have missed an error.
enum StandardError {
    private static let state = FailureFlag()

    /// Whether a message could not be written.
    static var failed: Bool { state.isSet }

    /// Writes `text` whole, retrying after interruptions and partial writes.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { writeStandardError($0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                state.set()
                return
            }
            bytes = bytes.dropFirst(count)
        }
    }

    /// A flag any thread may set.
    private final class FailureFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}

/// `write(2)` to standard error, outside `StandardError`, whose own `write` would shadow it.
private func writeStandardError(_ buffer: UnsafeRawBufferPointer) -> Int {
    write(STDERR_FILENO, buffer.baseAddress, buffer.count)
}
