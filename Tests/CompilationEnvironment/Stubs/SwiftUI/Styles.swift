// Interface stubs of SwiftUI's button and text-field styles. Sources (developer.apple.com/
// documentation/swiftui/...): buttonstyle (`@MainActor @preconcurrency protocol ButtonStyle`,
// `makeBody(configuration:)` is `@ContentBuilder @MainActor @preconcurrency`, iOS 13.0+),
// buttonstyleconfiguration (`role` iOS 15.0+), primitivebuttonstyle, plainbuttonstyle,
// borderlessbuttonstyle, defaultbuttonstyle (iOS 13.0+), borderedbuttonstyle,
// borderedprominentbuttonstyle (iOS 15.0+), textfieldstyle (documented as a plain
// `protocol TextFieldStyle`; its only requirement is the underscored `_body(configuration:)`,
// hidden from the documentation and declared here like its public siblings, as a
// `@ViewBuilder @MainActor @preconcurrency` requirement), plaintextfieldstyle,
// roundedbordertextfieldstyle, defaulttextfieldstyle (iOS 13.0+; static members iOS 13.0+
// back-deployed), view/buttonstyle(_:), view/textfieldstyle(_:) (`nonisolated`).

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        public typealias Body = Never
        public var body: Never { _stubNever() }
    }
    /// An optional semantic role that describes the button's purpose (iOS 15.0+).
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        public typealias Body = Never
        public var body: Never { _stubNever() }
    }
    /// An optional semantic role describing the button's purpose (iOS 15.0+).
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Performs the button's action.
    public func trigger() {}
}

/// A button style that doesn't style or decorate its content while idle.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that doesn't apply a border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default button style, based on the button's context.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that applies standard border artwork based on the button's context
/// (iOS 15.0+).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that applies standard border prominent artwork based on the button's
/// context (iOS 15.0+).
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle (iOS 15.0+).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border (iOS 15.0+).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context (iOS 15.0+).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context
    /// (iOS 15.0+).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context (iOS 15.0+).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {
    /// The view a text field style produces.
    associatedtype _Body: View
    /// Creates the view that represents the text field.
    @ViewBuilder @MainActor @preconcurrency
    func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The label type of the text field passed to `_body(configuration:)`.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the text field a style receives.
nonisolated public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
    public var body: Never { _stubNever() }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

    /// Sets the style for text fields within this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
