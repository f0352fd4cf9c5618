/// Synthetic W3C DTCG token files for benchmarks, built in memory and identical on every run.
///
/// A set is a `TokenMix`: each kind of token gets its share of the tokens, in groups that carry
/// the `$type` (`"color": { "$type": "color", "palettea": { "100": … } }`). A share of the tokens,
/// spread evenly, are `{alias}` values that refer to an earlier token of the same kind, so the later
/// pipeline stages have reference chains to resolve. Composite values (shadows, gradients, borders)
/// hold literal colors with alpha, so the generator names colors inside composites as a real set
/// makes it. About 100 bytes per token: 100k tokens make a file of about 10 MB.
///
/// The same tokens can be written in Style Dictionary's legacy form (`TokenFormat.styleDictionary`:
/// `"value"` and `"type"` on every token, colors as hex strings, lengths as `"16px"`), which
/// Style Dictionary reads without its DTCG mode, so both tools can be timed on one set.
struct SyntheticTokenSet {
    /// How the tokens are spelled.
    enum TokenFormat {
        /// W3C DTCG 2025.10: `$value`, `$type` on each kind's group, color and dimension objects.
        case dtcg
        /// Style Dictionary's legacy form: `value` and `type` on every token, string values.
        case styleDictionary
    }

    /// The kinds of token a set can hold.
    enum Kind: String, CaseIterable {
        case color, dimension, typography, shadow, number, fontWeight, duration, gradient, border

        /// Name prefix of the groups inside the kind's top-level group.
        var groupPrefix: String {
            switch self {
            case .color: "palette"
            case .dimension: "space"
            case .typography: "style"
            case .shadow: "elevation"
            case .number: "scale"
            case .fontWeight: "weight"
            case .duration: "speed"
            case .gradient: "fill"
            case .border: "outline"
            }
        }
    }

    /// The kinds of a set, with their shares and how many tokens a group holds.
    struct TokenMix {
        var name: String
        var shares: [(kind: Kind, share: Double)]
        var tokensPerGroup: Int

        /// Half colors, three in ten dimensions, two in ten typography, in groups of ten: the set
        /// every benchmark before the mixes used.
        static let colors = TokenMix(name: "colors", shares: [(.color, 0.5), (.dimension, 0.3), (.typography, 0.2)],
                                     tokensPerGroup: 10)
        /// A realistic mix: 30% colors, 20% dimensions, 10% each typography, shadow, number,
        /// font weight and duration, in groups of 100.
        static let mixed = TokenMix(name: "mixed", shares: [(.color, 0.3), (.dimension, 0.2), (.typography, 0.1), (.shadow, 0.1),
                                                            (.number, 0.1), (.fontWeight, 0.1), (.duration, 0.1)],
                                    tokensPerGroup: 100)

        /// One composite kind heavy: half the tokens of `kind`, the rest colors (which composites
        /// name) and dimensions.
        static func heavy(_ kind: Kind) -> TokenMix {
            TokenMix(name: kind.rawValue, shares: [(kind, 0.5), (.color, 0.3), (.dimension, 0.2)], tokensPerGroup: 100)
        }

        /// Every mix `dsys-bench --mix` accepts.
        static var all: [TokenMix] {
            [colors, mixed] + [Kind.shadow, .typography, .gradient, .border].map(heavy)
        }

        /// Tokens of each kind in a set of `total`: each share rounded down, the rest to the first kind.
        func counts(of total: Int) -> [(kind: Kind, count: Int)] {
            var counts = shares.map { ($0.kind, Int(Double(total) * $0.share)) }
            counts[0].1 += total - counts.reduce(0) { $0 + $1.1 }
            return counts.filter { $0.1 > 0 }
        }
    }

    /// The JSON text of a set of `tokenCount` tokens of `mix`, `aliasRatio` (0...1) of them aliases.
    static func make(tokenCount: Int, aliasRatio: Double, mix: TokenMix = .colors, format: TokenFormat = .dtcg) -> String {
        var generator = SyntheticTokenSet(aliasRatio: aliasRatio, tokensPerGroup: mix.tokensPerGroup, format: format)
        generator.text.reserveCapacity(tokenCount * 130)
        generator.text += "{\n"
        let counts = mix.counts(of: tokenCount)
        for (index, (kind, count)) in counts.enumerated() {
            generator.appendGroup(kind, tokenCount: count)
            generator.text += index == counts.count - 1 ? "\n" : ",\n"
        }
        generator.text += "}\n"
        return generator.text
    }

    private let aliasRatio: Double
    private let tokensPerGroup: Int
    private let format: TokenFormat
    private var text = ""
    /// Tokens written so far; decides, evenly spread, which tokens are aliases.
    private var tokenIndex = 0

    private init(aliasRatio: Double, tokensPerGroup: Int, format: TokenFormat) {
        self.aliasRatio = min(max(aliasRatio, 0), 1)
        self.tokensPerGroup = tokensPerGroup
        self.format = format
    }

    /// The name of the `number`th token of `kind`'s groups.
    private func tokenName(_ number: Int) -> String {
        String((number % tokensPerGroup + 1) * 100)
    }

    /// `number` in letters (0 → `a`, 25 → `z`, 26 → `ba`), so a group's name and its tokens'
    /// numbers never run together into another group's (`palette1` + `1100`, `palette11` + `100`).
    private static func letters(_ number: Int) -> String {
        var (number, text) = (number, "")
        repeat {
            text.insert(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(number % 26))), at: text.startIndex)
            number /= 26
        } while number > 0
        return text
    }

    /// Appends `"kind": { "$type": ..., groups... }` holding `tokenCount` tokens of `kind`.
    private mutating func appendGroup(_ kind: Kind, tokenCount: Int) {
        let valueKey = format == .dtcg ? "$value" : "value"
        text += "  \"\(kind.rawValue)\": {"
        if format == .dtcg { text += "\n    \"$type\": \"\(kind.rawValue)\"" }
        for tokenNumber in 0..<tokenCount {
            if tokenNumber % tokensPerGroup == 0 {
                if tokenNumber > 0 { text += "\n    }" }
                if format == .dtcg || tokenNumber > 0 { text += "," }
                text += "\n    \"\(kind.groupPrefix)\(Self.letters(tokenNumber / tokensPerGroup))\": {\n"
            } else {
                text += ",\n"
            }
            text += "      \"\(tokenName(tokenNumber))\": { "
            if format == .styleDictionary { text += "\"type\": \"\(kind.rawValue)\", " }
            text += "\"\(valueKey)\": "
            if tokenNumber > 0 && isNextTokenAlias() {
                // An earlier token of the same kind, 1 to 37 tokens back depending on the number,
                // so the aliases spread over the set as in a real one (and sometimes chain).
                let target = Self.aliasTarget(of: tokenNumber)
                text += "\"{\(kind.rawValue).\(kind.groupPrefix)\(Self.letters(target / tokensPerGroup)).\(tokenName(target))}\""
            } else {
                appendValue(kind, seed: tokenNumber)
            }
            text += " }"
            tokenIndex += 1
        }
        if tokenCount > 0 { text += "\n    }" }
        text += "\n  }"
    }

    /// The number of the earlier token (of the same kind) that token `number` (at least 1) refers
    /// to when it is an alias: `number % 37 + 1` tokens back, never before the first.
    static func aliasTarget(of number: Int) -> Int {
        max(0, number - 1 - number % 37)
    }

    /// Whether the token at `tokenIndex` is an alias: the running alias count tracks `aliasRatio`.
    private func isNextTokenAlias() -> Bool {
        Int(Double(tokenIndex + 1) * aliasRatio) > Int(Double(tokenIndex) * aliasRatio)
    }

    /// Appends a literal value of `kind`, varied by `seed`.
    private mutating func appendValue(_ kind: Kind, seed: Int) {
        switch kind {
        case .color:
            text += color(seed: seed, alpha: nil)
        case .dimension:
            text += dimension(seed % 96 + 1, unit: seed % 4 == 0 ? "rem" : "px")
        case .typography:
            text += "{ \"fontFamily\": \"Inter\", \"fontSize\": \(dimension(12 + seed % 24)), "
                + "\"fontWeight\": \(100 * (1 + seed % 9)), \"lineHeight\": 1.\(seed % 10), "
                + "\"letterSpacing\": \(dimension(0)) }"
        case .shadow:
            let layer = "{ \"color\": \(color(seed: seed, alpha: 0.1 + Double(seed % 5) / 20)), "
                + "\"offsetX\": \(dimension(0)), \"offsetY\": \(dimension(1 + seed % 8)), "
                + "\"blur\": \(dimension(2 + seed % 16)), \"spread\": \(dimension(seed % 3)) }"
            text += seed % 3 == 0 ? "[\(layer), \(layer)]" : layer
        case .number:
            text += String(Double(seed % 1000) / 100)
        case .fontWeight:
            text += String(100 * (1 + seed % 9))
        case .duration:
            text += format == .dtcg ? "{ \"value\": \(50 * (1 + seed % 20)), \"unit\": \"ms\" }" : "\"\(50 * (1 + seed % 20))ms\""
        case .gradient:
            text += "[{ \"color\": \(color(seed: seed, alpha: nil)), \"position\": 0 }, "
                + "{ \"color\": \(color(seed: seed + 1, alpha: 0.5)), \"position\": 1 }]"
        case .border:
            text += "{ \"color\": \(color(seed: seed, alpha: nil)), \"width\": \(dimension(1 + seed % 4)), "
                + "\"style\": \"\(seed % 2 == 0 ? "solid" : "dashed")\" }"
        }
    }

    /// An sRGB color, varied by `seed`: an object with components and hex, or in Style Dictionary's
    /// form the hex string (with the alpha as a fourth byte).
    private func color(seed: Int, alpha: Double?) -> String {
        let components = [seed % 256, (seed / 3) % 256, (seed * 7) % 256]
        let hex = components.map { component in
            let digits = String(component, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        if format == .styleDictionary {
            let alphaByte = alpha.map { String(Int(($0 * 255).rounded()), radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 } ?? ""
            return "\"#\(hex)\(alphaByte)\""
        }
        let fractions = components.map { String(Double($0) / 255.0).prefix(6) }.joined(separator: ", ")
        let alphaField = alpha.map { ", \"alpha\": \(String($0).prefix(4))" } ?? ""
        return "{ \"colorSpace\": \"srgb\", \"components\": [\(fractions)]\(alphaField), \"hex\": \"#\(hex)\" }"
    }

    private func dimension(_ value: Int, unit: String = "px") -> String {
        format == .dtcg ? "{ \"value\": \(value), \"unit\": \"\(unit)\" }" : "\"\(value)\(unit)\""
    }
}
