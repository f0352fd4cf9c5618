/// The one rule by which a file path or a Tokens Studio set name says which appearance it holds:
/// `light` or `dark` as the first or last word of a path segment, any case (`light-component`,
/// `Component Dark`, `dark/buttons`, `darkComponent`, `base-color-dark.json`, `modes/dark.json`),
/// and high contrast when a segment holds the word `hc` or `highcontrast`, or `high` followed by
/// `contrast` (`dark-high-contrast.json`). Words split at anything but letters and digits and at
/// lower-to-upper case changes; a file's extensions (`.json`, `.tokens.json`, `.yaml`, …) are no words.
package enum AppearanceWords {
    /// The extensions left out of a file's last segment before its words are read.
    static let fileExtensions: Set<String> = ["json", "jsonc", "json5", "yaml", "yml", "tokens"]

    /// `light` or `dark` when one of them is the first or last word of a segment of `name`; nil
    /// when neither or both are.
    package static func carriedAppearance(of name: String) -> String? {
        var found = Set<String>()
        for words in segmentWords(of: name) {
            for word in [words.first, words.last].compactMap({ $0 }) where word == "light" || word == "dark" {
                found.insert(word)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `light` or `dark` when `name` names that appearance and nothing else, beside at most a word
    /// such as `mode` (`light`, `dark-mode`, `Light Mode`, `darkTheme`); nil for other names, such as
    /// `on-dark` or `light-blue`, which name a variant rather than an appearance.
    package static func namedAppearance(_ name: String) -> String? {
        let words = name.lowercasedWords.filter { !appearanceNouns.contains($0) }
        guard words.count == 1, let word = words.first, word == "light" || word == "dark" else { return nil }
        return word
    }

    /// The words that may stand beside `light` or `dark` in a name that names the appearance alone.
    private static let appearanceNouns: Set<String> = ["mode", "theme", "scheme", "appearance"]

    /// Whether a segment of `name` says high contrast (`hc`, `highcontrast`, `high contrast`, or
    /// `contrast` alone: Infor's `variants/contrast/` beside `variants/dark/`, which otherwise overrode
    /// the light values).
    package static func carriesHighContrast(_ name: String) -> Bool {
        segmentWords(of: name).contains { words in
            words.contains("hc") || words.contains("highcontrast") || words == ["contrast"]
                || zip(words, words.dropFirst()).contains { $0 == "high" && $1 == "contrast" }
        }
    }

    /// The words of each `/`-separated segment, without the file extensions of the last one.
    private static func segmentWords(of name: String) -> [[String]] {
        name.split(separator: "/").enumerated().map { index, segment in
            var words = segment.lowercasedWords
            if index == name.split(separator: "/").count - 1 {
                while words.count > 1, let last = words.last, fileExtensions.contains(last), segment.contains(".") {
                    words.removeLast()
                }
            }
            return words
        }
    }

    /// `path` without the extensions token files take (`tokens.surf.dark.json` → `tokens.surf.dark`).
    static func stemWithoutExtensions(_ path: String) -> String {
        var stem = Substring(path)
        while let dot = stem.lastIndex(of: "."), !stem[stem.index(after: dot)...].contains("/"),
              fileExtensions.contains(stem[stem.index(after: dot)...].lowercased()) {
            stem = stem[..<dot]
        }
        return String(stem)
    }

    /// The stem of the file an appearance file overrides, when its name is that file's plus a
    /// separator and `light` or `dark` (`tokens.surf-green.dark.json` → `tokens.surf-green`); nil
    /// for other names.
    static func overriddenStem(of path: String) -> String? {
        let stem = stemWithoutExtensions(path)
        guard let separator = stem.lastIndex(where: { ".-_ ".contains($0) }),
              ["dark", "light"].contains(stem[stem.index(after: separator)...].lowercased()) else { return nil }
        return String(stem[..<separator])
    }
}
