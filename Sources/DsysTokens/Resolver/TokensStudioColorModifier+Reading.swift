import DsysSource

/// Reading a Tokens Studio color modifier (`"$extensions": {"studio.tokens": {"modify": {…}}}`) once
/// `AliasResolver` has substituted its references, and writing the modified color back as a value node.
extension TokensStudioColorModifier {
    /// Why a modifier cannot be read: the message, the part of the modifier it is about, and what to do.
    struct ReadingProblem: Error {
        package var message: String
        var node: SourceNode
        var hint: String?
    }

    /// The modifier `node` describes; its `value` is a number or math text (`"0.5 + 6 * 0.04"`,
    /// `"20%"`) and its `color` a color string or DTCG color object, references already substituted.
    /// `readColor` reads a color node; nil when it is not a color.
    init(resolved node: SourceNode, readColor: (SourceNode) -> ColorValue?) throws(ReadingProblem) {
        guard node.members != nil else {
            throw ReadingProblem(message: "its Tokens Studio color modifier must be an object, but it is \(node.kindDescription)",
                                 node: node)
        }
        let operations = Operation.allCases.map(\.rawValue).joined(separator: ", ")
        guard let operation = node["type"]?.string.flatMap(Operation.init) else {
            throw ReadingProblem(message: "its color modifier's 'type' must be one of \(operations)", node: node["type"] ?? node)
        }
        let spaces = Space.allCases.map(\.rawValue).joined(separator: ", ")
        guard let space = node["space"]?.string.flatMap({ Space(rawValue: $0.lowercased()) }) else {
            throw ReadingProblem(message: "its color modifier's 'space' must be one of \(spaces)", node: node["space"] ?? node)
        }
        guard let valueNode = node["value"] else {
            throw ReadingProblem(message: "its color modifier has no 'value'", node: node)
        }
        self.init(operation: operation, amount: try Self.amount(valueNode), space: space)
        guard operation == .mix else { return }
        guard let colorNode = node["color"] else {
            throw ReadingProblem(message: "its 'mix' color modifier has no 'color' to mix with", node: node)
        }
        guard let color = readColor(colorNode) else {
            let written = colorNode.string.map { " " + QuotedInput.quoted($0) } ?? ""
            throw ReadingProblem(message: "its color modifier's 'color'\(written) is not a color", node: colorNode,
                                 hint: "use #rrggbb, rgb(), hsl(), a color object or a reference to a color token")
        }
        mixColor = color
    }

    /// The modifier's amount: a number, or math text whose result has no unit or `%`.
    private static func amount(_ node: SourceNode) throws(ReadingProblem) -> Double {
        if let value = node.number { return value }
        guard let text = node.string else {
            throw ReadingProblem(message: "its color modifier's 'value' must be a number, but it is \(node.kindDescription)",
                                 node: node)
        }
        switch MathExpression.result(of: text) {
        case .success(let quantity) where quantity.unit.isEmpty || quantity.unit == "%":
            return quantity.unit == "%" ? quantity.value / 100 : quantity.value
        case .success(let quantity):
            throw ReadingProblem(message: "its color modifier's 'value' \(QuotedInput.quoted(text)) has the unit '\(quantity.unit)'",
                                 node: node, hint: "use a plain number such as 0.2")
        case .failure(let failure):
            throw ReadingProblem(message: "its color modifier's 'value' \(QuotedInput.quoted(text)) is not a number: \(failure)",
                                 node: node)
        }
    }

    /// `color` as a DTCG color object node at `line`:`column`, which every reference takes in place of
    /// the base color (its numbers exact). Components are brought into the space's DTCG ranges, as
    /// sd-transforms maps its result into the space's gamut: a color converted from a wider gamut
    /// can otherwise leave them.
    static func valueNode(of color: ColorValue, line: Int, column: Int) -> SourceNode {
        let ranges = ColorComponentRange.ranges(for: color.space)
        let components = zip(color.components, ranges).map { component, range -> SourceNode in
            var value = component ?? 0
            if let lower = range.lowerBound { value = max(lower, value) }
            if let upper = range.upperBound, range.includesUpperBound { value = min(upper, value) }
            return SourceNode(.number(value), line: line, column: column)
        }
        func member(_ key: String, _ value: SourceNode.Value) -> SourceMember {
            SourceMember(key: key, keyLine: line, keyColumn: column, value: SourceNode(value, line: line, column: column))
        }
        return SourceNode(.object([
            member("colorSpace", .string(color.space.rawValue)),
            member("components", .array(components)),
            member("alpha", .number(min(1, max(0, color.alpha)))),
        ]), line: line, column: column)
    }

    /// `color` as CSS text, for a modified color referenced inside a larger string (a CSS gradient or
    /// shadow): `hsl()` for an hsl color, else `rgb()` in sRGB, the notations those strings are read in
    /// (a wide-gamut color loses what lies outside sRGB there).
    static func cssText(of color: ColorValue) -> String {
        let alpha = min(1, max(0, color.alpha))
        if color.space == .hsl {
            let parts = color.components.map { PlainNumberText.plain($0 ?? 0) }
            return "hsl(\(parts.joined(separator: " ")) / \(PlainNumberText.plain(alpha)))"
        }
        let rgb = color.sRGB
        let channels = [rgb.red, rgb.green, rgb.blue].map { PlainNumberText.plain(min(1, max(0, $0)) * 255) }
        return "rgb(\(channels.joined(separator: " ")) / \(PlainNumberText.plain(alpha)))"
    }
}
