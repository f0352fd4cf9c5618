// Interface stubs of SwiftUI's `Text` and `LocalizedStringKey`
// (developer.apple.com/documentation/swiftui/text, .../localizedstringkey, iOS 13.0+).
// Text-returning modifiers listed here are the iOS 13 ones; `Text.foregroundStyle(_:)`
// (iOS 17.0+) is deliberately absent, so `foregroundStyle` on a `Text` resolves to the
// `View` modifier and returns `some View`, as it does for an iOS 16 target.

/// A view that displays one or more lines of read-only text.
nonisolated public struct Text: View, Equatable {
    public typealias Body = Never

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {}

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}

    public var body: Never { _stubNever() }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { self }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// Sets the color of the text displayed by this view.
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { self }
    /// Applies italics to the text.
    public func italic() -> Text { self }
    /// Sets the spacing, or kerning, between characters.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Sets the tracking for the text.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Sets the vertical offset for the text relative to its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Applies an underline to the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Applies a strikethrough to the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    /// A scheme for transforming the capitalization of characters within text
    /// (developer.apple.com/documentation/swiftui/text/case, iOS 14.0+).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

/// The key used to look up an entry in a strings file or strings dictionary file.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    private let key: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { key = value }
    /// Initializes a localized string key from a string literal.
    public init(stringLiteral value: String) { key = value }
    /// Initializes a localized string key from a string interpolation.
    public init(stringInterpolation: StringInterpolation) { key = "" }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

/// Numeric types that a `LocalizedStringKey` interpolation formats with a printf specifier.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
