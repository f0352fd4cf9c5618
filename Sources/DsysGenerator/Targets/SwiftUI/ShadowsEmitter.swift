import DsysTokens

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
    private func firstLayer(_ value: @escaping @Sendable (ShadowLayer) -> String, else fallback: String) -> @Sendable (NamedToken) -> String {
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
            declaration.documented(context.documentation(named))
        }, members: properties).documented(
            "The design system's shadows, drawn by `\(SwiftName(configured: context.config.shadowModifier).rendered)(_:)` as CSS draws a `box-shadow`: spread",
            "and inset layers included (see the modifier). The radius is half the token's CSS blur length."
        )
    }

    /// The layers of `named` in `appearance`.
    private func layers(_ named: NamedToken, _ appearance: Appearance) -> [ShadowLayer] {
        if case .shadow(let layers) = named.modal.value(for: appearance) { return layers }
        return []
    }

    /// Whether the number of layers, or which of them are inset, differs by appearance, so the
    /// layers cannot be matched up.
    private func layerCountVaries(_ named: NamedToken) -> Bool {
        Set(context.system.appearances.map { layers(named, $0).map(\.inset) }).count > 1
    }

    /// Whether some layer of some token, in some appearance, has a spread or is inset: then the
    /// modifier draws with the view's shape (`ShadowLayerDrawing`).
    private func drawsWithShape(_ tokens: [NamedToken]) -> Bool {
        tokens.contains { named in context.system.appearances.contains { layers(named, $0).contains(where: \.usesShape) } }
    }

    private func modifierStruct(_ type: SwiftName, _ modifier: SwiftName, _ tokens: [NamedToken]) -> SwiftDeclaration {
        let adapts = tokens.contains { $0.modal.varies }
        let withShape = drawsWithShape(tokens)
        let body: [SwiftStatement]
        if context.config.shadowProperties && !adapts && !withShape && tokens.allSatisfy({ layers($0).count == 1 }) {
            body = [.code("content.shadow(color: size.color, radius: size.radius, x: size.x, y: size.y)")]
        } else {
            // A case per token, made as it is written: held whole, they were a large set's largest section.
            body = [.switchOverMade("size", cases: MadeWhenWritten(count: tokens.count) { [self] index in
                let named = tokens[index]
                return SwiftSwitchCase(enumCase: SwiftName(context.flatName(named)),
                                       [layerCountVaries(named) ? appearanceBranches(named) : adaptiveLayers(named)])
            })]
        }
        let size = SwiftDeclaration.property(SwiftProperty(binding: .let, name: "size", type: type.rendered))
        let shape = SwiftDeclaration.property(SwiftProperty(binding: .let, name: "shape", type: "ShadowShape"))
        let stored = withShape ? [size, shape] : [size]
        let members: [SwiftDeclaration] = [.run((adapts ? context.appearanceEnvironment : []) + stored), .modifierBody(body)]
        let declaration = SwiftTypeDeclaration(kind: .struct, name: modifier, genericParameters: withShape ? "ShadowShape: InsettableShape" : nil,
                                               conformances: ["ViewModifier"], members: members)
        let shapeNote = withShape ? "; spread and inset layers are drawn with `shape`, the view's shape" : ""
        return .type(declaration)
            .documented("Draws a `\(type)`; layers are applied in order\(adapts ? ", with each appearance's values" : "")\(shapeNote).")
    }

    /// `content` with one modifier per layer; each argument picks its appearance's value, and a
    /// color that differs by appearance reads its own colorset when there is one.
    private func adaptiveLayers(_ named: NamedToken) -> SwiftStatement {
        let all = context.system.appearances.map { layers(named, $0) }
        return .modifierChain("content", modifiers: layers(named).indices.map { index in
            func pick(_ value: (ShadowLayer) -> String) -> String {
                context.appearanceExpression { value(layers(named, $0)[index]) }
            }
            let adaptive = context.system.adaptiveColor(named.token.path, .shadowLayer(index))
            let color = adaptive.map { context.colorExpression(layers(named)[index].color, adaptive: $0) }
                ?? pick { context.colorExpression($0.color) }
            let ringWidth = all.map { $0[index].innerRingWidth }.max() ?? 1
            return ShadowLayerDrawing(layers(named)[index], spreads: all.contains { $0[index].spread.points != 0 }, color: color,
                                      ringWidth: ringWidth, shape: "shape", pick: pick).modifier
        })
    }

    /// One `if` branch per appearance, for a shadow whose layers differ by appearance.
    private func appearanceBranches(_ named: NamedToken) -> SwiftStatement {
        let conditions = context.appearanceConditions.enumerated().map { index, branch in
            ((index == 0 ? "if " : "else if ") + branch.condition, branch.appearance)
        }
        return .braces((conditions + [("else", Appearance.light)]).map { header, appearance in
            let calls = layers(named, appearance).map { layer in
                ShadowLayerDrawing(layer, color: context.colorExpression(layer.color), shape: "shape").modifier
            }
            return (header, [.modifierChain("content", modifiers: calls)])
        })
    }

    private func viewExtension(_ type: SwiftName, _ modifier: SwiftName, _ tokens: [NamedToken]) -> SwiftDeclaration {
        // The shadows' own token (`shadow._`), else `md`, else the middle of the scale in input
        // order; with an even count the lower of the two middles, so two shadows default to the
        // subtler one rather than the largest.
        let namespace = TokenCategory.shadow.namespace(context.config)
        let defaultCase = tokens.first { GroupOwnToken.standsForNamespace($0.modal.token.path, in: namespace) }
            ?? tokens.first { context.flatName($0).name == "md" } ?? tokens[(tokens.count - 1) / 2]
        let parameter = SwiftParameter(.none, "size", type.rendered, default: ".\(context.flatName(defaultCase).rendered)")
        let name = SwiftName(configured: context.config.shadowModifier)
        guard drawsWithShape(tokens) else {
            return .viewMethod(name, parameters: [parameter], documentation: "Applies a design-system shadow.",
                               body: "modifier(\(modifier)(size: size))")
        }
        let insetExample = tokens.first { layers($0).contains(where: \.inset) } ?? defaultCase
        let rectangle = SwiftFunction(kind: .function(name), parameters: [parameter], returnType: "some View",
                                      body: [.code("modifier(\(modifier)(size: size, shape: Rectangle()))")])
        let shaped = SwiftFunction(kind: .function(name), parameters: [parameter, SwiftParameter(.label("in"), "shape", "some InsettableShape")],
                                   returnType: "some View", body: [.code("modifier(\(modifier)(size: size, shape: shape))")])
        return .type(SwiftTypeDeclaration(access: .public, kind: .extension, name: "View", members: [
            SwiftDeclaration.function(rectangle).documented(
                "Applies a design-system shadow to a rectangular view; for another shape use `\(name.rendered)(_:in:)`."
            ),
            SwiftDeclaration.function(shaped).documented(
                "Applies a design-system shadow to a view of the given shape (`RoundedRectangle(cornerRadius: 8)`): a spread",
                "grows the shape behind the view (a blur-free spread is a focus ring), and an inset layer is drawn inside the",
                "shape, over the view's content. To keep an inner shadow under text, apply it to the background shape instead:",
                "`.background(shape.fill(.white).\(name.rendered)(.\(context.flatName(insetExample).rendered), in: shape))`."
            ),
        ]))
    }
}
