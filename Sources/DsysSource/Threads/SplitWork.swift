/// The one way the pipeline spreads work on a list over the machine's second core: the later half
/// runs on a `WorkerThread` while the calling thread does the earlier half.
///
/// Stages say *what* may run in halves (the work must only read what it is given); how the halves
/// are made, started and joined lives here, next to `WorkerThread` and `FreedMemory`.
package enum SplitWork {
    /// `work` applied to the earlier and the later half of `elements`, the later half on a second
    /// thread; both results, in order. The halves are slices of `elements`, not copies.
    package static func inHalves<Element: Sendable, Part: Sendable>(
        _ elements: [Element], _ work: @escaping @Sendable (ArraySlice<Element>) -> Part
    ) -> (earlier: Part, later: Part) {
        let middle = elements.count / 2
        let later = WorkerThread { work(elements[middle...]) }
        let earlier = work(elements[..<middle])
        return (earlier, later.wait())
    }
}
