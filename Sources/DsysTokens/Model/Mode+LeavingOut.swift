extension Mode {
    /// The mode without the tokens at `paths`, its tokens that alias one holding their value without
    /// naming it as their source (it has no generated symbol); the mode itself when it holds neither.
    public func leavingOut(_ paths: Set<TokenPath>) -> Mode {
        let isLeftOut = { (path: TokenPath?) in path.map(paths.contains) == true }
        guard !paths.isEmpty, tokens.tokens.contains(where: { isLeftOut($0.path) || isLeftOut($0.aliasOf) }) else { return self }
        var kept = tokens.tokens.filter { !isLeftOut($0.path) }
        for index in kept.indices where isLeftOut(kept[index].aliasOf) { kept[index].aliasOf = nil }
        var mode = self
        mode.tokens = TokenSet(kept)
        return mode
    }
}
