/// The top-level token groups `dsys init` proposes to exclude from the public API: primitives an
/// app should reach through the semantic tokens that alias them. A group qualifies when it is
/// named like a primitive layer (`palette`, `primitive(s)`, `ref`, `core`, `base`), or when every
/// one of its tokens (two or more) is referenced by a token outside it. A proposal that would
/// leave nothing public is dropped.
///
/// `palette.blue.500` … referenced by `color.accent` → `"palette.**"`, with the reason.
public struct PrimitiveGroups: Sendable, Equatable {
    /// One proposed exclusion: the glob and why.
    public struct Proposal: Sendable, Equatable {
        public var pattern: String
        public var reason: String
    }

    public var proposals: [Proposal]

    /// Group names that mark primitives (lowercased).
    static let primitiveNames: Set<String> = ["palette", "palettes", "primitive", "primitives", "ref", "core", "base"]

    /// The proposals for the default mode's tokens.
    public init(_ tokens: [Token]) {
        var groups: [String: [Token]] = [:]
        var order: [String] = []
        var referenced: Set<TokenPath> = []
        for token in tokens {
            guard let group = token.path.segments.first, token.path.segments.count > 1 else { continue }
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(token)
            if let target = token.aliasOf, target.segments.first != group { referenced.insert(target) }
        }
        var proposals: [Proposal] = []
        var excludedCount = 0
        for group in order {
            guard let members = groups[group] else { continue }
            let reason: String
            if Self.primitiveNames.contains(group.lowercased()) {
                reason = "'\(group)' is named like a primitive layer (\(members.count) tokens)"
            } else if members.count > 1, members.allSatisfy({ referenced.contains($0.path) }) {
                reason = "every token of '\(group)' (\(members.count)) is only a source other tokens reference"
            } else {
                continue
            }
            proposals.append(Proposal(pattern: "\(group).**", reason: reason))
            excludedCount += members.count
        }
        let groupedCount = order.reduce(0) { $0 + (groups[$1]?.count ?? 0) }
        self.proposals = excludedCount < groupedCount ? proposals : []
    }

    /// The `"$comment"` that explains the proposals in `dsys.json`.
    public var comment: String {
        "exclude keeps primitives out of the public API (aliases still resolve through them): "
            + proposals.map { "\($0.pattern): \($0.reason)" }.joined(separator: "; ")
            + ". Remove a pattern to make its tokens public."
    }
}
