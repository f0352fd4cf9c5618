/// The `$type` each group of one file gives its tokens once `$extends` is applied (DTCG 2025.10,
/// 6.4.3 and 6.7.3): an extending group inherits the properties of the group it extends, so a group
/// without a `$type` of its own takes its target's, and a group nested in it the one of the group at
/// the same place below the target. A token without a `$type` of its own takes the nearest group's.
struct ExtendedGroupTypes {
    /// A group's own `$type` and where it is written.
    struct GroupType {
        var name: String
        var line: Int
        var column: Int
    }

    /// Where a `$type` is written, to tell a type a token inherited from a group from its own.
    private struct Position: Hashable {
        var line: Int
        var column: Int
    }

    private var own: [TokenPath: GroupType] = [:]
    private var positions: Set<Position> = []

    /// Records that `group` declares the type `name` at `line`:`column`.
    mutating func record(_ name: String, line: Int, column: Int, group: TokenPath) {
        own[group] = GroupType(name: name, line: line, column: column)
        positions.insert(Position(line: line, column: column))
    }

    /// Whether a token typed at `position` (nil: untyped) took its type from a group, not from a
    /// `$type` of its own.
    func isInherited(_ position: (line: Int, column: Int)?) -> Bool {
        guard let position else { return true }
        return positions.contains(Position(line: position.line, column: position.column))
    }

    /// The type the groups above the token at `path` give it, where `targets` maps each extending group
    /// to the group it extends; nil when no group has one.
    mutating func inheritedType(of path: TokenPath, targets: [TokenPath: TokenPath]) -> GroupType? {
        var segments = path.segments.dropLast()
        while true {
            if let type = resolvedType(of: TokenPath(Array(segments)), targets: targets) { return type }
            guard !segments.isEmpty else { return nil }
            segments = segments.dropLast()
        }
    }

    /// Each group's type as extended, once found (`resolvedType`).
    private var resolved: [TokenPath: GroupType?] = [:]

    /// `group`'s own type, else the one of the group it stands for below the nearest extending group
    /// that holds it (itself included), and so on along chains of extensions: a loop, not recursion,
    /// at most one step per extension (cycles are reported elsewhere), each group's answer kept, so a
    /// chain of thousands of extensions is walked once, not once per token below it.
    private mutating func resolvedType(of group: TokenPath, targets: [TokenPath: TokenPath]) -> GroupType? {
        var current = group
        var walked: [TokenPath] = []
        var steps = targets.count + 1
        var type: GroupType?
        while true {
            if let known = resolved[current] {
                type = known
                break
            }
            if let own = own[current] {
                type = own
                break
            }
            guard steps > 0, let next = standIn(for: current, targets: targets) else { break }
            walked.append(current)
            current = next
            steps -= 1
        }
        for path in walked + [current] { resolved[path] = type }
        return type
    }

    /// The group `group` stands for below its nearest extending group (itself included): `ext.sub` for
    /// `base.sub` when `ext` extends `base`; nil when no group above it extends another.
    private func standIn(for group: TokenPath, targets: [TokenPath: TokenPath]) -> TokenPath? {
        let segments = group.segments
        for depth in stride(from: segments.count, through: 1, by: -1) {
            guard let target = targets[TokenPath(Array(segments.prefix(depth)))] else { continue }
            return TokenPath(target.segments + segments.dropFirst(depth))
        }
        return nil
    }
}
