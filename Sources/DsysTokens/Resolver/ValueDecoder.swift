import DsysSource

/// Turns a resolved value node into a typed `TokenValue`, checking its shape against the type.
///
/// Accepts DTCG 2025.10 forms and the looser forms real sets use (`"16px"` strings, Tokens
/// Studio composites and math, named font weights), and reports anything else at the exact
/// position of the offending part.
struct ValueDecoder {
    let path: TokenPath
    let file: String
    let remBase: Double
    /// Whether a color object without `colorSpace` is read as TinyColor reads it (`TinyColorObject`):
    /// in Style Dictionary files, whose color transforms hand every color to TinyColor.
    var readsTinyColorObjects = false
    /// Whether a plain line height from `smallestLineHeightInPoints` up is read as points without a
    /// warning: in Tokens Studio and Style Dictionary files, whose tools mean points by it; only a
    /// DTCG file, where a number is a multiple of the font size, warns that it is read otherwise.
    var readsPlainLineHeightsAsPoints = false
    /// The definitions the nodes of a resolved value were copied from (`SourceNode.copiedFrom`: the
    /// members of a composite the token references); nil for a value no resolver copied into.
    var copySources: MergedDefinitions?
    /// The token's value as its definition writes it, references and all (`reference(writtenAt:)`);
    /// nil when not known.
    var writtenValue: SourceNode?
    /// The errors, and the warnings about the token's own definition.
    var diagnostics = Diagnostics()
    /// The warnings about parts of the value another token's definition holds, as that token's own
    /// (`InheritedWarnings` reports each once).
    var inheritedWarnings: [InheritedWarnings.Warning] = []

    /// Decodes `node` as `type`.
    mutating func decode(_ node: SourceNode, as type: TokenType) -> TokenValue? {
        switch type {
        case .color: color(node).map(TokenValue.color)
        case .dimension: dimension(node).map(TokenValue.dimension)
        case .fontFamily: fontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: fontWeight(node).map(TokenValue.fontWeight)
        case .duration: duration(node).map(TokenValue.duration)
        case .cubicBezier: cubicBezier(node).map(TokenValue.cubicBezier)
        case .number: number(node).map(TokenValue.number)
        case .string: string(node).map(TokenValue.string)
        case .strokeStyle: strokeStyle(node).map(TokenValue.strokeStyle)
        case .border: border(node).map(TokenValue.border)
        case .transition: transition(node).map(TokenValue.transition)
        case .shadow: shadow(node).map(TokenValue.shadow)
        case .gradient: gradient(node).map(TokenValue.gradient)
        case .typography: typography(node).map(TokenValue.typography)
        }
    }

    /// Guesses the type of an untyped value from its shape (used for Style Dictionary files and
    /// for DTCG tokens that lack `$type`, which is reported); nil when the shape says nothing. A
    /// percentage is a dimension (which has no length for it, so the token is skipped with a
    /// warning) unless `path` names a fraction (`FractionNames`): then it is a number, "40%" 0.4.
    /// A plain number under `time` (Style Dictionary's category) is a duration in milliseconds; a
    /// path that names a font weight or family says the type (`FontPropertyName`).
    static func inferType(of node: SourceNode, path: TokenPath? = nil) -> TokenType? {
        if let path, let fontProperty = FontPropertyName.type(of: node, path: path) { return fontProperty }
        // Style Dictionary's `time` category: its `time/seconds` transform reads a plain number as milliseconds.
        let isTime = path?.segments.first.map { $0.lowercased() == "time" } ?? false
        switch node.value {
        case .number: return isTime ? .duration : .number
        case .string(let text) where isTime && MathExpression.evaluate(text)?.unit == "": return .duration
        case .string(let text):
            // Tokens Studio's `rgba(#09549f, 0.8)` too (qgds's colors of a type of its own were text).
            if ColorValue.parse(css: text) != nil || TokensStudioColor.parse(text) != nil { return .color }
            if let path, BareHexColor.isInColorCategory(path), BareHexColor.parse(text) != nil { return .color }
            if CSSLinearGradient.isGradientFunction(text) { return .gradient }
            // CSS's `cubic-bezier(…)`, not its keywords (`ease` may be any text).
            if text.trimmingSpaces().lowercased().hasPrefix("cubic-bezier("), CSSCubicBezier.controlPoints(of: text) != nil { return .cubicBezier }
            if CSSBoxShadow.layers(of: text) != nil { return .shadow }
            if let quantity = MathExpression.evaluate(text), !quantity.unit.isEmpty {
                switch quantity.unit {
                case "ms", "s": return .duration
                case "%" where path.map(FractionNames.names) == true: return .number
                default: return .dimension
                }
            }
            // A number written as text (Style Dictionary's untyped `"1.4"`, `"700"`, `"0"`) is a number,
            // as its siblings `"16px"` are lengths; it was text, a `String` constant. So is math without
            // a unit in CSS's `calc()` (Codex's `calc( 16 * 1.25 )`, once a referenced size is
            // substituted); other text with a dash or a slash (`2024-01-01`, `1/2`) stays text.
            if let number = Double(text.trimmingSpaces()), number.isFinite { return .number }
            if text.trimmingSpaces().lowercased().hasPrefix("calc("), let quantity = MathExpression.evaluate(text), quantity.unit.isEmpty {
                return .number
            }
            // So is arithmetic (wahoo's `round({typeScale.base}*{typeScale.scale}^1)` in a token of its own
            // type `typeScale`, once the references are substituted), which Tokens Studio evaluates
            // whatever the type: as text it was a `String` constant of the formula.
            if MathExpression.isArithmetic(text) { return .number }
            return .string
        case .object:
            if node["colorSpace"] != nil { return .color }
            // TinyColor's color objects (`TinyColorObject`), which Style Dictionary files leave untyped.
            if node["r"] != nil && node["g"] != nil && node["b"] != nil
                || node["h"] != nil && node["s"] != nil && (node["l"] != nil || node["v"] != nil) { return .color }
            if node["value"] != nil, node["unit"] != nil { return .dimension }
            if ["fontSize", "fontFamily", "font-size", "font-family", "font_size", "font_family"].contains(where: { node[$0] != nil }) {
                return .typography
            }
            if node["offsetX"] != nil || node["blur"] != nil { return .shadow }
            if bezierPointNodes(node) != nil { return .cubicBezier }
            return nil
        case .array where path.map(BareHexColor.isInColorCategory) == true && ByteChannelList.color(of: node) != nil:
            return .color
        case .array(let elements):
            let numbers = elements.compactMap(\.number)
            if numbers.count == elements.count, !numbers.isEmpty {
                // Four numbers are a cubic Bézier only when x1 and x2 lie in 0...1; `[7, 15, 7, 15]` (a
                // padding shorthand) cannot be one. Other number lists are kept as text.
                let isBezier = numbers.count == 4 && (0...1).contains(numbers[0]) && (0...1).contains(numbers[2])
                return isBezier ? .cubicBezier : .string
            }
            if let first = elements.first, first["blur"] != nil || first["offsetX"] != nil { return .shadow }
            if let first = elements.first, first["position"] != nil { return .gradient }
            return elements.allSatisfy({ $0.string != nil }) ? .fontFamily : nil
        case .bool: return .string
        case .null: return nil
        }
    }

    mutating func fail(_ message: String, at node: SourceNode, hint: String? = nil) {
        diagnostics.error("'\(path)': \(message)", at: location(of: node), token: path.description, hint: hint)
    }

    /// Warns about `node`: as this token's problem, or, when `node` was copied from another token's
    /// definition, as that token's (its aliases say nothing of their own about it).
    mutating func warn(_ message: String, at node: SourceNode, hint: String? = nil) {
        guard let holder = node.copiedFrom, let copySources else {
            diagnostics.warning("'\(path)': \(message)", at: location(of: node), token: path.description, hint: hint)
            return
        }
        let holderPath = copySources.path(of: holder)
        inheritedWarnings.append(InheritedWarnings.Warning(
            asHolders: .warning("'\(holderPath)': \(message)", at: location(of: node), token: holderPath.description, hint: hint),
            inheritedBy: path
        ))
    }

    /// Where `node` is: in this token's file, or, for a node copied from another token's definition,
    /// in the file of that definition.
    private func location(of node: SourceNode) -> SourceLocation {
        let file = node.copiedFrom.flatMap { copySources?.file(of: $0) } ?? self.file
        return SourceLocation(file: file, line: node.line, column: node.column)
    }

    /// The reference written where `node` stands (`{bg.card-border}`), which the resolver replaced by
    /// the referenced value: in this token's definition, or in the one `node` was copied from; nil
    /// when `node` is written there as it is, or that definition is not known.
    func reference(writtenAt node: SourceNode) -> String? {
        let written = if let holder = node.copiedFrom { copySources?.writtenValue(of: holder) } else { writtenValue }
        guard let written, let text = Self.text(atLine: node.line, column: node.column, in: written),
              ReferenceSyntax.wholeReference(text) != nil
        else { return nil }
        return text.trimmingSpaces()
    }

    /// The string in `node` or below it that starts at `line` and `column`.
    private static func text(atLine line: Int, column: Int, in node: SourceNode) -> String? {
        if node.line == line, node.column == column, let text = node.string { return text }
        switch node.value {
        case .object(let members): return members.lazy.compactMap { text(atLine: line, column: column, in: $0.value) }.first
        case .array(let elements): return elements.lazy.compactMap { text(atLine: line, column: column, in: $0) }.first
        case .string, .number, .bool, .null: return nil
        }
    }

    /// The object's members, or nil after reporting that `what` must be an object.
    package mutating func object(_ node: SourceNode, what: String) -> SourceNode? {
        guard node.members != nil else {
            fail("\(what) must be an object, but it is \(node.kindDescription)", at: node)
            return nil
        }
        return node
    }

    /// A required member, or nil after reporting it missing.
    mutating func member(_ name: String, of node: SourceNode, what: String) -> SourceNode? {
        guard let value = node[name] else {
            fail("\(what) is missing '\(name)'", at: node)
            return nil
        }
        return value
    }
}
