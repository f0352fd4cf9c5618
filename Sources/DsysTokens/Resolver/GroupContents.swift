/// What a reference names when it names a group rather than a token: the tokens under it, for
/// a message that says so ("which is a group of 'space.sm', 'space.md', …").
struct GroupContents {
    /// The tokens below the group, sorted, at most `shownLimit` of them.
    let shown: [TokenPath]
    /// How many tokens the group holds in all.
    let count: Int

    /// How many token names a message lists.
    static let shownLimit = 5

    /// The tokens under `group` among `paths`, or nil when `group` is no group of them.
    init?(of group: TokenPath, among paths: some Sequence<TokenPath>) {
        let depth = group.segments.count
        var members: [TokenPath] = []
        for path in paths where path.segments.count > depth && path.segments.starts(with: group.segments) {
            members.append(path)
        }
        guard !members.isEmpty else { return nil }
        shown = Array(members.sorted { $0.description < $1.description }.prefix(Self.shownLimit))
        count = members.count
    }

    /// `'a.x', 'a.y' and 3 more`.
    var listing: String {
        let names = shown.map { "'\($0)'" }.joined(separator: ", ")
        return count > shown.count ? "\(names) and \(count - shown.count) more" : names
    }
}
