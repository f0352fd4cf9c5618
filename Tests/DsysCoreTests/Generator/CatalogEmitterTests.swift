@testable import DsysCore
import Testing

@Suite struct CatalogEmitterTests {
    static let tokens = """
    { "color": { "$type": "color",
        "primary": { "$value": "#0a66d8", "$extensions": { "mode": { "light": "#0a66d8", "dark": "#64a8ff", "hc": "#003e8a" } } },
        "say \\"hi\\"": { "$value": "#000000" } },
      "spacing": { "$type": "dimension", "md": { "$value": "16px" } },
      "typography": { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "17px", "fontWeight": 400 } } } }
    """

    @Test func theCatalogIsOffByDefault() throws {
        let (files, _) = try GeneratorTestHarness.generate(Self.tokens, config: GeneratorTestHarness.plainConfig)
        #expect(!files.isEmpty)
        #expect(!files.contains { $0.path.contains("Catalog") })
    }

    @Test func everyTokenIsAnEntryWithItsSymbolAndValues() throws {
        var config = GeneratorTestHarness.plainConfig
        config.catalog = true
        let (files, diagnostics) = try GeneratorTestHarness.generate(Self.tokens, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let catalog = GeneratorTestHarness.contents(files, "Sources/Kit/Catalog/DesignSystemCatalog.swift")
        #expect(catalog.contains(#"DesignSystemCatalogToken(path: "color.primary", category: .color, symbol: "Color.dsPrimary", "#
                                 + ##"value: "#0a66d8", swatches: DesignSystemCatalogSwatch.swatches(DesignTokens.Colors.dsPrimary)),"##))
        #expect(catalog.contains(#"DesignSystemCatalogToken(path: "color.say \"hi\"", category: .color"#))
        #expect(catalog.contains(#"DesignSystemCatalogToken(path: "spacing.md", category: .spacing, symbol: "DSSpacingFixed.md", "#
                                 + #"value: "16pt", number: DesignTokens.Spacing.md),"#))
        #expect(catalog.contains(#"category: .typography, symbol: "DSFont.body()", value: "Inter 17pt weight 400", font: DSFont.body()),"#))
        // One swatch per appearance the design system has: light, dark and light with increased contrast.
        #expect(catalog.contains(#"if let rgba = color.dark { result.append(DesignSystemCatalogSwatch(appearance: "Dark", rgba: rgba)) }"#))
        #expect(catalog.contains(#"if let rgba = color.lightHighContrast { result.append(DesignSystemCatalogSwatch(appearance: "Light, increased contrast", rgba: rgba)) }"#))
        #expect(!catalog.contains("color.darkHighContrast"))
        #expect(catalog.contains("public struct DesignSystemCatalog: View {"))
        #expect(catalog.contains("#Preview(\"Catalog, dark\") {"))
    }

    @Test func theConfigTurnsItOn() throws {
        let (config, diagnostics) = try GeneratorTestHarness.readConfig(#"{ "catalog": true }"#)
        #expect(!diagnostics.hasErrors)
        #expect(config.generator.catalog)
    }
}
