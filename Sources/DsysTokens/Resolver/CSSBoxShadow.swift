/// CSS's `box-shadow` in a shadow token's value, as web-first projects write it: layers separated
/// by commas, each `[inset] <x> <y> [<blur> [<spread>]] <color>` with `inset` and the color on
/// either side of the lengths (REI Cedar's `"{prominence.flat-x} {prominence.flat-y} … {…-color}"`,
/// after substitution `"0 2px 4px 0 rgba(0, 0, 0, 0.2)"`). A layer needs its color: CSS's default,
/// the text color, is nothing a token can hold.
enum CSSBoxShadow {
    /// One layer as written: two to four lengths (x, y, blur, spread), the color, and whether inset.
    struct Layer {
        var lengths: [String]
        var color: String
        var inset: Bool
    }

    /// The layers of `text`; nil unless every comma-separated part is one.
    static func layers(of text: String) -> [Layer]? {
        guard let written = CSSValueParts.split(text, at: [","]), !written.isEmpty else { return nil }
        var layers: [Layer] = []
        for layerText in written {
            guard let parts = CSSValueParts.split(layerText, at: [" ", "\t"]) else { return nil }
            var lengths: [String] = [], color: String?, inset = false, lengthsEnded = false
            for part in parts {
                if CSSValueParts.isLength(part) {
                    // The lengths are written together: none after the color or `inset` that follows them.
                    guard !lengthsEnded else { return nil }
                    lengths.append(part)
                    continue
                }
                lengthsEnded = !lengths.isEmpty
                if part.lowercased() == "inset" {
                    guard !inset else { return nil }
                    inset = true
                } else {
                    guard color == nil else { return nil }
                    color = part
                }
            }
            guard (2...4).contains(lengths.count), let color else { return nil }
            layers.append(Layer(lengths: lengths, color: color, inset: inset))
        }
        return layers
    }
}
