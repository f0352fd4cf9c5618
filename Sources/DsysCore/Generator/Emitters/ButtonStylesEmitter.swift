/// Token-built `ButtonStyle`s (`componentStyles.buttons`): one struct per style with a static
/// member for `.buttonStyle(.brandPrimary)`; pressed buttons switch to `pressed-background` and
/// `pressed-opacity` when the style sets them.
struct ButtonStylesEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let written = context.writeComponentStyles(.button, diagnostics: &diagnostics) { writer, named, diagnostics in
            let style = named.style
            let type = named.baseName + ComponentStyle.Kind.button.typeSuffix
            let member = named.member
            let chain = named.chain
            writer.doc(chain.documentation("Use it with `.buttonStyle(.\(member.name))`."))
            writer.block("public struct \(type): ButtonStyle") { body in
                body.doc("The style.")
                body.line("public init() {}")
                body.line()
                body.block("public func makeBody(configuration: Configuration) -> some View") { fn in
                    fn.line("configuration.label")
                    var lines = chain.lines(background: pressedBackground(style, chain, diagnostics: &diagnostics))
                    if let opacity = chain.value(.pressedOpacity) {
                        lines.append(".opacity(configuration.isPressed ? \(opacity) : 1)")
                    }
                    for line in lines { fn.line("    " + line) }
                }
            }
            writer.line()
            writer.block("public extension ButtonStyle where Self == \(type)") { body in
                body.doc("The " + DocComment.markdownCode(style.name) + " button style.")
                body.line("static var \(member.rendered): \(type) { \(type)() }")
            }
        }
        guard let writer = written else { return [] }
        return [SourceSection(.buttonStyles, defaultPath: "Components/ButtonStyles.swift", framework: .swiftUI, writer: writer)]
    }

    /// `configuration.isPressed ? pressed : background` when the style has a pressed color; a
    /// gradient background cannot switch to a color, so that combination is reported and skipped.
    private func pressedBackground(
        _ style: ComponentStyle, _ chain: ComponentModifierChain, diagnostics: inout Diagnostics
    ) -> String? {
        guard let pressed = chain.value(.pressedBackground) else { return nil }
        if let background = style.properties[.background], background.type != .color {
            diagnostics.warning(
                "'\(style.path)' has a gradient background, which cannot change to 'pressed-background'; it is left out",
                at: style.location, token: style.path.description, hint: "use 'pressed-opacity' for gradient buttons"
            )
            return nil
        }
        return "configuration.isPressed ? \(pressed) : \(chain.value(.background) ?? "SwiftUI.Color.clear")"
    }
}
