import DsysSource

/// A token-level `alpha` beside the value (`{"$value": "{base.color.white}", "alpha": 0}`, as GitHub
/// Primer's sources write it, or `"alpha": "0.05"`, as HashiCorp's do): the color with its alpha set to that number. dsys reads it as the
/// Tokens Studio color modifier that does the same (`{"type": "alpha", "value": 0, "space":
/// "srgb"}`), so it applies while aliases resolve and every reference to the token sees the
/// translucent color.
enum TokenLevelAlpha {
    /// The alpha an `alpha` member gives: a number, or a number written as text (`"0.05"`, as
    /// HashiCorp's tokens write it); nil for anything else.
    static func number(_ node: SourceNode) -> Double? {
        node.number ?? node.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The token's `$extensions` (`existing`, if any) with the alpha modifier for `alpha` added; nil
    /// when the token has a color modifier already (the two cannot both apply).
    static func extensions(applying alpha: SourceMember, to existing: SourceNode?) -> SourceNode? {
        let at = alpha.value
        func node(_ value: SourceNode.Value) -> SourceNode { SourceNode(value, line: at.line, column: at.column) }
        let value = number(at).map { node(.number($0)) } ?? at
        func member(_ key: String, _ value: SourceNode) -> SourceMember {
            SourceMember(key: key, keyLine: alpha.keyLine, keyColumn: alpha.keyColumn, value: value)
        }
        let modifier = node(.object([
            member("type", node(.string("alpha"))), member("value", value), member("space", node(.string("srgb"))),
        ]))
        var members = existing?.members ?? []
        guard let studio = members.firstIndex(where: { $0.key == RawToken.tokensStudioKey }) else {
            members.append(member(RawToken.tokensStudioKey, node(.object([member(RawToken.colorModifierKey, modifier)]))))
            return node(.object(members))
        }
        guard var studioMembers = members[studio].value.members, !studioMembers.contains(where: { $0.key == RawToken.colorModifierKey })
        else { return nil }
        studioMembers.append(member(RawToken.colorModifierKey, modifier))
        members[studio].value = node(.object(studioMembers))
        return node(.object(members))
    }

    /// The note for a file whose tokens give `alpha` beside their value, the first at `path`
    /// (`location`), `count` in all: Style Dictionary and Tokens Studio leave such a member out, so a
    /// color translucent here is opaque there, which Boostbank's 0.05 white showed without a word.
    static func note(first path: TokenPath, at location: SourceLocation, count: Int) -> Diagnostic {
        Diagnostic(
            .note,
            "'\(path)'" + (count > 1 ? " and \(count - 1) more token\(count == 2 ? "" : "s") of this file give" : " gives")
                + " an 'alpha' beside the value, which dsys applies to the color (as GitHub Primer's build does; Style Dictionary "
                + "and Tokens Studio leave it out)",
            at: location, token: path.description,
            hint: "give the translucent color in the value itself to read the same everywhere"
        )
    }
}
