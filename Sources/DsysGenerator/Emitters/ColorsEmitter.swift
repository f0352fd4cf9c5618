import DsysOutput
import DsysTokens

/// The color constants (`Colors+DesignSystem.swift`) and, for the asset-catalog strategy,
/// `Colors.xcassets`: one `.colorset` per color with its light, dark and high-contrast entries,
/// and one per color inside a shadow, gradient or border that differs by appearance.
/// The hex strategy's `Color(hex:)` comes from `HexColorEmitter`.
package struct ColorsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        guard !context.system.colors.isEmpty else { return [] }
        let optionalImports = context.config.colorStrategy == .code ? ["UIKit"] : []
        return [SourceSection(.colors, defaultPath: "Colors+\(context.module).swift", framework: .swiftUI,
                              optionalImports: optionalImports, declarations: swiftSection())]
    }

    /// The asset catalog, for the asset-catalog strategy, handed to `output` a batch at a time.
    func assetFiles(into output: (consuming [GeneratedFile]) -> Void) {
        guard context.system.hasAssetCatalog else { return }
        var batch = [GeneratedFile(path: context.sourcePath("Colors.xcassets/Contents.json"), contents: AssetCatalog.catalogContents)]
        func add(_ name: String, _ modal: ModalToken) {
            batch.append(GeneratedFile(
                path: context.sourcePath("Colors.xcassets/\(name).colorset/Contents.json"),
                contents: AssetCatalog.colorSet(modal, appearances: context.system.appearances)
            ))
            if batch.count == Self.filesPerBatch {
                output(batch)
                batch = []
            }
        }
        for named in context.system.colors { add(assetName(named), named.modal) }
        for adaptive in context.system.adaptiveColors { add(adaptive.assetName, adaptive.modal) }
        output(batch)
    }

    /// How many colorsets `assetFiles` makes before handing them over: a set of 20k colors is never
    /// held whole, while the writer gets enough files at a time.
    package static let filesPerBatch = 512

    /// The colorset name the translator gave `named` (see `XcodeAssetSymbols`).
    func assetName(_ named: NamedToken) -> String {
        named.assetName ?? XcodeAssetSymbols.assetName(base: named.member.name, kind: .color)
    }

    private func swiftSection() -> [SwiftDeclaration] {
        let namespace = context.config.colors
        let strategy = context.config.colorStrategy
        let extendsColor = namespace.typeParts == ["Color"]
        let constants = context.namespaceDeclaration(namespace, tokens: context.system.colors, extendsExisting: extendsColor) { named in
            .property(SwiftProperty(access: extendsColor ? nil : .public, isStatic: true, binding: .let, name: SwiftName(named.member),
                                    value: .initial(value(named, strategy: strategy))))
                .documented(context.documentation(named, valueText: ValueText.describe))
                .attributed(context.deprecationAttribute(named.token))
        }
        return [constants] + (strategy == .code ? [dynamicColorHelper()] : [])
    }

    private func value(_ named: NamedToken, strategy: GeneratorConfig.ColorStrategy) -> String {
        switch strategy {
        case .assetCatalog: return "SwiftUI.Color(\(SwiftLiteral.string(assetName(named))), bundle: .module)"
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
                then: [Self.dynamicProvider(context: context, opening: "return SwiftUI.Color(uiColor: UIColor { traits in", closing: "})")],
                otherwise: [.code("return SwiftUI.Color(.sRGB, red: value.light.red, green: value.light.green, blue: value.light.blue, "
                                  + "opacity: value.light.alpha)")]
            ))]
        )
        return .type(SwiftTypeDeclaration(kind: .extension, name: "SwiftUI.Color", members: [
            SwiftDeclaration.function(function).documented("A color that follows the appearance (light, dark, increased contrast), built in code."),
        ]))
    }

    /// A `UIColor(dynamicProvider:)` closure over the value layer's `value: AppearanceColor` that
    /// picks the appearance's RGBA from the trait collection, between `opening` and `closing`.
    static func dynamicProvider(context: EmitContext, opening: String, closing: String) -> SwiftStatement {
        let root = context.config.valuesType
        let labels = context.system.appearances.map(\.swiftLabel)
        /// `value.<appearance> ?? ` for each appearance the design system defines, then the light value.
        func fallbacks(_ appearances: String...) -> String {
            appearances.filter(labels.contains).map { "value.\($0) ?? " }.joined() + "value.light"
        }
        return .enclosed(open: opening, body: [
            .code("let isDark = traits.userInterfaceStyle == .dark"),
            .code("let isHighContrast = traits.accessibilityContrast == .high"),
            .code("let rgba: \(root).RGBA"),
            .switchOver("(isDark, isHighContrast)", cases: [
                SwiftSwitchCase("(true, true)", [.code("rgba = " + fallbacks("darkHighContrast", "dark"))]),
                SwiftSwitchCase("(true, false)", [.code("rgba = " + fallbacks("dark"))]),
                SwiftSwitchCase("(false, true)", [.code("rgba = " + fallbacks("lightHighContrast"))]),
                SwiftSwitchCase("(false, false)", [.code("rgba = " + fallbacks())]),
            ]),
            .code("return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)"),
        ], close: closing)
    }
}
