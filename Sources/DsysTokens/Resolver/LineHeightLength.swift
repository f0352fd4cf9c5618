import DsysSource

/// A token typed as a line height (`TokenTypeName.isLineHeight`) whose value has a length unit
/// (Midas's `"$type": "lineHeight"` of `"1rem"`, a Tokens Studio `lineHeights` of `"24px"`) is a
/// length, not a number: read as a number it was 16 or 24, which a reader takes as 16 or 24 times
/// the font size. A unitless value, or a percentage (`"150%"`, 1.5), is that multiple and stays a number.
enum LineHeightLength {
    /// The units of a length (as `ValueDecoder` reads lengths).
    private static let lengthUnits: Set<String> = ["px", "pt", "dp", "rem", "em"]

    /// Whether `node` is a length with its unit: text (`1rem`, `calc(1rem + 2px)`) or a DTCG
    /// `{ "value": 24, "unit": "px" }` object.
    static func hasLengthUnit(_ node: SourceNode) -> Bool {
        let unit = node.string.flatMap { MathExpression.evaluate($0)?.unit } ?? node["unit"]?.string
        return unit.map(lengthUnits.contains) == true
    }
}
