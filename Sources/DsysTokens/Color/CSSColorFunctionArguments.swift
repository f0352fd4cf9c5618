/// The arguments of a CSS color function such as `rgb(…)`, `hsl(…)` or `oklch(…)`, split per CSS Color 4:
/// either the legacy comma syntax `rgb(1, 2, 3, 0.5)` or the modern space syntax `rgb(1 2 3 / 50%)`.
struct CSSColorFunctionArguments {
    /// The three color components, in order.
    let components: [CSSNumericValue]
    /// The alpha argument, if one was given.
    let alpha: CSSNumericValue?
    /// Whether the legacy comma-separated syntax was used (it forbids `none` and mixed types).
    let isLegacySyntax: Bool

    /// Splits the text between the parentheses; nil if it is not three components plus an optional alpha.
    init?(_ body: Substring) {
        if body.contains(",") {
            guard !body.contains("/") else { return nil }
            let arguments = body.split(separator: ",", omittingEmptySubsequences: false).map(Self.singleValue)
            guard arguments.count == 3 || arguments.count == 4 else { return nil }
            let values = arguments.compactMap { $0 }
            guard values.count == arguments.count, !values.contains(.noneKeyword) else { return nil }
            components = Array(values.prefix(3))
            alpha = values.count == 4 ? values[3] : nil
            isLegacySyntax = true
        } else {
            let halves = body.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            let values = halves[0].split(whereSeparator: \.isWhitespace).map { CSSNumericValue(String($0)) }
            guard values.count == 3 else { return nil }
            components = values.compactMap { $0 }
            guard components.count == 3 else { return nil }
            if halves.count == 2 {
                guard let alphaValue = Self.singleValue(halves[1]) else { return nil }
                alpha = alphaValue
            } else {
                alpha = nil
            }
            isLegacySyntax = false
        }
    }

    /// One value surrounded by optional whitespace; nil if empty, several or malformed.
    private static func singleValue(_ text: Substring) -> CSSNumericValue? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else { return nil }
        return CSSNumericValue(String(words[0]))
    }
}

/// One numeric argument of a CSS color function (lowercase input).
enum CSSNumericValue: Equatable {
    case number(Double)
    case percentage(Double)
    /// An angle, already converted to degrees.
    case angle(degrees: Double)
    /// The `none` keyword.
    case noneKeyword

    /// Parses `none`, a CSS number, a percentage, or an angle in deg, rad, grad or turn.
    init?(_ text: String) {
        if text == "none" {
            self = .noneKeyword
            return
        }
        if text.hasSuffix("%") {
            guard let value = Self.number(text.dropLast()) else { return nil }
            self = .percentage(value)
            return
        }
        for (unit, degreesPerUnit) in Self.angleUnits where text.hasSuffix(unit) {
            guard let value = Self.number(text.dropLast(unit.count)) else { return nil }
            self = .angle(degrees: value * degreesPerUnit)
            return
        }
        guard let value = Self.number(Substring(text)) else { return nil }
        self = .number(value)
    }

    /// Angle units and their size in degrees; `grad` precedes `rad` so the longer suffix wins.
    private static let angleUnits: [(String, Double)] = [
        ("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360),
    ]

    /// A finite CSS `<number>`: optional sign, digits with an optional fraction (or a bare
    /// fraction), and an optional exponent. Rejects forms `Double(_:)` would accept, like `inf` or `0x1p3`.
    private static func number(_ text: Substring) -> Double? {
        var rest = text[...]
        if let first = rest.first, first == "+" || first == "-" { rest = rest.dropFirst() }
        let integerDigits = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(integerDigits.count)
        var fractionDigits: Substring = ""
        if rest.first == "." {
            fractionDigits = rest.dropFirst().prefix(while: \.isASCIIDigit)
            guard !fractionDigits.isEmpty else { return nil }
            rest = rest.dropFirst(1 + fractionDigits.count)
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        if rest.first == "e" {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
            let exponentDigits = rest.prefix(while: \.isASCIIDigit)
            guard !exponentDigits.isEmpty else { return nil }
            rest = rest.dropFirst(exponentDigits.count)
        }
        guard rest.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
