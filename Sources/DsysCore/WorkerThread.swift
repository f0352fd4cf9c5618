import Dispatch
import Foundation

/// Work run on a thread of its own, which the starting thread later waits for.
///
/// A new thread rather than a global dispatch queue: those share their threads with Swift
/// concurrency, so a caller waiting on one from a task (a test, an app's async code) could wait for
/// work that no free thread will ever run.
final class WorkerThread: Sendable {
    private let done = DispatchGroup()

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () -> Void) {
        done.enter()
        let thread = Thread { [done] in
            work()
            done.leave()
        }
        // The main thread's usual size: the work may recurse as deep as on the main thread.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Returns once the work is done (at once when it was).
    func wait() {
        done.wait()
    }
}
