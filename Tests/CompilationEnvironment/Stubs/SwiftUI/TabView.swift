// Interface stubs of SwiftUI's tab container (developer.apple.com/documentation/swiftui/tabview,
// iOS 13.0+) and `View.tabItem(_:)` (iOS 13.0+), for the examples' tab bars.

/// A view that switches between multiple child views using interactive user interface elements.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that uses a builder to create its tabs (swiftui/tabview/init(content:)).
    public init(@ViewBuilder content: () -> Content) {}
}

extension View {
    /// Sets the tab bar item associated with this view.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}
