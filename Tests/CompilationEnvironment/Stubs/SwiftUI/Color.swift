// Interface stub of SwiftUI's `Color` (developer.apple.com/documentation/swiftui/color,
// iOS 13.0+; conforms to Sendable, ShapeStyle, View, Hashable, CustomStringConvertible).
// iOS 17+ members that generators are likely to reach for are declared deprecated so that
// `-warnings-as-errors` rejects them for the iOS 16 deployment target.

/// A representation of a color that adapts to a given context.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    private let identifier: String

    /// Creates a color from a color set that you indicate by name (iOS 13.0+).
    public init(_ name: String, bundle: Bundle? = nil) {
        identifier = name
    }

    /// Creates a color from a color resource (iOS 17.0+; swiftui/color/init(_:), the
    /// `ColorResource` overload). Used by Xcode's generated asset symbols only.
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public init(_ resource: ColorResource) {
        identifier = "resource"
    }

    /// Creates a constant color from red, green, and blue component values (iOS 13.0+).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        identifier = "rgb"
    }

    /// Creates a constant grayscale color (iOS 13.0+).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        identifier = "white"
    }

    /// Creates a constant color from hue, saturation, and brightness values (iOS 13.0+).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        identifier = "hsb"
    }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    public var description: String { identifier }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color { self }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let pink = Color("pink")
    public static let purple = Color("purple")
    public static let clear = Color(white: 0, opacity: 0)
    /// The color to use for primary content.
    public static let primary = Color("primary")
    /// The color to use for secondary content.
    public static let secondary = Color("secondary")
    /// A color that reflects the accent color of the system or app.
    public static var accentColor: Color { Color("accentColor") }

    /// A concrete color value (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public struct Resolved: Hashable, Sendable {}

    /// Evaluates this color to a resolved color given the current context (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { Color.Resolved() }

    /// Creates a constant color with the values specified by the resolved color (iOS 17.0+).
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public init(_ resolved: Color.Resolved) {
        identifier = "resolved"
    }

    /// Returns a version of self mixed with `rhs` by the amount specified by `fraction`
    /// (iOS 18.0+).
    @available(*, deprecated, message: "iOS 18.0+: not available with an iOS 16 deployment target")
    public func mix(with rhs: Color, by fraction: Double) -> Color { self }
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = _ShapeView<Rectangle, Color>
    public var body: _ShapeView<Rectangle, Color> { _ShapeView<Rectangle, Color>() }
}
