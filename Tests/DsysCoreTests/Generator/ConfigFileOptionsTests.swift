@testable import DsysCore
import Testing

/// The `dsys.json` keys for API shapes: parsed into `GeneratorConfig`, and rejected at their
/// position when they are unknown or malformed.
@Suite struct ConfigFileOptionsTests {
    @Test func everyShapeKeyIsRead() throws {
        let (file, diagnostics) = try GeneratorTestHarness.readConfig(#"""
        { "colorStrategy": "hex", "fontMembers": "properties", "typographyType": null,
          "typographyModifierType": "TypographyModifier", "shadowModifierType": "ShadowModifier",
          "shadowProperties": true, "gradientStops": "Stops", "themeType": "KordantTheme", "themeManager": false,
          "componentStyles": { "buttons": "component.button", "textFields": "component.text-field",
                               "toggles": "component.toggle", "modifiers": "component.modifier" },
          "files": { "colors": "Tokens/ColorToken.swift", "shadowViewExtension": "Extensions/View+DesignSystem.swift" },
          "testLayout": "perNamespace",
          "orderChecks": [ { "name": "spacingScale", "paths": ["spacing"], "order": "ascending" } ],
          "contrastChecks": [ { "foreground": "color.ink", "background": "color.paper", "minimum": 7 },
                              { "foreground": "color.muted", "background": "color.paper" } ] }
        """#)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let config = file.generator
        #expect(config.colorStrategy == .hex)
        #expect(config.fontMembers == .properties)
        #expect(config.typographyType == nil)
        #expect(config.typographyModifierType == "TypographyModifier")
        #expect(config.shadowModifierType == "ShadowModifier")
        #expect(config.shadowProperties)
        #expect(config.gradientStops == "Stops")
        #expect(config.themeType == "KordantTheme")
        #expect(!config.themeManager)
        #expect(config.componentStyles == ComponentStylesConfig(
            buttons: "component.button", textFields: "component.text-field", toggles: "component.toggle", modifiers: "component.modifier"))
        #expect(config.files == [.colors: "Tokens/ColorToken.swift", .shadowViewExtension: "Extensions/View+DesignSystem.swift"])
        #expect(config.testLayout == .perNamespace)
        let orderCheck = try #require(config.orderChecks.first)
        #expect(config.orderChecks.count == 1)
        #expect(orderCheck.name == "spacingScale" && orderCheck.paths == ["spacing"] && orderCheck.order == .ascending)
        #expect(orderCheck.location == SourceLocation(file: "dsys.json", line: 8, column: 20))
        #expect(config.contrastChecks.map(\.foreground) == ["color.ink", "color.muted"])
        #expect(config.contrastChecks.map(\.background) == ["color.paper", "color.paper"])
        #expect(config.contrastChecks.map(\.minimum) == [7, ContrastCheck.defaultMinimum])
        #expect(config.contrastChecks.map(\.location?.line) == [9, 10])
    }

    @Test func defaultsKeepTheStarterShape() {
        let config = GeneratorConfig()
        #expect(config.fontMembers == .functions)
        #expect(config.typographyType == "DSTypography")
        #expect(config.shadowModifierType == nil && !config.shadowProperties && config.gradientStops == nil)
        #expect(config.componentStyles.paths.isEmpty && config.themeType == nil && config.themeManager)
        #expect(config.files.isEmpty && config.testLayout == .single && config.orderChecks.isEmpty && config.contrastChecks.isEmpty)
    }

    @Test(arguments: [
        (#"{ "files": { "colours": "A.swift" } }"#, "unknown 'files' key 'colours'", 1, 14),
        (#"{ "files": { "colors": "../A.swift" } }"#, "must be a relative path ending in .swift", 1, 24),
        (#"{ "files": { "colors": "/abs/A.swift" } }"#, "must be a relative path ending in .swift", 1, 24),
        (#"{ "files": { "colors": "Tokens/A.txt" } }"#, "must be a relative path ending in .swift", 1, 24),
        (#"{ "fontMembers": "methods" }"#, "'fontMembers' must be one of \"functions\", \"properties\", \"none\"", 1, 18),
        (#"{ "colorStrategy": "hexadecimal" }"#, "'colorStrategy' must be one of", 1, 20),
        (#"{ "shadowProperties": "yes" }"#, "'shadowProperties' must be true or false", 1, 23),
        (#"{ "themeType": "Kordant.Theme" }"#, "'themeType' must be a Swift type name such as \"ShadowModifier\"", 1, 16),
        (#"{ "gradientStops": "class" }"#, "'gradientStops' must be a Swift type name", 1, 20),
        (#"{ "componentStyles": { "cards": "component.card" } }"#, "unknown componentStyles key 'cards'", 1, 24),
        (#"{ "componentStyles": { "buttons": "component..button" } }"#, "must be a dotted token path", 1, 35),
        (#"{ "orderChecks": [ { "name": "x", "paths": [], "order": "ascending" } ] }"#, "needs a 'name', an 'order' and 'paths'", 1, 20),
        (#"{ "orderChecks": [ { "name": "x y", "paths": ["a"], "order": "up" } ] }"#, "'name' must be letters and digits", 1, 30),
        (#"{ "orderChecks": [ { "name": "x", "paths": ["a"], "order": "up" } ] }"#, "'order' must be one of \"ascending\", \"descending\"", 1, 60),
        (#"{ "contrastChecks": [ { "foreground": "a" } ] }"#, "needs a 'foreground' and a 'background'", 1, 23),
        (#"{ "contrastChecks": [ { "foreground": "a", "background": "b", "minimum": 30 } ] }"#, "'minimum' must be a ratio from 1 to 21", 1, 74),
        (#"{ "contrastChecks": [ { "fg": "a" } ] }"#, "unknown contrast check key 'fg'", 1, 25),
        (#"{ "contrastChecks": { "foreground": "a" } }"#, "'contrastChecks' must be an array", 1, 21),
        (#"{ "typographyType": "Brand.TextStyle" }"#, "'typographyType' must be a Swift type name such as \"ShadowModifier\"", 1, 21),
        (#"{ "valuesType": "Brand.Values" }"#, "'valuesType' must be a Swift type name such as \"ShadowModifier\"", 1, 17),
        (#"{ "valuesType": "Color" }"#, "'valuesType' would declare the type 'Color', which shadows the Color the generated code uses", 1, 17),
        (#"{ "colors": { "type": "Swift.Int" } }"#, "'colors' would declare the type 'Swift', which shadows the Swift", 1, 13),
        (#"{ "fonts": { "type": "Text" } }"#, "'fonts' would declare the type 'Text'", 1, 12),
        (#"{ "themeType": "Animation" }"#, "'themeType' would declare the type 'Animation'", 1, 16),
        (#"{ "spacing": { "type": "Layout.Gap" }, "shadowType": "Layout" }"#,
         "'shadowType' and 'spacing' would both declare the type 'Layout'; give them different names", 1, 54),
        (#"{ "componentPrefix": "Theme", "themeType": "ThemeButton" }"#,
         "'componentPrefix' and 'themeType' would both declare the type 'ThemeButton'", 1, 22),
    ])
    func malformedKeysAreErrorsAtTheirPosition(_ json: String, _ message: String, _ line: Int, _ column: Int) throws {
        let (_, diagnostics) = try GeneratorTestHarness.readConfig(json)
        let error = try #require(diagnostics.errors.first { $0.message.contains(message) }, "\(diagnostics.sorted)")
        #expect(error.location?.line == line)
        #expect(error.location?.column == column)
    }
}

/// Flags override `dsys.json`, which overrides the defaults, for every command.
@Suite struct CommandLineOverConfigTests {
    private func config(remBase: Double?, contexts: [String], inputs: [String]) -> ConfigFile {
        var config = ConfigFile(inputs: inputs)
        config.remBase = remBase
        config.contexts = contexts
        return config
    }

    @Test func anExplicitRemBaseFlagBeatsTheFileEvenWhenItIsTheDefault() {
        let file = config(remBase: 14, contexts: [], inputs: [])
        #expect(file.frontEnd(remBase: 16, contexts: [], referenceScope: .inputFolder).remBase == 16)
        #expect(file.frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder).remBase == 14)
        #expect(ConfigFile().frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder).remBase == FrontEnd.defaultRemBase)
    }

    @Test func contextsAndInputsFromTheCommandLineReplaceTheFiles() {
        let file = config(remBase: nil, contexts: ["theme=dark"], inputs: ["tokens"])
        #expect(file.frontEnd(remBase: nil, contexts: ["brand=b"], referenceScope: .inputFolder).contexts == ["brand=b"])
        #expect(file.frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder).contexts == ["theme=dark"])
        #expect(file.inputs(commandLine: ["other.json"]) == ["other.json"])
        #expect(file.inputs(commandLine: []) == ["tokens"])
    }
}
