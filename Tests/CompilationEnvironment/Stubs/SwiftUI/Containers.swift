// Interface stubs of SwiftUI's container views. Sources: developer.apple.com/documentation/
// swiftui/vstack, .../hstack, .../zstack, .../group, .../foreach, .../scrollview (iOS 13.0+),
// .../navigationstack, .../navigationstack/init(path:root:)-3bt4q, .../navigationpath,
// .../navigationlink/init(value:label:)-4jswo, .../view/navigationdestination(for:destination:)
// (iOS 16.0+).

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never
    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { _stubNever() }
}

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    public typealias Body = Never
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { _stubNever() }
}

/// A view that overlays its subviews, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View {
    public typealias Body = Never
    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { _stubNever() }
}

/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content> {}

extension Group: View where Content: View {
    public typealias Body = Never
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { _stubNever() }
}

/// A structure that computes views on demand from an underlying collection of identified data.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {}

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}

    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {}

    public var body: Never { _stubNever() }
}

/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// Creates a new instance that's scrollable in the direction of the given axis.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { _stubNever() }
}

/// A type-erased list of data representing the content of a navigation stack (iOS 16.0+).
public struct NavigationPath: Equatable {
    /// Creates a new, empty navigation path.
    public init() {}
}

/// A view that displays a root view and enables you to present additional views over the root
/// view (iOS 16.0+).
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {}
}

extension NavigationStack {
    /// Creates a navigation stack with homogeneous navigation state that you can control (iOS 16.0+).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

/// A view that controls a navigation presentation.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value (iOS 16.0+).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack (iOS 16.0+).
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
}
