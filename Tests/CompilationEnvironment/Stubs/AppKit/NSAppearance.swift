// Interface stub of AppKit's `NSAppearance` (developer.apple.com/documentation/appkit/nsappearance):
// `bestMatch(from:)` (appkit/nsappearance/bestmatch(from:), macOS 10.14+) and the `NSAppearance.Name`
// constants `aqua`, `darkAqua`, `accessibilityHighContrastAqua`,
// `accessibilityHighContrastDarkAqua` (appkit/nsappearance/name-swift.struct/darkaqua and
// siblings, macOS 10.14+). `NSAppearance` is not declared `Sendable`.
import Foundation

/// An object that manages standard appearance attributes for UI elements in an app.
open class NSAppearance: NSObject {
    /// The name of an appearance.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The standard light system appearance.
        public static let aqua = Name("NSAppearanceNameAqua")
        /// The standard dark system appearance.
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// A high-contrast version of the standard light system appearance.
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// A high-contrast version of the standard dark system appearance.
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// Returns the appearance name that most closely matches the current appearance object.
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}
