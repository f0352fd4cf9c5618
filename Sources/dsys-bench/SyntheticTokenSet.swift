/// Synthetic W3C DTCG token files for benchmarks, built in memory and identical on every run.
///
/// Tokens come in groups of ten: half are colors (sRGB objects with components and hex), three in
/// ten are dimensions (`{value, unit}`), two in ten are typography composites. A share of the
/// tokens, spread evenly, are `{alias}` values that refer to an earlier token of the same type, so
/// the later pipeline stages have reference chains to resolve. About 100 bytes per token: 100k
/// tokens make a file of about 10 MB.
struct SyntheticTokenSet {
    /// The kinds of token in a set, with the share of tokens each gets.
    private enum Kind: CaseIterable {
        case color, dimension, typography

        /// Top-level group name and `$type`.
        var type: String {
            switch self {
            case .color: "color"
            case .dimension: "dimension"
            case .typography: "typography"
            }
        }

        /// Name prefix of the ten-token groups inside the top-level group.
        var groupPrefix: String {
            switch self {
            case .color: "palette"
            case .dimension: "space"
            case .typography: "style"
            }
        }

        /// Tokens of this kind in a set of `total`.
        func count(of total: Int) -> Int {
            switch self {
            case .color: total / 2
            case .dimension: total * 3 / 10
            case .typography: total - total / 2 - total * 3 / 10
            }
        }
    }

    private static let tokensPerGroup = 10

    /// The JSON text of a set of `tokenCount` tokens, `aliasRatio` (0...1) of them aliases.
    static func make(tokenCount: Int, aliasRatio: Double) -> String {
        var generator = SyntheticTokenSet(aliasRatio: aliasRatio)
        generator.text.reserveCapacity(tokenCount * 110)
        generator.text += "{\n"
        let kinds = Kind.allCases.filter { $0.count(of: tokenCount) > 0 }
        for (index, kind) in kinds.enumerated() {
            generator.appendGroup(kind, tokenCount: kind.count(of: tokenCount))
            generator.text += index == kinds.count - 1 ? "\n" : ",\n"
        }
        generator.text += "}\n"
        return generator.text
    }

    private let aliasRatio: Double
    private var text = ""
    /// Tokens written so far; decides, evenly spread, which tokens are aliases.
    private var tokenIndex = 0

    private init(aliasRatio: Double) {
        self.aliasRatio = min(max(aliasRatio, 0), 1)
    }

    /// Appends `"type": { "$type": ..., groups... }` holding `tokenCount` tokens of `kind`.
    private mutating func appendGroup(_ kind: Kind, tokenCount: Int) {
        text += "  \"\(kind.type)\": {\n    \"$type\": \"\(kind.type)\""
        for tokenNumber in 0..<tokenCount {
            let group = tokenNumber / Self.tokensPerGroup
            let step = tokenNumber % Self.tokensPerGroup
            if step == 0 {
                if tokenNumber > 0 { text += "\n    }" }
                text += ",\n    \"\(kind.groupPrefix)\(group)\": {\n"
            } else {
                text += ",\n"
            }
            text += "      \"\((step + 1) * 100)\": { \"$value\": "
            if tokenNumber > 0 && isNextTokenAlias() {
                // Any earlier token of the same kind; a fixed stride keeps the choice reproducible.
                let target = (tokenNumber * 7) % tokenNumber
                let targetPath = "\(kind.type).\(kind.groupPrefix)\(target / Self.tokensPerGroup).\((target % Self.tokensPerGroup + 1) * 100)"
                text += "\"{\(targetPath)}\""
            } else {
                appendValue(kind, seed: tokenNumber)
            }
            text += " }"
            tokenIndex += 1
        }
        if tokenCount > 0 { text += "\n    }" }
        text += "\n  }"
    }

    /// Whether the token at `tokenIndex` is an alias: the running alias count tracks `aliasRatio`.
    private func isNextTokenAlias() -> Bool {
        Int(Double(tokenIndex + 1) * aliasRatio) > Int(Double(tokenIndex) * aliasRatio)
    }

    /// Appends a literal value of `kind`, varied by `seed`.
    private mutating func appendValue(_ kind: Kind, seed: Int) {
        switch kind {
        case .color:
            let components = [seed % 256, (seed / 3) % 256, (seed * 7) % 256]
            let hex = components.map { component in
                let digits = String(component, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
            let fractions = components.map { String(Double($0) / 255.0).prefix(6) }.joined(separator: ", ")
            text += "{ \"colorSpace\": \"srgb\", \"components\": [\(fractions)], \"hex\": \"#\(hex)\" }"
        case .dimension:
            text += "{ \"value\": \(seed % 96 + 1), \"unit\": \"\(seed % 4 == 0 ? "rem" : "px")\" }"
        case .typography:
            text += "{ \"fontFamily\": \"Inter\", \"fontSize\": { \"value\": \(12 + seed % 24), \"unit\": \"px\" }, "
                + "\"fontWeight\": \(100 * (1 + seed % 9)), \"lineHeight\": 1.\(seed % 10), "
                + "\"letterSpacing\": { \"value\": 0, \"unit\": \"px\" } }"
        }
    }
}
