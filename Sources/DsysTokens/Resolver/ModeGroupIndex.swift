/// The tokens of one mode's layers below the groups `$extends` names across files
/// (`CrossFileExtensions`), by path: where each is first defined, its winning definition, and the
/// members of each group in order of first definition, so an extension finds its target's tokens
/// without scanning the mode.
struct ModeGroupIndex {
    /// Where a path is defined: its first and last positions among the layers, and the last definition.
    private struct Definition {
        var first: Int
        var last: Int
        var token: RawToken
    }

    private var definitions: [TokenPath: Definition] = [:]
    private var membersByGroup: [TokenPath: [TokenPath]] = [:]
    private let groups: Set<TokenPath>
    /// The lengths of the indexed groups' paths: only prefixes of these lengths can be one of them.
    private let groupDepths: [Int]

    init(groups: Set<TokenPath>) {
        self.groups = groups
        groupDepths = Set(groups.map(\.segments.count)).sorted()
    }

    /// Records `token`, defined at `position` (a later position overrides an earlier one); a token
    /// below none of the groups is not kept.
    mutating func add(_ token: RawToken, at position: Int) {
        let segments = token.path.segments
        var containing: [TokenPath] = []
        for depth in groupDepths where depth < segments.count {
            let group = TokenPath(Array(segments.prefix(depth)))
            if groups.contains(group) { containing.append(group) }
        }
        guard !containing.isEmpty else { return }
        if var known = definitions[token.path] {
            known.first = min(known.first, position)
            if position >= known.last {
                known.last = position
                known.token = token
            }
            definitions[token.path] = known
        } else {
            definitions[token.path] = Definition(first: position, last: position, token: token)
            for group in containing { membersByGroup[group, default: []].append(token.path) }
        }
    }

    /// The paths below `group`, in order of first definition.
    func members(of group: TokenPath) -> [TokenPath] {
        membersByGroup[group] ?? []
    }

    /// The definition of `path` that wins.
    func definition(of path: TokenPath) -> RawToken? {
        definitions[path]?.token
    }

    /// Where `path` is first defined; nil when it is below no indexed group or not defined.
    func firstPosition(of path: TokenPath) -> Int? {
        definitions[path]?.first
    }
}
