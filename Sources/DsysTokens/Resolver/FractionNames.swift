/// Token paths that name a fraction of something: an opacity or alpha, a line height. An untyped
/// percentage there is that fraction as a number (`opacity.40: "40%"` is 0.4, `line-height.tight:
/// "120%"` is 1.2, the multiplier a typography line height takes); elsewhere a percentage is
/// relative to a size dsys does not know (`rounding.circle: "50%"`), and stays an error.
enum FractionNames {
    /// Whether a segment of `path` says opacity, alpha or line height, in any case and spelling
    /// (`lineHeight`, `line-height`, `line_height`, `leading`).
    static func names(_ path: TokenPath) -> Bool {
        path.segments.contains { segment in
            let word = segment.lowercased().filter { $0 != "-" && $0 != "_" }
            return word.contains("opacity") || word.contains("alpha") || word.contains("lineheight") || word == "leading"
        }
    }
}
