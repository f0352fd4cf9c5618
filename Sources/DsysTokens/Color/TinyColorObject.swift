import DsysSource
import Foundation

/// A color written as an object in a Style Dictionary file, read the way the TinyColor library
/// reads it (Style Dictionary's color transforms hand every color value to TinyColor): `{r, g, b}`
/// with channels from 0 to 255 or as percentages (Figma's from 0 to 1 where they can be nothing else),
/// `{h, s, l}` and `{h, s, v}` with the hue in
/// degrees and the others as percentages (0–100, or fractions when at most 1, `"50%"` either way),
/// each with an optional alpha `a` from 0 to 1. Style Dictionary's `transitive-transforms` example
/// builds its palette this way: `{ "h": "{hue.red}", "s": "{saturation.7}", "l": "{lightness.7}" }`.
///
/// TinyColor clamps each channel into its range, and takes a percentage `p%` of a range of `n` as
/// `floor(p × n) / 100`; dsys does the same, so the colors are Style Dictionary's. Where TinyColor
/// would silently make a color opaque (an alpha outside 0–1 or not a number), dsys reports it.
enum TinyColorObject {
    /// Why an object that names TinyColor's channels is no color.
    struct Problem: Error {
        var message: String
        var node: SourceNode
    }

    /// The color of `node` when it is an object with TinyColor's `r`, `g` and `b`, or `h`, `s` and
    /// `v`, or `h`, `s` and `l` (checked in that order, as TinyColor does); nil when it has none of
    /// these sets; a problem when a channel is no number.
    static func color(of node: SourceNode) throws(Problem) -> ColorValue? {
        guard node.members != nil else { return nil }
        let color: ColorValue
        if let r = node["r"], let g = node["g"], let b = node["b"] {
            if let channels = figmaChannels([r, g, b], alpha: node["a"]) {
                color = ColorValue(space: .srgb, components: channels)
            } else {
                color = ColorValue(space: .srgb, components: [try fraction(r, of: 255), try fraction(g, of: 255), try fraction(b, of: 255)])
            }
        } else if let h = node["h"], let s = node["s"], let v = node["v"] {
            let hue = try fraction(h, of: 360) * 360
            let saturation = try fraction(s, of: 100, smallIsFraction: true)
            let value = try fraction(v, of: 100, smallIsFraction: true)
            // HSV as CSS's HWB: whiteness (1 − s)·v, blackness 1 − v.
            color = ColorValue(space: .hwb, components: [hue, (1 - saturation) * value * 100, (1 - value) * 100])
        } else if let h = node["h"], let s = node["s"], let l = node["l"] {
            color = ColorValue(space: .hsl, components: [
                try fraction(h, of: 360) * 360, try fraction(s, of: 100, smallIsFraction: true) * 100,
                try fraction(l, of: 100, smallIsFraction: true) * 100,
            ])
        } else {
            return nil
        }
        guard let alphaNode = node["a"] else { return color }
        guard let alpha = number(alphaNode)?.value, (0...1).contains(alpha) else {
            throw Problem(message: "'a' must be a number from 0 to 1 (TinyColor, which Style Dictionary uses, would make the color opaque)",
                          node: alphaNode)
        }
        return ColorValue(space: color.space, components: color.components, alpha: alpha)
    }

    /// The channels of Figma's color objects (its plugin API and variable dumps: `{"r": 1, "g": 1, "b": 1,
    /// "a": 1}`), from 0 to 1: numbers all at most 1, with an alpha beside them or one of them a fraction.
    /// TinyColor's 0–255 made linen-house's 57 colors near-black (`#010101` for white) without a word;
    /// `{r: 1, g: 0, b: 0}` without an alpha stays TinyColor's.
    private static func figmaChannels(_ nodes: [SourceNode], alpha: SourceNode?) -> [Double]? {
        let channels = nodes.compactMap(\.number)
        guard channels.count == 3, channels.allSatisfy({ (0...1).contains($0) }),
              alpha?.number != nil || channels.contains(where: { $0 != $0.rounded() }) else { return nil }
        return channels
    }

    /// The channel `node` as TinyColor's `bound01(n, maximum)`: clamped into 0…maximum, a percentage
    /// taken as `floor(p × maximum) / 100`, the text `"1.0"` as 100%, as a fraction of the maximum.
    /// With `smallIsFraction` (saturation, lightness, value), a number up to 1 is a fraction (0.5 is 50%).
    private static func fraction(_ node: SourceNode, of maximum: Double, smallIsFraction: Bool = false) throws(Problem) -> Double {
        guard var (value, isPercentage) = number(node) else {
            throw Problem(message: "a color channel must be a number or a percentage, but it is \(node.kindDescription)", node: node)
        }
        if let text = node.string, text.contains("."), !isPercentage, value == 1 { (value, isPercentage) = (100, true) }
        if smallIsFraction, !isPercentage, value <= 1 { (value, isPercentage) = (value * 100, true) }
        value = min(maximum, max(0, value))
        if isPercentage { value = (value * maximum).rounded(.down) / 100 }
        if abs(value - maximum) < 0.000001 { return 1 }
        return value.truncatingRemainder(dividingBy: maximum) / maximum
    }

    /// A number, or text that is one with an optional `%` (TinyColor's CSS unit), and whether it is a percentage.
    private static func number(_ node: SourceNode) -> (value: Double, isPercentage: Bool)? {
        if let value = node.number { return value.isFinite ? (value, false) : nil }
        guard var text = node.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let isPercentage = text.hasSuffix("%")
        if isPercentage { text.removeLast() }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }), let value = Double(text), value.isFinite
        else { return nil }
        return (value, isPercentage)
    }
}
