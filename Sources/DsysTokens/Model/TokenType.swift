/// The DTCG 2025.10 token types dsys understands, plus `string` for text tokens other formats use.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case string
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }
}
