import DsysTokens

/// Gradients: one `LinearGradient` per token, in the token's direction (CSS gradients) or from the
/// top leading to the bottom trailing corner (DTCG gradients, which have none), with stops naming
/// palette colors where they match (a stop color that differs by appearance reads its own colorset,
/// so the gradient adapts with no code); optionally each gradient's colors as `[Color]` in a nested
/// type (`GradientToken.Stops.primary`).
struct GradientsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let tokens = context.system.gradients
        guard !tokens.isEmpty else { return [] }
        let namespace = context.namespaceDeclaration(context.config.gradients, tokens: tokens) { named in
            let gradient = gradient(named)
            let endpoints = GradientEndpoints(angle: gradient.angle)
            let stops = gradient.stops.enumerated().map { index, stop in
                let adaptive = context.system.adaptiveColor(named.token.path, .gradientStop(index))
                return SwiftStatement.code(context.gradientStopExpression(stop, adaptive: adaptive) + ",")
            }
            let value = SwiftStatement.enclosed(open: "SwiftUI.LinearGradient(", body: [
                .enclosed(open: "stops: [", body: stops, close: "],"),
                .code("startPoint: \(endpoints.startPoint),"),
                .code("endPoint: \(endpoints.endPoint)"),
            ], close: ")")
            return .property(SwiftProperty(access: .public, isStatic: true, binding: .var, name: SwiftName(named.member),
                                           type: "SwiftUI.LinearGradient", value: .getter([value])))
                .documented(context.documentation(named))
        }.documented(tokens.allSatisfy { gradient($0).angle == nil }
                     ? "The design system's gradients, drawn from the top leading to the bottom trailing corner."
                     : "The design system's gradients.")
        let stops = context.config.gradientStops.map { [self.stops(SwiftName(configured: $0), tokens)] } ?? []
        return [context.categorySection(.gradients, "Gradients", [namespace] + stops)]
    }

    /// The token's gradient (no stops if it is somehow not a gradient).
    private func gradient(_ named: NamedToken) -> GradientValue {
        named.modal.defaultValue.gradientValue ?? GradientValue(stops: [])
    }

    /// `extension <gradients> { public enum <stopsType> { … } }`: each gradient's stop colors.
    private func stops(_ stopsType: SwiftName, _ tokens: [NamedToken]) -> SwiftDeclaration {
        let members = tokens.map { named in
            let colors = gradient(named).stops.enumerated().map { index, stop in
                context.colorExpression(stop.color, adaptive: context.system.adaptiveColor(named.token.path, .gradientStop(index)))
            }.joined(separator: ", ")
            return SwiftDeclaration.property(SwiftProperty(access: .public, isStatic: true, binding: .var, name: SwiftName(context.flatName(named)),
                                                           type: "[SwiftUI.Color]", value: .inlineGetter("[\(colors)]")))
                .documented("The stop colors of " + DocComment.markdownCode(named.token.path.description) + ".")
        }
        let stopsEnum = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: stopsType, members: members))
        return .type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(configured: context.config.gradients.typeParts.joined(separator: ".")),
                                          members: [stopsEnum.documented("Each gradient's stop colors in order, for tests and custom drawing.")]))
    }
}
