@testable import DsysCore
import Testing

/// Small token sets through the whole back end, checking one generated declaration at a time.
@Suite struct GeneratorSnippetTests {
    private func generate(_ json: String) throws -> ([GeneratedFile], Diagnostics) {
        try GeneratorTestHarness.generate(json, config: GeneratorConfig())
    }

    private func contents(_ files: [GeneratedFile], _ suffix: String) -> String {
        GeneratorTestHarness.contents(files, suffix)
    }

    @Test func hostileNamesAndDescriptionsCannotInjectCode() throws {
        let (files, diagnostics) = try generate(#"""
        { "color": { "$type": "color",
          "default": { "$value": "#000000", "$description": "ends */ and \"quotes\" \\(x)\nsecond line" },
          "self": { "$value": "#111111" }, "3xl": { "$value": "#222222" }, "café 😀": { "$value": "#333333" },
          "Type": { "$value": "#444444", "$deprecated": "use \"x\"\nnow" } } }
        """#)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let colors = contents(files, "Colors+DesignSystem.swift")
        #expect(colors.contains("    /// ends */ and \"quotes\" \\(x)\n    /// second line\n"))
        #expect(colors.contains("static let dsDefault = SwiftUI.Color(\"dsysDsDefault\", bundle: .module)"))
        #expect(colors.contains("static let dsSelf ="))
        #expect(colors.contains("static let ds3xl =") || colors.contains("static let ds3Xl ="))
        #expect(colors.contains("@available(*, deprecated, message: \"use \\\"x\\\"\\nnow\")"))
        for line in colors.split(separator: "\n") where !String(line).trimmingSpaces().hasPrefix("///") {
            #expect(!line.contains("second line"))
        }
    }

    @Test func namesThatCollideAreErrorsNamingBothTokens() throws {
        let (files, diagnostics) = try generate("""
        { "color": { "$type": "color", "primary-500": { "$value": "#000000" }, "primary500": { "$value": "#ffffff" } } }
        """)
        #expect(files.isEmpty)
        let messages = diagnostics.errors.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("'color.primary-500'") && $0.contains("'color.primary500'") })
    }

    /// Xcode 15+ generates `Color.<symbol>` for every colorset; dsys names colorsets so those
    /// symbols cannot redeclare its constants, and reports the names that still would.
    @Test func colorsetsAreNamedSoXcodesAssetSymbolsCannotClash() throws {
        var config = GeneratorConfig()
        config.colors.memberPrefix = nil
        let (files, clean) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "text": { "$value": "#000000" }, "text-color": { "$value": "#111111" } } }
        """, config: config)
        #expect(!clean.hasErrors, "\(clean.sorted)")
        let colors = contents(files, "Colors+DesignSystem.swift")
        #expect(colors.contains("static let text = SwiftUI.Color(\"dsysText\", bundle: .module)"))
        #expect(colors.contains("static let textColor = SwiftUI.Color(\"dsysTextColorAsset\", bundle: .module)"))
        #expect(!contents(files, "Colors.xcassets/dsysTextColorAsset.colorset/Contents.json").isEmpty)

        let (_, clashing) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "a": { "$value": "#000000" }, "dsys-a": { "$value": "#111111" } } }
        """, config: config)
        #expect(clashing.errors.map(\.message) == [
            "the asset 'dsysA' of 'color.a' makes Xcode generate the symbol 'dsysA', which dsys also declares",
        ])
        #expect(clashing.errors.first?.location?.line == 1)
    }

    /// The UIKit layer is on by default, reads the same asset catalog, and `"uiKit": false` drops it.
    @Test func uiKitLayerMirrorsTheColorsAndCanBeTurnedOff() throws {
        let json = """
        { "color": { "$type": "color", "bg": { "$value": "#ffffff" } },
          "shadow": { "$type": "shadow", "md": { "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px" } } } }
        """
        let (files, diagnostics) = try generate(json)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let uiKit = contents(files, "UIKit+DesignSystem.swift")
        #expect(uiKit.contains("#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n"))
        #expect(uiKit.contains("    static var dsBg: UIColor { UIColor(named: \"dsysDsBg\", in: .module, compatibleWith: nil) ?? DesignTokens.Colors.dsBg.uiColor }"))
        #expect(uiKit.contains("        case .md: applyShadow(DesignTokens.Shadows.md)"))

        var config = GeneratorConfig()
        config.uiKit = false
        let (withoutUIKit, _) = try GeneratorTestHarness.generate(json, config: config)
        #expect(!withoutUIKit.isEmpty)
        #expect(!withoutUIKit.contains { $0.path.hasSuffix("UIKit+DesignSystem.swift") })
    }

    /// UIKit code must not share a file with SwiftUI code: the file would not build on macOS.
    @Test func layoutCannotMixUIKitAndSwiftUICode() throws {
        var config = GeneratorConfig()
        config.files = [.uiKit: "Colors+DesignSystem.swift"]
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "bg": { "$value": "#ffffff" } } }
        """, config: config)
        #expect(files.isEmpty)
        #expect(diagnostics.errors.map(\.message) == [
            "the file layout puts SwiftUI and UIKit code ('colors', 'uiKit') into 'Colors+DesignSystem.swift'",
        ])
    }

    @Test func highContrastModesGetContrastEntries() throws {
        let (files, diagnostics) = try generate("""
        { "bg": { "$type": "color", "$value": "#ffffff", "$extensions": { "mode": {
          "light": "#ffffff", "dark": "#000000", "light-hc": "#eeeeee", "dark-hc": "#111111" } } } }
        """)
        #expect(!diagnostics.hasErrors)
        let colorSet = contents(files, "Colors.xcassets/dsysDsBg.colorset/Contents.json")
        #expect(colorSet.components(separatedBy: "\"idiom\" : \"universal\"").count == 5)
        #expect(colorSet.contains("\"appearance\" : \"contrast\",\n          \"value\" : \"high\""))
        #expect(contents(files, "DesignTokensTests.swift").contains("XCTAssertEqual(DesignTokens.Colors.dsBg.darkHighContrast?.hex, \"#111111\")"))
    }

    @Test func wideGamutColorsUseDisplayP3() throws {
        let (files, _) = try generate("""
        { "c": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } } }
        """)
        let colorSet = contents(files, "Colors.xcassets/dsysDsC.colorset/Contents.json")
        #expect(colorSet.contains("\"color-space\" : \"display-p3\""))
        #expect(colorSet.contains("\"red\" : \"1.000\""))
    }

    @Test func outputIsDeterministic() throws {
        var diagnostics = Diagnostics()
        let tokens = try #require(FrontEnd().loadStarter(diagnostics: &diagnostics))
        let first = GeneratorPipeline(config: GeneratorConfig()).generate(tokens, diagnostics: &diagnostics)
        let second = GeneratorPipeline(config: GeneratorConfig()).generate(tokens, diagnostics: &diagnostics)
        #expect(first == second)
        #expect(first?.map(\.path) == first?.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func fontWeightsMapToTheNearestSwiftUIWeight() {
        #expect(TypographyMetrics.weightName(100) == "ultraLight")
        #expect(TypographyMetrics.weightName(450) == "regular")
        #expect(TypographyMetrics.weightName(651) == "bold")
        #expect(TypographyMetrics.weightName(1000) == "black")
        #expect(TypographyMetrics.nearestTextStyle(16) == "callout")
        #expect(TypographyMetrics.nearestTextStyle(40) == "largeTitle")
    }
}
