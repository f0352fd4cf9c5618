// Interface stubs of SwiftUI's shapes. Sources (iOS 13.0+ unless noted):
// developer.apple.com/documentation/swiftui/shape (`protocol Shape: Sendable, Animatable, View`;
// the `Animatable` refinement is omitted: no generated code defines animatable shapes),
// .../insettableshape, .../path, .../circle, .../capsule, .../rectangle, .../roundedrectangle,
// .../roundedcornerstyle, .../fillstyle, .../strokestyle (with coregraphics/cglinecap and
// coregraphics/cglinejoin, which SwiftUI re-exports), and the `fill`, `stroke`,
// `strokeBorder` modifiers.

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The default view of a shape: the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView<Self, ForegroundStyle>() }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape filled or drawn with a shape style.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

/// The outline of a 2D shape.
public struct Path: Equatable, Sendable {
    /// Creates an empty path.
    public init() {}
    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {}
    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) {}
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Styles for rendering the endpoint of a stroked line (CoreGraphics, re-exported by SwiftUI;
/// developer.apple.com/documentation/coregraphics/cglinecap).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Junction types for stroked lines (CoreGraphics, re-exported by SwiftUI;
/// developer.apple.com/documentation/coregraphics/cglinejoin).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// The characteristics of a stroke that traces a path (iOS 13.0+).
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    /// Creates a new stroke style from the given components
    /// (`init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`, iOS 13.0+).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A circle centered on the frame of the view containing it.
nonisolated public struct Circle: InsettableShape {
    /// Creates a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
    /// Creates a rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A capsule shape aligned inside the frame of the view containing it.
nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    /// Creates a new capsule shape.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// A shape with a stroke applied, returned by `stroke(lineWidth:)` and `stroke(style:)`.
nonisolated public struct _StrokedShape<S: Shape>: Shape {
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> { _ShapeView() }

    /// Fills this shape with the foreground color.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> { _ShapeView() }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ShapeView<_StrokedShape<Self>, S>() }

    /// Traces the outline of this shape with a color or gradient and a stroke style.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { _ShapeView<_StrokedShape<Self>, S>() }

    /// Returns a new shape that is a stroked copy of `self`.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape<Self>() }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style`.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape<Self>() }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half the line width and then
    /// stroking it with `content`.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView<_StrokedShape<Self>, S>()
    }

    /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`,
    /// stroking the resulting shape with `style`, and then filling with `content`.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView<_StrokedShape<Self>, S>()
    }

    /// Returns a view that is the result of insetting `self` by half the line width and then
    /// stroking it with the foreground color.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView<_StrokedShape<Self>, ForegroundStyle>()
    }
}
