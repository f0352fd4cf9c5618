/// The token paths of a set as a tree of their segments, made once at the first reference that
/// misses, for what a missing reference's diagnostic asks of every path: is it a group, and of
/// which tokens; which is its first segment no path has; which paths are near spellings of it.
///
/// Each question descends from the root along the reference's segments, so thousands of missing
/// references (a semantic file given without its primitives) cost no scan of the whole set each,
/// which made validating 8,000 of them take minutes.
struct DefinedPathTree {
    /// One segment: the token whose path ends here, if any, and the segments below it.
    private final class Node {
        var token: TokenPath?
        var children: [String: Node] = [:]
    }

    private let root = Node()
    /// The paths of the groups (the paths others continue) by their last segment.
    private let groupsByLastSegment: [String: [TokenPath]]

    init(_ paths: some Sequence<TokenPath>) {
        for path in paths {
            var node = root
            for segment in path.segments {
                if let child = node.children[segment] {
                    node = child
                } else {
                    let child = Node()
                    node.children[segment] = child
                    node = child
                }
            }
            node.token = path
        }
        var groups: [String: [TokenPath]] = [:]
        var pending: [(node: Node, segments: [String])] = root.children.map { ($0.value, [$0.key]) }
        while let (node, segments) = pending.popLast() {
            guard !node.children.isEmpty else { continue }
            groups[segments[segments.count - 1], default: []].append(TokenPath(segments))
            pending.append(contentsOf: node.children.map { ($0.value, segments + [$0.key]) })
        }
        groupsByLastSegment = groups
    }

    /// The node `segments` lead to from the root, if the tree has it.
    private func node(at segments: some Sequence<String>) -> Node? {
        var node = root
        for segment in segments {
            guard let child = node.children[segment] else { return nil }
            node = child
        }
        return node
    }

    /// The tokens below `group` (not `group` itself), in no particular order; empty when no path
    /// continues past it.
    func tokens(under group: TokenPath) -> [TokenPath] {
        guard let start = node(at: group.segments) else { return [] }
        var tokens: [TokenPath] = []
        var pending = Array(start.children.values)
        while let node = pending.popLast() {
            if let token = node.token { tokens.append(token) }
            pending.append(contentsOf: node.children.values)
        }
        return tokens
    }

    /// The shortest proper prefix of `path` that is neither a token nor a group of the set: where
    /// the path leaves every defined one; nil when each of its groups is defined.
    func firstAbsentGroup(of path: TokenPath) -> TokenPath? {
        var node = root
        for (depth, segment) in path.segments.dropLast().enumerated() {
            guard let child = node.children[segment] else { return TokenPath(Array(path.segments.prefix(depth + 1))) }
            node = child
        }
        return nil
    }

    /// The one group whose path is longer than `group`'s and ends with it (`variables.00 - primitives`
    /// for `00 - primitives`, which the Design Tokens plugin's references leave its `variables` out
    /// of), or nil when none or several are.
    func onlyGroup(endingWith group: TokenPath) -> TokenPath? {
        guard let last = group.segments.last else { return nil }
        let found = (groupsByLastSegment[last] ?? []).filter {
            $0.segments.count > group.segments.count && $0.segments.suffix(group.segments.count).elementsEqual(group.segments)
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The tokens with as many segments as `path` whose every segment is `path`'s own or a near
    /// spelling of it (`NameSuggestion.isNearSpelling`): the only candidates a suggestion for it
    /// can come from.
    func nearSpellings(of path: TokenPath) -> [TokenPath] {
        let written = path.segments
        var found: [TokenPath] = []
        var pending: [(node: Node, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            guard depth < written.count else {
                if let token = node.token { found.append(token) }
                continue
            }
            for (segment, child) in node.children
            where segment == written[depth] || NameSuggestion.isNearSpelling(Array(segment.utf8), of: Array(written[depth].utf8)) {
                pending.append((child, depth + 1))
            }
        }
        return found
    }
}
