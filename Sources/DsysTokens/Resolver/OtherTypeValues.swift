import DsysSource

/// The type a Tokens Studio `other` token's value says it has. `other` holds what fits no type of
/// the tool's, and its value often has one of dsys's: arithmetic (`"4 * 2"`, which Tokens Studio
/// evaluates), a color or length (NL Design System's component tokens `{basis.color.text.text-1}`
/// were `String` constants of `"#646464"` and `"32px"`, missing from the asset catalog), a
/// `cubic-bezier(…)` (Comete's easings), a shadow, gradient or duration. Anything else, and a
/// percentage or other length dsys would have to guess, stays text.
enum OtherTypeValues {
    static func type(of value: SourceNode, path: TokenPath) -> TokenType? {
        guard let text = value.string else { return nil }
        if MathExpression.isArithmetic(text) { return .number }
        switch ValueDecoder.inferType(of: value, path: path) {
        case .color?: return .color
        case .cubicBezier?: return .cubicBezier
        case .shadow?: return .shadow
        case .gradient?: return .gradient
        case .duration?: return .duration
        case .dimension? where ["px", "rem"].contains(MathExpression.evaluate(text)?.unit): return .dimension
        default: return nil
        }
    }
}
