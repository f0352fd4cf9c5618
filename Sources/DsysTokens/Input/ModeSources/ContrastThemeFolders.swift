/// Theme folders named for increased contrast, read one way only. Kong keeps
/// `themes/electric-lime-day/` beside `themes/electric-lime-day-high-contrast/`: read both as a
/// theme (`ThemeFolderLayout`) and, by its name, as the high-contrast appearance
/// (`AppearanceFileLayout`), the second folder made modes that read none of its files (theme
/// `electric-lime-day-high-contrast` with appearance `light`) and left Electric Lime Day's own
/// high-contrast mode with its normal values.
///
/// - A folder whose name is a sibling's plus a contrast word (`X-high-contrast/`, `X-hc/`,
///   `X_highcontrast/`, the words `AppearanceWords.carriesHighContrast` reads) is X's
///   increased-contrast appearance: its files are in X's context and override X's files in X's
///   `light-high-contrast` mode (`dark-high-contrast` when X's name says dark).
/// - One with no such sibling is a theme of its own, and its name says no appearance.
struct ContrastThemeFolders {
    /// The appearance each file of a folder paired with its theme's folder overrides (`light-high-contrast`).
    var appearanceOfFile: [String: String] = [:]
    /// The files of folders named for contrast that have no theme's folder beside them: they are
    /// a theme's, of no appearance.
    var themeOnlyFiles: Set<String> = []

    /// The theme each sibling folder named for contrast belongs to (`lime-day` for
    /// `lime-day-high-contrast`), by name, among `siblings`; siblings named for contrast with no
    /// theme beside them are not in it.
    static func themes(among siblings: [String]) -> [String: String] {
        let byWords = Dictionary(siblings.map { ($0.lowercasedWords, $0) }) { first, _ in first }
        var themeOf: [String: String] = [:]
        for sibling in siblings {
            guard let words = wordsWithoutContrast(sibling), let theme = byWords[words], theme != sibling else { continue }
            themeOf[sibling] = theme
        }
        return themeOf
    }

    /// Whether the folder `sibling` is named for contrast (`lime-day-hc`), paired or not.
    static func namesContrast(_ sibling: String) -> Bool {
        wordsWithoutContrast(sibling) != nil
    }

    /// The appearance a folder paired with `theme` overrides: `dark-high-contrast` when the
    /// theme's name says dark, else `light-high-contrast`.
    static func appearance(pairedWith theme: String) -> String {
        (AppearanceWords.carriedAppearance(of: theme) ?? "light") + "-high-contrast"
    }

    /// The words of `sibling` before the contrast word(s) it ends with; nil when it ends with none
    /// or is nothing else.
    private static func wordsWithoutContrast(_ sibling: String) -> [String]? {
        var words = sibling.lowercasedWords
        guard let last = words.last else { return nil }
        switch last {
        case "hc", "highcontrast":
            words.removeLast()
        case "contrast" where words.dropLast().last == "high":
            words.removeLast(2)
        default:
            return nil
        }
        return words.isEmpty ? nil : words
    }
}
