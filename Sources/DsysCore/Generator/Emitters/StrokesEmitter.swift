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
        var paragraphs = context.documentation(named, valueText: ValueText.describe)
        if let note = StrokePattern(style).approximation { paragraphs.insert(note, at: paragraphs.count - 1) }
        return paragraphs
    }

    private func strokeStyles() -> SourceSection? {
        let tokens = context.system.tokens(.strokeStyle)
        guard !tokens.isEmpty else { return nil }
        var writer = SwiftWriter()
        writer.doc("The design system's stroke styles at a line width of 1 point; keywords are drawn as dash patterns of that width.")
        context.namespaceBlock(&writer, context.config.strokeStyles, tokens: tokens) { body, named in
            guard case .strokeStyle(let style) = named.modal.defaultValue else { return }
            body.doc(documentation(named, style))
            if let deprecation = context.deprecation(named.token) { body.line(deprecation) }
            body.line("public static let \(named.member.rendered) = \(strokeStyle(style, width: 1))")
        }
        return SourceSection(.strokeStyles, defaultPath: "StrokeStyles+\(context.module).swift", framework: .swiftUI, writer: writer)
    }

    private func borders() -> SourceSection? {
        let tokens = context.system.tokens(.border)
        guard !tokens.isEmpty else { return nil }
        let type = Self.borderType(context.config)
        var writer = SwiftWriter()
        writer.doc("A border token: color, width in points and stroke style (its line width is the border's width).")
        writer.block("public struct \(type): Sendable") { body in
            body.line("public let color: SwiftUI.Color")
            body.line("public let width: CGFloat")
            body.line("public let style: SwiftUI.StrokeStyle")
            body.line()
            body.block("public init(color: SwiftUI.Color, width: CGFloat, style: SwiftUI.StrokeStyle)") { initializer in
                initializer.line("self.color = color")
                initializer.line("self.width = width")
                initializer.line("self.style = style")
            }
        }
        writer.line()
        writer.doc("The design system's borders.")
        context.namespaceBlock(&writer, context.config.borders, tokens: tokens) { body, named in
            guard case .border(let border) = named.modal.defaultValue else { return }
            body.doc(documentation(named, border.style))
            if let deprecation = context.deprecation(named.token) { body.line(deprecation) }
            body.line("public static let \(named.member.rendered) = \(type)(color: \(context.colorExpression(border.color, adaptive: context.system.adaptiveColor(named.token.path, .border))), "
                + "width: \(SwiftNumbers.rounded(border.width.points)), style: \(strokeStyle(border.style, width: border.width.points)))")
        }
        writer.line()
        writer.block("public extension View") { body in
            body.doc("Draws `border` inside the view's bounds, its corners rounded by `cornerRadius`.")
            body.block("func border(_ border: \(type), cornerRadius: CGFloat = 0) -> some View") { fn in
                fn.line("overlay(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(border.color, style: border.style))")
            }
        }
        return SourceSection(.borders, defaultPath: "Borders+\(context.module).swift", framework: .swiftUI, writer: writer)
    }
}
