/// Tokens Studio's own color notation, `rgba(#rrggbb, alpha)` (alpha as a number or a percentage),
/// which is not CSS but is common in its exports. The color may be any CSS color too: a reference to
/// a color with a Tokens Studio modifier reads as the `rgb(…)` the modifier computed (mosudo's
/// `rgba({Neutral.000}, 0.85)` of a lightened color).
package enum TokensStudioColor {
    package static func parse(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("rgba("), trimmed.hasSuffix(")") else { return nil }
        let inside = trimmed.dropFirst(5).dropLast()
        // The alpha follows the last comma; a color function before it has its own commas or none.
        guard let comma = inside.lastIndex(of: ",") else { return nil }
        let colorText = String(inside[..<comma]).trimmingSpaces(), alphaText = String(inside[inside.index(after: comma)...]).trimmingSpaces()
        guard colorText.hasPrefix("#") || colorText.hasSuffix(")"), var color = ColorValue.parse(css: colorText),
              let alpha = MathExpression.evaluate(alphaText), alpha.unit.isEmpty || alpha.unit == "%"
        else { return nil }
        let value = alpha.unit == "%" ? alpha.value / 100 : alpha.value
        guard (0...1).contains(value) else { return nil }
        color.alpha = value
        return color
    }
}
