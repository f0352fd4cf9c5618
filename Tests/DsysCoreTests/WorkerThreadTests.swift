@testable import DsysCore
import Foundation
import Testing

@Suite struct WorkerThreadTests {
    /// Set once the object that owns it is released.
    private final class ReleaseFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var released = false

        var isSet: Bool { lock.withLock { released } }
        func set() { lock.withLock { released = true } }
    }

    /// Sets its flag when it is released, as an open folder closes its descriptor (and so gives
    /// up the folder's lock).
    private final class Tracked: Sendable {
        let flag: ReleaseFlag
        init(_ flag: ReleaseFlag) { self.flag = flag }
        deinit { flag.set() }
    }

    @Test func theWorksResultIsReturned() {
        let worker = WorkerThread { (1...100).reduce(0, +) }
        #expect(worker.wait() == 5050)
        #expect(worker.wait() == 5050, "waiting again returns at once")
    }

    /// The no-op check's worker captures the open output folder: were it still held when `wait()`
    /// returns, the run's write session could find the folder locked by the same run.
    @Test func whatTheWorkCapturedIsReleasedWhenWaitReturns() {
        for _ in 0..<200 {
            let flag = ReleaseFlag()
            var tracked: Tracked? = Tracked(flag)
            let worker = WorkerThread { [tracked] in tracked == nil ? 0 : 1 }
            tracked = nil
            #expect(worker.wait() == 1)
            #expect(flag.isSet)
        }
    }
}
