/// Gradients: one `LinearGradient` per token, drawn from the top leading to the bottom trailing
/// corner, with stops naming palette colors where they match; optionally each gradient's colors
/// as `[Color]` in a nested type (`GradientToken.Stops.primary`).
struct GradientsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let tokens = context.system.gradients
        guard !tokens.isEmpty else { return [] }
        var writer = SwiftWriter()
        writer.doc("The design system's gradients, drawn from the top leading to the bottom trailing corner.")
        context.namespaceBlock(&writer, context.config.gradients, tokens: tokens) { body, named in
            body.doc(context.documentation(named, valueText: ValueText.describe))
            body.block("public static var \(named.member.rendered): SwiftUI.LinearGradient") { getter in
                getter.line("SwiftUI.LinearGradient(")
                getter.indented { args in
                    args.line("stops: [")
                    for stop in stops(named) {
                        args.line("    SwiftUI.Gradient.Stop(color: \(context.colorExpression(stop.color)), location: \(SwiftNumbers.rounded(stop.position))),")
                    }
                    args.line("],")
                    args.line("startPoint: .topLeading,")
                    args.line("endPoint: .bottomTrailing")
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

    private func stops(_ named: NamedToken) -> [GradientStop] {
        if case .gradient(let stops) = named.modal.defaultValue { return stops }
        return []
    }

    private func writeStops(_ writer: inout SwiftWriter, _ stopsType: String, _ tokens: [NamedToken]) {
        writer.block("extension \(context.config.gradients.typeParts.joined(separator: "."))") { body in
            body.doc("Each gradient's stop colors in order, for tests and custom drawing.")
            body.block("public enum \(stopsType)") { inner in
                for (index, named) in tokens.enumerated() {
                    if index > 0 { inner.line() }
                    inner.doc("The stop colors of " + DocComment.markdownCode(named.token.path.description) + ".")
                    let colors = stops(named).map { context.colorExpression($0.color) }.joined(separator: ", ")
                    inner.line("public static var \(context.flatName(named).rendered): [SwiftUI.Color] { [\(colors)] }")
                }
            }
        }
    }
}
