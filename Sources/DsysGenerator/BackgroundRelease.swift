import Foundation

/// Frees a large value on a thread of its own, so the caller goes on at once: the design model of
/// 100k tokens is millions of allocations (names, values, documentation), and freeing them was the
/// last work of the calling thread before the output is committed.
enum BackgroundRelease {
    /// Holds the value until the thread drops it.
    private final class Holder<Value: Sendable>: @unchecked Sendable {
        var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }
    }

    /// Releases `value` on a new thread. Its memory is freed there when the caller holds no other
    /// reference to it (a copy shares its storage: consume the caller's).
    static func release<Value: Sendable>(_ value: consuming Value) {
        let holder = Holder(value)
        Thread { holder.value = nil }.start()
    }
}
