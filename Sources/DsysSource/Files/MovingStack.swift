/// A stack whose top items can be moved out as one exactly sized array, without copying them.
///
/// `SourceTreeBuilder` collects the members of every open object (and the elements of every open
/// array) on one shared stack and hands each finished container its own array. With a Swift `Array`
/// as the stack that costs a copy (a retain per item) plus a `removeSubrange` (a release per item);
/// here the items are moved into the new array and the stack just forgets them, which made reading
/// large files markedly faster.
final class MovingStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many items the stack holds.
    private(set) var count = 0

    init(initialCapacity: Int = 64) {
        capacity = max(initialCapacity, 1)
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Pushes `item`, growing the storage when it is full.
    func append(_ item: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: item)
        count += 1
    }

    /// The item at `index` (0 is the bottom of the stack).
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "MovingStack index out of range")
        return storage[index]
    }

    /// Puts `item` in place of the item at `index`.
    func replace(at index: Int, with item: Element) {
        precondition(index >= 0 && index < count, "MovingStack index out of range")
        storage[index] = item
    }

    /// Moves the items from `start` to the top into a new array, bottom first, and removes them.
    func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "MovingStack start out of range")
        // `reserveCapacity` and `append` of moved items measured faster here than
        // `Array(unsafeUninitializedCapacity:)`, whose allocation looked up the array's type metadata
        // on every call.
        var items: [Element] = []
        items.reserveCapacity(count - start)
        for index in start..<count {
            items.append((storage + index).move())
        }
        count = start
        return items
    }

    /// Doubles the capacity, moving the items into the new storage.
    private func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}
