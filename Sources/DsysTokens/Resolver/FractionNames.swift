/// Token paths that name a fraction of something: an opacity or alpha, a line height. An untyped
/// percentage there is that fraction as a number (`opacity.40: "40%"` is 0.4, `line-height.tight:
/// "120%"` is 1.2, the multiplier a typography line height takes); elsewhere a percentage is
/// relative to a size dsys does not know (`rounding.circle: "50%"`), and stays an error.
enum FractionNames {
    /// Whether a segment of `path` says opacity, alpha or line height, in any case and spelling
    /// (`lineHeight`, `line-height`, `line_height`, `leading`, or `line.height` over two segments).
    static func names(_ path: TokenPath) -> Bool {
        path.segments.contains { segment in
            let word = segment.lowercased().filter { $0 != "-" && $0 != "_" }
            return word.contains("opacity") || word.contains("alpha")
        } || namesLineHeight(path)
    }

    /// Whether `path` says line height: a word `lineheight` or `leading`, or the word `line` followed
    /// by `height`, within a segment (`lineHeight`, `line-height`) or across two (Vonage's Style
    /// Dictionary `line.height.0`); `outline.height` does not.
    static func namesLineHeight(_ path: TokenPath) -> Bool {
        let words = path.segments.flatMap(\.lowercasedWords)
        return words.indices.contains { index in
            words[index].contains("lineheight") || words[index] == "leading"
                || words[index] == "line" && index + 1 < words.count && words[index + 1].hasPrefix("height")
        }
    }
}
