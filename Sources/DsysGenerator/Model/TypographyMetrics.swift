import DsysTokens

/// A typography token reduced to what SwiftUI applies: family, size, weight, line height,
/// tracking and the Dynamic Type text style it scales with.
package struct TypographyMetrics: Hashable {
    /// The first named family of the stack, or nil for the system font.
    var family: String?
    /// The whole family list as a CSS font stack: named families tried in order, then the system
    /// font's design its generic family asks for.
    var stack: FontStack
    var size: Double
    /// SwiftUI `Font.Weight` member name (`regular`, `semibold`, ...).
    var weight: String
    /// The distance between baselines the token asks for, in points at its size (a multiplier
    /// times the size); nil for the font's own. The generated code subtracts the font's own line
    /// height at run time, since SwiftUI's and UIKit's line spacing is added to it.
    var lineHeight: Double?
    /// The line height less the size, never negative (CSS's leading; 0 without a line height): what
    /// the presets list as `lineSpacing`, as AvaRobotics' typography table does.
    var lineSpacing: Double { max(0, (lineHeight ?? size) - size) }
    var tracking: Double
    /// SwiftUI `Font.TextStyle` member name.
    var textStyle: String
    /// The token's text case (`uppercase`, `lowercase`, `capitalize`, `none`), if it gives one.
    var textCase: String?
    /// The token's text decoration (`underline`, `line-through`, `none`), if it gives one.
    var textDecoration: String?
    /// Whether the font is italic (`.italic()` in SwiftUI, the italic trait in UIKit and AppKit).
    var isItalic: Bool

    /// The `Text.Case` member SwiftUI applies, nil for none (SwiftUI has no `capitalize`).
    var swiftUITextCase: String? {
        ["uppercase", "lowercase"].contains(textCase ?? "") ? textCase : nil
    }

    /// Whether the token asks for text decoration or a text case at all.
    var hasTextStyling: Bool { textCase != nil || textDecoration != nil }

    /// Whether some of `typography` is italic in its default value: the value layer, the presets
    /// and the generated tests then carry `isItalic` (a set without italics keeps them out).
    static func hasItalic(_ typography: [NamedToken]) -> Bool {
        typography.contains { named in
            guard case .typography(let value) = named.modal.defaultValue else { return false }
            return value.isItalic
        }
    }

    /// Apple's default point sizes for each text style (large content size category). `headline`
    /// follows `body`, so a size of 17 picks `body` unless a token asks for `headline`.
    static let textStyleSizes: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("headline", 17), ("callout", 16),
        ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    static let textStyleNames: Set<String> = Set(textStyleSizes.map(\.name))

    /// Whether the size is exactly the text style's default size, so the system font can be
    /// asked for by text style and scale with Dynamic Type as Apple's styles do.
    var matchesTextStyleSize: Bool {
        Self.textStyleSizes.contains { $0.name == textStyle && $0.size == size }
    }

    init(_ typography: Typography, token: Token, fontFamilies: [String: String]) {
        size = typography.fontSize?.points ?? 16
        weight = Self.weightName(typography.fontWeight ?? 400)
        switch typography.lineHeight {
        case .multiplier(let factor): lineHeight = factor * size
        case .absolute(let height): lineHeight = height.points
        case nil: lineHeight = nil
        }
        tracking = typography.letterSpacing?.points ?? 0
        textCase = typography.textCase
        textDecoration = typography.textDecoration
        isItalic = typography.isItalic
        let isMonospaced = token.path.segments.contains { ["code", "mono", "monospace"].contains($0.lowercased()) }
        let given = typography.fontFamily ?? []
        let names = given.isEmpty ? fontFamilies[isMonospaced ? "mono" : "sans"].map { [$0] } ?? [] : given
        stack = FontStack(names, monospacedByName: isMonospaced)
        family = stack.families.first
        let requested = token.dsys?.textStyle
        textStyle = requested.flatMap { Self.textStyleNames.contains($0) ? $0 : nil } ?? Self.nearestTextStyle(size)
    }

    /// The text style whose default size is nearest `size` (the larger style on a tie).
    package static func nearestTextStyle(_ size: Double) -> String {
        var best = textStyleSizes[0]
        for candidate in textStyleSizes where abs(candidate.size - size) < abs(best.size - size) {
            best = candidate
        }
        return best.name
    }

    /// The nearest SwiftUI weight for a DTCG weight from 1 to 1000.
    package static func weightName(_ weight: Double) -> String {
        let weights: [(Double, String)] = [
            (100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"),
            (600, "semibold"), (700, "bold"), (800, "heavy"), (900, "black"),
        ]
        var best = weights[0]
        for candidate in weights where abs(candidate.0 - weight) < abs(best.0 - weight) { best = candidate }
        return best.1
    }
}
