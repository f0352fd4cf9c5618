@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// Figma's local-variables response (`FigmaVariablesLoader`): the claim by structure, collections
/// and modes, aliases across collections, hidden and remote variables, scopes, `codeSyntax.iOS`
/// and the published-variables response. The generated package of the same file is checked byte
/// for byte by the reference tests (the `FigmaVariables` example).
@Suite struct FigmaVariablesLoaderTests {
    /// The `FigmaVariables` example's response, written from Figma's REST API reference.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/FigmaVariables/figma-variables.json").path

    private func load(_ path: String, contexts: [String] = []) -> (ResolvedTokens?, Diagnostics) {
        InputTestSupport.load([path], contexts: contexts)
    }

    @Test func theResponseIsClaimedByItsStructure() throws {
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(fileAt: Self.fixture, displayPath: "figma.json", diagnostics: &diagnostics))
        let chosen = try #require(InputFormatRegistry.standard.claim(file: file, diagnostics: &diagnostics))
        #expect(chosen.format.name == "Figma variables file")
        #expect(chosen.claim.strength == .structure)
        let plain = try #require(InputTestSupport.sourceFile(#"{ "meta": { "variables": {} } }"#, path: "t.json", diagnostics: &diagnostics))
        #expect(InputTestSupport.formatName(of: plain) == "token file")
    }

    /// The plugin API's shape (`collections` and `variables` lists, as export plugins save them)
    /// reads as the response holding the same objects: the example's response rewritten so gives
    /// the same modes and the same value of every token in each.
    /// The diagnostics of the example: its BOOLEAN variable becomes text, and its hidden primitives
    /// are not generated (warp-ds hides 637 of 811, which were counted as source-only without a word).
    private static let exampleNotes = [
        "the BOOLEAN variable 'Type.shows badge' becomes the strings \"true\" and \"false\": dsys has no boolean type",
        "the variable 'Primitives.blue.500' and 4 others are hidden from publishing in Figma, so they are not generated; "
            + "variables that alias them keep their values",
    ]

    /// Confetti and Pocket Casts keep one collection of the plugin API per file, its modes an object of
    /// names by id and its variables without ids: read as a token file, the colors were left out
    /// without a word and `modes` became a text token. It is the collection and its variables.
    @Test func aFileOfOneCollectionIsReadAsItsVariables() throws {
        let folder = try TemporaryFolder(["figma-variables.json": ##"""
        { "name": "Confetti Mobile", "modes": { "light": "Light", "dark": "Dark" }, "defaultModeId": "light",
          "variables": [ { "name": "color/primary", "resolvedType": "COLOR", "valuesByMode": { "light": "#6835e7ff", "dark": "#9b7bffff" } },
                         { "name": "color/onPrimary", "resolvedType": "COLOR", "valuesByMode": { "light": "#ffffffff", "dark": "#000000ff" } } ] }
        """##])
        let (tokens, diagnostics) = load(folder.file("figma-variables.json"))
        #expect(diagnostics.errors.isEmpty && diagnostics.warnings.isEmpty, "\(diagnostics.all)")
        let resolved = try #require(tokens)
        #expect(resolved.modes.map(\.name) == ["Light", "Dark"])
        #expect(InputTestSupport.hex("Confetti Mobile.color.primary", in: "Dark", of: resolved) == "#9b7bff")
        #expect(resolved.defaultTokens[TokenPath(dotted: "modes")] == nil)
    }

    @Test func thePluginAPIsListsReadAsTheResponse() throws {
        let response = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.fixture))) as? [String: Any])
        let meta = try #require(response["meta"] as? [String: Any])
        let collections = try #require(meta["variableCollections"] as? [String: Any]), variables = try #require(meta["variables"] as? [String: Any])
        let plugin = ["collections": collections.keys.sorted().map { collections[$0]! }, "variables": variables.keys.sorted().map { variables[$0]! }]
        let folder = try TemporaryFolder(["plugin.json": String(decoding: try JSONSerialization.data(withJSONObject: plugin), as: UTF8.self)])
        let (fromPlugin, diagnostics) = load(folder.file("plugin.json"))
        #expect(diagnostics.all.map(\.message) == Self.exampleNotes, "\(diagnostics.all)")
        func values(_ tokens: ResolvedTokens?) -> [String: String] {
            Dictionary(uniqueKeysWithValues: (tokens?.modes ?? []).flatMap { mode in
                mode.tokens.tokens.map { ("\(mode.name) \($0.path)", "\($0.value)") }
            })
        }
        let fromResponse = load(Self.fixture).0
        #expect(fromPlugin?.modes.map(\.name) == fromResponse?.modes.map(\.name))
        #expect(!values(fromResponse).isEmpty && values(fromPlugin) == values(fromResponse))
    }

    @Test func collectionsWithModesBecomeAxesAndAliasesCrossCollections() throws {
        let (tokens, diagnostics) = load(Self.fixture)
        let resolved = try #require(tokens)
        #expect(diagnostics.all.map(\.message) == Self.exampleNotes, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Light-Regular", "Light-Compact", "Dark-Regular", "Dark-Compact"])
        #expect(resolved.modes[3].contexts == [.init(modifier: "Color", context: "Dark"), .init(modifier: "Layout", context: "Compact")])
        #expect(InputTestSupport.hex("Color.background.primary", in: "Light-Regular", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("Color.background.primary", in: "Dark-Regular", of: resolved) == "#1c1c1e")
        #expect(InputTestSupport.hex("Color.action.primary", in: "Dark-Compact", of: resolved) == "#409cff")
        #expect(InputTestSupport.points("Layout.stack.gap", in: "Light-Regular", of: resolved) == 16)
        #expect(InputTestSupport.points("Layout.stack.gap", in: "Dark-Compact", of: resolved) == 8)
        let background = resolved.modes[0].tokens[TokenPath(dotted: "Color.background.primary")]
        #expect(background?.description == "The screen's background.")
        #expect(background?.aliasOf == TokenPath(dotted: "Primitives.gray.0"))
    }

    /// Figma's layer opacity is a percentage, but AtB keeps fractions in its opacity variables
    /// (0.075): those were divided again. A variable is a percentage only with a value above 1.
    @Test func anOpacityIsAPercentageOnlyWithAValueAboveOne() throws {
        func variable(_ id: String, _ name: String, _ light: Double, _ dark: Double) -> String {
            #"""
            "\#(id)": { "id": "\#(id)", "name": "\#(name)", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
              "scopes": ["OPACITY"], "valuesByMode": { "1:0": \#(light), "1:1": \#(dark) } }
            """#
        }
        let folder = try TemporaryFolder(["variables.json": """
        { "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Theme", "defaultModeId": "1:0",
            "modes": [ { "modeId": "1:0", "name": "Light" }, { "modeId": "1:1", "name": "Dark" } ] } },
          "variables": { \(variable("V:1", "Zone/FillOpacity", 0.075, 0.5)), \(variable("V:2", "Scrim", 40, 0.5)) } } }
        """])
        let (tokens, diagnostics) = InputTestSupport.load([folder.file("variables.json")])
        let resolved = try #require(tokens, "\(diagnostics.all)")
        #expect(InputTestSupport.value("Theme.Zone.FillOpacity", in: "Light", of: resolved) == .number(0.075))
        #expect(InputTestSupport.value("Theme.Zone.FillOpacity", in: "Dark", of: resolved) == .number(0.5))
        #expect(InputTestSupport.value("Theme.Scrim", in: "Light", of: resolved) == .number(0.4))
        #expect(InputTestSupport.value("Theme.Scrim", in: "Dark", of: resolved) == .number(0.005))
    }

    @Test func hiddenAndRemoteVariablesServeAliasesButAreNotTokens() throws {
        let resolved = try #require(load(Self.fixture).0)
        let tokens = resolved.modes[0].tokens
        #expect(tokens[TokenPath(dotted: "Primitives.blue.500")] == nil)
        #expect(tokens[TokenPath(dotted: "Brand Library.brand.accent")] == nil)
        #expect(InputTestSupport.hex("Color.accent", in: "Light-Regular", of: resolved) == "#ff9500")
    }

    @Test func valuesAreReadByTypeAndScope() throws {
        let resolved = try #require(load(Self.fixture).0)
        let value = { (path: String) in InputTestSupport.value(path, in: "Light-Regular", of: resolved) }
        #expect(value("Type.disabled opacity") == .number(0.4))
        #expect(value("Type.body.weight") == .fontWeight(600))
        #expect(value("Type.body.family") == .fontFamily(["SF Pro Text"]))
        #expect(value("Type.shows badge") == .string("true"))
        guard case .color(let shadow)? = value("Color.shadow.ambient") else {
            Issue.record("the shadow color is not a color")
            return
        }
        #expect(shadow.alpha == 0.16)
    }

    @Test(arguments: [
        (["CORNER_RADIUS"], FigmaScopes.Measure.radius), (["GAP"], .spacing), (["STROKE_FLOAT"], .borderWidth),
        (["OPACITY"], .opacity), (["WIDTH_HEIGHT"], .length), (["FONT_SIZE"], .length),
        (["LINE_HEIGHT"], .length), (["LETTER_SPACING"], .length), (["PARAGRAPH_SPACING"], .length),
        (["PARAGRAPH_INDENT"], .length), (["EFFECT_FLOAT"], .length), (["FONT_WEIGHT"], .fontWeight),
        (["WIDTH_HEIGHT", "FONT_SIZE"], .length),
    ])
    func eachFloatScopeNamesAMeasure(_ scopes: [String], _ measure: FigmaScopes.Measure) {
        #expect(FigmaScopes.measure(of: scopes) == measure)
    }

    @Test(arguments: [["ALL_SCOPES"], [], ["GAP", "CORNER_RADIUS"], ["TEXT_CONTENT"]])
    func scopesThatDoNotDecideLeaveItToThePath(_ scopes: [String]) {
        #expect(FigmaScopes.measure(of: scopes) == nil)
    }

    @Test func scopesDecideTheCategoryOverThePathWords() throws {
        let resolved = try #require(load(Self.fixture).0)
        let config = GeneratorConfig()
        let category = { (path: String) in
            resolved.modes[0].tokens[TokenPath(dotted: path)].map { TokenCategory.categorize($0, config: config) }
        }
        #expect(category("Layout.card.corner") == .radius)
        #expect(category("Layout.stack.gap") == .spacing)
        #expect(category("Layout.control.height") == .dimension)
        #expect(category("Layout.hairline") == .borderWidth)
        #expect(category("Type.disabled opacity") == .opacity)
        #expect(category("Type.body.size") == .dimension)
        #expect(category("Color.shadow.ambient") == .color)
    }

    @Test func theIOSCodeSyntaxNamesTheMemberUnlessTheConfigDoes() throws {
        let resolved = try #require(load(Self.fixture).0)
        let action = try #require(resolved.modes[0].tokens[TokenPath(dotted: "Color.action.primary")])
        let requested = try #require(NameOverride.requested(for: action, config: GeneratorConfig()))
        #expect(requested.text == "brandAction")
        #expect(requested.location.file.hasSuffix("figma-variables.json"))
        #expect(requested.location.line == 107)
        #expect(requested.location.column == 32)
        var config = GeneratorConfig()
        config.nameOverrides = ["Color.action.primary": "cta"]
        #expect(NameOverride.requested(for: action, config: config)?.text == "cta")
        let label = try #require(resolved.modes[0].tokens[TokenPath(dotted: "Color.text.primary")])
        #expect(NameOverride.requested(for: label, config: GeneratorConfig())?.text == "labelPrimary")
        let background = try #require(resolved.modes[0].tokens[TokenPath(dotted: "Color.background.primary")])
        #expect(NameOverride.requested(for: background, config: GeneratorConfig()) == nil)
    }

    @Test func thePublishedResponseIsReportedForItsMissingValues() throws {
        let folder = try TemporaryFolder(["published.json": """
        { "status": 200, "error": false, "meta": {
          "variableCollections": { "VariableCollectionId:1:1": { "id": "VariableCollectionId:1:1",
            "subscribed_id": "abc", "name": "Color", "key": "k", "updatedAt": "2024-01-01T00:00:00Z" } },
          "variables": { "VariableID:1:2": { "id": "VariableID:1:2", "subscribed_id": "def", "name": "brand",
            "key": "k2", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
            "updatedAt": "2024-01-01T00:00:00Z" } } } }
        """])
        let (_, diagnostics) = load(folder.file("published.json"))
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "1:42: '\(folder.file("published.json"))' is Figma's published-variables response, which holds no values or modes",
        ])
    }

    @Test func twoCollectionsWithModesMayNotShareAName() throws {
        let collection = { (id: Int) in
            """
            "C\(id)": { "id": "C\(id)", "name": "Theme", "modes": [{ "modeId": "\(id):0", "name": "Light" },
              { "modeId": "\(id):1", "name": "Dark" }], "defaultModeId": "\(id):0" }
            """
        }
        let folder = try TemporaryFolder(["figma.json": """
        { "meta": { "variableCollections": { \(collection(1)), \(collection(2)) }, "variables": {
          "V1": { "id": "V1", "name": "a", "variableCollectionId": "C1", "resolvedType": "FLOAT",
                  "valuesByMode": { "1:0": 1, "1:1": 2 } },
          "V2": { "id": "V2", "name": "b", "variableCollectionId": "C2", "resolvedType": "FLOAT",
                  "valuesByMode": { "2:0": 1, "2:1": 2 } } } } }
        """])
        let (_, diagnostics) = load(folder.file("figma.json"))
        #expect(InputTestSupport.lines(diagnostics.errors) == ["2:67: two variable collections with modes are both named 'Theme'"])
    }

    /// A library's collection named like the file's own (moon-tokens' remote copy of `Global
    /// Colors`) is read as `Theme (library)`, so its variable never takes the local one's token
    /// path, and is no axis: its variables take the mode named like the file's chosen one. So in
    /// either order: warp-ds lists the library's first, and its own variables were skipped.
    @Test(arguments: [false, true])
    func aLibraryCollectionIsNoAxisAndNeverTakesALocalPath(libraryFirst: Bool) throws {
        let local = """
            "C1": { "id": "C1", "name": "Theme", "modes": [{ "modeId": "1:0", "name": "Light" }, { "modeId": "1:1", "name": "Dark" }],
                    "defaultModeId": "1:0" }
        """
        let library = """
            "L/C2": { "id": "L/C2", "name": "Theme", "remote": true, "modes": [{ "modeId": "2:0", "name": "Light" },
                    { "modeId": "2:1", "name": "Dark" }, { "modeId": "2:2", "name": "Dim" }], "defaultModeId": "2:0" }
        """
        let folder = try TemporaryFolder(["figma.json": """
        { "meta": { "variableCollections": {
        \((libraryFirst ? [library, local] : [local, library]).joined(separator: ",\n")) },
          "variables": {
            "V1": { "id": "V1", "name": "gap", "variableCollectionId": "C1", "resolvedType": "FLOAT", "scopes": ["GAP"],
                    "valuesByMode": { "1:0": { "type": "VARIABLE_ALIAS", "id": "L/V2" }, "1:1": { "type": "VARIABLE_ALIAS", "id": "L/V2" } } },
            "L/V2": { "id": "L/V2", "name": "gap", "variableCollectionId": "L/C2", "resolvedType": "FLOAT", "remote": true, "scopes": ["GAP"],
                    "valuesByMode": { "2:0": 4, "2:1": 8, "2:2": 16 } } } } }
        """])
        let (tokens, diagnostics) = load(folder.file("figma.json"))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
        #expect(diagnostics.all.contains { $0.message == "the library collection 'Theme' has the name of another collection; its variables are read as 'Theme (library)'" })
        #expect(tokens?.modes.map(\.name) == ["Light", "Dark"])
        let gaps = tokens?.modes.map { $0.tokens[TokenPath(dotted: "Theme.gap")]?.value }
        #expect(gaps == [.dimension(Dimension(points: 4, original: 4, unit: "px")), .dimension(Dimension(points: 8, original: 8, unit: "px"))],
                "\(String(describing: gaps))")
    }

    /// Collections whose modes multiply past 1000 combinations are planned with the widest at its
    /// default mode, and `--context` picks another mode of it (it was refused as "a single mode").
    @Test func tooManyCombinationsOfCollectionsKeepDefaultsAndTakeAContext() throws {
        let modes = (0..<6).map { #"{ "modeId": "m\#($0)", "name": "M\#($0)" }"# }.joined(separator: ", ")
        let collections = (1...4).map { #""C\#($0)": { "id": "C\#($0)", "name": "K\#($0)", "modes": [\#(modes)], "defaultModeId": "m0" }"# }
        let variables = (1...4).map { index in
            #""V\#(index)": { "id": "V\#(index)", "name": "v", "variableCollectionId": "C\#(index)", "resolvedType": "FLOAT", "scopes": ["GAP"], "valuesByMode": { "m0": 0, "m1": 1, "m2": 2, "m3": 3, "m4": 4, "m5": 5 } }"#
        }
        let folder = try TemporaryFolder(["figma.json": """
        { "meta": { "variableCollections": { \(collections.joined(separator: ", ")) }, "variables": { \(variables.joined(separator: ", ")) } } }
        """])
        let (tokens, diagnostics) = load(folder.file("figma.json"))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
        #expect(diagnostics.warnings.contains { $0.message.hasSuffix("so these axes keep their default context: K1 (M0 of 6)") }, "\(diagnostics.warnings)")
        #expect(tokens?.modes.allSatisfy { $0.tokens[TokenPath(dotted: "K1.v")]?.value == .dimension(Dimension(points: 0, original: 0, unit: "px")) } == true)
        let (picked, pickedDiagnostics) = load(folder.file("figma.json"), contexts: ["K1=M3"])
        #expect(pickedDiagnostics.errors.isEmpty, "\(pickedDiagnostics.errors)")
        #expect(picked?.modes.isEmpty == false)
        #expect(picked?.modes.allSatisfy { $0.tokens[TokenPath(dotted: "K1.v")]?.value == .dimension(Dimension(points: 3, original: 3, unit: "px")) } == true)
    }

    @Test func modesNamedOtherwiseBecomeAppearancesThroughTheConfig() throws {
        let folder = try TemporaryFolder(["figma.json": """
        { "meta": { "variableCollections": { "C": { "id": "C", "name": "Theme", "defaultModeId": "d",
            "modes": [{ "modeId": "d", "name": "Day" }, { "modeId": "n", "name": "Night" }] } },
          "variables": { "V": { "id": "V", "name": "surface", "variableCollectionId": "C", "resolvedType": "COLOR",
            "valuesByMode": { "d": { "r": 1, "g": 1, "b": 1, "a": 1 }, "n": { "r": 0, "g": 0, "b": 0, "a": 1 } } } } } }
        """])
        let resolved = try #require(load(folder.file("figma.json")).0)
        var config = GeneratorTestHarness.plainConfig
        let (unmapped, _) = GeneratorTestHarness.translate(resolved.modes, config: config)
        #expect(unmapped.account.modes.map(\.appearance) == [.light, .light], "without a mapping, Night is a choice axis, not dark")
        config.appearances = ["Night": .dark]
        let (mapped, _) = GeneratorTestHarness.translate(resolved.modes, config: config)
        #expect(mapped.account.modes.map(\.appearance) == [.light, .dark])
    }
}
