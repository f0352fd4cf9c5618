import DsysTokens

/// Which color tokens `dsys audit` and the gallery pair up: foreground colors (drawn on top: text,
/// icons) over background colors. By default the roles come from the words of each token's path;
/// `"contrastRoles"` in `dsys.json` names them instead (token paths or groups), role by role.
public struct ContrastRoles: Sendable, Hashable {
    /// Foreground colors; nil: those whose path has `text`, `foreground`, `fg` or `icon`, or a part
    /// starting with `on` (`on-accent`, `onPrimary`).
    public var foreground: [String]?
    /// Background colors; nil: those whose path has `background`, `bg`, `surface` or `canvas`.
    public var background: [String]?
    /// Foregrounds held to 3:1 (large text, icons) instead of 4.5:1; nil: those whose path has
    /// `large` or `icon`.
    public var large: [String]?

    public init(foreground: [String]? = nil, background: [String]? = nil, large: [String]? = nil) {
        self.foreground = foreground
        self.background = background
        self.large = large
    }

    /// WCAG 2 AA for large text and non-text contrast (icons).
    public static let largeMinimum = 3.0

    static let foregroundWords: Set<String> = ["text", "foreground", "fg", "icon", "icons"]
    static let backgroundWords: Set<String> = ["background", "backgrounds", "bg", "surface", "surfaces", "canvas"]
    static let largeWords: Set<String> = ["large", "icon", "icons"]

    func isForeground(_ path: TokenPath) -> Bool {
        if let foreground { return Self.path(path, isIn: foreground) }
        return Self.words(path).contains { !Self.foregroundWords.isDisjoint(with: $0) || ($0.first == "on" && $0.count > 1) }
    }

    /// A background unless it is a foreground (`on-background` is drawn on one).
    func isBackground(_ path: TokenPath) -> Bool {
        if let background { return Self.path(path, isIn: background) }
        return !isForeground(path) && Self.words(path).contains { !Self.backgroundWords.isDisjoint(with: $0) }
    }

    /// The lowest contrast ratio a foreground must reach on any background.
    func minimum(for path: TokenPath) -> Double {
        let isLarge = large.map { Self.path(path, isIn: $0) }
            ?? Self.words(path).contains { !Self.largeWords.isDisjoint(with: $0) }
        return isLarge ? Self.largeMinimum : ContrastCheck.defaultMinimum
    }

    /// Whether the audit pairs this foreground with this background by default: they belong to
    /// the same family, the words of their paths without the role words (`text`, `fg`, `on-`,
    /// `background`, `surface`, …), one family a prefix of the other. `button.primary.text` pairs
    /// with `button.primary.background` (both `button primary`) and `color.text.secondary` with
    /// `color.background` (`color secondary` starts with `color`), but not with
    /// `color.background.brand` (`color brand`). Any other pair is audited only through
    /// `contrastChecks`.
    func pairs(_ foreground: TokenPath, with background: TokenPath) -> Bool {
        let top = Self.family(foreground), bottom = Self.family(background)
        return top.starts(with: bottom) || bottom.starts(with: top)
    }

    /// The words of `path` without role words, and without `on` opening a segment of more words.
    static func family(_ path: TokenPath) -> [String] {
        let roleWords = foregroundWords.union(backgroundWords)
        return words(path).flatMap { segment in
            segment.enumerated().compactMap { index, word in
                roleWords.contains(word) || (index == 0 && word == "on" && segment.count > 1) ? nil : word
            }
        }
    }

    /// Whether `path` is one of `entries` or inside one of them as a group.
    private static func path(_ path: TokenPath, isIn entries: [String]) -> Bool {
        entries.contains { entry in
            let group = TokenPath(dotted: entry).segments
            return path.segments.count >= group.count && Array(path.segments.prefix(group.count)) == group
        }
    }

    /// The lowercased words of each segment.
    private static func words(_ path: TokenPath) -> [[String]] {
        path.segments.map(\.lowercasedWords)
    }
}
