/// Token paths that name letter spacing (`letter-spacing`, `letterSpacing`, `tracking`, `kerning`,
/// also inside a camelCase segment such as Ontario's `ontarioFontLetterSpacing`): a length there is
/// never layout spacing, and a percentage or an em there is a fraction of the font size, as a
/// Tokens Studio `letterSpacing` token's is, whether the token is untyped or typed as a dimension.
///
/// Matched on the bytes, ignoring ASCII letter case: every typed dimension is looked at, and
/// Foundation's substring search over five spellings per segment took a third of Swiss Post's run.
package enum LetterSpacingName {
    /// The spellings, lower case; each ends in `g`.
    private static let spellings: [[UInt8]] = ["letter-spacing", "letterspacing", "letter_spacing", "tracking", "kerning"]
        .map { Array($0.utf8) }

    /// Whether a path word (lowercased) names letter spacing.
    package static func isWord(_ word: String) -> Bool {
        contains(word)
    }

    /// Whether a segment of `path` names letter spacing.
    package static func names(_ path: TokenPath) -> Bool {
        path.segments.contains(where: contains)
    }

    /// Whether `text`, with its ASCII letters in lower case, holds one of the spellings.
    private static func contains(_ text: String) -> Bool {
        // Most segments hold no `g` at all: they are passed over without a copy.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "g") || $0 == UInt8(ascii: "G") }) else { return false }
        return spellings.contains(where: text.containsIgnoringASCIICase)
    }
}
