import DsysSource
import DsysTokens

/// One component style read from the tokens of a group such as `component.button.primary`: its
/// name and the tokens setting its properties. A property given as a group of tokens
/// (`component.card.padding.small`, `.medium`, ...) is a parameter with one option per token.
struct ComponentStyle {
    /// The kinds of component style, each from its own configured token group.
    enum Kind: CaseIterable {
        case button, textField, toggle, modifier

        /// The configured group for this kind, if any.
        func group(_ config: ComponentStylesConfig) -> String? {
            switch self {
            case .button: config.buttons
            case .textField: config.textFields
            case .toggle: config.toggles
            case .modifier: config.modifiers
            }
        }

        /// What follows the style's name in its generated type (`BrandPrimary` + `ButtonStyle`).
        var typeSuffix: String {
            switch self {
            case .button: "ButtonStyle"
            case .textField: "TextFieldStyle"
            case .toggle: "ToggleStyle"
            case .modifier: "Modifier"
            }
        }

        /// What the style is called in messages.
        var noun: String {
            switch self {
            case .button: "button style"
            case .textField: "text field style"
            case .toggle: "toggle style"
            case .modifier: "view modifier"
            }
        }

        /// The properties this kind of style uses.
        var properties: Set<ComponentProperty> {
            let shared: Set<ComponentProperty> = [
                .background, .foreground, .typography, .fontWeight, .iconSize, .padding, .paddingHorizontal,
                .paddingVertical, .minHeight, .size, .cornerRadius, .borderColor, .borderWidth, .shadow,
            ]
            switch self {
            case .button: return shared.union([.pressedBackground, .pressedOpacity])
            case .textField: return shared.union([.focusBorderColor, .errorBorderColor])
            case .toggle:
                return [.size, .cornerRadius, .borderColor, .borderWidth, .checkedBackground, .checkmarkColor, .icon,
                        .disabledBorderColor, .disabledBorderWidth, .iconSize, .gap, .foreground, .typography]
            case .modifier: return shared
            }
        }
    }

    /// One option of a parameter: its token and whether it is the default.
    struct Option {
        var token: Token
        var isDefault: Bool
    }

    var kind: Kind
    /// The group's last segment (`brand-primary`), which names the style.
    var name: String
    /// The style's group path.
    var path: TokenPath
    /// Where the style's first token is, for messages.
    var location: SourceLocation
    var properties: [ComponentProperty: Token] = [:]
    /// Grouped properties, each with its options in input order.
    var parameters: [(property: ComponentProperty, options: [Option])] = []
}
