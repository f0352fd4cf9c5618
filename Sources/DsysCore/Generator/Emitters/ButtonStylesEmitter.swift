/// Token-built `ButtonStyle`s (`componentStyles.buttons`): one struct per style with a static
/// member for `.buttonStyle(.brandPrimary)`; pressed buttons switch to `pressed-background` and
/// `pressed-opacity` when the style sets them (else they dim to 80 %), disabled buttons draw at
/// 40 % opacity, and a `#Preview` shows every style enabled and disabled.
struct ButtonStylesEmitter {
    let context: EmitContext

    /// The opacity of a pressed button whose style sets neither `pressed-background` nor `pressed-opacity`.
    static let defaultPressedOpacity = "0.8"
    /// The opacity of a disabled button.
    static let disabledOpacity = "0.4"

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        var previewed: [(label: String, member: String)] = []
        let written = context.writeComponentStyles(.button, diagnostics: &diagnostics) { writer, named, diagnostics in
            let style = named.style
            let type = named.baseName + ComponentStyle.Kind.button.typeSuffix
            let member = named.member
            let chain = named.chain
            writer.doc(chain.documentation("Use it with `.buttonStyle(.\(member.name))`."))
            previewed.append((style.name, member.rendered))
            writer.block("public struct \(type): ButtonStyle") { body in
                body.line("@Environment(\\.isEnabled) private var isEnabled")
                body.line()
                body.doc("The style.")
                body.line("public init() {}")
                body.line()
                body.block("public func makeBody(configuration: Configuration) -> some View") { fn in
                    fn.line("configuration.label")
                    let pressed = pressedBackground(style, chain, diagnostics: &diagnostics)
                    var lines = chain.lines(background: pressed)
                    if let opacity = chain.value(.pressedOpacity) {
                        lines.append(".opacity(configuration.isPressed ? \(opacity) : 1)")
                    } else if pressed == nil {
                        lines.append(".opacity(configuration.isPressed ? \(Self.defaultPressedOpacity) : 1)")
                    }
                    lines.append(".opacity(isEnabled ? 1 : \(Self.disabledOpacity))")
                    for line in lines { fn.line("    " + line) }
                }
            }
            writer.line()
            writer.block("public extension ButtonStyle where Self == \(type)") { body in
                body.doc("The " + DocComment.markdownCode(style.name) + " button style.")
                body.line("static var \(member.rendered): \(type) { \(type)() }")
            }
        }
        guard var writer = written else { return [] }
        writePreview(&writer, previewed)
        return [SourceSection(.buttonStyles, defaultPath: "Components/ButtonStyles.swift", framework: .swiftUI, writer: writer)]
    }

    /// `#Preview` of every style, enabled and disabled, five styles (ten buttons) per group, since an
    /// iOS 16 `ViewBuilder` block holds at most ten views.
    private func writePreview(_ writer: inout SwiftWriter, _ styles: [(label: String, member: String)]) {
        writer.line()
        writer.block("#Preview(\"Button styles\")") { preview in
            preview.block("VStack(spacing: 12)") { stack in
                for start in stride(from: 0, to: styles.count, by: 5) {
                    stack.block("Group") { group in
                        for style in styles[start..<min(start + 5, styles.count)] {
                            let label = SwiftLiteral.string(style.label)
                            group.line("Button(\(label)) {}.buttonStyle(.\(style.member))")
                            group.line("Button(\(label)) {}.buttonStyle(.\(style.member)).disabled(true)")
                        }
                    }
                }
            }
            preview.line(".padding()")
        }
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
