// Interface stubs of SwiftUI's layout value types. Sources (all iOS 13.0+):
// developer.apple.com/documentation/swiftui/alignment, .../horizontalalignment,
// .../verticalalignment, .../edge, .../edge/set, .../edgeinsets, .../unitpoint,
// .../textalignment, .../axis.

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    private let position: Int
    public static let leading = HorizontalAlignment(position: 0)
    public static let center = HorizontalAlignment(position: 1)
    public static let trailing = HorizontalAlignment(position: 2)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    private let position: Int
    public static let top = VerticalAlignment(position: 0)
    public static let center = VerticalAlignment(position: 1)
    public static let bottom = VerticalAlignment(position: 2)
    public static let firstTextBaseline = VerticalAlignment(position: 3)
    public static let lastTextBaseline = VerticalAlignment(position: 4)
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates edge insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero edge insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a unit point at the origin.
    public init() { self.init(x: 0, y: 0) }
    /// Creates a unit point with the specified horizontal and vertical offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
