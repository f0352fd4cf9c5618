/// Items listed in a message's prose: `a`, `a and b`, `a, b and c`.
package enum ProseList {
    package static func joined(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The names in single quotes, as messages quote names: `'a', 'b' and 'c'`.
    package static func quoted(_ names: [String]) -> String {
        joined(names.map { "'\($0)'" })
    }
}
