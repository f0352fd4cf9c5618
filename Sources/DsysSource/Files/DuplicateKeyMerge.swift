/// What an object keeps of a key it holds twice: two groups (objects that are no token, having no
/// `$value` or `value`) are read as one, their members in order, a member both define merged the
/// same way or else taken from the later; any other pair keeps the later definition, as JSON
/// parsers do. Style Dictionary and Terrazzo read files through such parsers, so the values match
/// theirs where the groups do not overlap.
package enum DuplicateKeyMerge {
    /// How many members the merges of one file may look at in all: a file repeating a group many
    /// times would otherwise cost the square of its size. Past it, the later definition is kept.
    package static let memberBudget = 4_000_000

    /// The member to keep for `first` and `later` (the same key), and the warning and hint to give;
    /// a merge spends the members it looks at from `budget`.
    package static func resolve(_ first: SourceMember, _ later: SourceMember, budget: inout Int) -> (kept: SourceMember, message: String, hint: String) {
        let firstAt = "\(first.keyLine):\(first.keyColumn)"
        guard let merged = mergedGroups(first.value, later.value, budget: &budget) else {
            return (later, "duplicate key '\(later.key)'; this definition replaces the first, at \(firstAt), as JSON parsers keep the later",
                    "remove one of the two definitions")
        }
        var kept = first
        kept.value = merged.node
        let overlap = merged.replaced == 0 ? ""
            : "; \(merged.replaced) member\(merged.replaced == 1 ? " both define is" : "s both define are") taken from this one"
        return (kept, "duplicate key '\(later.key)'; its two groups (the first at \(firstAt)) are read as one" + overlap,
                "merge the two definitions into one group")
    }

    /// The group holding the members of `first` and then those of `later`, and how many members of
    /// `first` the later ones replaced; nil unless both are groups. Linear in the members of both
    /// (keys are looked up in a dictionary), so a file repeating a large group many times costs
    /// what reading it does.
    private static func mergedGroups(_ first: SourceNode, _ later: SourceNode, budget: inout Int) -> (node: SourceNode, replaced: Int)? {
        guard case .object(var members) = first.value, case .object(let added) = later.value,
              !isToken(members), !isToken(added), budget >= members.count + added.count else { return nil }
        budget -= members.count + added.count
        var indexByKey = Dictionary(members.indices.map { (members[$0].key, $0) }) { first, _ in first }
        var replaced = 0
        for member in added {
            guard let index = indexByKey[member.key] else {
                indexByKey[member.key] = members.count
                members.append(member)
                continue
            }
            if let nested = mergedGroups(members[index].value, member.value, budget: &budget) {
                members[index].value = nested.node
                replaced += nested.replaced
            } else {
                members[index] = member
                replaced += 1
            }
        }
        return (SourceNode(.object(members), line: first.line, column: first.column), replaced)
    }

    /// Whether an object's members make it a token (DTCG's `$value`, Style Dictionary's `value`).
    private static func isToken(_ members: [SourceMember]) -> Bool {
        members.contains { $0.key == "$value" || $0.key == "value" }
    }
}
