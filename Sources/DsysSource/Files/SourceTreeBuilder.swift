/// Assembles a `SourceNode` tree from the values a reader finds, in file order, without recursion.
///
/// Readers call `openContainer`, `setKey`, `add` and `closeContainer` as they scan; the builder keeps
/// the open objects and arrays on an explicit stack (so deeply nested input can never overflow the
/// call stack), enforces the nesting limit and reports duplicate keys. A duplicate key is a warning,
/// not an error, so one repeated group never stops a whole token file (kanso's `stepper`, written
/// twice with different members): two groups are read as one (`DuplicateKeyMerge`), and otherwise
/// the later definition replaces the first, as JSON parsers (and so Style Dictionary and Terrazzo)
/// keep it. Every object in the finished tree has unique keys.
///
/// The bookkeeping is laid out for speed (the reader's hot path runs through here once per value):
/// the container stack holds only plain integers, and members, elements and pending keys live on
/// shared stacks that keep their capacity from one container to the next. Members and elements sit
/// on `MovingStack`s, so a finished container's items move into its array without being copied;
/// the builder is used by one reader and never copied, so sharing those stacks between copies of
/// the struct cannot happen.
struct SourceTreeBuilder {
    /// The deepest nesting of objects and arrays a file may have.
    static let maximumDepth = 256

    /// Objects with more members than this find duplicate keys through a dictionary instead of a scan.
    private static let linearKeySearchLimit = 12

    /// A key read but not yet given its value.
    private struct PendingKey {
        var key: String
        var line: Int
        var column: Int
    }

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isObject: Bool
        let line: Int
        let column: Int
        /// Where this container's items start in `members` (objects) or `elements` (arrays).
        let firstItem: Int
        /// Whether `pendingKeys.last` belongs to this object.
        var hasPendingKey = false
        /// This object's entry in `keyIndexes`, once it has grown past `linearKeySearchLimit`.
        var keyIndexSlot: Int?
    }

    /// The file the diagnostics point into.
    let file: String
    /// The finished root value, once the outermost value is complete.
    private(set) var root: SourceNode?
    /// Errors that do not stop the reading (duplicate keys, non-finite numbers) found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Records an error after which reading goes on, so one bad value does not hide the rest of the file.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private var containers: [OpenContainer] = []
    /// Members of all open objects, innermost last.
    private let members = MovingStack<SourceMember>()
    /// Elements of all open arrays, innermost last.
    private let elements = MovingStack<SourceNode>()
    /// Keys waiting for their values, innermost object's last (nesting makes this a stack).
    private var pendingKeys: [PendingKey] = []
    /// Key → index in `members`, for the large open objects.
    private var keyIndexes: [[String: Int]] = []
    /// What the merges of duplicate groups may still look at (`DuplicateKeyMerge.memberBudget`).
    private var mergeBudget = DuplicateKeyMerge.memberBudget

    init(file: String) {
        self.file = file
    }

    /// How many objects and arrays are open.
    var depth: Int { containers.count }

    /// The most objects and arrays that were open at once.
    private(set) var deepest = 0

    /// Whether the innermost open container is an object (`true`), an array (`false`), or there is
    /// none (`nil`).
    var innermostIsObject: Bool? { containers.last?.isObject }

    /// Whether the next value completes a member of an object whose key has been read.
    var isExpectingKey: Bool {
        guard let innermost = containers.last else { return false }
        return innermost.isObject && !innermost.hasPendingKey
    }

    /// A phrase naming the innermost open container, for "the file ends inside ..." hints.
    var innermostDescription: String? {
        containers.last.map { "the \($0.isObject ? "object" : "array") that starts at \($0.line):\($0.column)" }
    }

    /// Starts an object or array whose opening character is at `line`:`column`.
    mutating func openContainer(isObject: Bool, line: Int, column: Int) throws(SourceSyntaxError) {
        guard containers.count < Self.maximumDepth else {
            throw SourceSyntaxError(
                "nesting is deeper than \(Self.maximumDepth) levels", line: line, column: column,
                hint: "token files need only a few levels; flatten the structure"
            )
        }
        let firstItem = isObject ? members.count : elements.count
        containers.append(OpenContainer(isObject: isObject, line: line, column: column, firstItem: firstItem))
        deepest = max(deepest, containers.count)
    }

    /// Records the key of the next member of the innermost object.
    mutating func setKey(_ key: String, line: Int, column: Int) {
        pendingKeys.append(PendingKey(key: key, line: line, column: column))
        containers[containers.count - 1].hasPendingKey = true
    }

    /// Adds a complete value: to the innermost container, or as the root when none is open.
    mutating func add(_ node: SourceNode) {
        let innermost = containers.count - 1
        guard innermost >= 0 else {
            root = node
            return
        }
        guard containers[innermost].isObject else {
            elements.append(node)
            return
        }
        guard containers[innermost].hasPendingKey, let key = pendingKeys.popLast() else { return }
        containers[innermost].hasPendingKey = false
        if let firstIndex = firstDefinition(of: key.key, inContainer: innermost) {
            let first = members[firstIndex]
            let later = SourceMember(key: key.key, keyLine: key.line, keyColumn: key.column, value: node)
            let (kept, message, hint) = DuplicateKeyMerge.resolve(first, later, budget: &mergeBudget)
            members.replace(at: firstIndex, with: kept)
            diagnostics.append(.warning(message, at: SourceLocation(file: file, line: key.line, column: key.column), hint: hint))
            return
        }
        members.append(SourceMember(key: key.key, keyLine: key.line, keyColumn: key.column, value: node))
        indexNewestMember(ofContainer: innermost)
    }

    /// Finishes the innermost container, adds it to its parent (or makes it the root) and returns it.
    @discardableResult
    mutating func closeContainer() -> SourceNode? {
        guard let container = containers.popLast() else { return nil }
        let value: SourceNode.Value
        if container.isObject {
            value = .object(members.popArray(from: container.firstItem))
            if container.keyIndexSlot != nil { keyIndexes.removeLast() }
            if container.hasPendingKey { pendingKeys.removeLast() }
        } else {
            value = .array(elements.popArray(from: container.firstItem))
        }
        let node = SourceNode(value, line: container.line, column: container.column)
        add(node)
        return node
    }

    /// Where in `members` the open container at `index` already has a member named `key`, if it has.
    private func firstDefinition(of key: String, inContainer index: Int) -> Int? {
        if let slot = containers[index].keyIndexSlot {
            return keyIndexes[slot][key]
        }
        // Compares the keys in place: iterating the members would copy each one (and retain its value).
        for memberIndex in containers[index].firstItem..<members.count where members[memberIndex].key == key {
            return memberIndex
        }
        return nil
    }

    /// Keeps the key index of the open container at `index` current once the object is large enough
    /// to need one.
    private mutating func indexNewestMember(ofContainer index: Int) {
        let newest = members.count - 1
        if let slot = containers[index].keyIndexSlot {
            keyIndexes[slot][members[newest].key] = newest
        } else if members.count - containers[index].firstItem > Self.linearKeySearchLimit {
            var keyIndex = [String: Int](minimumCapacity: Self.linearKeySearchLimit * 4)
            for memberIndex in containers[index].firstItem...newest { keyIndex[members[memberIndex].key] = memberIndex }
            keyIndexes.append(keyIndex)
            containers[index].keyIndexSlot = keyIndexes.count - 1
        }
    }
}
