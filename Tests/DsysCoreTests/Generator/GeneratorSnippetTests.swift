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

    /// A token's line height is the distance between baselines: the presets and the value layer
    /// keep it (nil without one) beside the CSS leading (`lineSpacing`, line height less size, never
    /// negative), and what `.typography(_:)` and `textAttributes` apply takes off the font's own
    /// line height at run time instead of the size.
    @Test func lineHeightIsKeptAndTheAppliedSpacingTakesOffTheFontsOwn() throws {
        let (files, diagnostics) = try generate(#"""
        { "type": { "$type": "typography",
          "body": { "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5 } },
          "tight": { "$value": { "fontFamily": "Inter", "fontSize": "40px", "fontWeight": 700, "letterSpacing": 0, "lineHeight": "36px" } },
          "plain": { "$value": { "fontFamily": "Inter", "fontSize": "12px", "fontWeight": 400, "letterSpacing": 0 } } } }
        """#)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let values = contents(files, "DesignTokens.swift")
        #expect(values.contains("DesignTokens.TypographyValue(family: \"Inter\", size: 16, weight: 400, lineHeight: 24, lineSpacing: 8,"))
        #expect(values.contains("size: 40, weight: 700, lineHeight: 36, lineSpacing: 0,"))
        #expect(values.contains("size: 12, weight: 400, lineHeight: nil, lineSpacing: 0,"))
        let typography = contents(files, "Typography+DesignSystem.swift")
        #expect(typography.contains(".lineSpacing(preset.appliedLineSpacing(size: size))"))
        #expect(typography.contains("return max(0, scaled - Self.fontLineHeight(family: family, size: size))"))
        #expect(typography.contains("UIFont.systemFont(ofSize: size, weight: .regular)).lineHeight"))
        let uiKit = contents(files, "UIKit+DesignSystem.swift")
        #expect(uiKit.contains("paragraph.lineSpacing = lineHeight.map { max(0, metrics.scaledValue(for: $0) - font.lineHeight) } ?? 0"))
    }

    /// Weights between SwiftUI's nine (a variable font's 450) are drawn at the nearest, and one note
    /// counts them; weights in hundreds give none.
    @Test func weightsBetweenSwiftUIsNineAreOneNote() throws {
        let (_, diagnostics) = try generate(#"""
        { "weight": { "$type": "fontWeight", "book": { "$value": 450 }, "bold": { "$value": 700 } },
          "type": { "$type": "typography",
            "demi": { "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 550, "letterSpacing": 0, "lineHeight": 1.5 } },
            "body": { "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5 } } } }
        """#)
        let notes = diagnostics.sorted.filter { $0.severity == .note && $0.message.contains("between the nine SwiftUI draws") }
        #expect(notes.map(\.message) == [
            "2 tokens have font weights between the nine SwiftUI draws, such as 'type.demi' (550, drawn as .medium); the nearest weight is used",
        ], "\(diagnostics.sorted)")
    }

    /// The generated test's expected hex is the one the value layer's literal gives: Figma's alpha
    /// 0.699999988 is written 0.7, whose byte is b3 (0.699999988 itself would be b2), so the
    /// package's own test passes (seed-health's failed 8 assertions).
    @Test func aGeneratedColorTestExpectsTheHexOfTheEmittedLiteral() throws {
        let (files, diagnostics) = try generate(#"""
        { "scrim": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.699999988079071 } } }
        """#)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(contents(files, "DesignTokens.swift").contains("RGBA(red: 0, green: 0, blue: 0, alpha: 0.7)"))
        #expect(contents(files, "DesignTokensTests.swift").contains("XCTAssertEqual(DesignTokens.Colors.dsScrim.light.hex, \"#000000b3\")"))
    }

    @Test func namesThatCollideAreStrictErrorsNamingBothTokens() throws {
        var strict = GeneratorConfig()
        strict.strict = true
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "primary-500": { "$value": "#000000" }, "primary500": { "$value": "#ffffff" } } }
        """, config: strict)
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

    /// The UIKit and AppKit layers are on by default, read the same asset catalog, and `"uiKit": false` drops both.
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
        #expect(uiKit.contains("            shadowOffset = CGSize(width: outer.x, height: outer.y)\n"))
        #expect(uiKit.contains("        shape.shadowOffset = CGSize(width: layer.x + away, height: layer.y)\n"))

        let appKit = contents(files, "AppKit+DesignSystem.swift")
        #expect(appKit.contains("#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nimport AppKit\nimport QuartzCore\n"))
        #expect(appKit.contains("    static var dsBg: NSColor { NSColor(named: \"dsysDsBg\", bundle: .module) ?? DesignTokens.Colors.dsBg.nsColor }"))
        #expect(appKit.contains("        case .md: applyShadow(DesignTokens.Shadows.md)"))
        // AppKit's layers are unflipped: a downward CSS offset is a negative y.
        #expect(appKit.contains("            shadowOffset = CGSize(width: outer.x, height: -outer.y)\n"))
        #expect(appKit.contains("        shape.shadowOffset = CGSize(width: layer.x + away, height: -layer.y)\n"))

        var config = GeneratorConfig()
        config.uiKit = false
        let (withoutUIKit, _) = try GeneratorTestHarness.generate(json, config: config)
        #expect(!withoutUIKit.isEmpty)
        #expect(!withoutUIKit.contains { $0.path.hasSuffix("UIKit+DesignSystem.swift") || $0.path.hasSuffix("AppKit+DesignSystem.swift") })
    }

    /// Each platform's code builds without the other frameworks, so the file layout cannot put
    /// UIKit code beside SwiftUI code (the file would not build on macOS) or beside AppKit code.
    @Test(arguments: [
        (SourceSectionKind.uiKit, "Colors+DesignSystem.swift",
         "the SwiftUI and UIKit/AppKit targets both write 'Sources/DesignSystem/Colors+DesignSystem.swift'"),
        (SourceSectionKind.appKit, "UIKit+DesignSystem.swift",
         "the file layout puts UIKit and AppKit code ('uiKit', 'appKit') into 'UIKit+DesignSystem.swift'"),
    ])
    func layoutCannotMixPlatformCode(kind: SourceSectionKind, path: String, message: String) throws {
        var config = GeneratorConfig()
        config.files = [kind: path]
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "bg": { "$value": "#ffffff" } } }
        """, config: config)
        #expect(files.isEmpty)
        #expect(diagnostics.errors.map(\.message) == [message])
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
