@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// TokensBrücke exports (`TokensBrueckeLoader`), in the shape the plugin's `variablesToTokens` and
/// `getTokens` write (tokens-bruecke/figma-plugin at 810c954): the claim by its meta, collections'
/// modes as axes, aliases across collections, scopes and `codeSyntax.iOS`, the plugin's option
/// variants, and positioned errors for malformed mode maps. The generated package of the
/// `tokens-bruecke` fixture is checked byte for byte by the reference tests.
@Suite struct TokensBrueckeLoaderTests {
    /// The reference fixture's export.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("DsysReferenceTests/Fixtures/tokens-bruecke/tokens.json").path

    /// The root `$extensions` the plugin writes into every file it exports.
    static let meta = #""$extensions": { "tokens-bruecke-meta": { "useDTCG": true, "colorMode": "hex", "variableCollections": ["Primitives", "Theme"] } }"#

    private func load(_ paths: [String], contexts: [String] = []) -> (ResolvedTokens?, Diagnostics) {
        InputTestSupport.load(paths, contexts: contexts)
    }

    @Test func theExportIsClaimedByItsMeta() throws {
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(fileAt: Self.fixture, displayPath: "tokens.json", diagnostics: &diagnostics))
        let chosen = try #require(InputFormatRegistry.standard.claim(file: file, diagnostics: &diagnostics))
        #expect(chosen.format.name == "TokensBrücke export")
        #expect(chosen.claim.strength == .structure)
        #expect(diagnostics.all.isEmpty)
        let plain = try #require(InputTestSupport.sourceFile(
            #"{ "a": { "$value": 1, "$type": "number", "$extensions": { "mode": { "x": 2 } } }, "$extensions": { "other": {} } }"#,
            path: "t.json", diagnostics: &diagnostics
        ))
        #expect(InputTestSupport.formatName(of: plain) == "token file")
    }

    @Test func collectionsWithModesBecomeAxesAndAliasesCrossCollections() throws {
        let (tokens, diagnostics) = load([Self.fixture])
        let resolved = try #require(tokens)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Light-Regular", "Light-Compact", "Dark-Regular", "Dark-Compact"])
        #expect(resolved.modes[3].contexts == [.init(modifier: "Color", context: "Dark"), .init(modifier: "Layout", context: "Compact")])
        #expect(InputTestSupport.hex("Color.surface", in: "Light-Regular", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("Color.surface", in: "Dark-Compact", of: resolved) == "#14161a")
        #expect(InputTestSupport.hex("Color.action.primary", in: "Dark-Regular", of: resolved) == "#5b8def")
        #expect(InputTestSupport.points("Layout.stack.gap", in: "Light-Regular", of: resolved) == 16)
        #expect(InputTestSupport.points("Layout.stack.gap", in: "Dark-Compact", of: resolved) == 8)
        let surface = resolved.modes[0].tokens[TokenPath(dotted: "Color.surface")]
        #expect(surface?.description == "The page background.")
        #expect(surface?.aliasOf == TokenPath(dotted: "Primitives.gray.0"))
        #expect(InputTestSupport.value("Layout.disabled", in: "Light-Regular", of: resolved) == .number(0.4))
        guard case .color(let scrim)? = InputTestSupport.value("Color.action.scrim", in: "Dark-Regular", of: resolved) else {
            Issue.record("the scrim is not a color")
            return
        }
        #expect(scrim.alpha == Double(0xb3) / 255)
    }

    @Test func scopesAndTheIOSCodeSyntaxApplyAsToTheRESTResponse() throws {
        let resolved = try #require(load([Self.fixture]).0)
        let config = GeneratorConfig()
        let token = { (path: String) in try #require(resolved.modes[0].tokens[TokenPath(dotted: path)]) }
        #expect(try TokenCategory.categorize(token("Layout.card.corner"), config: config) == .radius)
        #expect(try TokenCategory.categorize(token("Layout.stack.gap"), config: config) == .spacing)
        #expect(try TokenCategory.categorize(token("Layout.hairline"), config: config) == .borderWidth)
        #expect(try TokenCategory.categorize(token("Layout.disabled"), config: config) == .opacity)
        let canvas = try #require(NameOverride.requested(for: token("Color.surface"), config: config))
        #expect(canvas.text == "canvas")
        #expect(canvas.location.file.hasSuffix("tokens.json"))
        #expect(canvas.location.line == 73)
        #expect(canvas.location.column == 34)
        #expect(try NameOverride.requested(for: token("Color.text.primary"), config: config)?.text == "labelPrimary")
        #expect(try NameOverride.requested(for: token("Color.action.primary"), config: config) == nil)
    }

    @Test func textVariablesAreReadAsTheRESTResponsesAre() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "Type": { "family": { "$type": "string", "$value": "Inter", "scopes": ["FONT_FAMILY"], "$extensions": { "mode": {} } },
                    "label": { "$type": "string", "$value": "Inter", "scopes": [], "$extensions": { "mode": {} } },
                    "compact": { "$type": "boolean", "$value": true, "$extensions": { "mode": {} } } },
          \(Self.meta) }
        """])
        let (tokens, diagnostics) = load([folder.file("tokens.json")])
        let resolved = try #require(tokens)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(InputTestSupport.value("Type.family", in: "default", of: resolved) == .fontFamily(["Inter"]))
        #expect(InputTestSupport.value("Type.label", in: "default", of: resolved) == .string("Inter"))
        #expect(InputTestSupport.value("Type.compact", in: "default", of: resolved) == .string("true"))
    }

    @Test func theDefaultModeComesFirstAndAContextPinsAnAxis() throws {
        let (tokens, diagnostics) = load([Self.fixture], contexts: ["Layout=Compact"])
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Light-Compact", "Dark-Compact"])
    }

    /// The plugin lists the modes in Figma's `valuesByMode` order but writes the default mode's value
    /// as `$value`: the default is the mode that holds `$value` for most variables, with a note.
    @Test func theDefaultModeIsTheOneValueHoldsNotTheFirstListed() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "Semantic": {
            "text": { "$type": "color", "$value": "#91bb0b",
              "$extensions": { "mode": { "Lila": "#8e3fb8", "Gruen": "#91bb0b", "Blau": "#0000ff" } } },
            "line": { "$type": "color", "$value": "#000000",
              "$extensions": { "mode": { "Lila": "#000000", "Gruen": "#000000", "Blau": "#000000" } } },
            "odd": { "$type": "color", "$value": "#111111",
              "$extensions": { "mode": { "Lila": "#222222", "Gruen": "#333333", "Blau": "#444444" } } } },
          "$extensions": { "tokens-bruecke-meta": { "useDTCG": true, "variableCollections": ["Semantic"] } } }
        """])
        let (tokens, diagnostics) = load([folder.file("tokens.json")])
        let resolved = try #require(tokens)
        #expect(resolved.modes.map(\.name) == ["Gruen", "Lila", "Blau"])
        #expect(InputTestSupport.hex("Semantic.text", in: "Gruen", of: resolved) == "#91bb0b")
        #expect(InputTestSupport.lines(diagnostics.all) == [
            "2:43: the default mode of 'Semantic' is 'Gruen', the mode '$value' holds for 2 of its 3 variables "
                + "(as for 'Semantic.text'), not 'Lila', which is listed first",
        ])
    }

    @Test func splitCollectionFilesAreOneExport() throws {
        let folder = try TemporaryFolder([
            "Primitives.tokens.json": """
            { "Primitives": { "ink": { "$type": "color", "$value": "#101010", "$extensions": { "mode": {} } },
                              "paper": { "$type": "color", "$value": "#fafafa", "$extensions": { "mode": {} } } },
              \(Self.meta) }
            """,
            "Theme.tokens.json": """
            { "Theme": { "text": { "$type": "color", "$value": "{Primitives.ink}",
                "$extensions": { "mode": { "Day": "{Primitives.ink}", "Night": "{Primitives.paper}" } } } },
              \(Self.meta) }
            """,
        ])
        let (tokens, diagnostics) = load([folder.file("Primitives.tokens.json"), folder.file("Theme.tokens.json")])
        let resolved = try #require(tokens)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Day", "Night"])
        #expect(InputTestSupport.hex("Theme.text", in: "Night", of: resolved) == "#fafafa")
    }

    @Test func lightAndDarkAreAppearancesByNameAndOtherNamesThroughTheConfig() throws {
        let (tokens, _) = load([Self.fixture])
        let named = try #require(tokens)
        let (translated, _) = GeneratorTestHarness.translate(named.modes, config: GeneratorTestHarness.plainConfig)
        let appearances = Dictionary(uniqueKeysWithValues: translated.account.modes.map { ($0.name, $0.appearance) })
        #expect(appearances == ["Light-Regular": .light, "Light-Compact": .light, "Dark-Regular": .dark, "Dark-Compact": .dark])
        let folder = try TemporaryFolder(["tokens.json": """
        { "Theme": { "surface": { "$type": "color", "$value": "#ffffff",
                                  "$extensions": { "mode": { "Day": "#ffffff", "Night": "#000000" } } } },
          \(Self.meta) }
        """])
        let resolved = try #require(load([folder.file("tokens.json")]).0)
        var config = GeneratorTestHarness.plainConfig
        let (unmapped, _) = GeneratorTestHarness.translate(resolved.modes, config: config)
        #expect(unmapped.account.modes.map(\.appearance) == [.light, .light], "without a mapping, Night is a choice axis, not dark")
        config.appearances = ["Night": .dark]
        let (mapped, _) = GeneratorTestHarness.translate(resolved.modes, config: config)
        #expect(mapped.account.modes.map(\.appearance) == [.light, .dark])
    }

    @Test func theLegacyKeysAndOmittedCollectionNamesAreRead() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "bg": { "type": "color", "value": "#ffffff", "scopes": ["FRAME_FILL"],
                  "$extensions": { "mode": { "Light": "#ffffff", "Dark": "#000000" } } },
          "pad": { "type": "dimension", "value": "12px", "scopes": ["GAP"], "$extensions": { "mode": {} } },
          \(Self.meta) }
        """])
        let (tokens, diagnostics) = load([folder.file("tokens.json")])
        let resolved = try #require(tokens)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Light", "Dark"])
        #expect(resolved.modes[1].contexts == [.init(modifier: "mode", context: "Dark")])
        #expect(InputTestSupport.hex("bg", in: "Dark", of: resolved) == "#000000")
        let pad = try #require(resolved.modes[0].tokens[TokenPath(dotted: "pad")])
        #expect(TokenCategory.categorize(pad, config: GeneratorConfig()) == .spacing)
    }

    @Test func aVariableWithoutAValueInAModeWarnsOnceAndUsesItsValue() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "Theme": {
            "a": { "$type": "color", "$value": "#111111", "$extensions": { "mode": { "Light": "#111111", "Dark": "#eeeeee" } } },
            "b": { "$type": "color", "$value": "#222222", "$extensions": { "mode": { "Light": "#222222" } } } },
          \(Self.meta) }
        """])
        let (tokens, diagnostics) = load([folder.file("tokens.json")])
        let resolved = try #require(tokens)
        #expect(InputTestSupport.lines(diagnostics.all) == [
            "3:76: 'Theme.b' has no value for the mode 'Dark' of 'Theme'; its '$value' is used",
        ])
        #expect(InputTestSupport.hex("Theme.b", in: "Dark", of: resolved) == "#222222")
    }

    @Test func malformedModeMapsAreErrorsAtTheirPosition() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "Theme": {
            "a": { "$type": "color", "$value": "#111111", "$extensions": { "mode": ["#111111", "#eeeeee"] } },
            "b": { "$type": "color", "$value": "#222222", "$extensions": { "mode": { "Light": "#222222", "Dark": null } } },
            "c": { "$type": "color", "$value": "#333333", "$extensions": { "mode": { "Light": "#333333", "Dark": "#missing#" } } } },
          \(Self.meta) }
        """])
        let (_, diagnostics) = load([folder.file("tokens.json")])
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "2:76: '$extensions.mode' of 'Theme.a' must be an object of mode names and values, but it is an array",
            "3:106: 'Theme.b' has no value for the mode 'Dark' (it is null)",
            "4:106: TokensBrücke wrote '#missing#' for 'Theme.c' in the mode 'Dark': the variable its alias "
                + "refers to was not in the export",
        ])
        #expect(diagnostics.errors.allSatisfy { $0.tokenPath != nil && $0.hint != nil })
    }
}
