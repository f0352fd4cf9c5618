@testable import DsysGenerator
import Foundation
import Testing

/// `BackgroundRelease` frees what it is given on a thread of its own, not on the caller's.
@Suite struct BackgroundReleaseTests {
    /// Notes the thread it is freed on.
    private final class FreedOnThread: @unchecked Sendable {
        let freed: @Sendable (Thread) -> Void

        init(_ freed: @escaping @Sendable (Thread) -> Void) {
            self.freed = freed
        }

        deinit { freed(Thread.current) }
    }

    /// What the release saw: the thread the value was freed on.
    private final class Observation: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var thread: Thread?
    }

    @Test func theValueIsFreedOnAnotherThreadThanTheCallers() {
        let observation = Observation()
        BackgroundRelease.release([FreedOnThread { thread in
            observation.thread = thread
            observation.done.signal()
        }])
        #expect(observation.done.wait(timeout: .now() + 10) == .success, "freed within 10 s")
        #expect(observation.thread != nil && observation.thread !== Thread.current)
    }
}
