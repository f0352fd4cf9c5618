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

    /// Whether the value is an object or array of sub-values.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }
}
