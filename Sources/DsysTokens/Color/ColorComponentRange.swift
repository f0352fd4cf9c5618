/// The allowed values of one component of a DTCG color space.
struct ColorComponentRange: Sendable {
    let name: String
    let lowerBound: Double?
    let upperBound: Double?
    /// Whether `upperBound` itself is allowed (false for hue, which is 0..<360).
    let includesUpperBound: Bool

    func contains(_ value: Double) -> Bool {
        if let lowerBound, value < lowerBound { return false }
        if let upperBound {
            return includesUpperBound ? value <= upperBound : value < upperBound
        }
        return true
    }

    /// The value moved to the nearest bound it lies beyond (for ranges that include their bounds;
    /// a hue wraps instead, see `ColorSpaceMath.normalizedHue`).
    func clamped(_ value: Double) -> Double {
        min(max(value, lowerBound ?? -.infinity), upperBound ?? .infinity)
    }

    /// The range in words, for messages.
    var summary: String {
        switch (lowerBound, upperBound) {
        case let (lower?, upper?):
            let lowerText = Self.messageText(lower)
            let upperText = Self.messageText(upper)
            return includesUpperBound ? "from \(lowerText) to \(upperText)" : "at least \(lowerText) and below \(upperText)"
        case let (lower?, nil): return "at least \(Self.messageText(lower))"
        case (nil, _): return "any number"
        }
    }

    /// A number as written in messages: whole numbers without a fractional part.
    static func messageText(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    private static func closed(_ name: String, _ lower: Double, _ upper: Double) -> ColorComponentRange {
        ColorComponentRange(name: name, lowerBound: lower, upperBound: upper, includesUpperBound: true)
    }

    private static func unbounded(_ name: String) -> ColorComponentRange {
        ColorComponentRange(name: name, lowerBound: nil, upperBound: nil, includesUpperBound: true)
    }

    private static func nonNegative(_ name: String) -> ColorComponentRange {
        ColorComponentRange(name: name, lowerBound: 0, upperBound: nil, includesUpperBound: true)
    }

    private static let hue = ColorComponentRange(name: "hue", lowerBound: 0, upperBound: 360, includesUpperBound: false)

    /// The components of each space, in order, with the ranges of the DTCG 2025.10 color module.
    static func ranges(for space: ColorValue.Space) -> [ColorComponentRange] {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [closed("red", 0, 1), closed("green", 0, 1), closed("blue", 0, 1)]
        case .hsl:
            [hue, closed("saturation", 0, 100), closed("lightness", 0, 100)]
        case .hwb:
            [hue, closed("whiteness", 0, 100), closed("blackness", 0, 100)]
        case .lab:
            [closed("lightness", 0, 100), unbounded("a"), unbounded("b")]
        case .lch:
            [closed("lightness", 0, 100), nonNegative("chroma"), hue]
        case .oklab:
            [closed("lightness", 0, 1), unbounded("a"), unbounded("b")]
        case .oklch:
            [closed("lightness", 0, 1), nonNegative("chroma"), hue]
        case .xyzD65, .xyzD50:
            [nonNegative("x"), nonNegative("y"), nonNegative("z")]
        }
    }
}
