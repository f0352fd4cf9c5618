import DsysTokens

/// The SwiftUI color constants (`Colors+DesignSystem.swift`): each reads its colorset (asset-catalog
/// strategy, `ColorCatalogFiles`), follows the appearance in code (code strategy) or is a
/// `Color(hex:)` (hex strategy, from `HexColorEmitter`).
struct ColorsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        guard !context.system.colors.isEmpty else { return [] }
        let optionalImports = context.config.colorStrategy == .code ? ["UIKit"] : []
        return [SourceSection(.colors, defaultPath: "Colors+\(context.module).swift", framework: .swiftUI,
                              optionalImports: optionalImports, declarations: swiftSection())]
    }

    private func swiftSection() -> [SwiftDeclaration] {
        let namespace = context.config.colors
        let strategy = context.config.colorStrategy
        let extendsColor = namespace.typeParts == ["Color"]
        let constants = context.namespaceDeclaration(namespace, tokens: context.system.colors, extendsExisting: extendsColor) { named in
            .property(SwiftProperty(access: extendsColor ? nil : .public, isStatic: true, binding: .let, name: SwiftName(named.member),
                                    value: .initial(value(named, strategy: strategy))))
                .documented(context.documentation(named))
                .attributed(context.deprecationAttribute(named.token))
        }
        return [constants] + (strategy == .code ? [dynamicColorHelper()] : [])
    }

    private func value(_ named: NamedToken, strategy: GeneratorConfig.ColorStrategy) -> String {
        switch strategy {
        case .assetCatalog: return "SwiftUI.Color(\(SwiftLiteral.string(named.colorSetName)), bundle: .module)"
        case .code: return codeColor(named)
        case .hex:
            guard case .color(let color) = named.modal.defaultValue else { return "SwiftUI.Color.clear" }
            return "SwiftUI.Color(hex: \(SwiftLiteral.string(color.hexString)))"
        }
    }

    /// `Color.dsysDynamic(<value-layer constant>)`: the color of the appearance from the value
    /// layer's `AppearanceColor` constant.
    private func codeColor(_ named: NamedToken) -> String {
        let values = TokenSymbols.valueNamespace(.color, config: context.config)
        let reference = context.reference(named, in: values)
        return "SwiftUI.Color.dsysDynamic(\(reference))"
    }

    private func dynamicColorHelper() -> SwiftDeclaration {
        let root = context.config.valuesType
        let function = SwiftFunction(
            isStatic: true, kind: .function("dsysDynamic"), parameters: [SwiftParameter(.none, "value", "\(root).AppearanceColor")],
            returnType: "SwiftUI.Color", body: [.conditionalCompilation(SwiftConditionalCompilation(
                condition: "canImport(UIKit) && !os(watchOS)",
                then: [DynamicColorProvider.statement(context: context, opening: "return SwiftUI.Color(uiColor: UIColor { traits in", closing: "})")],
                otherwise: [.code("return SwiftUI.Color(.sRGB, red: value.light.red, green: value.light.green, blue: value.light.blue, "
                                  + "opacity: value.light.alpha)")]
            ))]
        )
        return .type(SwiftTypeDeclaration(kind: .extension, name: "SwiftUI.Color", members: [
            SwiftDeclaration.function(function).documented("A color that follows the appearance (light, dark, increased contrast), built in code."),
        ]))
    }
}
