// Interface stubs of UIKit's fonts: `UIFont` (developer.apple.com/documentation/uikit/uifont,
// iOS 2.0+: `init(name:size:)`, `systemFont(ofSize:weight:)` iOS 8.2+, `monospacedSystemFont(ofSize:weight:)`
// iOS 13.0+, `pointSize`, `lineHeight` (uikit/uifont/lineheight, iOS 4.0+), `fontDescriptor` and
// `init(descriptor:size:)` (uikit/uifont/init(descriptor:size:), iOS 7.0+)), `UIFontDescriptor`
// (uikit/uifontdescriptor, iOS 7.0+: `withSymbolicTraits(_:)`, which returns an optional, and
// `SymbolicTraits.traitItalic`), `UIFont.Weight` (uikit/uifont/weight, iOS 8.2+), `UIFont.TextStyle`
// (uikit/uifont/textstyle, iOS 7.0+; `largeTitle` iOS 11.0+) and `UIFontMetrics`
// (uikit/uifontmetrics/init(fortextstyle:), uikit/uifontmetrics/scaledfont(for:),
// uikit/uifontmetrics/scaledvalue(for:); iOS 11.0+).
// `UIFont` is not declared `Sendable` (stricter than needed where the page is silent).
import Foundation

/// An object that provides access to the font's characteristics.
open class UIFont: NSObject {
    /// The receiver's point size, or the effective vertical point size for a font with a
    /// nonstandard matrix.
    open var pointSize: CGFloat { 0 }

    /// The height, in points, of text lines.
    open var lineHeight: CGFloat { 0 }

    /// The font descriptor for the font.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }

    /// Returns a font that matches the specified font descriptor.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        super.init()
    }

    init(pointSize: CGFloat) {
        super.init()
    }

    /// Creates and returns a font object for the specified font name and size.
    public init?(name fontName: String, size fontSize: CGFloat) {
        super.init()
    }

    /// Returns the font object for standard interface items in the specified size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Returns a monospace version of the system font with the specified size and weight.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// The weight of a font.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// Constants that describe the preferred styles for fonts.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }
}

/// A utility object for obtaining custom fonts that scale to support Dynamic Type.
open class UIFontMetrics: NSObject {
    /// Creates a font metrics object for the specified text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        super.init()
    }

    /// Returns a version of the specified font that adopts the current font metrics.
    open func scaledFont(for font: UIFont) -> UIFont { font }

    /// Scales an arbitrary layout value based on the current Dynamic Type settings.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// A collection of attributes that describes a font.
open class UIFontDescriptor: NSObject {
    /// Constants that describe the stylistic aspects of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The font's style is italic.
        public static var traitItalic: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1) }
    }

    /// Returns a new font descriptor that's the same as the existing font descriptor, but with the
    /// specified symbolic traits.
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { self }
}
