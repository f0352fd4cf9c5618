// Interface stub of SwiftUI's `Font` (developer.apple.com/documentation/swiftui/font,
// iOS 13.0+). Only the iOS 16 forms of `system(size:weight:design:)` and
// `system(_:design:weight:)` (optional weight and design) are declared; the iOS 13 forms with
// non-optional defaults are superseded by them for an iOS 16 target.

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
    private let identifier: String

    public static let largeTitle = Font(identifier: "largeTitle")
    public static let title = Font(identifier: "title")
    /// iOS 14.0+
    public static let title2 = Font(identifier: "title2")
    /// iOS 14.0+
    public static let title3 = Font(identifier: "title3")
    public static let headline = Font(identifier: "headline")
    public static let subheadline = Font(identifier: "subheadline")
    public static let body = Font(identifier: "body")
    public static let callout = Font(identifier: "callout")
    public static let footnote = Font(identifier: "footnote")
    public static let caption = Font(identifier: "caption")
    /// iOS 14.0+
    public static let caption2 = Font(identifier: "caption2")

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title
        /// iOS 14.0+
        case title2
        /// iOS 14.0+
        case title3
        case headline, subheadline, body, callout, footnote, caption
        /// iOS 14.0+
        case caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        private let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters
    /// you want applied to the text (iOS 16.0+).
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(identifier: "system")
    }

    /// Creates a system font with the given text style, design and weight (iOS 16.0+).
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(identifier: "system")
    }

    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(identifier: name)
    }

    /// Create a custom font with the given name and size that scales relative to the given
    /// text style (iOS 14.0+).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(identifier: name)
    }

    /// Create a custom font with the given name and a fixed size that does not scale with
    /// Dynamic Type (iOS 14.0+).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(identifier: name)
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { self }
    /// Adds bold styling to the font.
    public func bold() -> Font { self }
    /// Adds italics to the font.
    public func italic() -> Font { self }
    /// Returns a modified font that uses fixed-width digits.
    public func monospacedDigit() -> Font { self }
    /// Returns a fixed-width font from the same family as the base font (iOS 15.0+).
    public func monospaced() -> Font { self }
}
