import DsysTokens

/// Stroke styles and borders: `StrokeStyle` constants (`DSStrokeStyle.dashed`), border values with
/// color, width and style (`DSBorder.card`), and `.border(_:cornerRadius:)`, which draws one inside
/// a view's bounds. Keyword styles are drawn as `StrokePattern` describes.
struct StrokesEmitter {
    let context: EmitContext

    /// The value type of the border constants: the namespace's last part + `Value` (`DSBorderValue`).
    static func borderType(_ config: GeneratorConfig) -> String {
        (config.borders.typeParts.last ?? "Border") + "Value"
    }

    func sections() -> [SourceSection] {
        [strokeStyles(), borders()].compactMap { $0 }
    }

    /// `SwiftUI.StrokeStyle(lineWidth:lineCap:dash:)` for `style` at line width `width`.
    private func strokeStyle(_ style: StrokeStyle, width: Double) -> String {
        let pattern = StrokePattern(style)
        let dash = pattern.dash(lineWidth: width).map { SwiftNumbers.rounded($0) }.joined(separator: ", ")
        return "SwiftUI.StrokeStyle(lineWidth: \(SwiftNumbers.rounded(width)), lineCap: .\(pattern.lineCap), dash: [\(dash)])"
    }

    private func documentation(_ named: NamedToken, _ style: StrokeStyle) -> [String] {
        context.documentation(named, notesBeforeRemark: StrokePattern(style).approximation.map { [$0] } ?? [])
    }

    private func strokeStyles() -> SourceSection? {
        let tokens = context.system.tokens(.strokeStyle)
        guard !tokens.isEmpty else { return nil }
        let namespace = context.namespaceDeclaration(context.config.strokeStyles, tokens: tokens) { named in
            guard case .strokeStyle(let style) = named.modal.defaultValue else { return nil }
            return constant(named, style: style, value: strokeStyle(style, width: 1))
        }.documented("The design system's stroke styles at a line width of 1 point; keywords are drawn as dash patterns of that width.")
        return context.categorySection(.strokeStyles, "StrokeStyles", [namespace])
    }

    /// `public static let <member> = <value>`, documented, with the token's deprecation.
    private func constant(_ named: NamedToken, style: StrokeStyle, value: String) -> SwiftDeclaration {
        .property(SwiftProperty(access: .public, isStatic: true, binding: .let, name: SwiftName(named.member), value: .initial(value)))
            .documented(documentation(named, style))
            .attributed(context.deprecationAttribute(named.token))
    }

    private func borders() -> SourceSection? {
        let tokens = context.system.tokens(.border)
        guard !tokens.isEmpty else { return nil }
        let type = SwiftName(configured: Self.borderType(context.config))
        let memberwise = SwiftDeclaration.memberwise([("color", "SwiftUI.Color"), ("width", "CGFloat"), ("style", "SwiftUI.StrokeStyle")])
        let valueType = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .struct, name: type, conformances: ["Sendable"],
                                                                   members: [.run(memberwise.properties), memberwise.initializer]))
        let namespace = context.namespaceDeclaration(context.config.borders, tokens: tokens) { named in
            guard case .border(let border) = named.modal.defaultValue else { return nil }
            let color = context.colorExpression(border.color, adaptive: context.system.adaptiveColor(named.token.path, .border))
            return constant(named, style: border.style, value: "\(type)(color: \(color), width: \(SwiftNumbers.rounded(border.width.points)), "
                                + "style: \(strokeStyle(border.style, width: border.width.points)))")
        }
        let drawing = SwiftDeclaration.viewMethod(
            "border", parameters: [SwiftParameter(.none, "border", type.rendered), SwiftParameter(.name, "cornerRadius", "CGFloat", default: "0")],
            documentation: "Draws `border` inside the view's bounds, its corners rounded by `cornerRadius`.",
            body: "overlay(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(border.color, style: border.style))"
        )
        return context.categorySection(.borders, "Borders", [
            valueType.documented("A border token: color, width in points and stroke style (its line width is the border's width)."),
            namespace.documented("The design system's borders."),
            drawing,
        ])
    }
}
