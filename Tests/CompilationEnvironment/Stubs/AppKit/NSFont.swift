// Interface stubs of AppKit's fonts: `NSFont` (developer.apple.com/documentation/appkit/nsfont:
// `init(name:size:)`, `systemFont(ofSize:weight:)` macOS 10.11+; `ascender`, `descender`, `leading`:
// appkit/nsfont/ascender, /descender, /leading, get-only; `fontDescriptor`, `init?(descriptor:size:)`
// from appkit/nsfont/init(descriptor:size:)), `NSFontDescriptor` (appkit/nsfontdescriptor:
// `withSymbolicTraits(_:)`, not optional, per appkit/nsfontdescriptor/withsymbolictraits(_:); the
// trait `SymbolicTraits.italic`, AppKit's `NSFontDescriptorTraitItalic`, whose own page the
// reference pages do not hold) and `NSFont.Weight`
// (appkit/nsfont/weight; its constants macOS 10.11+). AppKit has no `UIFontMetrics` counterpart:
// nothing here scales with a text size setting. `NSFont` is not declared `Sendable`.
import Foundation

/// The representation of a font in an app.
open class NSFont: NSObject {
    init(pointSize: CGFloat) {
        super.init()
    }

    /// The top y-coordinate, offset from the baseline, of the font's longest ascender.
    open var ascender: CGFloat { 0 }

    /// The bottom y-coordinate, offset from the baseline, of the font's longest descender.
    open var descender: CGFloat { 0 }

    /// The leading value of the font.
    open var leading: CGFloat { 0 }

    /// The font descriptor for the font.
    open var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }

    /// Returns a font object for the specified font descriptor and font size.
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        super.init()
    }

    /// Creates a font object for the specified font name and font size.
    public init?(name fontName: String, size fontSize: CGFloat) {
        super.init()
    }

    /// Returns the standard system font with the specified size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize)
    }

    /// System-defined font-weight values.
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
}

/// A dictionary of attributes that describe a font.
open class NSFontDescriptor: NSObject {
    /// The symbolic traits of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The font's typestyle is italic.
        public static var italic: NSFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1) }
    }

    /// Returns a new font descriptor based on the current object, but with the specified symbolic
    /// traits taking precedence over the existing ones.
    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor { self }
}
