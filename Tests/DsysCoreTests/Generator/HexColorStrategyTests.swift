@testable import DsysCore
import Testing

/// `"colorStrategy": "hex"`: `Color(hex:)` constants, the generated initializer and its
/// Foundation-only parser, and no asset catalog.
@Suite struct HexColorStrategyTests {
    private var config: GeneratorConfig {
        var config = GeneratorTestHarness.plainConfig
        config.colorStrategy = .hex
        config.colors = .init(type: "ColorToken", paths: ["color"], nesting: .nested)
        return config
    }

    @Test func colorsAreHexLiteralsWithAGeneratedInitializer() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "primary": { "p500": { "$value": "#8B5CF6" } }, "veil": { "$value": "#00000080" } } }
        """, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let colors = GeneratorTestHarness.contents(files, "Colors+Kit.swift")
        #expect(colors.contains("public enum ColorToken {\n    public enum Primary {"))
        #expect(colors.contains("public static let p500 = SwiftUI.Color(hex: \"#8b5cf6\")"))
        #expect(colors.contains("public static let veil = SwiftUI.Color(hex: \"#00000080\")"))
        let initializer = GeneratorTestHarness.contents(files, "Color+Hex.swift")
        #expect(initializer.contains("init(hex: String) {"))
        #expect(initializer.contains("self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)"))
        let parser = GeneratorTestHarness.contents(files, "Tokens/DesignTokens+Hex.swift")
        #expect(parser.contains("import Foundation") && !parser.contains("SwiftUI"))
        #expect(parser.contains("digits.allSatisfy(\\.isHexDigit)"))
        #expect(!files.contains { $0.path.contains("xcassets") || $0.path.contains("Bundle+") })
        #expect(!GeneratorTestHarness.contents(files, "Package.swift").contains("resources"))
        let tests = GeneratorTestHarness.contents(files, "DesignTokensTests.swift")
        #expect(tests.contains("func testHexParsing() {"))
        #expect(tests.contains("XCTAssertEqual(DesignTokens.RGBA(hex: \"#8b5cf6\")?.hex, DesignTokens.Colors.Primary.p500.light.hex)"))
    }

    @Test func aColorThatChangesWithTheAppearanceIsAnError() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "bg": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } } } }
        """, config: config)
        #expect(files.isEmpty)
        #expect(diagnostics.errors.contains { $0.message.contains("'color.bg'") && $0.hint?.contains("assetCatalog") == true })
    }
}
