import DsysSource

/// Moves what TokensBrücke writes about a Figma variable into the places dsys reads it from, so the
/// token tree parser and the Figma rules (`FigmaScopes`, `FigmaCodeSyntax`) see a plain DTCG tree:
///
/// ```
/// { "$value": …, "scopes": ["GAP"], "$extensions": { "mode": …, "figma": { "codeSyntax": { "iOS": "gap" } } } }
/// → { "$value": …, "$extensions": { "mode": …, "figma": …, "com.figma": { "scopes": ["GAP"], "codeSyntax": { "iOS": "gap" } } } }
/// ```
///
/// The plugin writes `scopes` beside `$value` ("Include variable scopes") and `codeSyntax` under
/// `$extensions.figma` ("Include Figma metadata"). Every node keeps its position.
enum TokensBrueckeTree {
    /// `root` with every token's scopes and code syntax gathered under `$extensions["com.figma"]`.
    /// `valueKey` is `$value`, or `value` in the plugin's non-DTCG output.
    static func normalized(_ root: SourceNode, valueKey: String) -> SourceNode {
        guard let members = root.members else { return root }
        if members.contains(where: { $0.key == valueKey }) { return normalizedToken(root, members: members) }
        var copy = root
        copy.value = .object(members.map { member in
            guard !member.key.hasPrefix("$") else { return member }
            var child = member
            child.value = normalized(member.value, valueKey: valueKey)
            return child
        })
        return copy
    }

    /// The token `node` with `scopes` moved into `$extensions["com.figma"]`, beside a copy of
    /// `$extensions.figma.codeSyntax`; unchanged when it has neither, or a `com.figma` of its own.
    private static func normalizedToken(_ node: SourceNode, members: [SourceMember]) -> SourceNode {
        let scopes = members.first { $0.key == "scopes" }
        let extensionsMember = members.first { $0.key == "$extensions" }
        let extensions = extensionsMember?.value.members ?? []
        let codeSyntax = extensionsMember?.value["figma"]?.members?.first { $0.key == "codeSyntax" }
        let figmaMembers = [scopes, codeSyntax].compactMap { $0 }
        guard let anchor = figmaMembers.first, !extensions.contains(where: { $0.key == FigmaScopes.extensionKey })
        else { return node }
        let figma = SourceMember(
            key: FigmaScopes.extensionKey, keyLine: anchor.keyLine, keyColumn: anchor.keyColumn,
            value: SourceNode(.object(figmaMembers), line: anchor.value.line, column: anchor.value.column)
        )
        let extensionsNode = SourceNode(
            .object(extensions + [figma]), line: extensionsMember?.value.line ?? anchor.keyLine,
            column: extensionsMember?.value.column ?? anchor.keyColumn
        )
        var kept = members.filter { $0.key != "scopes" && $0.key != "$extensions" }
        kept.append(SourceMember(
            key: "$extensions", keyLine: extensionsMember?.keyLine ?? anchor.keyLine,
            keyColumn: extensionsMember?.keyColumn ?? anchor.keyColumn, value: extensionsNode
        ))
        var copy = node
        copy.value = .object(kept)
        return copy
    }
}
