/// Applies Tokens Studio color modifiers to one mode's resolved tokens, as Style Dictionary's
/// transitive transforms do: a modified token's value is its base color (its alias target's final
/// color, or its own) with the modifier applied, and a token aliasing a modified token gets the
/// modified color.
///
/// The modifier's `value` and `color` may hold references (`"{modifier.amount}"`, `"{color.white}"`)
/// and math, and the whole modifier may be a reference to a token holding it; they are resolved
/// against the mode's tokens, then against plain values of source-only sets. Problems are errors at the modifier's position.
struct TokensStudioModifierApplication {
    private var tokens: [Token]
    private let layers: [TokenLayer]
    private let indexByPath: [TokenPath: Int]
    private var finalColors: [Int: ColorValue] = [:]
    private var visiting: Set<Int> = []
    private var diagnostics = Diagnostics()

    /// Applies the modifiers of `tokens` (whose definitions live in `layers`) in place.
    static func apply(to tokens: inout [Token], definedIn layers: [TokenLayer], diagnostics: inout Diagnostics) {
        guard tokens.contains(where: { modifierNode(of: $0) != nil }) else { return }
        var indexByPath: [TokenPath: Int] = [:]
        for index in tokens.indices { indexByPath[tokens[index].path] = index }
        var pass = TokensStudioModifierApplication(tokens: tokens, layers: layers, indexByPath: indexByPath)
        for index in tokens.indices {
            guard case .color = tokens[index].value, let color = pass.finalColor(index) else { continue }
            pass.tokens[index].value = .color(color)
        }
        tokens = pass.tokens
        diagnostics.append(contentsOf: pass.diagnostics)
    }

    private init(tokens: [Token], layers: [TokenLayer], indexByPath: [TokenPath: Int]) {
        self.tokens = tokens
        self.layers = layers
        self.indexByPath = indexByPath
    }

    private static func modifierNode(of token: Token) -> SourceNode? {
        token.extensions?["studio.tokens"]?["modify"]
    }

    /// The color token `index` ends up with, after its alias target's and its own modifiers.
    private mutating func finalColor(_ index: Int) -> ColorValue? {
        if let known = finalColors[index] { return known }
        guard case .color(let own) = tokens[index].value else { return nil }
        // Aliases are resolved and acyclic by now; a `mix` color naming its own token is the only way back.
        guard visiting.insert(index).inserted else { return own }
        defer { visiting.remove(index) }
        var color = own
        if let target = tokens[index].aliasOf.flatMap({ indexByPath[$0] }), let targetColor = finalColor(target) {
            color = targetColor
        }
        if let node = Self.modifierNode(of: tokens[index]), let modifier = readModifier(node, of: index) {
            color = modifier.apply(to: color)
            // The value is no longer the alias target's, so generated code must not name the target.
            tokens[index].aliasOf = nil
        }
        finalColors[index] = color
        return color
    }

    private mutating func readModifier(_ written: SourceNode, of index: Int) -> TokensStudioColorModifier? {
        var node = written
        // `"modify": "{modifier}"`: the modifier object is the value of another (untyped) token.
        if let path = written.string.flatMap(ReferenceSyntax.wholeReference), let definition = definition(path),
           definition.members != nil {
            node = SourceNode(definition.value, line: written.line, column: written.column)
        }
        guard node.members != nil else {
            fail("its Tokens Studio color modifier must be an object, but it is \(node.kindDescription)", at: node, of: index)
            return nil
        }
        let operations = TokensStudioColorModifier.Operation.allCases.map(\.rawValue).joined(separator: ", ")
        guard let typeNode = node["type"], let operation = typeNode.string.flatMap(TokensStudioColorModifier.Operation.init)
        else {
            fail("its color modifier's 'type' must be one of \(operations)", at: node["type"] ?? node, of: index)
            return nil
        }
        let spaces = TokensStudioColorModifier.Space.allCases.map(\.rawValue).joined(separator: ", ")
        guard let space = node["space"]?.string.flatMap({ TokensStudioColorModifier.Space(rawValue: $0.lowercased()) })
        else {
            fail("its color modifier's 'space' must be one of \(spaces)", at: node["space"] ?? node, of: index)
            return nil
        }
        guard let valueNode = node["value"] else {
            fail("its color modifier has no 'value'", at: node, of: index)
            return nil
        }
        guard let amount = number(valueNode, of: index) else { return nil }
        var modifier = TokensStudioColorModifier(operation: operation, amount: amount, space: space)
        if operation == .mix {
            guard let colorNode = node["color"] else {
                fail("its 'mix' color modifier has no 'color' to mix with", at: node, of: index)
                return nil
            }
            guard let mixColor = color(colorNode, of: index) else { return nil }
            modifier.mixColor = mixColor
        }
        return modifier
    }

    /// The modifier's amount: a number, or text with references and math (`"{amount} * 2"`, `"20%"`).
    private mutating func number(_ node: SourceNode, of index: Int) -> Double? {
        if let value = node.number { return value }
        guard var text = node.string else {
            fail("its color modifier's 'value' must be a number, but it is \(node.kindDescription)", at: node, of: index)
            return nil
        }
        for occurrence in ReferenceSyntax.occurrences(in: text).reversed() {
            guard let replacement = scalarText(occurrence.path, from: node, of: index) else { return nil }
            text.replaceSubrange(occurrence.range, with: replacement)
        }
        switch MathExpression.result(of: text) {
        case .success(let quantity) where quantity.unit.isEmpty || quantity.unit == "%":
            return quantity.unit == "%" ? quantity.value / 100 : quantity.value
        case .success(let quantity):
            fail("its color modifier's 'value' \"\(text)\" has the unit '\(quantity.unit)'", at: node, of: index,
                 hint: "use a plain number such as 0.2")
        case .failure(let failure):
            fail("its color modifier's 'value' \"\(text)\" is not a number: \(failure)", at: node, of: index)
        }
        return nil
    }

    /// The text a reference inside the modifier's `value` stands for.
    private mutating func scalarText(_ path: TokenPath, from node: SourceNode, of index: Int) -> String? {
        if let target = indexByPath[path] {
            switch tokens[target].value {
            case .number(let value), .fontWeight(let value): return SwiftNumberText.plain(value)
            case .dimension(let dimension): return SwiftNumberText.plain(dimension.original)
            case .string(let text): return text
            default:
                fail("its color modifier's 'value' references '\(path)', which is a \(tokens[target].type.rawValue), "
                     + "not a number", at: node, of: index)
                return nil
            }
        }
        if let raw = definition(path) {
            if let value = raw.number { return SwiftNumberText.plain(value) }
            if let text = raw.string, ReferenceSyntax.occurrences(in: text).isEmpty { return text }
        }
        fail("its color modifier references '\(path)', which is not defined (or not a plain number)", at: node, of: index,
             hint: "define '\(path)' or correct the reference")
        return nil
    }

    /// The color `mix` mixes towards: a color string, or a reference to a color token (modified or not).
    private mutating func color(_ node: SourceNode, of index: Int) -> ColorValue? {
        guard let text = node.string else {
            fail("its color modifier's 'color' must be a color string, but it is \(node.kindDescription)", at: node, of: index)
            return nil
        }
        if let path = ReferenceSyntax.wholeReference(text) {
            if let target = indexByPath[path], let color = finalColor(target) { return color }
            if let raw = definition(path)?.string, let color = Self.parseColor(raw) { return color }
            fail("its color modifier's 'color' references '\(path)', which is not a defined color", at: node, of: index,
                 hint: "reference a color token")
            return nil
        }
        guard let color = Self.parseColor(text) else {
            fail("its color modifier's 'color' \"\(text)\" is not a color", at: node, of: index,
                 hint: "use #rrggbb, rgb(), hsl() or a reference to a color token")
            return nil
        }
        return color
    }

    private static func parseColor(_ text: String) -> ColorValue? {
        ColorValue.parse(css: text) ?? TokensStudioColor.parse(text)
    }

    /// The value of the last definition of `path` in the layers, for what is not among the typed
    /// tokens: source-only sets, and untyped tokens such as a modifier object.
    private func definition(_ path: TokenPath) -> SourceNode? {
        for layer in layers.reversed() {
            if let raw = layer.tokens.last(where: { $0.path == path }) { return raw.value }
        }
        return nil
    }

    private mutating func fail(_ message: String, at node: SourceNode, of index: Int, hint: String? = nil) {
        let token = tokens[index]
        diagnostics.error(
            "'\(token.path)': \(message)",
            at: SourceLocation(file: token.location.file, line: node.line, column: node.column),
            token: token.path.description, hint: hint
        )
    }
}
