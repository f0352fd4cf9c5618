import Foundation

/// Reading CSS color strings, as found in Tokens Studio and Style Dictionary files.
extension ColorValue {
    /// Parses a CSS color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`,
    /// `hsl()`/`hsla()` (legacy comma or modern space syntax, with `/ alpha` in the latter),
    /// `lab()`, `lch()`, `oklab()`, `oklch()` (modern syntax only), `transparent` and the 148
    /// named colors. Case-insensitive; surrounding whitespace is ignored.
    ///
    /// Hex, rgb and named colors give `.srgb` with 0…1 components; hsl gives `.hsl` with DTCG
    /// ranges (hue 0..<360 degrees, saturation and lightness 0–100); the Lab family gives the DTCG
    /// space of the same name, with its components in that space's DTCG ranges, so the color is the
    /// one the DTCG color object with those components is. As CSS does at parse time, out-of-range
    /// channels, saturation, lightness, chroma and alpha are clamped and hues brought into 0..<360;
    /// `none` becomes a nil component (alpha `none` becomes 0). Anything else gives nil.
    public static func parse(css text: String) -> ColorValue? {
        // Hex as it is mostly written, without trimming and lowering a copy first (every color object's
        // `hex` is read, `warnIfHexDiffers`: through the copies, a tenth of `validate` at 100k colors).
        if text.utf8.first == UInt8(ascii: "#"), let color = parse(hexDigits: text.utf8.dropFirst()) { return color }
        let source = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if source.hasPrefix("#") {
            return parse(hexDigits: source.utf8.dropFirst())
        }
        if source == "transparent" {
            return ColorValue(red: 0, green: 0, blue: 0, alpha: 0)
        }
        if let named = CSSNamedColors.color(named: source) {
            return named
        }
        guard let open = source.firstIndex(of: "("), source.hasSuffix(")") else { return nil }
        let functionName = source[..<open]
        let body = source[source.index(after: open)..<source.index(before: source.endIndex)]
        guard let arguments = CSSColorFunctionArguments(body) else { return nil }
        switch functionName {
        case "rgb", "rgba": return rgbColor(arguments)
        case "hsl", "hsla": return hslColor(arguments)
        case "lab": return labFamilyColor(arguments, space: .lab, hundredPercent: [100, 125, 125])
        case "lch": return labFamilyColor(arguments, space: .lch, hundredPercent: [100, 150, nil])
        case "oklab": return labFamilyColor(arguments, space: .oklab, hundredPercent: [1, 0.4, 0.4])
        case "oklch": return labFamilyColor(arguments, space: .oklch, hundredPercent: [1, 0.4, nil])
        default: return nil
        }
    }

    /// A color from 3, 4, 6 or 8 hex digits of either case (the `#` already removed).
    private static func parse(hexDigits: Substring.UTF8View) -> ColorValue? {
        let count = hexDigits.count
        guard [3, 4, 6, 8].contains(count) else { return nil }
        var nibbles: [Int] = []
        nibbles.reserveCapacity(count)
        for byte in hexDigits {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(Int(byte - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(Int(byte - UInt8(ascii: "A")) + 10)
            default: return nil
            }
        }
        var channels: [Double] = []
        if count <= 4 {
            for nibble in nibbles { channels.append(Double(nibble * 17) / 255) }
        } else {
            for index in stride(from: 0, to: count, by: 2) {
                let byte: Int = nibbles[index] * 16 + nibbles[index + 1]
                channels.append(Double(byte) / 255)
            }
        }
        return ColorValue(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `rgb()`: numbers 0–255 or percentages per channel (legacy syntax: all of one kind).
    private static func rgbColor(_ arguments: CSSColorFunctionArguments) -> ColorValue? {
        if arguments.isLegacySyntax {
            let allNumbers = arguments.components.allSatisfy { if case .number = $0 { true } else { false } }
            let allPercentages = arguments.components.allSatisfy { if case .percentage = $0 { true } else { false } }
            guard allNumbers || allPercentages else { return nil }
        }
        var channels: [Double?] = []
        for component in arguments.components {
            switch component {
            case .number(let value): channels.append(clamped(value / 255, to: 0...1))
            case .percentage(let value): channels.append(clamped(value / 100, to: 0...1))
            case .noneKeyword: channels.append(nil)
            case .angle: return nil
            }
        }
        guard let alpha = alphaValue(arguments.alpha) else { return nil }
        return ColorValue(space: .srgb, components: channels, alpha: alpha)
    }

    /// `hsl()`: hue as a number (degrees) or angle; saturation and lightness as percentages
    /// (modern syntax also takes plain numbers, meaning the same).
    private static func hslColor(_ arguments: CSSColorFunctionArguments) -> ColorValue? {
        let hue: Double?
        switch arguments.components[0] {
        case .number(let degrees), .angle(let degrees): hue = ColorSpaceMath.normalizedHue(degrees)
        case .noneKeyword: hue = nil
        case .percentage: return nil
        }
        var components: [Double?] = [hue]
        for component in arguments.components.dropFirst() {
            switch component {
            case .percentage(let value): components.append(clamped(value, to: 0...100))
            case .number(let value) where !arguments.isLegacySyntax: components.append(clamped(value, to: 0...100))
            case .noneKeyword: components.append(nil)
            case .number, .angle: return nil
            }
        }
        guard let alpha = alphaValue(arguments.alpha) else { return nil }
        return ColorValue(space: .hsl, components: components, alpha: alpha)
    }

    /// `lab()`, `lch()`, `oklab()`, `oklch()` (CSS Color 4; no legacy comma syntax): each component
    /// a number in the DTCG space's own scale or a percentage, 100% standing for its
    /// `hundredPercent` entry; the hue (a nil entry) a number of degrees or an angle instead.
    /// Components are clamped to the space's DTCG range, which is the range CSS clamps them to
    /// (lightness to 0–100 or 0–1, chroma to at least 0), and the hue is brought into 0..<360.
    /// Nil for a component beyond the range of numbers, as the DTCG object would be rejected.
    private static func labFamilyColor(_ arguments: CSSColorFunctionArguments, space: Space, hundredPercent: [Double?]) -> ColorValue? {
        guard !arguments.isLegacySyntax else { return nil }
        let ranges = ColorComponentRange.ranges(for: space)
        var components: [Double?] = []
        for (index, component) in arguments.components.enumerated() {
            switch (component, hundredPercent[index]) {
            case (.noneKeyword, _): components.append(nil)
            case (.number(let degrees), nil), (.angle(let degrees), nil): components.append(ColorSpaceMath.normalizedHue(degrees))
            case (.number(let value), .some): components.append(ranges[index].clamped(value))
            case (.percentage(let percent), .some(let scale)): components.append(ranges[index].clamped(scale * percent / 100))
            case (.percentage, nil), (.angle, .some): return nil
            }
        }
        guard let alpha = alphaValue(arguments.alpha) else { return nil }
        let color = ColorValue(space: space, components: components, alpha: alpha)
        return color.validationProblem == nil ? color : nil
    }

    /// Alpha from a number or percentage, clamped to 0...1; 1 when absent, 0 for `none`, nil for an angle.
    private static func alphaValue(_ value: CSSNumericValue?) -> Double? {
        switch value {
        case nil: 1
        case .number(let number): clamped(number, to: 0...1)
        case .percentage(let percent): clamped(percent / 100, to: 0...1)
        case .noneKeyword: 0
        case .angle: nil
        }
    }

    private static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
