// Interface stubs of SwiftUI's view protocol and basic view types.
// Sources: developer.apple.com/documentation/swiftui/view (iOS 13.0+; declared
// `@MainActor @preconcurrency protocol View`, `body` is `@ContentBuilder @MainActor
// @preconcurrency`), .../emptyview, .../anyview, .../tupleview, .../modifiedcontent,
// .../viewmodifier (iOS 13.0+, `@MainActor @preconcurrency protocol ViewModifier`,
// `body(content:)` is `@ContentBuilder @MainActor @preconcurrency`).
// `ContentBuilder` is documented as a typealias of `ViewBuilder`.

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
    public var body: Never { _stubNever() }
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) {}
    /// Creates an instance that type-erases the parameter.
    public init<V: View>(erasing view: V) {}
    public var body: Never { _stubNever() }
}

/// A View created from a swift tuple of View values.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    /// The tuple of views.
    public var value: T
    /// Creates a tuple view.
    public init(_ value: T) { self.value = value }
    public var body: Never { _stubNever() }
}

/// View content that shows one of two possible children.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

/// A modifier that you apply to a view or another view modifier.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

/// The proxy for the view a modifier is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

/// An empty, or identity, modifier.
nonisolated public struct EmptyModifier: ViewModifier {
    /// Creates the identity modifier.
    public init() {}
    public func body(content: Content) -> Content { content }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that defines the content and modifier needed to produce a new view or view
    /// modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { _stubNever() }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
