import DsysSource
import DsysTokens

/// A Swift member name asked for a token instead of the one its path gives: a `nameOverrides`
/// entry in `dsys.json`, else the iOS name a Figma designer set (`FigmaCodeSyntax`). The config wins.
package struct NameOverride {
    /// The name as written.
    package var text: String
    /// Where it is written: the token, for a config entry; the `codeSyntax.iOS` value, for Figma's.
    package var location: SourceLocation
    /// How messages call it: `the name override 'x'`, `the iOS code syntax 'Color.x' (Figma Dev Mode)`.
    var origin: String

    /// The override asked for `token`, or nil.
    package static func requested(for token: Token, config: GeneratorConfig) -> NameOverride? {
        if !config.nameOverrides.isEmpty, let text = config.nameOverrides[token.path.description] {
            return NameOverride(text: text, location: token.location, origin: "the name override '\(text)'")
        }
        if let (text, location) = FigmaCodeSyntax.iOSName(of: token) {
            return NameOverride(text: FigmaCodeSyntax.memberName(text), location: location,
                                origin: "the iOS code syntax '\(text)' (Figma Dev Mode)")
        }
        return nil
    }

    /// The error for an override that is no usable identifier, at the override.
    func problem(for token: Token) -> Diagnostic {
        .error(
            "\(origin) for '\(token.path)' is not a usable Swift identifier", at: location, token: token.path.description,
            hint: "use letters, digits and underscores, not starting with a digit"
        )
    }
}
