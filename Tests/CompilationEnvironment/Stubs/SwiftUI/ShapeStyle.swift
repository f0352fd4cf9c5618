// Interface stubs of SwiftUI's `ShapeStyle` protocol and the static members used for implicit
// member expressions (developer.apple.com/documentation/swiftui/shapestyle, iOS 13.0+,
// `protocol ShapeStyle: Sendable`; the `Self == Color` / hierarchical / tint / foreground
// statics are iOS 15.0+).

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// A shape style that maps to one of the numbered content styles (iOS 15.0+).
public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// A style that reflects the current tint color (iOS 15.0+).
public struct TintShapeStyle: ShapeStyle {
    /// Creates a tint shape style.
    public init() {}
}

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle {
    /// Creates a foreground style instance.
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var clear: Color { Color.clear }
}
