import DsysTokens

/// A property of a component style, named by the last segment of a token in the style's group
/// (`component.button.primary.corner-radius`). Names are matched by their words, so
/// `corner-radius`, `cornerRadius` and `corner_radius` are the same property.
enum ComponentProperty: String, CaseIterable, Sendable {
    /// Color or gradient behind the content.
    case background
    /// Buttons: the background color while pressed.
    case pressedBackground
    /// Buttons: the opacity while pressed (a number).
    case pressedOpacity
    /// Text and icon color.
    case foreground
    /// A typography token: the preset (`.typography(_:)`) or font it names.
    case typography
    /// A font weight applied on top (`.fontWeight(_:)`).
    case fontWeight
    /// The system font size for icons (SF Symbols scale with the font).
    case iconSize
    /// Padding on every edge; as a group, a parameter (`.cardStyle(padding: .large)`).
    case padding
    case paddingHorizontal
    case paddingVertical
    /// The minimum height (`.frame(minHeight:)`).
    case minHeight
    /// A fixed square size (`.frame(width:height:)`): floating buttons, checkboxes.
    case size
    case cornerRadius
    case borderColor
    case borderWidth
    /// Text fields: the border color while focused.
    case focusBorderColor
    /// Text fields: the border color in the error state.
    case errorBorderColor
    /// Toggles: the fill when on.
    case checkedBackground
    /// Toggles: the checkmark color.
    case checkmarkColor
    /// Toggles: the checkmark image, an SF Symbol token (`{icon.checkmark}`) or a symbol name.
    case icon
    /// Toggles: the border when disabled.
    case disabledBorderColor
    case disabledBorderWidth
    /// Toggles: the space between the box and the label.
    case gap
    /// A shadow token, drawn with the shadow modifier.
    case shadow

    /// The property for a token name (`corner-radius`), matched by words.
    static func named(_ segment: String) -> ComponentProperty? {
        let name = SwiftNameGenerator().memberName([segment]).name
        return allCases.first { $0.rawValue == name }
    }

    /// The spelling used in token files (`corner-radius`).
    var tokenName: String {
        var result = ""
        for character in rawValue {
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
        return result
    }

    /// The token types the property accepts.
    var acceptedTypes: Set<TokenType> {
        switch self {
        case .background: [.color, .gradient]
        case .pressedBackground, .foreground, .borderColor, .focusBorderColor, .errorBorderColor, .checkedBackground,
             .checkmarkColor, .disabledBorderColor: [.color]
        case .pressedOpacity: [.number]
        case .typography: [.typography]
        case .fontWeight: [.fontWeight, .number]
        case .iconSize, .padding, .paddingHorizontal, .paddingVertical, .minHeight, .size, .cornerRadius, .borderWidth,
             .disabledBorderWidth, .gap: [.dimension]
        case .shadow: [.shadow]
        case .icon: [.string]
        }
    }
}
