import DsysTokens

/// Swift for the values of component-style tokens: the generated constant a token aliases
/// (`{spacing.lg}` → `SpacingToken.lg`), so styles compose the primitive tokens; a literal only
/// when the token holds its own value.
extension EmitContext {
    /// The generated constant the token's alias names, following aliases through other component
    /// tokens (at most 16 hops), with its category.
    func aliasedConstant(of token: Token) -> (category: TokenCategory, named: NamedToken)? {
        var target = token.aliasOf
        for _ in 0..<16 {
            guard let path = target else { return nil }
            if let found = constant(at: path) { return found }
            target = system.componentTokens.first { $0.path == path }?.aliasOf
        }
        return nil
    }

    private func constant(at path: TokenPath) -> (category: TokenCategory, named: NamedToken)? {
        let categories: [(TokenCategory, [NamedToken])] = [
            (.color, system.colors), (.spacing, system.spacing), (.radius, system.radius), (.borderWidth, system.borderWidth),
            (.opacity, system.opacity), (.typography, system.typography), (.shadow, system.shadows),
            (.gradient, system.gradients), (.motion, system.motion),
        ]
        for (category, tokens) in categories {
            if let named = tokens.first(where: { $0.token.path == path }) { return (category, named) }
        }
        return nil
    }

    /// An image token as a Swift `Image`: the generated member of the SF Symbol token it is or
    /// aliases (`Image.dsIconCheckmark`), else `Image(systemName:)` with its text; nil for other values.
    func componentImage(_ token: Token) -> String? {
        var chain = [token.path]
        var target = token.aliasOf
        for _ in 0..<16 {
            guard let path = target else { break }
            chain.append(path)
            target = system.componentTokens.first { $0.path == path }?.aliasOf
        }
        if let symbol = system.images.symbols.first(where: { chain.contains($0.token.path) }) {
            return "Image.\(symbol.member.rendered)"
        }
        guard case .string(let name) = token.value else { return nil }
        return "Image(systemName: \(SwiftLiteral.string(name)))"
    }

    /// A color, gradient, dimension or number as a Swift expression.
    func componentValue(_ token: Token) -> String {
        if let (category, named) = aliasedConstant(of: token), category != .typography, category != .shadow {
            return reference(named, in: category.namespace(config))
        }
        switch token.value {
        case .color(let color): return colorExpression(color)
        case .gradient(let gradient):
            let stopList = gradient.stops.map { gradientStopExpression($0) }
            let endpoints = GradientEndpoints(angle: gradient.angle)
            return "SwiftUI.LinearGradient(stops: [\(stopList.joined(separator: ", "))], startPoint: \(endpoints.startPoint), endPoint: \(endpoints.endPoint))"
        case .dimension(let dimension): return SwiftNumbers.rounded(dimension.points)
        case .number(let number): return SwiftNumbers.rounded(number)
        default: return "0"
        }
    }

    /// The modifier that applies a typography token: its preset (`.typography(.buttonMedium)`) when
    /// the design system has a preset enum, else its font (`.font(DesignSystem.Typography.body)`),
    /// else the font built from the token's own values.
    func typographyModifier(_ token: Token) -> String {
        if let (category, named) = aliasedConstant(of: token), category == .typography {
            if config.typographyType != nil { return ".typography(.\(flatName(named).rendered))" }
            switch config.fontMembers {
            case .functions: return ".font(\(reference(named, in: config.fonts))())"
            case .properties: return ".font(\(reference(named, in: config.fonts)))"
            case .none: break
            }
        }
        guard case .typography(let typography) = token.value else { return ".font(.body)" }
        let metrics = TypographyMetrics(typography, token: token, fontFamilies: system.fontFamilies)
        return ".font(\(TypographyEmitter.fontExpression(metrics, token: token, prefix: "SwiftUI.Font.")))"
    }

    /// The modifiers that draw a shadow token on a view of `shape` (the style's `RoundedRectangle`,
    /// else a rectangle): the shadow view method for a shadow constant, given the shape when the
    /// constant has a spread or an inset layer; else one modifier per layer, drawn as the shadow
    /// modifier draws it (`ShadowLayerDrawing`).
    func shadowModifiers(_ token: Token, shape: String?) -> [String] {
        let shape = shape ?? "Rectangle()"
        if let (category, named) = aliasedConstant(of: token), category == .shadow {
            let usesShape = named.modal.values.contains { _, value in
                if case .shadow(let layers) = value { return layers.contains(where: \.usesShape) }
                return false
            }
            return [".\(config.shadowModifier)(.\(flatName(named).rendered)\(usesShape ? ", in: \(shape)" : ""))"]
        }
        guard case .shadow(let layers) = token.value else { return [] }
        return layers.map { ShadowLayerDrawing($0, color: colorExpression($0.color), shape: shape).modifier }
    }

    /// `.fontWeight(.semibold)` for a font weight token (DTCG 1–1000).
    func fontWeightModifier(_ token: Token) -> String {
        switch token.value {
        case .fontWeight(let weight), .number(let weight): return ".fontWeight(.\(TypographyMetrics.weightName(weight)))"
        default: return ".fontWeight(.regular)"
        }
    }
}
