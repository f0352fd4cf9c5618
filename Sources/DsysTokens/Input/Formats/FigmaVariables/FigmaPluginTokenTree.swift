import DsysSource

/// Moves what a Figma plugin writes about a variable beside its token into the places dsys reads it
/// from, so the token tree parser and the Figma rules (`FigmaScopes`, `FigmaCodeSyntax`) see a plain
/// DTCG tree. TokensBrücke writes `scopes` beside `$value` ("Include variable scopes") and
/// `codeSyntax` under `$extensions.figma` ("Include Figma metadata"):
///
/// ```
/// { "$value": …, "scopes": ["GAP"], "$extensions": { "mode": …, "figma": { "codeSyntax": { "iOS": "gap" } } } }
/// → { "$value": …, "$extensions": { "mode": …, "figma": …, "com.figma": { "scopes": ["GAP"], "codeSyntax": { "iOS": "gap" } } } }
/// ```
///
/// A collections export (`FigmaModeTreesLoader`) writes `$scopes` and `$hiddenFromPublishing`, moved
/// the same way, and `$collectionName` and `$libraryName`, which say where an alias points and are
/// dropped. Every node keeps its position.
struct FigmaPluginTokenTree {
    /// The token members moved into `$extensions["com.figma"]`, each to its name there.
    var moved: [String: String]
    /// The token members dropped.
    var dropped: Set<String> = []

    /// What TokensBrücke writes.
    static let tokensBruecke = FigmaPluginTokenTree(moved: ["scopes": "scopes"])

    /// `root` with every token's plugin members moved or dropped, and its code syntax copied under
    /// `$extensions["com.figma"]`. `valueKey` is `$value`, or `value` in a plugin's non-DTCG output.
    func normalized(_ root: SourceNode, valueKey: String) -> SourceNode {
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

    /// The token `node` with its plugin members moved into `$extensions["com.figma"]`, beside a copy
    /// of `$extensions.figma.codeSyntax`, and the dropped ones left out; unchanged when it has none
    /// of them, and keeping its members when it has a `com.figma` of its own.
    private func normalizedToken(_ node: SourceNode, members: [SourceMember]) -> SourceNode {
        let extensionsMember = members.first { $0.key == "$extensions" }
        let extensions = extensionsMember?.value.members ?? []
        var figmaMembers = members.compactMap { member in
            moved[member.key].map { SourceMember(key: $0, keyLine: member.keyLine, keyColumn: member.keyColumn, value: member.value) }
        }
        if let codeSyntax = extensionsMember?.value["figma"]?.members?.first(where: { $0.key == "codeSyntax" }) {
            figmaMembers.append(codeSyntax)
        }
        let hasDropped = members.contains { dropped.contains($0.key) }
        guard !figmaMembers.isEmpty || hasDropped else { return node }
        var kept = members.filter { !dropped.contains($0.key) }
        if let anchor = figmaMembers.first, !extensions.contains(where: { $0.key == FigmaScopes.extensionKey }) {
            let figma = SourceMember(
                key: FigmaScopes.extensionKey, keyLine: anchor.keyLine, keyColumn: anchor.keyColumn,
                value: SourceNode(.object(figmaMembers), line: anchor.value.line, column: anchor.value.column)
            )
            let extensionsNode = SourceNode(
                .object(extensions + [figma]), line: extensionsMember?.value.line ?? anchor.keyLine,
                column: extensionsMember?.value.column ?? anchor.keyColumn
            )
            kept = kept.filter { moved[$0.key] == nil && $0.key != "$extensions" }
            kept.append(SourceMember(
                key: "$extensions", keyLine: extensionsMember?.keyLine ?? anchor.keyLine,
                keyColumn: extensionsMember?.keyColumn ?? anchor.keyColumn, value: extensionsNode
            ))
        }
        var copy = node
        copy.value = .object(kept)
        return copy
    }
}
