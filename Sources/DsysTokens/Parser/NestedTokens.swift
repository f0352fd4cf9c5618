import DsysSource

/// Tokens written inside another token: unoff-ui's `onselected` color holds `hover` and `disabled`
/// colors, Hearst's `spacing.0` (`0px`) holds `5` (`2px`), which `{spacing.0.5}` references. DTCG
/// lets no token hold tokens, and Style Dictionary and Tokens Studio leave such inner tokens out,
/// so a reference to one fails; dsys reads each beside the token that holds it, under its own path
/// (`spacing.0.5`), with one warning per file (`TokenTreeParser`), so neither the inner tokens
/// nor the rest of the file are lost.
enum NestedTokens {
    /// Members of a token that its own tools give it and that carry a value of their own: Style
    /// Dictionary's build output keeps the token as written under `original`.
    private static let metadataKeys: Set<String> = ["original", "attributes", "extensions", "metadata"]

    /// Whether `member` of a token is its value in an appearance: a token of nothing but a value
    /// (and a type), such as DuckDuckGo's `dark: { $value: '#333333' }`.
    static func isAppearanceValue(_ member: SourceMember, valueKey: String) -> Bool {
        guard let children = member.value.members, children.contains(where: { $0.key == valueKey }) else { return false }
        return children.allSatisfy { $0.key == valueKey || $0.key == "$type" || $0.key == "type" }
    }

    /// Whether `member` of a token is a token itself: an object with a `valueKey` member, under a
    /// name that is no property (`$…`) or tool metadata.
    static func isToken(_ member: SourceMember, valueKey: String) -> Bool {
        guard member.key.utf8.first != UInt8(ascii: "$"), !metadataKeys.contains(member.key),
              let children = member.value.members else { return false }
        return children.contains { $0.key == valueKey }
    }
}
