// Interface stubs of SwiftUI's gradients. Sources (iOS 13.0+): developer.apple.com/
// documentation/swiftui/gradient, .../gradient/stop, .../lineargradient; the
// `ShapeStyle.linearGradient(...)` statics are iOS 15.0+.

/// A color gradient represented as an array of color stops.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop.
        public var location: CGFloat
        /// Creates a color stop with a color and location within a gradient.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Gradient.Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Gradient.Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors.
    public init(colors: [Color]) { stops = [] }
}

/// A linear gradient.
nonisolated public struct LinearGradient: ShapeStyle, View {
    public typealias Body = _ShapeView<Rectangle, LinearGradient>

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}

    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView<Rectangle, LinearGradient>() }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (iOS 15.0+).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colors (iOS 15.0+).
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops (iOS 15.0+).
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
