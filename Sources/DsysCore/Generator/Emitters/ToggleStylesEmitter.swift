/// Token-built checkbox `ToggleStyle`s (`componentStyles.toggles`): a rounded box of `size` that
/// fills with `checked-background` and shows a checkmark when on, with its own border when
/// disabled, followed by the toggle's label. Used as `.toggleStyle(.taskCheckbox)`.
struct ToggleStylesEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let written = context.writeComponentStyles(.toggle, diagnostics: &diagnostics) { writer, named, diagnostics in
            let style = named.style
            let base = named.baseName
            let type = base + ComponentStyle.Kind.toggle.typeSuffix
            let box = base + "ToggleBody"
            let member = named.member
            let chain = named.chain
            writer.doc(chain.documentation("Use it with `.toggleStyle(.\(member.name))`."))
            writer.block("public struct \(type): ToggleStyle") { body in
                body.doc("The style.")
                body.line("public init() {}")
                body.line()
                body.block("public func makeBody(configuration: Configuration) -> some View") { fn in
                    fn.line("\(box)(configuration: configuration)")
                }
            }
            writer.line()
            writer.doc("Draws a `\(type)` toggle: the box, then the label; tapping toggles it.")
            writer.block("struct \(box): View") { body in
                writeBody(&body, chain)
            }
            writer.line()
            writer.block("public extension ToggleStyle where Self == \(type)") { body in
                body.doc("The " + DocComment.markdownCode(style.name) + " toggle style.")
                body.line("static var \(member.rendered): \(type) { \(type)() }")
            }
        }
        guard let writer = written else { return [] }
        return [SourceSection(.toggleStyles, defaultPath: "Components/ToggleStyles.swift", framework: .swiftUI, writer: writer)]
    }

    private func writeBody(_ body: inout SwiftWriter, _ chain: ComponentModifierChain) {
        let size = chain.value(.size) ?? "24"
        let shape = chain.shape ?? "RoundedRectangle(cornerRadius: 0)"
        let checked = chain.value(.checkedBackground) ?? "SwiftUI.Color.accentColor"
        let border = chain.value(.borderColor) ?? "SwiftUI.Color.secondary"
        body.line("let configuration: ToggleStyleConfiguration")
        body.line("@Environment(\\.isEnabled) private var isEnabled")
        body.line()
        body.block("var body: some View") { fn in
            fn.line("Button {")
            fn.line("    configuration.isOn.toggle()")
            fn.line("} label: {")
            fn.indented { label in
                label.block("HStack(spacing: \(chain.value(.gap) ?? "8"))") { stack in
                    stack.block("ZStack") { zstack in
                        zstack.line("\(shape)")
                        zstack.line("    .fill(configuration.isOn ? \(checked) : SwiftUI.Color.clear)")
                        zstack.line("\(shape)")
                        zstack.line("    .strokeBorder(borderColor, lineWidth: borderWidth)")
                        zstack.block("if configuration.isOn") { mark in
                            mark.line(chain.style.properties[.icon].flatMap(context.componentImage) ?? "Image(systemName: \"checkmark\")")
                            mark.line("    .font(.system(size: \(chain.value(.iconSize) ?? "\(size) * 0.6"), weight: .bold))")
                            mark.line("    .foregroundStyle(\(chain.value(.checkmarkColor) ?? "SwiftUI.Color.white"))")
                        }
                    }
                    stack.line(".frame(width: \(size), height: \(size))")
                    stack.line("configuration.label")
                    var labelLines: [String] = []
                    if let typography = chain.style.properties[.typography] { labelLines.append(context.typographyModifier(typography)) }
                    if let foreground = chain.value(.foreground) { labelLines.append(".foregroundStyle(\(foreground))") }
                    for line in labelLines { stack.line("    " + line) }
                }
            }
            fn.line("}")
            fn.line(".buttonStyle(.plain)")
            fn.line(".accessibilityAddTraits(configuration.isOn ? .isSelected : [])")
        }
        body.line()
        body.block("private var borderColor: SwiftUI.Color") { fn in
            if let disabled = chain.value(.disabledBorderColor) { fn.line("if !isEnabled { return \(disabled) }") }
            fn.line("return configuration.isOn ? \(checked) : \(border)")
        }
        body.line()
        body.block("private var borderWidth: CGFloat") { fn in
            if let disabled = chain.value(.disabledBorderWidth) { fn.line("if !isEnabled { return \(disabled) }") }
            fn.line("return \(chain.value(.borderWidth) ?? "1")")
        }
    }
}
