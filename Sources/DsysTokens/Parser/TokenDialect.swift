import DsysSource

/// The property names a token file uses: DTCG's `$value`/`$type`, or the older Style Dictionary /
/// Tokens Studio spelling `value`/`type`; and whose type names and notations are its own.
public enum TokenDialect: Sendable, Hashable {
    case dtcg
    /// DTCG's `$value`/`$type` as Tokens Studio writes a project in its "W3C DTCG" token format: its
    /// own type names (`fontSizes`, `boxShadow`) and gradients in color tokens are the tool's norm
    /// there, which nobody editing the project can change, so they are read without a warning.
    case tokensStudioDTCG
    case legacy

    /// Whether the file spells its properties with `$` (`$value`, `$type`), and so follows DTCG's syntax rules.
    var usesDollarKeys: Bool { self != .legacy }
    var valueKey: String { usesDollarKeys ? "$value" : "value" }
    var typeKey: String { usesDollarKeys ? "$type" : "type" }
    var descriptionKeys: [String] { usesDollarKeys ? Self.dtcgDescriptionKeys : Self.legacyDescriptionKeys }

    /// This dialect in a Tokens Studio project: `tokensStudioDTCG` for a file with `$` properties.
    var inTokensStudioProject: TokenDialect { self == .dtcg ? .tokensStudioDTCG : self }

    // Built once: the parser asks for the description keys for every token that has a description.
    private static let dtcgDescriptionKeys = ["$description"]
    private static let legacyDescriptionKeys = ["description", "comment", "$description"]

    /// DTCG when any object in the tree has a `$value` member; legacy otherwise.
    public static func detect(_ root: SourceNode) -> TokenDialect {
        ofTokens(in: root) ?? .legacy
    }

    /// The dialect the tokens of `root` are written in: DTCG when any object in the tree has a
    /// `$value` member, legacy when none does but one has a `value` member; nil for a tree of neither.
    static func ofTokens(in root: SourceNode) -> TokenDialect? {
        var stack = [root]
        var visited = 0
        var hasLegacyValue = false
        while let node = stack.popLast(), visited < 1_000_000 {
            visited += 1
            guard let members = node.members else { continue }
            for member in members {
                if member.key == "$value" { return .dtcg }
                if member.key == "value" { hasLegacyValue = true }
                if member.key != "$extensions", member.value.members != nil { stack.append(member.value) }
            }
        }
        return hasLegacyValue ? .legacy : nil
    }
}
