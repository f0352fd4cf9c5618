/// Items of generated code made one at a time as they are written and dropped after, so a large
/// set's declarations, lines or cases are never all held at once: `make(index)` for each index below
/// `count`, in order. Where it stands in a list (a type's members, a body's statements, a switch's
/// cases), it reads as its items listed there.
///
/// A namespace's members (`SwiftDeclaration.Kind.made`, an item may be nil: that member is left
/// out), a generated test's assertion lines (`SwiftStatement.made`), a preset enum's or the shadow
/// modifier's switch cases (`SwiftStatement.switchOverMade`).
package struct MadeWhenWritten<Item: Sendable>: Sendable {
    /// How many items can be made.
    var count: Int
    /// The item at an index.
    var make: @Sendable (Int) -> Item

    /// Calls `body` with each item, made in order.
    func forEach(_ body: (Item) -> Void) {
        for index in 0..<count { body(make(index)) }
    }
}
