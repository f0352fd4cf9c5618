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
        var writer = SwiftWriter()
        writer.doc(tokens.allSatisfy { gradient($0).angle == nil }
                   ? "The design system's gradients, drawn from the top leading to the bottom trailing corner."
                   : "The design system's gradients.")
        context.namespaceBlock(&writer, context.config.gradients, tokens: tokens) { body, named in
            body.doc(context.documentation(named, valueText: ValueText.describe))
            body.block("public static var \(named.member.rendered): SwiftUI.LinearGradient") { getter in
                getter.line("SwiftUI.LinearGradient(")
                getter.indented { args in
                    let gradient = gradient(named)
                    let endpoints = GradientEndpoints(angle: gradient.angle)
                    args.line("stops: [")
                    for (index, stop) in gradient.stops.enumerated() {
                        let adaptive = context.system.adaptiveColor(named.token.path, .gradientStop(index))
                        args.line("    \(context.gradientStopExpression(stop, adaptive: adaptive)),")
                    }
                    args.line("],")
                    args.line("startPoint: \(endpoints.startPoint),")
                    args.line("endPoint: \(endpoints.endPoint)")
                }
                getter.line(")")
            }
        }
        if let stopsType = context.config.gradientStops {
            writer.line()
            writeStops(&writer, stopsType, tokens)
        }
        return [SourceSection(.gradients, defaultPath: "Gradients+\(context.module).swift", framework: .swiftUI, writer: writer)]
    }

    /// The token's gradient (no stops if it is somehow not a gradient).
    private func gradient(_ named: NamedToken) -> GradientValue {
        named.modal.defaultValue.gradientValue ?? GradientValue(stops: [])
    }

    private func writeStops(_ writer: inout SwiftWriter, _ stopsType: String, _ tokens: [NamedToken]) {
        writer.block("extension \(context.config.gradients.typeParts.joined(separator: "."))") { body in
            body.doc("Each gradient's stop colors in order, for tests and custom drawing.")
            body.block("public enum \(stopsType)") { inner in
                for (index, named) in tokens.enumerated() {
                    if index > 0 { inner.line() }
                    inner.doc("The stop colors of " + DocComment.markdownCode(named.token.path.description) + ".")
                    let colors = gradient(named).stops.enumerated().map { index, stop in
                        context.colorExpression(stop.color, adaptive: context.system.adaptiveColor(named.token.path, .gradientStop(index)))
                    }.joined(separator: ", ")
                    inner.line("public static var \(context.flatName(named).rendered): [SwiftUI.Color] { [\(colors)] }")
                }
            }
        }
    }
}
