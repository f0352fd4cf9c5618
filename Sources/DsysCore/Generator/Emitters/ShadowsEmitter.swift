/// Shadows: the shadow enum (`DSShadowSize`, `ShadowToken`), optionally with its first layer's
/// `radius`, `x`, `y` and `color`; the `ViewModifier` that draws it; and the view method
/// (`.dsShadow(_:)`, `.tokenShadow(_:)`) — three sections.
struct ShadowsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let tokens = context.system.shadows
        guard !tokens.isEmpty else { return [] }
        let path = "Shadows+\(context.module).swift"
        let type = context.config.shadowType
        let modifier = context.config.shadowModifierType ?? "\(type)Modifier"
        return [
            SourceSection(.shadows, defaultPath: path, framework: .swiftUI, writer: shadowEnum(type, tokens)),
            SourceSection(.shadowModifier, defaultPath: path, framework: .swiftUI, writer: modifierStruct(type, modifier, tokens)),
            SourceSection(.shadowViewExtension, defaultPath: path, framework: .swiftUI, writer: viewExtension(type, modifier, tokens)),
        ]
    }

    /// The layers of a shadow token (none for a token of another type).
    private func layers(_ named: NamedToken) -> [ShadowLayer] {
        if case .shadow(let layers) = named.modal.defaultValue { return layers }
        return []
    }

    private func shadowEnum(_ type: String, _ tokens: [NamedToken]) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.doc([
            "The design system's shadows. SwiftUI shadows have no spread and cannot be inset: spread is left out and",
            "inset layers are drawn as outer shadows (see each case). The radius is half the token's CSS blur length.",
        ])
        writer.block("public enum \(type): CaseIterable, Sendable") { body in
            for named in tokens {
                body.doc(context.documentation(named, valueText: ValueText.describe))
                body.line("case \(context.flatName(named).rendered)")
            }
            guard context.config.shadowProperties else { return }
            let properties: [(String, String, String, (ShadowLayer) -> String)] = [
                ("The blur radius of the first layer: half the token's CSS blur length.", "radius", "CGFloat",
                 { SwiftNumbers.rounded($0.blur.points / 2) }),
                ("The horizontal offset of the first layer.", "x", "CGFloat", { SwiftNumbers.rounded($0.offsetX.points) }),
                ("The vertical offset of the first layer.", "y", "CGFloat", { SwiftNumbers.rounded($0.offsetY.points) }),
                ("The color of the first layer.", "color", "SwiftUI.Color", { context.colorExpression($0.color) }),
            ]
            for (summary, name, valueType, value) in properties {
                body.line()
                body.doc(summary)
                body.block("public var \(name): \(valueType)") { getter in
                    getter.line("switch self {")
                    for named in tokens {
                        let adaptive = name == "color" ? context.system.adaptiveColor(named.token.path, .shadowLayer(0)) : nil
                        let text = layers(named).first.map { layer in adaptive.map { context.colorExpression(layer.color, adaptive: $0) } ?? value(layer) }
                            ?? (valueType == "CGFloat" ? "0" : "SwiftUI.Color.clear")
                        getter.line("case .\(context.flatName(named).rendered): return \(text)")
                    }
                    getter.line("}")
                }
            }
        }
        return writer
    }

    /// The layers of `named` in `appearance`.
    private func layers(_ named: NamedToken, _ appearance: Appearance) -> [ShadowLayer] {
        if case .shadow(let layers) = named.modal.value(for: appearance) { return layers }
        return []
    }

    /// Whether the number of layers differs by appearance, so the layers cannot be matched up.
    private func layerCountVaries(_ named: NamedToken) -> Bool {
        Set(context.system.appearances.map { layers(named, $0).count }).count > 1
    }

    private func modifierStruct(_ type: String, _ modifier: String, _ tokens: [NamedToken]) -> SwiftWriter {
        var writer = SwiftWriter()
        let adapts = tokens.contains { $0.modal.varies }
        writer.doc("Draws a `\(type)`; layers are applied in order\(adapts ? ", with each appearance's values" : "").")
        writer.block("struct \(modifier): ViewModifier") { body in
            if adapts { for line in context.appearanceEnvironment { body.line(line) } }
            body.line("let size: \(type)")
            body.line()
            body.block("func body(content: Content) -> some View") { fn in
                if context.config.shadowProperties && !adapts && tokens.allSatisfy({ layers($0).count == 1 }) {
                    fn.line("content.shadow(color: size.color, radius: size.radius, x: size.x, y: size.y)")
                    return
                }
                fn.line("switch size {")
                for named in tokens {
                    fn.line("case .\(context.flatName(named).rendered):")
                    fn.indented { branch in
                        if layerCountVaries(named) {
                            writeBranches(&branch, named)
                        } else {
                            writeAdaptiveLayers(&branch, named)
                        }
                    }
                }
                fn.line("}")
            }
        }
        return writer
    }

    /// `content` with one `.shadow` per layer; each argument picks its appearance's value, and a
    /// color that differs by appearance reads its own colorset when there is one.
    private func writeAdaptiveLayers(_ writer: inout SwiftWriter, _ named: NamedToken) {
        writer.line("content")
        for index in layers(named).indices {
            func pick(_ value: (ShadowLayer) -> String) -> String {
                context.appearanceExpression { value(layers(named, $0)[index]) }
            }
            let adaptive = context.system.adaptiveColor(named.token.path, .shadowLayer(index))
            let color = adaptive.map { context.colorExpression(layers(named)[index].color, adaptive: $0) }
                ?? pick { context.colorExpression($0.color) }
            writer.line(shadowCall(color: color, radius: pick { SwiftNumbers.rounded($0.blur.points / 2) },
                                   x: pick { SwiftNumbers.rounded($0.offsetX.points) }, y: pick { SwiftNumbers.rounded($0.offsetY.points) }))
        }
    }

    /// One `if` branch per appearance, for a shadow whose layer count differs by appearance.
    private func writeBranches(_ writer: inout SwiftWriter, _ named: NamedToken) {
        let branches = context.appearanceConditions.map { ("if \($0.condition) {", $0.appearance) } + [("{", Appearance.light)]
        for (index, (opening, appearance)) in branches.enumerated() {
            writer.line(index == 0 ? opening : "} else " + (opening == "{" ? "{" : opening))
            writer.indented { branch in
                branch.line("content")
                for layer in layers(named, appearance) {
                    branch.line(shadowCall(color: context.colorExpression(layer.color), radius: SwiftNumbers.rounded(layer.blur.points / 2),
                                           x: SwiftNumbers.rounded(layer.offsetX.points), y: SwiftNumbers.rounded(layer.offsetY.points)))
                }
            }
        }
        writer.line("}")
    }

    private func shadowCall(color: String, radius: String, x: String, y: String) -> String {
        "    .shadow(color: \(color), radius: \(radius), x: \(x), y: \(y))"
    }

    private func viewExtension(_ type: String, _ modifier: String, _ tokens: [NamedToken]) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.block("public extension View") { body in
            body.doc("Applies a design-system shadow.")
            // `md`, else the middle of the scale in input order; with an even count the lower of the two
            // middles, so two shadows default to the subtler one rather than the largest.
            let defaultCase = tokens.first { context.flatName($0).name == "md" } ?? tokens[(tokens.count - 1) / 2]
            body.block("func \(context.config.shadowModifier)(_ size: \(type) = .\(context.flatName(defaultCase).rendered)) -> some View") { fn in
                fn.line("modifier(\(modifier)(size: size))")
            }
        }
        return writer
    }
}
