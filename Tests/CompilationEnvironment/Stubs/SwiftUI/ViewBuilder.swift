// Interface stub of SwiftUI's `ViewBuilder` result builder
// (developer.apple.com/documentation/swiftui/viewbuilder, iOS 13.0+) and its documented
// `ContentBuilder` alias.

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines multiple child views into a tuple view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// Produces an optional view for conditional statements without an else clause.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A custom parameter attribute that constructs views and other content types from closures.
public typealias ContentBuilder = ViewBuilder
