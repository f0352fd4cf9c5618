import DsysSource

/// The name a designer set for iOS in Figma's Dev Mode (a variable's `codeSyntax.iOS`), kept on
/// the token as `"$extensions": {"com.figma": {"codeSyntax": {"iOS": "Color.brandAction"}}}`.
package enum FigmaCodeSyntax {
    /// The iOS code syntax written for `token`, and where; nil when there is none.
    package static func iOSName(of token: Token) -> (text: String, location: SourceLocation)? {
        guard let node = token.extensions?[FigmaScopes.extensionKey]?["codeSyntax"]?["iOS"], let text = node.string,
              !text.isEmpty
        else { return nil }
        return (text, SourceLocation(file: token.location.file, line: node.line, column: node.column))
    }

    /// The member name `text` gives: what follows its last `.`, since designers write the whole
    /// expression (`Color.brandAction`, `.brandAction`) and the type is dsys's namespace.
    package static func memberName(_ text: String) -> String {
        text.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? text
    }
}
