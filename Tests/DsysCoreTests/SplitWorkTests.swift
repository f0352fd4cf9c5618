@testable import DsysSource
import Foundation
import Testing

@Suite struct SplitWorkTests {
    /// Joined, the halves are the list in order, each element once, for every length around the
    /// middle (the later half takes the extra element of an odd count).
    @Test(arguments: [0, 1, 2, 3, 10, 101])
    func theHalvesJoinToTheListInOrder(count: Int) {
        let elements = Array(0..<count)
        let halves = SplitWork.inHalves(elements) { Array($0) }
        #expect(halves.earlier + halves.later == elements)
        #expect(halves.earlier.count == count / 2)
    }

    /// The later half really runs on a thread of its own.
    @Test func theLaterHalfRunsOnAnotherThread() {
        let caller = pthread_self()
        let halves = SplitWork.inHalves([1, 2]) { _ in pthread_equal(pthread_self(), caller) != 0 }
        #expect(halves.earlier)
        #expect(!halves.later)
    }
}
