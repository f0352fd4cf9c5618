import DsysTokens

/// A group's own token: the token that stands for the group itself, named `$root` (DTCG 2025.10),
/// `_` (Style Dictionary's Tailwind preset, Red Hat's tokens: their builds drop the segment,
/// so `color.accent.base._` is `--rh-color-accent-base`) or `*` (US Veterans Affairs' Style
/// Dictionary tokens, 106 of them: the name had `U2a` for it). Its name is its group's: the marker
/// adds no word to the Swift name (`color.accent.base._` → `accentBase`, beside `accentBaseOnDark`).
/// The own token of a namespace's root group (`shadow._`, where the shadows' namespace is `shadow`)
/// is named after that group too (`shadow`), and is the scale's default where one is offered.
enum GroupOwnToken {
    /// Whether `segment` marks the group's own token.
    static func isMarker(_ segment: String) -> Bool {
        segment == "$root" || segment == "_" || segment == "*"
    }

    /// Whether `path` is the own token of `namespace`'s root group: its segments but the markers
    /// are the namespace's path.
    static func standsForNamespace(_ path: TokenPath, in namespace: GeneratorConfig.Namespace) -> Bool {
        path.segments.contains(where: isMarker) && namespace.matchedPrefixCount(of: path) == namingSegments(of: path).count
    }

    /// The segments of `path` that name the token: all but the markers, or the last segment when
    /// there is nothing else.
    static func namingSegments(of path: TokenPath) -> [String] {
        let segments = path.segments.filter { !isMarker($0) }
        return segments.isEmpty ? [path.last] : segments
    }
}
