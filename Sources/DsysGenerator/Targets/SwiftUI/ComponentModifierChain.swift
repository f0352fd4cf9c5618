/// The SwiftUI modifiers a component style's properties turn into, in a fixed order: text
/// (typography, weight, icon size, color), padding, frame, background, shape, border, shadow.
/// Shared by button styles, text field styles and view modifiers.
struct ComponentModifierChain {
    let context: EmitContext
    let style: ComponentStyle

    /// The parameter label for a grouped property (`padding`).
    static func parameterLabel(_ property: ComponentProperty) -> SwiftIdentifier {
        SwiftNameGenerator().memberName([property.tokenName])
    }

    /// A property's value as a Swift expression: the parameter's `.value` when the property is a
    /// parameter, else the token's constant or literal; nil when the style does not set it.
    func value(_ property: ComponentProperty) -> String? {
        if style.parameters.contains(where: { $0.property == property }) {
            return "\(Self.parameterLabel(property).rendered).value"
        }
        return style.properties[property].map(context.componentValue)
    }

    /// The shape the style's corner radius gives, if any.
    var shape: String? { value(.cornerRadius).map { "RoundedRectangle(cornerRadius: \($0))" } }

    /// The modifier lines (each starting with `.`); `background` and `borderColor` replace the
    /// style's own values (for pressed and focus states).
    func lines(background: String? = nil, borderColor: String? = nil) -> [String] {
        var lines: [String] = []
        if let typography = style.properties[.typography] { lines.append(context.typographyModifier(typography)) }
        if let weight = style.properties[.fontWeight] { lines.append(context.fontWeightModifier(weight)) }
        if let iconSize = value(.iconSize) { lines.append(".font(.system(size: \(iconSize)))") }
        if let foreground = value(.foreground) { lines.append(".foregroundStyle(\(foreground))") }
        if let padding = value(.padding) { lines.append(".padding(\(padding))") }
        if let horizontal = value(.paddingHorizontal) { lines.append(".padding(.horizontal, \(horizontal))") }
        if let vertical = value(.paddingVertical) { lines.append(".padding(.vertical, \(vertical))") }
        if let size = value(.size) { lines.append(".frame(width: \(size), height: \(size))") }
        if let minHeight = value(.minHeight) { lines.append(".frame(minHeight: \(minHeight))") }
        if let background = background ?? value(.background) { lines.append(".background(\(background))") }
        if let shape { lines.append(".clipShape(\(shape))") }
        if let border = borderColor ?? value(.borderColor) {
            lines.append(".overlay(\(shape ?? "Rectangle()").strokeBorder(\(border), lineWidth: \(value(.borderWidth) ?? "1")))")
        }
        if let shadow = style.properties[.shadow] { lines += context.shadowModifiers(shadow, shape: shape) }
        return lines
    }

    /// Documentation for the style: where it comes from and how to apply it.
    func documentation(_ usage: String) -> [String] {
        ["The " + DocComment.markdownCode(style.path.description) + " style. " + usage,
         "- Remark: Generated from " + DocComment.markdownCode(style.location.description) + "."]
    }
}
