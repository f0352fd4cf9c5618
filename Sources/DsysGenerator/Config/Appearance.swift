import DsysTokens

/// An asset-catalog appearance: light or dark, each with standard or increased contrast.
public struct Appearance: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var isDark: Bool
    public var isHighContrast: Bool

    public init(isDark: Bool, isHighContrast: Bool) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }

    public static let light = Appearance(isDark: false, isHighContrast: false)
    public static let dark = Appearance(isDark: true, isHighContrast: false)
    public static let lightHighContrast = Appearance(isDark: false, isHighContrast: true)
    public static let darkHighContrast = Appearance(isDark: true, isHighContrast: true)
    /// Asset-catalog order: universal, dark, high-contrast light, high-contrast dark.
    public static let all: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// `light`, `dark`, `light-high-contrast`, `dark-high-contrast`.
    public var description: String {
        (isDark ? "dark" : "light") + (isHighContrast ? "-high-contrast" : "")
    }

    /// Parses the config spelling (see `description`).
    public init?(configName: String) {
        guard let match = Appearance.all.first(where: { $0.description == configName }) else { return nil }
        self = match
    }

    /// The default rule: a mode whose name or contexts have the word `dark` (`AppearanceContextName`) is dark; one that mentions
    /// `high-contrast`, `highcontrast` or the word `hc` or `ax` (Apple's own design resources name
    /// the Increased Contrast colors `light_ax`, `dark_ax`), or picks `high`/`more`/`increased` for a
    /// modifier named like `contrast`, is high contrast; anything else is light.
    public static func infer(modeName: String, contexts: [ContextChoice]) -> Appearance {
        let texts = [modeName] + contexts.map(\.context)
        let lower = texts.joined(separator: " ").lowercased()
        let words = lower.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let contrastChoice = contexts.contains {
            $0.modifier.lowercased().contains("contrast") && ["high", "more", "increased"].contains($0.context.lowercased())
        }
        let isHighContrast = contrastChoice || lower.contains("high-contrast") || lower.contains("highcontrast")
            || lower.contains("high contrast") || words.contains("hc") || words.contains("ax")
        return Appearance(isDark: texts.contains(where: AppearanceContextName.namesDark), isHighContrast: isHighContrast)
    }

    private var rank: Int { Appearance.all.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.rank < rhs.rank }
}
