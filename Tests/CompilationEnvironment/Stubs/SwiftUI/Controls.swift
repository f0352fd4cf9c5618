// Interface stubs of SwiftUI's basic controls. Sources: developer.apple.com/documentation/
// swiftui/button (`nonisolated struct Button<Label: View>`; initializers are
// `@preconcurrency nonisolated` with `action: @escaping @MainActor () -> Void`, iOS 13.0+;
// role variants iOS 15.0+), .../buttonrole (iOS 15.0+), .../textfield (iOS 13.0+;
// `prompt:` iOS 15.0+, `axis:` iOS 16.0+), .../image (iOS 13.0+; `systemName` iOS 13.0+),
// .../spacer (iOS 13.0+).

/// A control that initiates an action.
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never

    /// Creates a button that displays a custom label.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    /// Creates a button with a specified role that displays a custom label (iOS 15.0+).
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    public var body: Never { _stubNever() }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}

    /// Creates a button with a specified role that generates its label from a localized string
    /// key (iOS 15.0+).
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}

    /// Creates a button with a specified role that generates its label from a string
    /// (iOS 15.0+).
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// A value that describes the purpose of a button (iOS 15.0+).
public struct ButtonRole: Equatable, Sendable {
    private let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that displays an editable text interface.
nonisolated public struct TextField<Label: View>: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}

    /// Creates a text field with a prompt (iOS 15.0+).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}

    /// Creates a text field with a preferred axis (iOS 16.0+).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}

    /// Creates a text field with a preferred axis (iOS 16.0+).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
}

/// A view that displays an image.
nonisolated public struct Image: View, Equatable {
    public typealias Body = Never

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) {}

    /// Creates a system symbol image.
    public init(systemName: String) {}

    /// Initialize an `Image` with an image resource (swiftui/image/init(_:), the `ImageResource`
    /// overload; iOS 17.0+). Used by Xcode's generated asset symbols only.
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public init(_ resource: ImageResource) {}

    public var body: Never { _stubNever() }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets()) -> Image { self }
}

/// A flexible space that expands along the major axis of its containing stack layout.
nonisolated public struct Spacer: View {
    public typealias Body = Never
    /// The minimum length this spacer can be shrunk to, along the axis of expansion.
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { _stubNever() }
}
