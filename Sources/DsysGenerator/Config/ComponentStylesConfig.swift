/// Which token groups describe component styles (`"componentStyles"` in `dsys.json`).
///
/// Each configured group holds one child group per style; the child's name becomes the style's
/// name (`component.button.brand-primary` → `BrandPrimaryButtonStyle`, used as
/// `.buttonStyle(.brandPrimary)`), and its tokens set the style's properties by name
/// (`background`, `foreground`, `typography`, `corner-radius`, ...; see `ComponentProperty`).
/// Tokens under these groups feed only the component styles, not the color, spacing or other
/// namespaces.
public struct ComponentStylesConfig: Sendable, Hashable {
    /// Children become `ButtonStyle`s.
    public var buttons: String?
    /// Children become `TextFieldStyle`s with focus and error borders.
    public var textFields: String?
    /// Children become checkbox-like `ToggleStyle`s.
    public var toggles: String?
    /// Children become `ViewModifier`s applied with `.<name>Style()` (`card` → `CardModifier`,
    /// `.cardStyle()`); a property given as a group becomes a parameter (`.cardStyle(padding: .large)`).
    public var modifiers: String?

    public init(buttons: String? = nil, textFields: String? = nil, toggles: String? = nil, modifiers: String? = nil) {
        self.buttons = buttons
        self.textFields = textFields
        self.toggles = toggles
        self.modifiers = modifiers
    }

    /// The configured group paths, in kind order.
    public var paths: [String] { [buttons, textFields, toggles, modifiers].compactMap { $0 } }
}
