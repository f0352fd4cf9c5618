/// The tokens of one file by path, and by the groups that `$extends` copies from, so that applying an
/// extension finds its target's tokens without scanning every token of the file.
struct GroupMembership {
    /// The path of every token so far.
    private(set) var paths: Set<TokenPath>
    /// For each indexed group, the indices of the tokens below it, in token order.
    private var membersByGroup: [TokenPath: [Int]] = [:]
    private let groups: Set<TokenPath>
    /// The lengths of the indexed groups' paths: only prefixes of these lengths can be one of them.
    private let groupDepths: [Int]

    /// Indexes `tokens` below each of `groups`.
    init(_ tokens: [RawToken], groups: Set<TokenPath>) {
        self.groups = groups
        groupDepths = Set(groups.map(\.segments.count)).sorted()
        paths = Set(minimumCapacity: tokens.count)
        for index in tokens.indices { add(tokens[index], at: index) }
    }

    /// Records `token`, which sits at `index` of the file's token list.
    mutating func add(_ token: RawToken, at index: Int) {
        paths.insert(token.path)
        let segments = token.path.segments
        for depth in groupDepths where depth < segments.count {
            let group = TokenPath(Array(segments.prefix(depth)))
            if groups.contains(group) { membersByGroup[group, default: []].append(index) }
        }
    }

    /// The indices of the tokens below `group` (one of the indexed groups), in token order.
    func members(of group: TokenPath) -> [Int] {
        membersByGroup[group] ?? []
    }
}
