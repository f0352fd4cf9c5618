import DsysTokens

/// A group's own token: the token that stands for the group itself, named `$root` (DTCG 2025.10)
/// or `_` (Style Dictionary's Tailwind preset, Red Hat's tokens: their builds drop the segment,
/// so `color.accent.base._` is `--rh-color-accent-base`). Its name is its group's: the marker
/// adds no word to the Swift name (`color.accent.base._` → `accentBase`, beside `accentBaseOnDark`).
enum GroupOwnToken {
    /// Whether `segment` marks the group's own token.
    static func isMarker(_ segment: String) -> Bool {
        segment == "$root" || segment == "_"
    }

    /// The segments of `path` that name the token: all but the markers, or the last segment when
    /// there is nothing else.
    static func namingSegments(of path: TokenPath) -> [String] {
        let segments = path.segments.filter { !isMarker($0) }
        return segments.isEmpty ? [path.last] : segments
    }
}
