import DsysSource

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
        var previewed: [(label: String, member: SwiftIdentifier)] = []
        let declarations = context.componentStyleDeclarations(.button, diagnostics: &diagnostics) { named, diagnostics in
            let chain = named.chain
            previewed.append((named.style.name, named.member))
            let pressed = pressedBackground(named.style, chain, diagnostics: &diagnostics)
            var modifiers = chain.lines(background: pressed)
            if let opacity = chain.value(.pressedOpacity) {
                modifiers.append(".opacity(configuration.isPressed ? \(opacity) : 1)")
            } else if pressed == nil {
                modifiers.append(".opacity(configuration.isPressed ? \(Self.defaultPressedOpacity) : 1)")
            }
            modifiers.append(".opacity(isEnabled ? 1 : \(Self.disabledOpacity))")
            return [
                named.styleStruct(usage: "Use it with `.buttonStyle(.\(named.member.name))`.", members: [
                    .environment("\\.isEnabled", "isEnabled"), NamedComponentStyle.plainInitializer,
                    NamedComponentStyle.makeBody([.modifierChain("configuration.label", modifiers: modifiers)]),
                ]),
                named.staticMember,
            ]
        }
        guard !declarations.isEmpty else { return [] }
        return [SourceSection(.buttonStyles, defaultPath: "Components/ButtonStyles.swift", framework: .swiftUI,
                              declarations: declarations + [preview(previewed)])]
    }

    /// `#Preview` of every style, enabled and disabled, five styles (ten buttons) per group, since an
    /// iOS 16 `ViewBuilder` block holds at most ten views.
    private func preview(_ styles: [(label: String, member: SwiftIdentifier)]) -> SwiftDeclaration {
        let groups = stride(from: 0, to: styles.count, by: 5).map { start in
            SwiftStatement.block("Group", styles[start..<min(start + 5, styles.count)].flatMap { style -> [SwiftStatement] in
                let button = "Button(\(SwiftLiteral.string(style.label))) {}.buttonStyle(.\(style.member.rendered))"
                return [.code(button), .code(button + ".disabled(true)")]
            })
        }
        return SwiftDeclaration(.macro("#Preview(\(SwiftLiteral.string("Button styles")))",
                                       body: [.block("VStack(spacing: 12)", groups), .code(".padding()")]))
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
