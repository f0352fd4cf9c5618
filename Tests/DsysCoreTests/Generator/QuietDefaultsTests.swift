@testable import DsysCore
import Testing

/// Defaults that stay quiet unless there is something to do: the starter-components warning only
/// when the config asks for components, and name collisions that say how to fix them in dsys.json.
@Suite struct QuietDefaultsTests {
    private static let tokens = ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##

    @Test func aCustomTokenSetWithoutAConfigGetsNoComponentWarning() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate(Self.tokens, config: GeneratorConfig())
        #expect(!files.isEmpty)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        #expect(!files.contains { $0.path.contains("Components/") })
    }

    @Test func askingForComponentsReportsTheMissingRoles() throws {
        let (config, configDiagnostics) = try GeneratorTestHarness.readConfig(#"{ "componentPrefix": "Acme" }"#)
        #expect(configDiagnostics.sorted.isEmpty)
        #expect(config.generator.componentsRequested)
        let (_, diagnostics) = try GeneratorTestHarness.generate(Self.tokens, config: config.generator)
        let warning = try #require(diagnostics.all.first { $0.message.hasPrefix("components were not generated") })
        #expect(warning.message.contains("color 'action.primary'"))
        #expect(warning.hint?.contains("remove \"componentPrefix\"") == true)
    }

    @Test func aNameCollisionHintIsAReadyToPasteNameOverride() throws {
        let json = ##"{ "color": { "$type": "color", "primary-500": { "$value": "#101010" }, "primary500": { "$value": "#202020" }, "primary_500": { "$value": "#303030" } } }"##
        var strict = GeneratorConfig()
        strict.strict = true
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: strict)
        #expect(files.isEmpty)
        let hints = Set(diagnostics.errors.compactMap(\.hint))
        #expect(hints == [#"add "nameOverrides": {"color.primary500": "dsPrimary500Alt", "color.primary_500": "dsPrimary500Alt2"} to dsys.json, or rename the tokens"#])

        var config = GeneratorConfig()
        config.nameOverrides = ["color.primary500": "dsPrimary500Alt", "color.primary_500": "dsPrimary500Alt2"]
        let (fixed, fixedDiagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(!fixedDiagnostics.hasErrors, "\(fixedDiagnostics.sorted)")
        #expect(GeneratorTestHarness.contents(fixed, "Colors+DesignSystem.swift").contains("static let dsPrimary500Alt2"))
    }

    /// The shadow modifier's default is the middle of the scale in input order (the lower middle for
    /// an even count), never the largest shadow.
    @Test(arguments: [(["card", "float"], "card"), (["low", "mid", "high"], "mid"), (["a", "b", "c", "d"], "b")])
    func theShadowModifierDefaultsToAMiddleElevation(names: [String], expected: String) throws {
        let shadows = names.enumerated().map { index, name in
            ##""\##(name)": { "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "\##(index + 1)px", "blur": "\##(4 * (index + 1))px", "spread": "0px" } }"##
        }
        let json = #"{ "shadow": { "$type": "shadow", "# + shadows.joined(separator: ", ") + " } }"
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(GeneratorTestHarness.contents(files, "Shadows+DesignSystem.swift").contains("(_ size: DSShadowSize = .\(expected)) -> some View"))
    }

    /// A modifier group is named after its path: `"modifiers": "card"` gives `CardModifier` and
    /// `.cardStyle()`, whether the group sets its properties itself or through a `default` child.
    @Test(arguments: [
        ##"{ "card": { "padding": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } }, "background": { "$type": "color", "$value": "#ffffff" } } }"##,
        ##"{ "card": { "default": { "padding": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } } } }"##,
    ])
    func aModifierGroupIsNamedAfterItsPath(json: String) throws {
        var config = GeneratorConfig()
        config.componentStyles = ComponentStylesConfig(modifiers: "card")
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: config)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        let modifier = GeneratorTestHarness.contents(files, "Components/CardModifier.swift")
        #expect(modifier.contains("public struct CardModifier: ViewModifier"))
        #expect(modifier.contains("func cardStyle() -> some View"))
        #expect(!files.contains { $0.contents.contains("DefaultModifier") })
    }

    /// A name that would start with a digit gets a word, not `_`, which a Swift developer reads as private.
    @Test func aNameStartingWithADigitGetsAWordNotAnUnderscore() throws {
        let json = ##"{ "spacing": { "$type": "dimension", "2xl": { "$value": { "value": 32, "unit": "px" } } } }"##
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let text = files.map(\.contents).joined()
        #expect(text.contains("step2xl"))
        #expect(!text.contains("_2xl"))
    }

    /// Naming config applies everywhere: a config that names every namespace and type `Brand…`
    /// (leaving the scaled spacing struct to follow the spacing namespace) declares no `DS` type.
    @Test func brandNamesLeaveNoDSTypeBehind() throws {
        let namespaces = ["colors": "BrandColor", "spacing": "BrandSpacing", "radius": "BrandRadius", "borderWidth": "BrandBorderWidth",
                          "opacity": "BrandOpacity", "gradients": "BrandGradient", "motion": "BrandMotion", "fonts": "BrandFont",
                          "dimensions": "BrandDimension", "numbers": "BrandNumber", "fontFamilies": "BrandFontFamily",
                          "fontWeights": "BrandFontWeight", "strokeStyles": "BrandStrokeStyle", "borders": "BrandBorder", "strings": "BrandString"]
        let namespaceKeys = namespaces.sorted { $0.key < $1.key }.map { #""\#($0.key)": { "type": "\#($0.value)" }"# }
        let (config, configDiagnostics) = try GeneratorTestHarness.readConfig("{ " + (namespaceKeys + [
            #""typographyType": "BrandTypography", "shadowType": "BrandShadowSize", "shadowModifier": "brandShadow", "componentPrefix": "Brand""#,
        ]).joined(separator: ", ") + " }")
        #expect(configDiagnostics.sorted.isEmpty, "\(configDiagnostics.sorted)")
        let json = ##"""
        { "color": { "$type": "color", "ink": { "$value": "#101010" } },
          "spacing": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } },
          "radius": { "$type": "dimension", "md": { "$value": { "value": 4, "unit": "px" } } },
          "gradient": { "$type": "gradient", "sky": { "$value": [{ "color": "#000000", "position": 0 }, { "color": "#ffffff", "position": 1 }] } },
          "shadow": { "$type": "shadow", "md": { "$value": { "color": "#00000033", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } } },
          "typography": { "$type": "typography", "body": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } } },
          "motion": { "$type": "duration", "fast": { "$value": { "value": 100, "unit": "ms" } } } }
        """##
        let (files, _) = try GeneratorTestHarness.generate(json, config: config.generator)
        #expect(files.contains { $0.contents.contains("struct ScaledBrandSpacing") })
        let declarations = /(?:struct|enum|class|protocol|typealias|extension) (DS[A-Za-z0-9_]*)/
        let leftovers = files.flatMap { file in file.contents.matches(of: declarations).map { "\(file.path): \($0.output.1)" } }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// Each file's header lists only the inputs that fed it, so adding a token file rewrites only
    /// the files it changes; support code lists none.
    @Test func aFileHeaderListsOnlyTheInputsThatFedIt() throws {
        var diagnostics = Diagnostics()
        let inputs = [
            ("colors.json", ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##),
            ("spacing.json", ##"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } } }"##),
        ]
        let layers = try inputs.map { name, json in
            let file = try #require(SourceFileReader.read(Array(json.utf8), displayPath: name, syntax: .json, diagnostics: &diagnostics))
            return TokenLayer(name: name, tokens: TokenTreeParser.parse(file, diagnostics: &diagnostics))
        }
        let plan = ResolutionPlan(modes: [.init(name: "default", contexts: [], layers: layers)], sourceFiles: inputs.map(\.0))
        let tokens = ModeResolver().resolve(ModeExtension.expand(plan, diagnostics: &diagnostics), diagnostics: &diagnostics)
        let files = GeneratorPipeline(config: GeneratorConfig()).generate(tokens, diagnostics: &diagnostics) ?? []
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        func headerLine(_ suffix: String) -> String {
            GeneratorTestHarness.contents(files, suffix).split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        }
        #expect(headerLine("Colors+DesignSystem.swift") == "// Generated by dsys from colors.json. Do not edit: run `dsys generate` instead.")
        #expect(headerLine("Spacing+DesignSystem.swift") == "// Generated by dsys from spacing.json. Do not edit: run `dsys generate` instead.")
        #expect(headerLine("DesignTokens+Types.swift") == "// Generated by dsys. Do not edit: run `dsys generate` instead.")
        #expect(headerLine("Tokens/DesignTokens.swift") == "// Generated by dsys from colors.json, spacing.json. Do not edit: run `dsys generate` instead.")
    }
}
