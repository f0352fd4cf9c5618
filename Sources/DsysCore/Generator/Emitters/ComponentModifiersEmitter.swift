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
        var type: String
        var valueType: String
        var options: [(name: SwiftIdentifier, token: Token)]
        var defaultOption: SwiftIdentifier
    }

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        let styles = context.system.componentStyles[.modifier] ?? []
        let generator = SwiftNameGenerator(digitPrefix: context.config.digitPrefix)
        return styles.map { style in
            let base = generator.typeName([style.name]).name
            let type = base + ComponentStyle.Kind.modifier.typeSuffix
            let method = generator.memberName([style.name, "style"])
            let parameters = self.parameters(style, base: base, generator: generator, diagnostics: &diagnostics)
            var usable = style
            usable.parameters = style.parameters.filter { entry in
                parameters.contains { $0.label == ComponentModifierChain.parameterLabel(entry.property) }
            }
            let chain = ComponentModifierChain(context: context, style: usable)
            let arguments = parameters.map { "\($0.label.rendered): \($0.type) = .\($0.defaultOption.rendered)" }.joined(separator: ", ")
            let passing = parameters.map { "\($0.label.rendered): \($0.label.rendered)" }.joined(separator: ", ")
            var writer = SwiftWriter()
            for parameter in parameters {
                writeEnum(&writer, parameter, style: style)
                writer.line()
            }
            writer.doc(chain.documentation("Apply it with `.\(method.name)()`."))
            writer.block("public struct \(type): ViewModifier") { body in
                for parameter in parameters { body.line("let \(parameter.label.rendered): \(parameter.type)") }
                if !parameters.isEmpty { body.line() }
                body.doc("The modifier.")
                body.block("public init(\(arguments))") { fn in
                    for parameter in parameters { fn.line("self.\(parameter.label.name) = \(parameter.label.rendered)") }
                }
                body.line()
                body.block("public func body(content: Content) -> some View") { fn in
                    fn.line("content")
                    for line in chain.lines() { fn.line("    " + line) }
                }
            }
            writer.line()
            writer.block("public extension View") { body in
                body.doc("Applies the " + DocComment.markdownCode(style.name) + " style.")
                body.block("func \(method.rendered)(\(arguments)) -> some View") { fn in
                    fn.line("modifier(\(type)(\(passing)))")
                }
            }
            return SourceSection(nil, defaultPath: "Components/\(type).swift", framework: .swiftUI, writer: writer)
        }
    }

    private func parameters(
        _ style: ComponentStyle, base: String, generator: SwiftNameGenerator, diagnostics: inout Diagnostics
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
                type: base + generator.typeName([property.tokenName]).name,
                valueType: valueType, options: named, defaultOption: named[defaultIndex].name
            )
        }
    }

    private func writeEnum(_ writer: inout SwiftWriter, _ parameter: Parameter, style: ComponentStyle) {
        writer.doc("The options for the `\(parameter.label.name)` of the " + DocComment.markdownCode(style.name) + " style.")
        writer.block("public enum \(parameter.type): CaseIterable, Sendable") { body in
            for option in parameter.options {
                body.doc("Token " + DocComment.markdownCode(option.token.path.description) + ".")
                body.line("case \(option.name.rendered)")
            }
            body.line()
            body.doc("The option's value.")
            body.block("public var value: \(parameter.valueType)") { getter in
                getter.line("switch self {")
                for option in parameter.options {
                    getter.line("case .\(option.name.rendered): return \(context.componentValue(option.token))")
                }
                getter.line("}")
            }
        }
    }
}
