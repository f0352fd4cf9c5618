/// Tokens Studio's own color notation, `rgba(#rrggbb, alpha)` (alpha as a number or a percentage),
/// which is not CSS but is common in its exports.
package enum TokensStudioColor {
    package static func parse(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("rgba("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst(5).dropLast().split(separator: ",").map { String($0).trimmingSpaces() }
        guard arguments.count == 2, arguments[0].hasPrefix("#"), var color = ColorValue.parse(css: arguments[0]),
              let alpha = MathExpression.evaluate(arguments[1]), alpha.unit.isEmpty || alpha.unit == "%"
        else { return nil }
        let value = alpha.unit == "%" ? alpha.value / 100 : alpha.value
        guard (0...1).contains(value) else { return nil }
        color.alpha = value
        return color
    }
}
