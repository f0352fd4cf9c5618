import Dispatch
import Foundation

/// Work run on a thread of its own, whose result the starting thread later waits for.
///
/// A new thread rather than a global dispatch queue: those share their threads with Swift
/// concurrency, so a caller waiting on one from a task (a test, an app's async code) could wait for
/// work that no free thread will ever run.
package final class WorkerThread<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// The work until it ran. It is released before `done` is signalled, so what it captured is
    /// gone when `wait()` returns: an open output folder it held would otherwise keep the folder's
    /// lock a moment longer, and the same run's next lock would wait for it.
    private var work: (@Sendable () -> Result)?
    /// Written once by the thread before it signals `done`, read only after `done` was waited for.
    private var result: Result?

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> Result) {
        self.work = work
        done.enter()
        let thread = Thread { [self] in
            result = self.work?()
            self.work = nil
            done.leave()
        }
        // The main thread's usual size: the work may recurse as deep as on the main thread.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The work's result, once it is done (at once when it was).
    package func wait() -> Result {
        done.wait()
        guard let result else { preconditionFailure("a worker thread signalled before storing its result") }
        return result
    }
}
