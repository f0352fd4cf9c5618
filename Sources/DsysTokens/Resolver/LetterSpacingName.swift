/// Token paths that name letter spacing (`letter-spacing`, `letterSpacing`, `tracking`, `kerning`,
/// also inside a camelCase segment such as Ontario's `ontarioFontLetterSpacing`): a length there is
/// never layout spacing, and a percentage or an em there is a fraction of the font size, as a
/// Tokens Studio `letterSpacing` token's is, whether the token is untyped or typed as a dimension.
package enum LetterSpacingName {
    /// Whether a path word (lowercased) names letter spacing.
    package static func isWord(_ word: String) -> Bool {
        ["letter-spacing", "letterspacing", "letter_spacing", "tracking", "kerning"].contains { word.contains($0) }
    }

    /// Whether a segment of `path` names letter spacing.
    package static func names(_ path: TokenPath) -> Bool {
        path.segments.contains { isWord($0.lowercased()) }
    }
}
