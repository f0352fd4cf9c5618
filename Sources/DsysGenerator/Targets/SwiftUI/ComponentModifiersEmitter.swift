import DsysSource
import DsysTokens

/// Token-built view modifiers (`componentStyles.modifiers`): for `component.card`, `CardModifier`
/// and `.cardStyle()`. A property given as a group of options becomes a parameter enum
/// (`CardPadding`) and a parameter of the method (`.cardStyle(padding: .large)`), defaulting to
/// the option marked `"$extensions": {"dsys": {"default": true}}`, else the first. One file per
/// modifier in `Components/`.
struct ComponentModifiersEmitter {
    let context: EmitContext

    /// The value type of a parameter's options.
    private static let valueTypes: [TokenType: String] = [
        .dimension: "CGFloat", .color: "SwiftUI.Color", .gradient: "SwiftUI.LinearGradient", .number: "Double",
    ]

    /// One parameter: its label, enum, options and default option.
    private struct Parameter {
        var label: SwiftIdentifier
        var type: SwiftName
        var valueType: String
        var options: [(name: SwiftIdentifier, token: Token)]
        var defaultOption: SwiftIdentifier
    }

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let styles = context.system.componentStyles[.modifier] ?? []
        let generator = SwiftNameGenerator(digitPrefix: context.config.digitPrefix)
        return styles.map { style in
            let base = generator.typeName([style.name])
            let type = SwiftName(base, suffix: ComponentStyle.Kind.modifier.typeSuffix)
            let method = generator.memberName([style.name, "style"])
            let parameters = self.parameters(style, base: base, generator: generator, diagnostics: &diagnostics)
            var usable = style
            usable.parameters = style.parameters.filter { entry in
                parameters.contains { $0.label == ComponentModifierChain.parameterLabel(entry.property) }
            }
            let chain = ComponentModifierChain(context: context, style: usable)
            let arguments = parameters.map {
                SwiftParameter(.name, SwiftName($0.label), $0.type.rendered, default: ".\($0.defaultOption.rendered)")
            }
            let passing = parameters.map { "\($0.label.rendered): \($0.label.rendered)" }.joined(separator: ", ")
            let initializer = SwiftFunction(access: .public, kind: .initializer(failable: false), parameters: arguments,
                                            body: parameters.map { .code("self.\($0.label.name) = \($0.label.rendered)") })
            let stored = parameters.map {
                SwiftDeclaration.property(SwiftProperty(binding: .let, name: SwiftName($0.label), type: $0.type.rendered))
            }
            let modifier = SwiftTypeDeclaration(
                access: .public, kind: .struct, name: type, conformances: ["ViewModifier"],
                members: (stored.isEmpty ? [] : [.run(stored)]) + [
                    SwiftDeclaration.function(initializer).documented("The modifier."),
                    .modifierBody(access: .public, [.modifierChain("content", modifiers: chain.lines())]),
                ]
            )
            let declarations = parameters.map { optionsEnum($0, style: style) } + [
                SwiftDeclaration.type(modifier).documented(chain.documentation("Apply it with `.\(method.name)()`.")),
                .viewMethod(SwiftName(method), parameters: arguments,
                            documentation: "Applies the " + DocComment.markdownCode(style.name) + " style.",
                            body: "modifier(\(type)(\(passing)))"),
            ]
            return SourceSection(nil, defaultPath: "Components/\(type).swift", framework: .swiftUI, declarations: declarations)
        }
    }

    private func parameters(
        _ style: ComponentStyle, base: SwiftIdentifier, generator: SwiftNameGenerator, diagnostics: inout Diagnostics
    ) -> [Parameter] {
        style.parameters.compactMap { property, options in
            let types = Set(options.map(\.token.type))
            guard types.count == 1, let tokenType = types.first, let valueType = Self.valueTypes[tokenType] else {
                diagnostics.warning(
                    "the options of '\(style.path).\(property.tokenName)' must all be dimensions, colors, gradients or numbers; the parameter is left out",
                    at: style.location, token: style.path.description
                )
                return nil
            }
            let named = options.map { (name: generator.memberName([$0.token.path.last]), token: $0.token) }
            let defaultIndex = options.firstIndex(where: \.isDefault) ?? 0
            return Parameter(
                label: ComponentModifierChain.parameterLabel(property),
                type: SwiftName(base, suffix: generator.typeName([property.tokenName]).name),
                valueType: valueType, options: named, defaultOption: named[defaultIndex].name
            )
        }
    }

    /// The parameter's options as a preset enum with each option's `value`.
    private func optionsEnum(_ parameter: Parameter, style: ComponentStyle) -> SwiftDeclaration {
        let options = PresetEnum(name: parameter.type, presets: parameter.options) { SwiftName($0.name) }
        return options.declaration(presetCase: { option, declaration in
            declaration.documented("Token " + DocComment.markdownCode(option.token.path.description) + ".")
        }, members: [
            options.property("The option's value.", "value", parameter.valueType) { context.componentValue($0.token) },
        ]).documented("The options for the `\(parameter.label.name)` of the " + DocComment.markdownCode(style.name) + " style.")
    }
}
