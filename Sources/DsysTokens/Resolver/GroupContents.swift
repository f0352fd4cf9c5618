/// What a reference names when it names a group rather than a token: the tokens under it, for
/// a message that says so ("which is a group of 'space.sm', 'space.md', …").
struct GroupContents {
    /// The tokens below the group, sorted, at most `shownLimit` of them.
    let shown: [TokenPath]
    /// How many tokens the group holds in all.
    let count: Int

    /// How many token names a message lists.
    static let shownLimit = 5

    /// The group holding `members` (the tokens below it), or nil when it holds none: no group.
    init?(_ members: [TokenPath]) {
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
