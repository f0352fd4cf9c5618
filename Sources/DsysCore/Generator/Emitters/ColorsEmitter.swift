/// The color constants (`Colors+DesignSystem.swift`) and, for the asset-catalog strategy,
/// `Colors.xcassets`: one `.colorset` per color with its light, dark and high-contrast entries,
/// and one per color inside a shadow, gradient or border that differs by appearance.
/// The hex strategy's `Color(hex:)` comes from `HexColorEmitter`.
struct ColorsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        guard !context.system.colors.isEmpty else { return [] }
        let optionalImports = context.config.colorStrategy == .code ? ["UIKit"] : []
        return [SourceSection(.colors, defaultPath: "Colors+\(context.module).swift", framework: .swiftUI,
                              optionalImports: optionalImports, writer: swiftSection())]
    }

    /// The asset catalog, for the asset-catalog strategy.
    func assetFiles() -> [GeneratedFile] {
        guard context.system.hasAssetCatalog else { return [] }
        let colorsets = context.system.colors.map { (assetName($0), $0.modal) } + context.system.adaptiveColors.map { ($0.assetName, $0.modal) }
        var files = [GeneratedFile(path: context.sourcePath("Colors.xcassets/Contents.json"), contents: AssetCatalog.catalogContents)]
        for (name, modal) in colorsets {
            files.append(GeneratedFile(
                path: context.sourcePath("Colors.xcassets/\(name).colorset/Contents.json"),
                contents: AssetCatalog.colorSet(modal, appearances: context.system.appearances)
            ))
        }
        return files
    }

    /// The colorset name the translator gave `named` (see `XcodeAssetSymbols`).
    func assetName(_ named: NamedToken) -> String {
        named.assetName ?? XcodeAssetSymbols.assetName(base: named.member.name, kind: .color)
    }

    private func swiftSection() -> SwiftWriter {
        let namespace = context.config.colors
        let strategy = context.config.colorStrategy
        var writer = SwiftWriter()
        let extendsColor = namespace.typeParts == ["Color"]
        context.namespaceBlock(&writer, namespace, tokens: context.system.colors, extendsExisting: extendsColor) { body, named in
            body.doc(context.documentation(named, valueText: ValueText.describe))
            if let deprecation = context.deprecation(named.token) { body.line(deprecation) }
            let declaration = extendsColor ? "static let" : "public static let"
            body.line("\(declaration) \(named.member.rendered) = \(value(named, strategy: strategy))")
        }
        if strategy == .code { writeDynamicColorHelper(&writer) }
        return writer
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

    /// `Color.dsDynamic(light:dark:...)` built from the value layer's RGBA constants.
    private func codeColor(_ named: NamedToken) -> String {
        let values = TokenSymbols.valueNamespace(.color, config: context.config)
        let reference = context.reference(named, in: values)
        return "SwiftUI.Color.dsysDynamic(\(reference))"
    }

    private func writeDynamicColorHelper(_ writer: inout SwiftWriter) {
        let root = context.config.valuesType
        writer.line()
        writer.block("extension SwiftUI.Color") { body in
            body.doc("A color that follows the appearance (light, dark, increased contrast), built in code.")
            body.block("static func dsysDynamic(_ value: \(root).AppearanceColor) -> SwiftUI.Color") { fn in
                fn.line("#if canImport(UIKit) && !os(watchOS)")
                Self.writeDynamicProvider(&fn, context: context, opening: "return SwiftUI.Color(uiColor: UIColor { traits in", closing: "})")
                fn.line("#else")
                fn.line("return SwiftUI.Color(.sRGB, red: value.light.red, green: value.light.green, blue: value.light.blue, opacity: value.light.alpha)")
                fn.line("#endif")
            }
        }
    }

    /// A `UIColor(dynamicProvider:)` closure over the value layer's `value: AppearanceColor` that
    /// picks the appearance's RGBA from the trait collection, between `opening` and `closing`.
    static func writeDynamicProvider(_ writer: inout SwiftWriter, context: EmitContext, opening: String, closing: String) {
        let root = context.config.valuesType
        let labels = context.system.appearances.map(\.swiftLabel)
        writer.line(opening)
        writer.indented { closure in
            closure.line("let isDark = traits.userInterfaceStyle == .dark")
            closure.line("let isHighContrast = traits.accessibilityContrast == .high")
            closure.line("let rgba: \(root).RGBA")
            closure.line("switch (isDark, isHighContrast) {")
            closure.line("case (true, true): rgba = \(labels.contains("darkHighContrast") ? "value.darkHighContrast ?? " : "")\(labels.contains("dark") ? "value.dark ?? " : "")value.light")
            closure.line("case (true, false): rgba = \(labels.contains("dark") ? "value.dark ?? " : "")value.light")
            closure.line("case (false, true): rgba = \(labels.contains("lightHighContrast") ? "value.lightHighContrast ?? " : "")value.light")
            closure.line("case (false, false): rgba = value.light")
            closure.line("}")
            closure.line("return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)")
        }
        writer.line(closing)
    }
}
