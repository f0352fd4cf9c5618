// Interface stubs of SwiftUI's toggle and toggle styles. Sources (developer.apple.com/
// documentation/swiftui/...): toggle (`nonisolated struct Toggle<Label> where Label: View`,
// iOS 13.0+), toggle/init(ison:label:) (`nonisolated`, iOS 13.0+), toggle/init(_:ison:)
// (iOS 13.0+), toggle/init(_:) (`nonisolated init(_ configuration: ToggleStyleConfiguration)`),
// togglestyle (`@MainActor @preconcurrency protocol ToggleStyle`, iOS 13.0+),
// togglestyle/makebody(configuration:) (`@ContentBuilder @MainActor @preconcurrency`),
// togglestyle/configuration (`typealias Configuration = ToggleStyleConfiguration`),
// togglestyleconfiguration (iOS 13.0+; `label`, `@Binding var isOn: Bool { get nonmutating set }`),
// view/togglestyle(_:) (iOS 13.0+).

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { _stubNever() }
    }
    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
}

/// A control that toggles between on and off states.
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}

    public var body: Never { _stubNever() }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration.
    public init(_ configuration: ToggleStyleConfiguration) {}
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
