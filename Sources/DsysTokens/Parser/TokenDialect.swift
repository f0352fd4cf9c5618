import DsysSource

/// The property names a token file uses: DTCG's `$value`/`$type`, or the older Style Dictionary /
/// Tokens Studio spelling `value`/`type`.
public enum TokenDialect: Sendable, Hashable {
    case dtcg
    case legacy

    var valueKey: String { self == .dtcg ? "$value" : "value" }
    var typeKey: String { self == .dtcg ? "$type" : "type" }
    var descriptionKeys: [String] { self == .dtcg ? Self.dtcgDescriptionKeys : Self.legacyDescriptionKeys }

    // Built once: the parser asks for the description keys for every token that has a description.
    private static let dtcgDescriptionKeys = ["$description"]
    private static let legacyDescriptionKeys = ["description", "comment", "$description"]

    /// DTCG when any object in the tree has a `$value` member; legacy otherwise.
    public static func detect(_ root: SourceNode) -> TokenDialect {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 1_000_000 {
            visited += 1
            guard let members = node.members else { continue }
            for member in members {
                if member.key == "$value" { return .dtcg }
                if member.key != "$extensions", member.value.members != nil { stack.append(member.value) }
            }
        }
        return .legacy
    }
}
