@testable import DsysCore
@testable import DsysGenerator
@testable import DsysTokens
import Foundation
import Testing

/// Figma's extended collections (a theme over a root collection's variables, overriding some of
/// their values) make a `theme` choice axis: the root's own values first, then each extension's,
/// an extension of an extension falling back on its parent's overrides. They were only noted as
/// not read, and the brands' values were lost.
@Suite struct FigmaExtendedCollectionsTests {
    private static let white = #"{ "r": 1, "g": 1, "b": 1, "a": 1 }"#
    private static let black = #"{ "r": 0, "g": 0, "b": 0, "a": 1 }"#
    private static let gray = #"{ "r": 0.2, "g": 0.2, "b": 0.2, "a": 1 }"#
    private static let red = #"{ "r": 1, "g": 0, "b": 0, "a": 1 }"#
    private static func alias(_ id: String) -> String { #"{ "type": "VARIABLE_ALIAS", "id": "\#(id)" }"# }

    /// `Tokens` (Light, Dark) with `brand`, `surface`, `link` (an alias of `brand`) and `radius`;
    /// `Brand A` extends it and makes `brand` red in Dark only (and `radius` unreadable); `Brand B`
    /// extends `Brand A` (its Dark mode without a `parentModeId`, found by name) and makes `surface`
    /// an alias of `brand` in Light and gray in Dark, and names a variable the response lacks.
    private static let response = """
    { "meta": {
      "variableCollections": {
        "VariableCollectionId:1:1": { "id": "VariableCollectionId:1:1", "name": "Tokens", "defaultModeId": "1:0",
          "modes": [ { "modeId": "1:0", "name": "Light" }, { "modeId": "1:1", "name": "Dark" } ],
          "variableIds": [ "V:1", "V:2", "V:3", "V:4" ] },
        "VariableCollectionId:3:154": { "id": "VariableCollectionId:3:154", "name": "Brand A", "isExtension": true,
          "parentVariableCollectionId": "VariableCollectionId:1:1", "rootVariableCollectionId": "VariableCollectionId:1:1",
          "defaultModeId": "VariableCollectionId:3:154/1:0",
          "modes": [ { "modeId": "VariableCollectionId:3:154/1:0", "name": "Light", "parentModeId": "1:0" },
                     { "modeId": "VariableCollectionId:3:154/1:1", "name": "Dark", "parentModeId": "1:1" } ],
          "variableIds": [ "V:1", "V:2", "V:3", "V:4" ],
          "variableOverrides": {
            "V:1": { "VariableCollectionId:3:154/1:1": \(red) },
            "V:4": { "VariableCollectionId:3:154/1:0": "wide" } } },
        "VariableCollectionId:5:9": { "id": "VariableCollectionId:5:9", "name": "Brand B", "isExtension": true,
          "parentVariableCollectionId": "VariableCollectionId:3:154", "rootVariableCollectionId": "VariableCollectionId:1:1",
          "defaultModeId": "VariableCollectionId:5:9/1:0",
          "modes": [ { "modeId": "VariableCollectionId:5:9/1:0", "name": "Light", "parentModeId": "VariableCollectionId:3:154/1:0" },
                     { "modeId": "VariableCollectionId:5:9/1:1", "name": "Dark" } ],
          "variableIds": [ "V:1", "V:2", "V:3", "V:4" ],
          "variableOverrides": {
            "V:2": { "VariableCollectionId:5:9/1:0": \(alias("V:1")), "VariableCollectionId:5:9/1:1": \(gray) },
            "V:404": { "VariableCollectionId:5:9/1:0": \(gray) } } } },
      "variables": {
        "V:1": { "id": "V:1", "name": "brand", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
                 "valuesByMode": { "1:0": \(white), "1:1": \(black) } },
        "V:2": { "id": "V:2", "name": "surface", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
                 "valuesByMode": { "1:0": \(gray), "1:1": \(black) } },
        "V:3": { "id": "V:3", "name": "link", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
                 "valuesByMode": { "1:0": \(alias("V:1")), "1:1": \(alias("V:1")) } },
        "V:4": { "id": "V:4", "name": "radius", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "FLOAT",
                 "scopes": [ "CORNER_RADIUS" ], "valuesByMode": { "1:0": 4, "1:1": 4 } } } } }
    """

    /// The 1-based line and UTF-8 column where `marker` first starts in `text`.
    private static func position(of marker: String, in text: String) throws -> (line: Int, column: Int) {
        let range = try #require(text.range(of: marker))
        let before = text[..<range.lowerBound]
        let line = before.split(separator: "\n", omittingEmptySubsequences: false)
        return (line.count, (line.last.map { $0.utf8.count } ?? 0) + 1)
    }

    private static func mode(_ theme: String, _ appearance: String, of tokens: ResolvedTokens) throws -> Mode {
        try #require(tokens.modes.first { Set($0.contexts) == [
            ContextChoice(modifier: "theme", context: theme), ContextChoice(modifier: "Tokens", context: appearance),
        ] })
    }

    @Test func eachExtensionIsAThemeWithItsOverridesAndItsParentsInherited() throws {
        let folder = try TemporaryFolder(["variables.json": Self.response])
        let (loaded, diagnostics) = InputTestSupport.load([folder.file("variables.json")])
        let tokens = try #require(loaded)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(tokens.modes.count == 6)
        #expect(tokens.modes.first?.contexts == [
            ContextChoice(modifier: "Tokens", context: "Light"), ContextChoice(modifier: "theme", context: "Tokens"),
        ], "the root's own values in its default mode are the default mode")
        let expected: [(theme: String, appearance: String, brand: String, surface: String, link: String)] = [
            ("Tokens", "Light", "#ffffff", "#333333", "#ffffff"),
            ("Tokens", "Dark", "#000000", "#000000", "#000000"),
            ("Brand A", "Light", "#ffffff", "#333333", "#ffffff"),
            ("Brand A", "Dark", "#ff0000", "#000000", "#ff0000"),
            ("Brand B", "Light", "#ffffff", "#ffffff", "#ffffff"),
            ("Brand B", "Dark", "#ff0000", "#333333", "#ff0000"),
        ]
        for row in expected {
            let name = try Self.mode(row.theme, row.appearance, of: tokens).name
            #expect(InputTestSupport.hex("Tokens.brand", in: name, of: tokens) == row.brand, "\(name)")
            #expect(InputTestSupport.hex("Tokens.surface", in: name, of: tokens) == row.surface, "\(name)")
            #expect(InputTestSupport.hex("Tokens.link", in: name, of: tokens) == row.link, "\(name)")
        }
        let note = try #require(diagnostics.all.first { $0.severity == .note && $0.message.hasPrefix("the extended collections") })
        #expect(note.message == "the extended collections of 'Tokens' make a mode axis, 'theme': 'Tokens' (the default, its own values), "
            + "'Brand A', 'Brand B'")
    }

    @Test func anOverriddenTokenIsPlacedAtTheOverride() throws {
        let folder = try TemporaryFolder(["variables.json": Self.response])
        let tokens = try #require(InputTestSupport.load([folder.file("variables.json")]).0)
        let brand = try #require(try Self.mode("Brand A", "Dark", of: tokens).tokens[TokenPath(dotted: "Tokens.brand")])
        let red = try Self.position(of: #""VariableCollectionId:3:154/1:1": { "r": 1"#, in: Self.response)
        #expect(brand.location.line == red.line)
        #expect(brand.pointerBase.base
            == "/meta/variableCollections/VariableCollectionId:3:154/variableOverrides/V:1/VariableCollectionId:3:154~11:1")
        let inherited = try #require(try Self.mode("Brand A", "Light", of: tokens).tokens[TokenPath(dotted: "Tokens.brand")])
        #expect(inherited.pointerBase.base == "/meta/variables/V:1/valuesByMode/1:0")
    }

    @Test func anUnreadableOverrideSkipsItsVariableAtTheOverride() throws {
        let folder = try TemporaryFolder(["variables.json": Self.response])
        let tokens = try #require(InputTestSupport.load([folder.file("variables.json")]).0)
        #expect(tokens.modes.allSatisfy { $0.tokens[TokenPath(dotted: "Tokens.radius")] == nil }, "left out of every mode")
        let skip = try #require(tokens.skipped.first { $0.path == TokenPath(dotted: "Tokens.radius") })
        let wide = try Self.position(of: #""wide""#, in: Self.response)
        #expect((skip.location.line, skip.location.column) == (wide.line, wide.column))
        #expect(skip.message == "the variable 'Tokens.radius': its override in the extended collection 'Brand A': a FLOAT value must be "
            + "a number, but it is a string")
    }

    @Test func anOverrideOfAnUnknownVariableIsReportedOnce() throws {
        let folder = try TemporaryFolder(["variables.json": Self.response])
        let diagnostics = InputTestSupport.load([folder.file("variables.json")]).1
        let warnings = diagnostics.warnings.filter { $0.message.hasPrefix("the extended collection 'Brand B' has overrides") }
        #expect(warnings.map(\.message) == ["the extended collection 'Brand B' has overrides dsys cannot place, which are not read: "
            + "the variable 'V:404' is no variable of 'Tokens' in the response"])
        let unknown = try Self.position(of: #""V:404""#, in: Self.response)
        #expect(warnings.first.map { ($0.location?.line, $0.location?.column) } ?? (nil, nil) == (unknown.line, unknown.column))
    }

    /// A library's collection is read as the library publishes it, so a local extension of it makes no theme.
    @Test func anExtensionOfALibraryCollectionIsNotedAndMakesNoAxis() throws {
        let response = """
        { "meta": { "variableCollections": {
            "L": { "id": "L", "name": "Core", "remote": true, "defaultModeId": "L:0",
                   "modes": [ { "modeId": "L:0", "name": "Light" }, { "modeId": "L:1", "name": "Dark" } ] },
            "P": { "id": "P", "name": "Product", "defaultModeId": "P:0",
                   "modes": [ { "modeId": "P:0", "name": "Light" }, { "modeId": "P:1", "name": "Dark" } ] },
            "X": { "id": "X", "name": "Brand X", "isExtension": true, "parentVariableCollectionId": "L", "rootVariableCollectionId": "L",
                   "defaultModeId": "X/L:0", "modes": [ { "modeId": "X/L:0", "name": "Light", "parentModeId": "L:0" },
                                                        { "modeId": "X/L:1", "name": "Dark", "parentModeId": "L:1" } ],
                   "variableOverrides": { "V:1": { "X/L:1": \(Self.red) } } } },
          "variables": {
            "V:1": { "id": "V:1", "name": "brand", "remote": true, "variableCollectionId": "L", "resolvedType": "COLOR",
                     "valuesByMode": { "L:0": \(Self.white), "L:1": \(Self.black) } },
            "V:2": { "id": "V:2", "name": "accent", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": { "P:0": \(Self.alias("V:1")), "P:1": \(Self.alias("V:1")) } } } } }
        """
        let folder = try TemporaryFolder(["variables.json": response])
        let (loaded, diagnostics) = InputTestSupport.load([folder.file("variables.json")])
        let tokens = try #require(loaded)
        #expect(Set(tokens.modes.flatMap { $0.contexts.map(\.modifier) }) == ["Product"])
        let dark = try #require(tokens.modes.first { $0.contexts.contains { $0.context == "Dark" } })
        #expect(InputTestSupport.hex("Product.accent", in: dark.name, of: tokens) == "#000000")
        let note = try #require(diagnostics.all.first { $0.severity == .note && $0.tokenPath == "Brand X" })
        #expect(note.message == "the extended collection 'Brand X' extends the library collection 'Core'; dsys does not read its "
            + "overrides, so it makes no theme (a library's variables are read as the library publishes them)")
        let place = try Self.position(of: #""X": { "id": "X""#, in: response)
        #expect(note.location?.line == place.line)
    }

    /// From the response to the package: the overridden color's dark value in the extension's theme
    /// (a theme's colors are Swift constants; the asset catalog keeps the default theme's).
    @Test func theGeneratedPackageHoldsAThemesDarkOverride() throws {
        let folder = try TemporaryFolder(["variables.json": Self.response])
        var (loaded, diagnostics) = InputTestSupport.load([folder.file("variables.json")])
        let tokens = try #require(loaded)
        let files = try #require(GeneratorPipeline(config: GeneratorTestHarness.plainConfig).generate(tokens, diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        let adaptive = GeneratorTestHarness.contents(files, "AdaptiveTokens+Kit.swift")
        #expect(adaptive.contains("- theme=Brand A: light #ffffff; dark #ff0000"), "\(adaptive)")
        let designTokens = GeneratorTestHarness.contents(files, "DesignTokens.swift")
        let brandA = try #require(designTokens.range(of: "extension DesignTokens.ThemeBrandA.Colors {").map { designTokens[$0.upperBound...] })
        let brand = try #require(brandA.split(separator: "\n").first { $0.contains("static let dsTokensBrand") })
        #expect(brand.hasSuffix("dark: DesignTokens.RGBA(red: 1, green: 0, blue: 0, alpha: 1))"), "\(brand)")
    }
}
