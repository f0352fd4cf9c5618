/// Shadows: the shadow enum (`DSShadowSize`, `ShadowToken`), optionally with its first layer's
/// `radius`, `x`, `y` and `color`; the `ViewModifier` that draws it; and the view method
/// (`.dsShadow(_:)`, `.tokenShadow(_:)`) — three sections.
struct ShadowsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let tokens = context.system.shadows
        guard !tokens.isEmpty else { return [] }
        let type = SwiftName(configured: context.config.shadowType)
        let modifier = SwiftName(configured: context.config.shadowModifierType ?? "\(type)Modifier")
        return [
            context.categorySection(.shadows, "Shadows", [shadowEnum(type, tokens)]),
            context.categorySection(.shadowModifier, "Shadows", [modifierStruct(type, modifier, tokens)]),
            context.categorySection(.shadowViewExtension, "Shadows", [viewExtension(type, modifier, tokens)]),
        ]
    }

    /// The layers of a shadow token (none for a token of another type).
    private func layers(_ named: NamedToken) -> [ShadowLayer] {
        if case .shadow(let layers) = named.modal.defaultValue { return layers }
        return []
    }

    /// A value of the token's first layer, or `fallback` for a token without layers.
    private func firstLayer(_ value: @escaping (ShadowLayer) -> String, else fallback: String) -> (NamedToken) -> String {
        { named in layers(named).first.map(value) ?? fallback }
    }

    private func shadowEnum(_ type: SwiftName, _ tokens: [NamedToken]) -> SwiftDeclaration {
        let presets = PresetEnum(name: type, presets: tokens) { SwiftName(context.flatName($0)) }
        let properties = !context.config.shadowProperties ? [] : [
            presets.property("The blur radius of the first layer: half the token's CSS blur length.", "radius", "CGFloat",
                             value: firstLayer({ SwiftNumbers.rounded($0.blur.points / 2) }, else: "0")),
            presets.property("The horizontal offset of the first layer.", "x", "CGFloat",
                             value: firstLayer({ SwiftNumbers.rounded($0.offsetX.points) }, else: "0")),
            presets.property("The vertical offset of the first layer.", "y", "CGFloat",
                             value: firstLayer({ SwiftNumbers.rounded($0.offsetY.points) }, else: "0")),
            presets.property("The color of the first layer.", "color", "SwiftUI.Color") { named in
                let adaptive = context.system.adaptiveColor(named.token.path, .shadowLayer(0))
                return firstLayer({ context.colorExpression($0.color, adaptive: adaptive) }, else: "SwiftUI.Color.clear")(named)
            },
        ]
        return presets.declaration(presetCase: { named, declaration in
            declaration.documented(context.documentation(named, valueText: ValueText.describe))
        }, members: properties).documented(
            "The design system's shadows. SwiftUI shadows have no spread and cannot be inset: spread is left out and",
            "inset layers are drawn as outer shadows (see each case). The radius is half the token's CSS blur length."
        )
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

    private func modifierStruct(_ type: SwiftName, _ modifier: SwiftName, _ tokens: [NamedToken]) -> SwiftDeclaration {
        let adapts = tokens.contains { $0.modal.varies }
        let body: [SwiftStatement]
        if context.config.shadowProperties && !adapts && tokens.allSatisfy({ layers($0).count == 1 }) {
            body = [.code("content.shadow(color: size.color, radius: size.radius, x: size.x, y: size.y)")]
        } else {
            body = [.switchOver("size", cases: tokens.map { named in
                SwiftSwitchCase(enumCase: SwiftName(context.flatName(named)),
                                [layerCountVaries(named) ? appearanceBranches(named) : adaptiveLayers(named)])
            })]
        }
        let size = SwiftDeclaration.property(SwiftProperty(binding: .let, name: "size", type: type.rendered))
        let members: [SwiftDeclaration] = [.run((adapts ? context.appearanceEnvironment : []) + [size]), .modifierBody(body)]
        return .type(SwiftTypeDeclaration(kind: .struct, name: modifier, conformances: ["ViewModifier"], members: members))
            .documented("Draws a `\(type)`; layers are applied in order\(adapts ? ", with each appearance's values" : "").")
    }

    /// `content` with one `.shadow` per layer; each argument picks its appearance's value, and a
    /// color that differs by appearance reads its own colorset when there is one.
    private func adaptiveLayers(_ named: NamedToken) -> SwiftStatement {
        .modifierChain("content", modifiers: layers(named).indices.map { index in
            func pick(_ value: (ShadowLayer) -> String) -> String {
                context.appearanceExpression { value(layers(named, $0)[index]) }
            }
            let adaptive = context.system.adaptiveColor(named.token.path, .shadowLayer(index))
            let color = adaptive.map { context.colorExpression(layers(named)[index].color, adaptive: $0) }
                ?? pick { context.colorExpression($0.color) }
            return shadowCall(color: color, radius: pick { SwiftNumbers.rounded($0.blur.points / 2) },
                              x: pick { SwiftNumbers.rounded($0.offsetX.points) }, y: pick { SwiftNumbers.rounded($0.offsetY.points) })
        })
    }

    /// One `if` branch per appearance, for a shadow whose layer count differs by appearance.
    private func appearanceBranches(_ named: NamedToken) -> SwiftStatement {
        let conditions = context.appearanceConditions.enumerated().map { index, branch in
            ((index == 0 ? "if " : "else if ") + branch.condition, branch.appearance)
        }
        return .braces((conditions + [("else", Appearance.light)]).map { header, appearance in
            let calls = layers(named, appearance).map { layer in
                shadowCall(color: context.colorExpression(layer.color), radius: SwiftNumbers.rounded(layer.blur.points / 2),
                           x: SwiftNumbers.rounded(layer.offsetX.points), y: SwiftNumbers.rounded(layer.offsetY.points))
            }
            return (header, [.modifierChain("content", modifiers: calls)])
        })
    }

    private func shadowCall(color: String, radius: String, x: String, y: String) -> String {
        ".shadow(color: \(color), radius: \(radius), x: \(x), y: \(y))"
    }

    private func viewExtension(_ type: SwiftName, _ modifier: SwiftName, _ tokens: [NamedToken]) -> SwiftDeclaration {
        // `md`, else the middle of the scale in input order; with an even count the lower of the two
        // middles, so two shadows default to the subtler one rather than the largest.
        let defaultCase = tokens.first { context.flatName($0).name == "md" } ?? tokens[(tokens.count - 1) / 2]
        let parameter = SwiftParameter(.none, "size", type.rendered, default: ".\(context.flatName(defaultCase).rendered)")
        return .viewMethod(SwiftName(configured: context.config.shadowModifier), parameters: [parameter],
                           documentation: "Applies a design-system shadow.", body: "modifier(\(modifier)(size: size))")
    }
}
