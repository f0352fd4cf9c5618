/// CSS's `border` shorthand in a border token's value, as Style Dictionary projects write it:
/// `"1px solid {color.border.light}"` (after aliases are substituted, `"1px solid #cccccc"`). Its
/// three parts come in any order: the width (a number with a unit, or math), the style (a CSS line
/// style keyword) and the color (the rest). Without a style CSS draws no border at all, so a text
/// that lacks one of the three is not read as a border.
enum CSSBorderShorthand {
    /// CSS's line styles, which a color or width can never be: the stroke style keywords, and
    /// `hidden`, which is no stroke style (the decoding of the style part says so).
    private static let styles = Set(StrokeStyle.keywords + ["hidden"])

    /// The width, style and color of `text`, each as written; nil unless it is exactly three parts
    /// (split at spaces outside parentheses) with one of each.
    static func parts(of text: String) -> (width: String, style: String, color: String)? {
        guard let parts = CSSValueParts.split(text, at: [" ", "\t"]), parts.count == 3 else { return nil }
        var width: String?, style: String?, color: String?
        for part in parts {
            if styles.contains(part.lowercased()) {
                guard style == nil else { return nil }
                style = part.lowercased()
            } else if CSSValueParts.isLength(part) {
                guard width == nil else { return nil }
                width = part
            } else {
                guard color == nil else { return nil }
                color = part
            }
        }
        guard let width, let style, let color else { return nil }
        return (width, style, color)
    }
}
