import DsysOutput

/// `Catalog/DesignSystemCatalog.swift` (`"catalog": true`): a SwiftUI catalog of every token, the
/// in-Xcode counterpart of `dsys gallery`. `DesignSystemCatalog` puts a tab per category over a
/// `NavigationStack`; each token's page shows it in every appearance (colors from the value layer,
/// so increased contrast is shown too) and typography at several Dynamic Type sizes. Every token has
/// a route, `designsystem://color/primary`, that opens its page.
///
/// The tokens are data (`DesignSystemCatalogToken.all`, one line per token) drawn by a few generic
/// views, so a large design system adds lines, not views. Every view builder block stays within
/// iOS 16's ten children.
struct CatalogEmitter {
    let context: EmitContext

    func files() -> [GeneratedFile] {
        guard context.config.catalog else { return [] }
        var writer = context.writer("DesignSystemCatalog.swift", imports: ["SwiftUI"])
        // The fixed types and views (`Templates/Catalog/`): the value-layer type and the navigation title.
        writer.line(Template.catalog.filled(["values": context.config.valuesType, "title": SwiftLiteral.string(context.module)]))
        writer.line()
        let all = SwiftProperty(access: .public, isStatic: true, binding: .let, name: "all", type: "[DesignSystemCatalogToken]",
                                value: .arrayLiteral(entries()))
        let tokens = SwiftDeclaration.type(SwiftTypeDeclaration(kind: .extension, name: "DesignSystemCatalogToken", members: [
            SwiftDeclaration.property(all).documented("Every token of the design system, category by category."),
        ]))
        SwiftRenderer.write([swatchFactory(), tokens], into: &writer)
        return [GeneratedFile(path: context.sourcePath("Catalog/DesignSystemCatalog.swift"), textParts: writer.textParts())]
    }

    /// `DesignSystemCatalogSwatch.swatches(_:)`: a color's value-layer channels in each appearance
    /// the design system has.
    private func swatchFactory() -> SwiftDeclaration {
        let titles = [Appearance.dark: "Dark", .lightHighContrast: "Light, increased contrast", .darkHighContrast: "Dark, increased contrast"]
        let others = context.system.appearances.filter { $0 != .light }.map { appearance in
            SwiftStatement.code("if let rgba = color.\(appearance.swiftLabel) { result.append(DesignSystemCatalogSwatch(appearance: "
                                + SwiftLiteral.string(titles[appearance] ?? "") + ", rgba: rgba)) }")
        }
        let swatches = SwiftFunction(
            isStatic: true, kind: .function("swatches"),
            parameters: [SwiftParameter(.none, "color", "\(context.config.valuesType).AppearanceColor")],
            returnType: "[DesignSystemCatalogSwatch]",
            body: [.code("var result = [DesignSystemCatalogSwatch(appearance: \"Light\", rgba: color.light)]")] + others + [.code("return result")]
        )
        return .type(SwiftTypeDeclaration(kind: .extension, name: "DesignSystemCatalogSwatch", members: [
            SwiftDeclaration.function(swatches).documented("The color in each appearance the design system defines."),
        ]))
    }

    /// One `DesignSystemCatalogToken(...)` expression per token.
    private func entries() -> [String] {
        let context = context
        let config = context.config
        return GalleryPage.entries(context).compactMap { entry in
            guard let category = Self.caseName(entry.category) else { return nil }
            let named = entry.named
            let valueSymbol = entry.symbols.last ?? ""
            var arguments = [
                "path: " + SwiftLiteral.string(named.token.path.description), "category: .\(category)",
                "symbol: " + SwiftLiteral.string(entry.symbols.first ?? valueSymbol),
                "value: " + SwiftLiteral.string(ValueText.describe(named.modal.defaultValue)),
            ]
            switch entry.category {
            case .color: arguments.append("swatches: DesignSystemCatalogSwatch.swatches(\(valueSymbol))")
            case .typography where config.fontMembers != .none: arguments.append("font: \(entry.symbols[0])")
            case .spacing, .radius, .borderWidth, .opacity: arguments.append("number: \(valueSymbol)")
            case .shadow: arguments.append("shadow: \(valueSymbol)")
            case .gradient: arguments.append("stops: \(valueSymbol)")
            default: break
            }
            return "DesignSystemCatalogToken(" + arguments.joined(separator: ", ") + ")"
        }
    }

    /// The catalog's category case for a token category; nil for those the catalog leaves out.
    private static func caseName(_ category: TokenCategory) -> String? {
        switch category {
        case .color: "color"
        case .typography: "typography"
        case .spacing: "spacing"
        case .radius: "radius"
        case .borderWidth: "borderWidth"
        case .opacity: "opacity"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .motion: "motion"
        case .letterSpacing, .dimension, .number, .fontFamily, .fontWeight, .strokeStyle, .border, .string: nil
        }
    }
}
