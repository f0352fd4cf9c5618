import DsysSource

/// Token-built checkbox `ToggleStyle`s (`componentStyles.toggles`): a rounded box of `size` that
/// fills with `checked-background` and shows a checkmark when on, with its own border when
/// disabled, followed by the toggle's label. Used as `.toggleStyle(.taskCheckbox)`.
struct ToggleStylesEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let declarations = context.componentStyleDeclarations(.toggle, diagnostics: &diagnostics) { named, _ in
            let box = named.typeName("ToggleBody")
            return [
                named.styleStruct(usage: "Use it with `.toggleStyle(.\(named.member.name))`.", members: [
                    NamedComponentStyle.plainInitializer, NamedComponentStyle.makeBody([.code("\(box)(configuration: configuration)")]),
                ]),
                toggleView(box, named.chain).documented("Draws a `\(named.styleType)` toggle: the box, then the label; tapping toggles it."),
                named.staticMember,
            ]
        }
        guard !declarations.isEmpty else { return [] }
        return [SourceSection(.toggleStyles, defaultPath: "Components/ToggleStyles.swift", framework: .swiftUI, declarations: declarations)]
    }

    private func toggleView(_ name: SwiftName, _ chain: ComponentModifierChain) -> SwiftDeclaration {
        let size = chain.value(.size) ?? "24"
        let shape = chain.shape ?? "RoundedRectangle(cornerRadius: 0)"
        let checked = chain.value(.checkedBackground) ?? "SwiftUI.Color.accentColor"
        let border = chain.value(.borderColor) ?? "SwiftUI.Color.secondary"
        let checkmark = SwiftStatement.modifierChain(
            chain.style.properties[.icon].flatMap(context.componentImage) ?? "Image(systemName: \"checkmark\")",
            modifiers: [".font(.system(size: \(chain.value(.iconSize) ?? "\(size) * 0.6"), weight: .bold))",
                        ".foregroundStyle(\(chain.value(.checkmarkColor) ?? "SwiftUI.Color.white"))"]
        )
        var labelModifiers: [String] = []
        if let typography = chain.style.properties[.typography] { labelModifiers.append(context.typographyModifier(typography)) }
        if let foreground = chain.value(.foreground) { labelModifiers.append(".foregroundStyle(\(foreground))") }
        let label = SwiftStatement.block("HStack(spacing: \(chain.value(.gap) ?? "8"))", [
            .block("ZStack", [
                .modifierChain(shape, modifiers: [".fill(configuration.isOn ? \(checked) : SwiftUI.Color.clear)"]),
                .modifierChain(shape, modifiers: [".strokeBorder(borderColor, lineWidth: borderWidth)"]),
                .block("if configuration.isOn", [checkmark]),
            ]),
            .code(".frame(width: \(size), height: \(size))"),
            .modifierChain("configuration.label", modifiers: labelModifiers),
        ])
        let body: [SwiftStatement] = [
            .braces([("Button", [.code("configuration.isOn.toggle()")]), ("label:", [label])]),
            .code(".buttonStyle(.plain)"),
            .code(".accessibilityAddTraits(configuration.isOn ? .isSelected : [])"),
        ]
        return .type(SwiftTypeDeclaration(kind: .struct, name: name, conformances: ["View"], members: [
            .run([
                .property(SwiftProperty(binding: .let, name: "configuration", type: "ToggleStyleConfiguration")),
                .environment("\\.isEnabled", "isEnabled"),
            ]),
            .property(SwiftProperty(binding: .var, name: "body", type: "some View", value: .getter(body))),
            disabledAware("borderColor", "SwiftUI.Color", disabled: chain.value(.disabledBorderColor),
                          otherwise: "configuration.isOn ? \(checked) : \(border)"),
            disabledAware("borderWidth", "CGFloat", disabled: chain.value(.disabledBorderWidth), otherwise: chain.value(.borderWidth) ?? "1"),
        ]))
    }

    /// `private var name: type { if !isEnabled { return disabled }; return otherwise }`, without
    /// the `if` when the style has no disabled value.
    private func disabledAware(_ name: SwiftName, _ type: String, disabled: String?, otherwise: String) -> SwiftDeclaration {
        let statements = (disabled.map { [SwiftStatement.code("if !isEnabled { return \($0) }")] } ?? []) + [.code("return \(otherwise)")]
        return .property(SwiftProperty(access: .private, binding: .var, name: name, type: type, value: .getter(statements)))
    }
}
