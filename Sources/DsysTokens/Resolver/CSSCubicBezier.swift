/// CSS's cubic Bézier easing functions (CSS Easing Functions 1) in a cubic Bézier or transition
/// value, as Style Dictionary and Tokens Studio files write timing: `cubic-bezier(x1, y1, x2, y2)`,
/// or a keyword that names one (`ease-in-out`).
enum CSSCubicBezier {
    /// The easing keywords and the control points CSS defines for each, in the order messages list them.
    static let keywords: [(name: String, controlPoints: [Double])] = [
        ("linear", [0, 0, 1, 1]),
        ("ease", [0.25, 0.1, 0.25, 1]),
        ("ease-in", [0.42, 0, 1, 1]),
        ("ease-out", [0, 0, 0.58, 1]),
        ("ease-in-out", [0.42, 0, 0.58, 1]),
    ]

    /// `[x1, y1, x2, y2]` of a keyword or a `cubic-bezier()` of four comma-separated numbers
    /// (case-insensitive, surrounding whitespace ignored); nil for any other text. The x values
    /// are not checked here.
    static func controlPoints(of text: String) -> [Double]? {
        let source = text.trimmingSpaces().lowercased()
        if let keyword = keywords.first(where: { $0.name == source }) {
            return keyword.controlPoints
        }
        guard source.hasPrefix("cubic-bezier("), source.hasSuffix(")") else { return nil }
        let arguments = source.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let numbers = arguments.compactMap { argument -> Double? in
            guard case .number(let value)? = CSSNumericValue(String(argument).trimmingSpaces()) else { return nil }
            return value
        }
        return numbers.count == 4 && arguments.count == 4 ? numbers : nil
    }
}
