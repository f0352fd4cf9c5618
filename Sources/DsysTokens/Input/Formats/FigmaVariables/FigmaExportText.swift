import DsysSource

/// The text of a string token in Figma's own DTCG export (`$extensions` with `com.figma.…` keys):
/// Figma writes an alias as a whole reference (`"{Copy.amount}"`), so braces inside other text
/// (`"{amount} TL was sent."`, a placeholder for the app to fill) are text, never a reference.
/// Read as one, the text took another variable's value (`Amount TL was sent.`) or the token was
/// skipped as referencing an undefined `amount`.
enum FigmaExportText {
    /// `value` as literal text when it is a Figma export's string with braces that is no whole
    /// reference; nil otherwise.
    static func literal(_ value: SourceNode, extensions: SourceNode?) -> SourceNode? {
        // The cheap checks first: most tokens have no extensions, and a fifth of a set are aliases.
        guard value.mayContainReference, extensions?.members?.contains(where: { isFigmaKey($0.key) }) == true,
              let text = value.string, ReferenceSyntax.wholeReference(text) == nil
        else { return nil }
        return SourceNode(literalText: text, line: value.line, column: value.column)
    }

    /// `com.figma` or one of its flattened keys (`com.figma.variableId`, `com.figma.scopes`).
    private static func isFigmaKey(_ key: String) -> Bool {
        key == FigmaScopes.extensionKey || key.hasPrefix(FigmaScopes.extensionKey + ".")
    }
}
