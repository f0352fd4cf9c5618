@testable import DsysCore
import Testing

/// The configurable API shapes outside components: font properties, optional presets, shadow
/// properties, gradient stops, springs, the theme struct and the generated tests' layout and
/// order checks.
@Suite struct ApiShapeEmitterTests {
    private let typographyTokens = """
    { "typography": { "$type": "typography",
        "title1": { "$value": { "fontFamily": "system-ui", "fontSize": "28px", "fontWeight": 700, "letterSpacing": "0px", "lineHeight": 1.2 } },
        "note": { "$value": { "fontFamily": "system-ui", "fontSize": "15.5px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1.2 } } } }
    """

    @Test func fontPropertiesUseTheTextStyleWhenTheSizeIsItsOwn() throws {
        var config = GeneratorTestHarness.plainConfig
        config.fonts = .init(type: "DesignSystem.Typography", paths: ["typography"])
        config.fontMembers = .properties
        config.typographyType = nil
        let (files, diagnostics) = try GeneratorTestHarness.generate(typographyTokens, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let fonts = GeneratorTestHarness.contents(files, "Typography+Kit.swift")
        #expect(fonts.contains("extension DesignSystem.Typography {"))
        #expect(fonts.contains("public static let title1 = SwiftUI.Font.system(.title, design: .default, weight: .bold)"))
        #expect(fonts.contains("public static let note = SwiftUI.Font.system(size: 15.5, weight: .regular, design: .default)"))
        #expect(!fonts.contains("enum DSTypography") && !fonts.contains("func typography("))
        #expect(GeneratorTestHarness.contents(files, "Namespaces+Kit.swift").contains("public enum Typography {}"))
    }

    @Test func presetsWithoutFontsAndANamedModifier() throws {
        var config = GeneratorTestHarness.plainConfig
        config.fontMembers = .none
        config.typographyType = "TypographyToken"
        config.typographyModifierType = "TypographyModifier"
        let (files, _) = try GeneratorTestHarness.generate(typographyTokens, config: config)
        let typography = GeneratorTestHarness.contents(files, "Typography+Kit.swift")
        #expect(!typography.contains("DSFont"))
        #expect(typography.contains("public enum TypographyToken: CaseIterable, Sendable {"))
        #expect(typography.contains("public struct TypographyModifier: ViewModifier {"))
        #expect(typography.contains("func typography(_ preset: TypographyToken) -> some View {\n        modifier(TypographyModifier(preset))"))
    }

    @Test func shadowPropertiesGradientStopsAndOpacityTokens() throws {
        var config = GeneratorTestHarness.plainConfig
        config.colors = .init(type: "Palette", paths: ["color"])
        config.opacity = .init(type: "Opacity", paths: ["opacity"], memberPrefix: "o")
        config.shadowType = "ShadowToken"
        config.shadowModifierType = "ShadowModifier"
        config.shadowProperties = true
        config.gradientStops = "Stops"
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "black": { "$value": "#000000" }, "violet": { "$value": "#8b5cf6" } },
          "opacity": { "$type": "number", "10": { "$value": 0.1 } },
          "shadow": { "$type": "shadow", "md": { "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1 },
            "offsetX": "0px", "offsetY": "4px", "blur": "6px", "spread": "0px" } } },
          "gradient": { "$type": "gradient", "brand": { "$value": [ { "color": "{color.violet}", "position": 0 },
            { "color": "#123456", "position": 1 } ] } } }
        """, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let shadows = GeneratorTestHarness.contents(files, "Shadows+Kit.swift")
        #expect(shadows.contains("public var radius: CGFloat {\n        switch self {\n        case .md: return 3\n"))
        #expect(shadows.contains("case .md: return Palette.black.opacity(Opacity.o10)"))
        #expect(shadows.contains("struct ShadowModifier: ViewModifier {"))
        #expect(shadows.contains("content.shadow(color: size.color, radius: size.radius, x: size.x, y: size.y)"))
        let gradients = GeneratorTestHarness.contents(files, "Gradients+Kit.swift")
        #expect(gradients.contains("extension DSGradient {\n    /// Each gradient's stop colors in order, for tests and custom drawing.\n    public enum Stops {"))
        #expect(gradients.contains("public static var brand: [SwiftUI.Color] { [Palette.violet, SwiftUI.Color(.sRGB, red: 0.0706, green: 0.2039, blue: 0.3373, opacity: 1)] }"))
    }

    @Test func springsComeFromTheTokenExtension() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "motion": { "$type": "duration",
          "bounce": { "$value": "300ms", "$extensions": { "dsys": { "spring": { "dampingFraction": 0.6 } } } },
          "broken": { "$value": "200ms", "$extensions": { "dsys": { "spring": { "dampingFraction": -1 } } } } } }
        """, config: GeneratorTestHarness.plainConfig)
        let motion = GeneratorTestHarness.contents(files, "Motion+Kit.swift")
        #expect(motion.contains("public static var bounce: SwiftUI.Animation { SwiftUI.Animation.spring(response: 0.3, dampingFraction: 0.6) }"))
        #expect(motion.contains("public static var broken: SwiftUI.Animation { SwiftUI.Animation.timingCurve("))
        #expect(diagnostics.warnings.contains { $0.message.contains("'motion.broken'") && $0.message.contains("spring") })
        #expect(GeneratorTestHarness.contents(files, "DesignTokens+Types.swift").contains("public let dampingFraction: Double?"))
        #expect(GeneratorTestHarness.contents(files, "DesignTokensTests.swift").contains("XCTAssertEqual(DesignTokens.Motion.bounce.dampingFraction, 0.6)"))
    }

    @Test func themeStructBundlesTheConstantsWithoutPrefixes() throws {
        var config = GeneratorTestHarness.plainConfig
        config.colors = .init(type: "Color", paths: ["color"])
        config.fonts = .init(type: "Font", paths: ["typography"], memberPrefix: "kit")
        config.fontMembers = .properties
        config.themeType = "KitTheme"
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "brand-primary": { "$value": "#4f46e5" } },
          "spacing": { "$type": "dimension", "md": { "$value": "16px" } },
          "typography": { "$type": "typography", "title1": { "$value": { "fontFamily": "system-ui", "fontSize": "28px",
            "fontWeight": 700, "letterSpacing": "0px", "lineHeight": 1.2 } } } }
        """, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let theme = GeneratorTestHarness.contents(files, "Theme/KitTheme.swift")
        #expect(theme.contains("public struct KitTheme: Sendable {"))
        #expect(theme.contains("public var brandPrimary: SwiftUI.Color = SwiftUI.Color.brandPrimary"))
        #expect(theme.contains("public var title1: SwiftUI.Font = SwiftUI.Font.kitTitle1"))
        #expect(theme.contains("public var md: CGFloat = DSSpacingFixed.md"))
        #expect(theme.contains("var kitTheme: KitTheme {\n        get { self[KitThemeKey.self] }"))
    }

    @Test func testsSplitPerNamespaceWithOrderChecks() throws {
        var config = GeneratorTestHarness.plainConfig
        config.spacing = .init(type: "SpacingToken", paths: ["spacing"])
        config.testLayout = .perNamespace
        config.orderChecks = [OrderCheck(name: "spacingScale", paths: ["spacing"], order: .ascending)]
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "spacing": { "$type": "dimension", "sm": { "$value": "8px" }, "md": { "$value": "16px" } },
          "color": { "$type": "color", "ink": { "$value": "#000000" } } }
        """, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let spacing = GeneratorTestHarness.contents(files, "Tests/KitTests/SpacingTokenTests.swift")
        #expect(spacing.contains("final class SpacingTokenTests: XCTestCase {"))
        #expect(spacing.contains("func testSpacingScaleIsAscending() {\n        let values: [Double] = [\n            DesignTokens.Spacing.sm,\n            DesignTokens.Spacing.md,\n        ]"))
        #expect(spacing.contains("XCTAssertLessThan(earlier, later)"))
        #expect(GeneratorTestHarness.contents(files, "Tests/KitTests/ColorTests.swift").contains("func testColors() {"))
    }

    @Test(arguments: [
        (["spacing.huge"], "names 'spacing.huge', which is no token or group"),
        (["spacing.sm", "color.ink"], "must compare tokens of one scale of numbers, not Colors and Spacing"),
        (["color"], "must compare tokens of one scale of numbers, not Colors"),
    ])
    func orderChecksNeedOneNumericScale(_ paths: [String], _ message: String) throws {
        var config = GeneratorTestHarness.plainConfig
        let check = SourceLocation(file: "dsys.json", line: 2, column: 19)
        config.orderChecks = [OrderCheck(name: "scale", paths: paths, order: .descending, location: check)]
        let json = """
        { "spacing": { "$type": "dimension", "sm": { "$value": "8px" } }, "color": { "$type": "color", "ink": { "$value": "#000000" } } }
        """
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(files.isEmpty)
        #expect(diagnostics.errors.contains { $0.message.contains(message) && $0.location == check }, "\(diagnostics.sorted)")
        // The names are checked before any target runs: `dsys validate` fails on the same check.
        var validated = Diagnostics()
        GeneratorPipeline(config: config).checkNames(try GeneratorTestHarness.resolve(json, diagnostics: &validated), diagnostics: &validated)
        #expect(validated.errors.contains { $0.message.contains(message) && $0.location == check }, "\(validated.sorted)")
    }

    /// A shadow without layers has no blur to compare: the order check leaves it out and says so.
    @Test func anOrderCheckNamesTheShadowItLeavesOut() throws {
        var config = GeneratorTestHarness.plainConfig
        config.orderChecks = [OrderCheck(name: "elevation", paths: ["shadow"], order: .ascending)]
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "shadow": { "$type": "shadow",
          "none": { "$value": [] },
          "sm": { "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } },
          "md": { "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px" } } } }
        """, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(diagnostics.warnings.contains { $0.message.contains("the order check 'elevation' leaves out 'shadow.none'") },
                "\(diagnostics.sorted)")
        let tests = files.filter { $0.path.hasPrefix("Tests/") }.map(\.contents).joined()
        #expect(tests.contains("func testElevationIsAscending()"))
        #expect(!tests.contains("Shadows.none[0].blur"))
    }

    @Test func contrastChecksBecomeATestAndLowContrastIsAWarning() throws {
        var config = GeneratorTestHarness.plainConfig
        config.contrastChecks = [
            ContrastCheck(foreground: "color.ink", background: "color.paper", minimum: 7),
            ContrastCheck(foreground: "color.muted", background: "color.paper"),
        ]
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "color": { "$type": "color", "ink": { "$value": "#000000" }, "muted": { "$value": "#999999" },
                     "paper": { "$value": "#ffffff" } } }
        """, config: config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(diagnostics.sorted.filter { $0.severity == .warning }.map(\.message) == [
            "'color.muted' on 'color.paper' has a contrast of 2.85:1 in light, below the minimum 4.5:1; "
                + "the generated testColorContrast fails until one of the colors changes",
        ])
        let tests = GeneratorTestHarness.contents(files, "Tests/KitTests/DesignTokensTests.swift")
        #expect(tests.contains("XCTAssertGreaterThanOrEqual(contrastRatio(DesignTokens.Colors.dsInk.light, "
                               + "on: DesignTokens.Colors.dsPaper.light), 7, \"color.ink on color.paper (light)\")"))
        #expect(tests.contains("private func contrastRatio(_ foreground: DesignTokens.RGBA, on background: DesignTokens.RGBA) -> Double {"))
    }

    @Test func contrastChecksNeedColorTokens() throws {
        var config = GeneratorTestHarness.plainConfig
        let check = SourceLocation(file: "dsys.json", line: 3, column: 5)
        config.contrastChecks = [ContrastCheck(foreground: "spacing.sm", background: "color.paper", location: check)]
        let (files, diagnostics) = try GeneratorTestHarness.generate("""
        { "spacing": { "$type": "dimension", "sm": { "$value": "8px" } }, "color": { "$type": "color", "paper": { "$value": "#ffffff" } } }
        """, config: config)
        #expect(files.isEmpty)
        #expect(diagnostics.errors.map(\.message) == ["the contrast check names 'spacing.sm', which is no color token of the design system"])
        #expect(diagnostics.errors.map(\.location) == [check])
    }
}
