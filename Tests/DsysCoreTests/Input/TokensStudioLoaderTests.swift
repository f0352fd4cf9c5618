@testable import DsysCore
import Foundation
import Testing

@Suite struct TokensStudioLoaderTests {
    /// A small export: legacy `core` palette, brand sets, and color sets (one in DTCG spelling).
    private static let export: [String: String] = [
        "$metadata.json": #"{ "tokenSetOrder": ["core", "brand/casual", "brand/business", "color/green", "color/blue", "ghost"] }"#,
        "$themes.json": """
        [ { "id": "1", "name": "Casual", "group": "brand", "selectedTokenSets": { "core": "source", "brand/casual": "enabled" } },
          { "id": "2", "name": "Business", "group": "brand", "selectedTokenSets": { "core": "source", "brand/business": "enabled" } },
          { "id": "3", "name": "Green", "group": "color",
            "selectedTokenSets": { "core": "enabled", "color/green": "enabled", "brand/casual": "disabled" } },
          { "id": "4", "name": "Blue", "group": "color", "selectedTokenSets": { "color/blue": "enabled" } } ]
        """,
        "core.json": """
        { "palette": { "green": { "value": "#00ff00", "type": "color" }, "blue": { "value": "#0000ff", "type": "color" } } }
        """,
        "brand/casual.json": #"{ "radius": { "value": "8", "type": "borderRadius" } }"#,
        "brand/business.json": #"{ "radius": { "value": "2", "type": "borderRadius" } }"#,
        "color/green.json": #"{ "accent": { "value": "{palette.green}", "type": "color" } }"#,
        "color/blue.json": #"{ "accent": { "$value": "{palette.blue}", "$type": "color" } }"#,
        "zeta/unlisted.json": #"{ "z": { "value": "1", "type": "other" } }"#,
        "alpha.json": #"{ "a": { "value": "1", "type": "other" } }"#,
    ]

    private func loadFolder(_ folder: TemporaryFolder) -> (ResolutionPlan?, Diagnostics) {
        var diagnostics = Diagnostics()
        let plan = TokensStudioLoader.plan(folder: folder.path, diagnostics: &diagnostics)
        return (plan, diagnostics)
    }

    /// The hex of the color at `path` in each mode of `tokens`, nil where a mode has none.
    private static func hexes(of path: String, in tokens: ResolvedTokens) -> [String?] {
        tokens.modes.map { mode in
            guard case .color(let color)? = mode.tokens[TokenPath(dotted: path)]?.value else { return nil }
            return color.hexString
        }
    }

    /// The plan of the single-file export `text`, read as `tokens.json`.
    private func singleFilePlan(_ text: String, diagnostics: inout Diagnostics) throws -> ResolutionPlan {
        let file = try #require(SourceFileReader.read(Array(text.utf8), displayPath: "tokens.json", syntax: .json, diagnostics: &diagnostics))
        return try #require(TokensStudioLoader.plan(singleFile: file, diagnostics: &diagnostics))
    }

    /// The layers of mode `mode` as `set` or `set (source)`, with paths relative to the export.
    private func layers(_ plan: ResolutionPlan?, mode: String, in folder: TemporaryFolder) -> [String] {
        let layers = plan?.modes.first { $0.name == mode }?.layers ?? []
        return layers.map { layer in
            let name = layer.name.replacingOccurrences(of: folder.path + "/", with: "")
            return layer.isSourceOnly ? name + " (source)" : name
        }
    }

    // MARK: Folder form

    @Test func themeGroupsMultiplyIntoModes() throws {
        let folder = try TemporaryFolder(Self.export)
        let (plan, diagnostics) = loadFolder(folder)
        // The sets no theme uses are not read, and a note names them.
        #expect(InputTestSupport.lines(diagnostics.all) == [
            "1:92: 'tokenSetOrder' lists set 'ghost', which does not exist",
            "1:1: no theme enables or uses as source the sets 'alpha', 'zeta/unlisted', so they are not read",
        ])
        let modes = try #require(plan).modes
        #expect(modes.map(\.name) == ["Casual-Green", "Casual-Blue", "Business-Green", "Business-Blue"])
        #expect(modes[1].contexts == [.init(modifier: "brand", context: "Casual"), .init(modifier: "color", context: "Blue")])
        #expect(layers(plan, mode: "Casual-Blue", in: folder)
            == ["core.json (source)", "brand/casual.json", "color/blue.json"])
        #expect(layers(plan, mode: "Business-Green", in: folder)
            == ["core.json", "brand/business.json", "color/green.json"])
        #expect(layers(plan, mode: "Casual-Green", in: folder) == ["core.json", "brand/casual.json", "color/green.json"])
        #expect(plan?.sourceFiles.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "$metadata.json", "$themes.json", "brand/business.json", "brand/casual.json", "color/blue.json",
            "color/green.json", "core.json",
        ])
    }

    @Test func modesResolveWithSourceSetsAndDialectsDetectedPerSet() throws {
        let folder = try TemporaryFolder(Self.export)
        let (plan, _) = loadFolder(folder)
        var diagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(InputTestSupport.hex("accent", in: "Casual-Blue", of: resolved) == "#0000ff")
        #expect(InputTestSupport.hex("accent", in: "Business-Green", of: resolved) == "#00ff00")
        // `core` is a source set in Casual-Blue; its tokens are output there because Casual-Green
        // enables it, with the same values (`aTokenAnotherThemeOutputsHasItsSourceValueInATheme`).
        #expect(InputTestSupport.hex("palette.blue", in: "Casual-Blue", of: resolved) == "#0000ff")
        #expect(InputTestSupport.hex("palette.blue", in: "Casual-Green", of: resolved) == "#0000ff")
        #expect(InputTestSupport.value("radius", in: "Business-Blue", of: resolved)
            == .dimension(Dimension(points: 2, original: 2, unit: "px")))
    }

    /// Tokens Studio's "W3C DTCG" token format keeps the tool's own type names and notations behind
    /// `$type`: in its project they are read without a warning, in a plain DTCG file with one each.
    @Test func tokensStudioNamesInDollarSpellingWarnOnlyOutsideItsProject() throws {
        let set = """
        { "size": { "$value": "16", "$type": "fontSizes" },
          "shadow": { "$value": { "x": "0", "y": "1", "blur": "2", "spread": "0", "color": "#000000", "type": "dropShadow" },
                      "$type": "boxShadow" },
          "fade": { "$value": "linear-gradient(90deg, #000000 0%, #ffffff 100%)", "$type": "color" } }
        """
        let project = try TemporaryFolder(["$metadata.json": #"{ "tokenSetOrder": ["core"] }"#, "core.json": set])
        let (inProject, projectDiagnostics) = InputTestSupport.load([project.path])
        #expect(projectDiagnostics.all.isEmpty, "\(projectDiagnostics.all)")
        let tokens = try #require(inProject)
        #expect(InputTestSupport.points("size", in: "default", of: tokens) == 16)
        guard case .shadow? = InputTestSupport.value("shadow", in: "default", of: tokens),
              case .gradient? = InputTestSupport.value("fade", in: "default", of: tokens) else {
            Issue.record("the shadow or the gradient was not read as one")
            return
        }

        let plain = try TemporaryFolder(["core.tokens.json": set])
        let (_, plainDiagnostics) = InputTestSupport.load([plain.path + "/core.tokens.json"])
        #expect(InputTestSupport.lines(plainDiagnostics.warnings).map { String($0.prefix(60)) } == [
            "1:38: 'fontSizes' is not a DTCG type; its tokens are read as",
            "3:24: 'boxShadow' is not a DTCG type; its tokens are read as",
            "4:23: 'fade' is a color token holding a CSS gradient (Tokens",
        ])
    }

    /// A type name that is not a DTCG type is warned once per file, at its first token, not at every
    /// token that declares it (Designers Italia: 102 warnings for 9 names); another file warns again.
    @Test func aNonDTCGTypeNameIsWarnedOncePerFile() throws {
        let sizes = (1...5).map { #""s\#($0)": { "$value": "\#($0 * 4)px", "$type": "fontSizes" }"# }.joined(separator: ", ")
        let folder = try TemporaryFolder(["a.tokens.json": "{ \(sizes) }", "b.tokens.json": #"{ "t": { "$value": "8px", "$type": "fontSizes" } }"#])
        let (tokens, diagnostics) = InputTestSupport.load([folder.path + "/a.tokens.json", folder.path + "/b.tokens.json"])
        #expect(InputTestSupport.points("s5", in: "default", of: try #require(tokens)) == 20)
        #expect(InputTestSupport.lines(diagnostics.warnings).map { String($0.prefix(44)) } == [
            "1:37: 'fontSizes' is not a DTCG type; its to", "1:36: 'fontSizes' is not a DTCG type; its to",
        ], "\(InputTestSupport.lines(diagnostics.warnings))")
    }

    /// Tokens Studio's older `$name` references resolve in a Tokens Studio project, alone, in math and
    /// in a composite's member; in a plain token file a `$` is text.
    @Test func dollarReferencesResolveInATokensStudioProject() throws {
        let set = """
        { "size": { "7": { "value": "30", "type": "fontSizes" } },
          "space": { "base": { "value": "4", "type": "spacing" } },
          "heading": { "value": "$size.7", "type": "fontSizes" },
          "gap": { "value": "$space.base * 2", "type": "spacing" },
          "title": { "value": { "fontFamily": "Inter", "fontWeight": "700", "fontSize": "$size.7" }, "type": "typography" },
          "price": { "value": "costs $", "type": "text" } }
        """
        let project = try TemporaryFolder(["$metadata.json": #"{ "tokenSetOrder": ["core"] }"#, "core.json": set])
        let (loaded, diagnostics) = InputTestSupport.load([project.path])
        // Only the typography's defaults are reported (no letter spacing, no line height).
        #expect(diagnostics.all.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("'title': a typography value without") },
                "\(diagnostics.all)")
        let tokens = try #require(loaded)
        #expect(InputTestSupport.points("heading", in: "default", of: tokens) == 30)
        #expect(InputTestSupport.points("gap", in: "default", of: tokens) == 8)
        guard case .typography(let title)? = InputTestSupport.value("title", in: "default", of: tokens) else {
            Issue.record("'title' is not a typography")
            return
        }
        #expect(title.fontSize?.points == 30)
        #expect(InputTestSupport.value("price", in: "default", of: tokens) == .string("costs $"))

        let plain = try TemporaryFolder(["t.tokens.json": #"{ "note": { "$value": "$size.7", "$type": "string" } }"#])
        let (plainTokens, _) = InputTestSupport.load([plain.path + "/t.tokens.json"])
        #expect(plainTokens.map { InputTestSupport.value("note", in: "default", of: $0) } == .string("$size.7"))
    }

    @Test func themesWithoutGroupsAreOneModeEach() throws {
        let folder = try TemporaryFolder([
            "$themes.json": """
            [ { "name": "Light", "selectedTokenSets": { "base": "enabled", "light": "enabled" } },
              { "name": "Dark", "group": null, "selectedTokenSets": { "base": "enabled", "dark": "enabled" } } ]
            """,
            "base.json": #"{ "a": { "value": "1", "type": "sizing" } }"#,
            "light.json": "{}", "dark.json": "{}",
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(plan?.modes.map(\.name) == ["Light", "Dark"])
        #expect(plan?.modes.map(\.contexts) == [[.init(modifier: "theme", context: "Light")], [.init(modifier: "theme", context: "Dark")]])
        #expect(layers(plan, mode: "Dark", in: folder) == ["base.json", "dark.json"])
    }

    /// A set one chosen theme enables and another lists as source is enabled, and its tokens win
    /// over a source set later in the order (Esri Calcite: the styles theme lists both colour sets
    /// as source beside the light theme that enables one).
    @Test func anEnabledSetsTokensWinOverASourceSetLaterInTheOrder() throws {
        let run = try FrontEndRun([
            "$metadata.json": #"{ "tokenSetOrder": ["shadow", "color/light", "color/dark"] }"#,
            "$themes.json": """
            [ { "id": "l", "name": "Light", "group": "color", "selectedTokenSets": { "color/light": "enabled" } },
              { "id": "d", "name": "Dark", "group": "color", "selectedTokenSets": { "color/dark": "enabled" } },
              { "id": "s", "name": "styles", "group": "shadow",
                "selectedTokenSets": { "shadow": "enabled", "color/light": "source", "color/dark": "source" } } ]
            """,
            "shadow.json": #"{ "gap": { "value": "4", "type": "spacing" } }"#,
            "color/light.json": ##"{ "brand": { "value": "#007ac2", "type": "color" } }"##,
            "color/dark.json": ##"{ "brand": { "value": "#009af2", "type": "color" } }"##,
        ], inputs: ["."], strict: false)
        let tokens = try #require(run.tokens)
        #expect(tokens.modes.map(\.name) == ["Light", "Dark"])
        #expect(Self.hexes(of: "brand", in: tokens) == ["#007ac2", "#009af2"])
    }

    /// A token one theme outputs (its enabled set overrides it) and another reads only from a source
    /// set has the source's value there (PhonePe LEGO: 86 component tokens the Dark theme overrides
    /// were nil in Light, with a warning that Light does not define them); a source token no theme
    /// outputs stays source only.
    @Test func aTokenAnotherThemeOutputsHasItsSourceValueInATheme() throws {
        let run = try FrontEndRun([
            "$metadata.json": #"{ "tokenSetOrder": ["Component", "Theme/Light", "Theme/Dark"] }"#,
            "$themes.json": """
            [ { "id": "l", "name": "Light", "group": "Theme", "selectedTokenSets": { "Component": "source", "Theme/Light": "enabled" } },
              { "id": "d", "name": "Dark", "group": "Theme", "selectedTokenSets": { "Component": "source", "Theme/Dark": "enabled" } } ]
            """,
            "Component.json": ##"{ "avatar": { "border": { "value": "#00000022", "type": "color" }, "ring": { "value": "#111111", "type": "color" } } }"##,
            "Theme/Light.json": ##"{ "bg": { "value": "#ffffff", "type": "color" } }"##,
            "Theme/Dark.json": ##"{ "bg": { "value": "#000000", "type": "color" }, "avatar": { "border": { "value": "#ffffff33", "type": "color" } } }"##,
        ], inputs: ["."], strict: false)
        let tokens = try #require(run.tokens)
        #expect(tokens.modes.map(\.name) == ["Light", "Dark"])
        #expect(Self.hexes(of: "avatar.border", in: tokens) == ["#00000022", "#ffffff33"])
        #expect(tokens.modes.allSatisfy { $0.tokens[TokenPath(dotted: "avatar.ring")] == nil })
        #expect(tokens.skipped.map(\.path.description) == ["avatar.ring"])
    }

    @Test func withoutThemesEverySetIsEnabledInOrder() throws {
        let folder = try TemporaryFolder([
            "$metadata.json": #"{ "tokenSetOrder": ["theme", "Platform scale/layout.component/desktop"] }"#,
            "theme.json": "{}", "Platform scale/layout.component/desktop.json": "{}", "b.json": "{}", "a/c.json": "{}",
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.isEmpty)
        #expect(plan?.modes.map(\.name) == ["default"])
        #expect(plan?.modes.first?.contexts.isEmpty == true)
        #expect(layers(plan, mode: "default", in: folder)
            == ["theme.json", "Platform scale/layout.component/desktop.json", "a/c.json", "b.json"])
    }

    @Test func themesWithTheSameGroupAndNameAreMerged() throws {
        let folder = try TemporaryFolder([
            "$themes.json": """
            [ { "name": "light", "group": "Color", "selectedTokenSets": { "palette/light": "enabled" } },
              { "name": "mobile", "group": "Scale", "selectedTokenSets": { "scale/mobile": "enabled" } },
              { "name": "light", "group": "Color", "selectedTokenSets": { "opacity/light": "enabled" } } ]
            """,
            "palette/light.json": "{}", "opacity/light.json": "{}", "scale/mobile.json": "{}",
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.isEmpty)
        #expect(plan?.modes.map(\.name) == ["light-mobile"])
        #expect(layers(plan, mode: "light-mobile", in: folder)
            == ["opacity/light.json", "palette/light.json", "scale/mobile.json"])
    }

    @Test func themeGroupsWithTheSameOptionsAreLinkedNotCrossed() throws {
        let folder = try TemporaryFolder([
            "$themes.json": """
            [ { "name": "Light", "group": "Semantic colors", "selectedTokenSets": { "core": "source", "semantic/light": "enabled" } },
              { "name": "Dark", "group": "Semantic colors", "selectedTokenSets": { "core": "source", "semantic/dark": "enabled" } },
              { "name": "Dark", "group": "Semantic colors (ext.)", "selectedTokenSets": { "ext/dark": "enabled" } },
              { "name": "Light", "group": "Semantic colors (ext.)", "selectedTokenSets": { "ext/light": "enabled" } } ]
            """,
            "core.json": ##"{ "white": { "value": "#ffffff", "type": "color" }, "black": { "value": "#000000", "type": "color" } }"##,
            "semantic/light.json": ##"{ "bg": { "value": "{white}", "type": "color" } }"##,
            "semantic/dark.json": ##"{ "bg": { "value": "{black}", "type": "color" } }"##,
            "ext/light.json": ##"{ "fg": { "value": "{black}", "type": "color" } }"##,
            "ext/dark.json": ##"{ "fg": { "value": "{white}", "type": "color" } }"##,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.map(\.message) == [
            "theme groups 'Semantic colors' and 'Semantic colors (ext.)' have the same options (Dark, Light), "
                + "so they are one axis: each mode enables the sets of both groups' same-named themes",
        ])
        #expect(plan?.modes.map(\.name) == ["Light", "Dark"])
        let expectedContexts: [[ContextChoice]] = [
            [.init(modifier: "Semantic colors", context: "Light")], [.init(modifier: "Semantic colors", context: "Dark")],
        ]
        #expect(plan?.modes.map(\.contexts) == expectedContexts)
        #expect(layers(plan, mode: "Dark", in: folder) == ["core.json (source)", "ext/dark.json", "semantic/dark.json"])
        var resolveDiagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &resolveDiagnostics)
        #expect(!resolveDiagnostics.hasErrors, "\(resolveDiagnostics.errors)")
        #expect(InputTestSupport.hex("bg", in: "Dark", of: resolved) == "#000000")
        #expect(InputTestSupport.hex("fg", in: "Dark", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("bg", in: "Light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("fg", in: "Light", of: resolved) == "#000000")
    }

    /// 3jane's `app` and `web`-like groups define the same tokens: linked, the later group's values
    /// replaced the earlier's without a word. They are alternatives on a `group` axis beside a
    /// `theme` axis, and a set both enable (`core`) does not make them so.
    @Test func themeGroupsThatDefineTheSameTokensAreAlternatives() throws {
        let folder = try TemporaryFolder([
            "$themes.json": """
            [ { "name": "light", "group": "app", "selectedTokenSets": { "core": "enabled", "app/light": "enabled" } },
              { "name": "dark", "group": "app", "selectedTokenSets": { "core": "enabled", "app/dark": "enabled" } },
              { "name": "light", "group": "web", "selectedTokenSets": { "core": "enabled", "web/light": "enabled" } },
              { "name": "dark", "group": "web", "selectedTokenSets": { "core": "enabled", "web/dark": "enabled" } } ]
            """,
            "core.json": ##"{ "radius": { "value": "4", "type": "borderRadius" } }"##,
            "app/light.json": ##"{ "bg": { "value": "#ff0000", "type": "color" } }"##,
            "app/dark.json": ##"{ "bg": { "value": "#880000", "type": "color" } }"##,
            "web/light.json": ##"{ "bg": { "value": "#0000ff", "type": "color" } }"##,
            "web/dark.json": ##"{ "bg": { "value": "#000088", "type": "color" } }"##,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.map(\.message) == [
            "theme groups 'app' and 'web' have the same options (dark, light) and define the same tokens, so they are "
                + "alternatives: the axis 'group' picks one group, and the axis 'theme' its option",
        ])
        #expect(plan?.modes.map(\.name) == ["app-light", "app-dark", "web-light", "web-dark"])
        #expect(plan?.modes.first?.contexts == [.init(modifier: "group", context: "app"), .init(modifier: "theme", context: "light")])
        #expect(layers(plan, mode: "web-dark", in: folder) == ["core.json", "web/dark.json"])
        var resolveDiagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &resolveDiagnostics)
        for (mode, hex) in [("app-light", "#ff0000"), ("app-dark", "#880000"), ("web-light", "#0000ff"), ("web-dark", "#000088")] {
            #expect(InputTestSupport.hex("bg", in: mode, of: resolved) == hex, "\(mode)")
        }
    }

    /// adaods' brand groups: `EDU` and `BANCAR` (`Light`/`Dark`) and `MOTORHEAD` (`Light` only),
    /// each over a set restating `bg`. `MOTORHEAD` was a one-context axis on in every mode, and its
    /// set, last, won all four modes, dark included, without a word. It is one more alternative,
    /// whose dark mode shows its light values over the first group's light ones.
    private static let brandGroups: [String: String] = [
        "$metadata.json": ##"{ "tokenSetOrder": ["edu/light", "edu/dark", "bancar/light", "bancar/dark", "motor/light"] }"##,
        "$themes.json": """
        [ { "name": "Light", "group": "EDU", "selectedTokenSets": { "edu/light": "enabled" } },
          { "name": "Dark", "group": "EDU", "selectedTokenSets": { "edu/dark": "enabled" } },
          { "name": "Light", "group": "BANCAR", "selectedTokenSets": { "bancar/light": "enabled" } },
          { "name": "Dark", "group": "BANCAR", "selectedTokenSets": { "bancar/dark": "enabled" } },
          { "name": "Light", "group": "MOTORHEAD", "selectedTokenSets": { "motor/light": "enabled" } } ]
        """,
        "edu/light.json": ##"{ "bg": { "value": "#ffffff", "type": "color" }, "fg": { "value": "#000000", "type": "color" } }"##,
        "edu/dark.json": ##"{ "bg": { "value": "#000000", "type": "color" }, "fg": { "value": "#ffffff", "type": "color" } }"##,
        "bancar/light.json": ##"{ "bg": { "value": "#eeeeee", "type": "color" } }"##,
        "bancar/dark.json": ##"{ "bg": { "value": "#111111", "type": "color" } }"##,
        "motor/light.json": ##"{ "bg": { "value": "#ff0000", "type": "color" } }"##,
    ]

    @Test func aThemeGroupOfOneOptionThatRestatesAlternativeGroupsIsOneMoreAlternative() throws {
        let folder = try TemporaryFolder(Self.brandGroups)
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        #expect(diagnostics.all.map(\.message).contains(
            "the theme group 'MOTORHEAD' has only the option 'Light' and defines the tokens of the alternative groups 'EDU' and "
                + "'BANCAR', so it is one more alternative on the axis 'group'; without a theme 'Dark', its mode 'Dark' shows its "
                + "'Light' values and, for tokens it does not define, those of 'EDU' 'Light'"
        ))
        #expect(plan?.modes.map(\.name) == ["EDU-Light", "EDU-Dark", "BANCAR-Light", "BANCAR-Dark", "MOTORHEAD-Light", "MOTORHEAD-Dark"])
        #expect(plan?.modes.last?.contexts == [.init(modifier: "group", context: "MOTORHEAD"), .init(modifier: "theme", context: "Dark")])
        #expect(layers(plan, mode: "MOTORHEAD-Dark", in: folder) == ["edu/light.json", "motor/light.json"])
        var resolveDiagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &resolveDiagnostics)
        #expect(Self.hexes(of: "bg", in: resolved) == ["#ffffff", "#000000", "#eeeeee", "#111111", "#ff0000", "#ff0000"])
        #expect(InputTestSupport.hex("fg", in: "MOTORHEAD-Dark", of: resolved) == "#000000")
    }

    /// A group crossed with alternative groups whose set restates theirs wins every mode: when its
    /// option is none of theirs, so that it cannot be one more, a warning says so.
    @Test func aGroupCrossedWithAlternativeGroupsWhoseSetsItRestatesIsAWarning() throws {
        var files = Self.brandGroups
        files["$themes.json"] = files["$themes.json"]?.replacingOccurrences(
            of: ##""name": "Light", "group": "MOTORHEAD""##, with: ##""name": "Default", "group": "MOTORHEAD""##
        )
        let folder = try TemporaryFolder(files)
        let (plan, diagnostics) = loadFolder(folder)
        #expect(plan?.modes.map(\.name) == ["EDU-Light", "EDU-Dark", "BANCAR-Light", "BANCAR-Dark"])
        #expect(diagnostics.warnings.map(\.message) == [
            "the theme groups 'EDU' and 'MOTORHEAD' enable sets that define the same tokens ('edu/light' and 'motor/light' both "
                + "define 'bg'); every mode enables a theme of each group, so the set later in the set order wins those tokens",
        ])
    }

    /// A report `--report` wrote into the export (cobank-tokens-demo's) was read as a set `r` the next
    /// run; it is left out with a note, as in a folder of token files.
    @Test func aReportInTheExportFolderIsLeftOutWithANote() throws {
        let folder = try TemporaryFolder([
            "$metadata.json": ##"{ "tokenSetOrder": ["base"] }"##,
            "base.json": ##"{ "ink": { "value": "#111111", "type": "color" } }"##,
            "r.json": ##"{ "emitted": 1, "modes": [ { "name": "default" } ], "read": 1, "skipped": {}, "tokens": { "ink": { "type": "color" } } }"##,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.map(\.message) == ["'\(folder.file("r.json"))' is a report dsys wrote (--report), not tokens; it is left out"])
        #expect(layers(plan, mode: "default", in: folder) == ["base.json"])
    }

    /// A type neither DTCG nor Tokens Studio has was read by its value without a word in a Tokens
    /// Studio set. A misspelling (Accor's `coor`) is reported with the name meant, and the token
    /// skipped, as in a DTCG file; a type of the team's own (`breakpoint`, Unoff's `link`, Wahoo's
    /// `typeScale`), near no known one, is read by its value with one warning per file and type.
    /// Tokens Studio's own types are read without a word.
    @Test func anUnknownTypeInATokensStudioSetIsReportedAndTheTokenSkipped() throws {
        let studioTypes = [
            "borderRadius", "sizing", "spacing", "boxShadow", "typography", "fontFamilies", "other", "composition", "asset", "text",
            "textCase", "textDecoration", "paragraphSpacing", "paragraphIndent", "letterSpacing", "lineHeights", "fontWeights",
            "fontSizes", "opacity", "border", "borderWidth", "dimension", "number", "boolean", "color",
        ]
        let known = studioTypes.map { ##""\##($0)": { "value": "1", "type": "\##($0)" }"## }.joined(separator: ", ")
        let run = try FrontEndRun([
            "tokens/$themes.json": ##"[ { "name": "light", "selectedTokenSets": { "legacy": "enabled", "dollar": "enabled" } } ]"##,
            "tokens/legacy.json": "{ \"tint\": { \"value\": \"#d0ffda\", \"type\": \"coor\" }, \(known) }",
            "tokens/dollar.json": ##"{ "gap": { "$value": "8px", "$type": "spacng" }, "bp": { "$value": "768px", "$type": "breakpoint" }, "##
                + ##""wide": { "$value": "1280px", "$type": "breakpoint" } }"##,
        ], inputs: ["tokens"], strict: false)
        #expect(run.warnings.filter { $0.contains("unknown") || $0.contains("neither") } == [
            "tokens/dollar.json:1:38: unknown $type 'spacng' on 'gap' (did you mean 'spacing'?); it is skipped",
            "tokens/dollar.json:1:86: 'breakpoint' is neither a DTCG nor a Tokens Studio type; its tokens are read as their values say "
                + "('bp' as dimension)",
            "tokens/legacy.json:1:41: unknown type 'coor' on 'tint' (did you mean 'color'?); it is skipped",
        ], "\(run.warnings)")
        #expect(run.token("tint") == nil && run.token("gap") == nil)
        #expect(run.value("bp") == .dimension(Dimension(points: 768)) && run.value("wide") == .dimension(Dimension(points: 1280)))
        #expect(run.token("borderRadius") != nil && run.token("spacing") != nil)
    }

    /// The modifier of a source-only set's token applies where an output set aliases the token
    /// (the expected color is sd-transforms' documented darken-in-lch result).
    @Test func aModifierInASourceOnlySetAppliesWhereAnOutputSetAliasesIt() throws {
        let folder = try TemporaryFolder([
            "$themes.json": #"[ { "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled" } } ]"#,
            "core.json": """
            { "red": { "value": "#C14242", "type": "color" },
              "darker": { "value": "{red}", "type": "color",
                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "lch" } } } } }
            """,
            "light.json": #"{ "accent": { "value": "{darker}", "type": "color" } }"#,
        ])
        let (plan, _) = loadFolder(folder)
        var diagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("accent", in: "Light", of: resolved) == "#983735")
    }

    @Test func badThemesAreReported() throws {
        let folder = try TemporaryFolder([
            "$themes.json": """
            [ { "group": "g" }, 3,
              { "name": "A", "selectedTokenSets": { "base": "on", "missing": "enabled", "gone": "disabled" } } ]
            """,
            "base.json": "{}",
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "1:3: a theme needs a non-empty \"name\"",
            "1:21: a theme must be an object, but this is a number",
            "2:49: theme 'A' gives set 'base' an unknown status",
        ])
        #expect(diagnostics.errors.last?.hint == "use one of \"enabled\", \"source\", \"disabled\"")
        #expect(InputTestSupport.lines(diagnostics.warnings) == ["2:55: theme 'A' uses set 'missing', which does not exist"])
        #expect(plan?.modes.map(\.name) == ["A"])
        #expect(plan?.modes.first?.layers.isEmpty == true)
    }

    // MARK: Single-file form

    @Test func singleFileSetsThemesAndMetadata() throws {
        let folder = try TemporaryFolder([
            "tokens.json": """
            { "global": { "white": { "value": "#ffffff", "type": "color" } },
              "dark": { "bg": { "value": "#000000", "type": "color" } },
              "light": { "bg": { "value": "{white}", "type": "color" } },
              "$themes": [ { "name": "light", "selectedTokenSets": { "global": "source", "light": "enabled" } },
                           { "name": "dark", "selectedTokenSets": { "global": "source", "dark": "enabled" } } ],
              "$metadata": { "tokenSetOrder": ["global", "light", "dark"] } }
            """,
        ])
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(
            fileAt: folder.file("tokens.json"), displayPath: "tokens.json", diagnostics: &diagnostics
        ))
        #expect(InputTestSupport.formatName(of: file) == "Tokens Studio export")
        let plan = try #require(TokensStudioLoader.plan(singleFile: file, diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        #expect(plan.sourceFiles == ["tokens.json"])
        #expect(plan.modes.map(\.name) == ["light", "dark"])
        #expect(plan.modes[0].layers.map(\.name) == ["set 'global'", "set 'light'"])
        #expect(plan.modes[0].layers.map(\.isSourceOnly) == [true, false])
        #expect(plan.modes[0].layers[1].tokens.first?.pointer == "/light/bg")
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(resolved.modes.map { $0.tokens.tokens.map(\.path.description) } == [["bg"], ["bg"]])
        #expect(InputTestSupport.hex("bg", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("bg", in: "dark", of: resolved) == "#000000")
    }

    /// Workday's canvas-tokens-studio split `base.json` into `base/base.json` and
    /// `base/palette.json`, and its theme still enabled `base`: 352 of 354 tokens were skipped as
    /// referencing undefined ones. The folder's sets are read in the set's place, with a warning.
    @Test func aThemesSetThatIsNowAFolderReadsTheFoldersSets() throws {
        let folder = try TemporaryFolder([
            "base/base.json": #"{ "space": { "md": { "value": "16", "type": "spacing" } } }"#,
            "base/palette.json": ##"{ "blue": { "value": "#0000ff", "type": "color" } }"##,
            "sys/color.json": #"{ "action": { "value": "{blue}", "type": "color" } }"#,
            "$themes.json": #"[ { "id": "1", "name": "Canvas", "selectedTokenSets": { "base": "enabled", "sys/color": "enabled" } } ]"#,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.warnings.map(\.message) == [
            "theme 'Canvas' uses set 'base', which does not exist; its folder's sets 'base/base', 'base/palette' are read in its place",
        ])
        #expect(layers(plan, mode: "Canvas", in: folder) == ["base/base.json", "base/palette.json", "sys/color.json"])
    }

    /// TomTom's `boolean` tokens became `String` constants ("true") with no word, where the same
    /// type in a plain DTCG file is a warning that says so: in a Tokens Studio project, whose type
    /// names are its norm, a note says it.
    @Test func aBooleanTokenSaysItIsText() throws {
        let run = try FrontEndRun([
            "ts/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#,
            "ts/core.json": #"{ "map": { "dark": { "value": "true", "type": "boolean" } } }"#,
        ], inputs: ["ts"], strict: false)
        #expect(run.value("map.dark") == .string("true"))
        #expect(run.diagnostics.all.contains { $0.severity == .note && $0.message.hasPrefix("'boolean' tokens are read as the text") })
    }

    /// zest keeps one theme group per company (`umk`, `rte`), each over its brands' sets, which
    /// restate the same tokens, picked one at a time with the others on "None": crossed, every mode
    /// enabled a brand of each and the later set won (a mode named after one brand showed another's
    /// color, and five of nine brands were in no mode). They are one axis, `theme`, of all their
    /// themes, with a note; a set overriding a few tokens of a larger one (`density` over `size`)
    /// layers it and stays crossed.
    @Test func crossedGroupsWhoseSetsRestateOneAnotherAreOneAxis() throws {
        let folder = try TemporaryFolder(Self.companyGroups(rteTheme: "factor"))
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        #expect(diagnostics.all.map(\.message).contains(
            "the theme groups 'umk' and 'rte' enable sets that define the same tokens ('brand/hellofresh' and 'brand/factor' both "
                + "define 'brand.primary'), so they are read as alternatives, one theme picked at a time with the other groups set to "
                + "None, as in Tokens Studio: the "
                + "axis 'theme' picks one of their themes (hellofresh, factor)"
        ))
        let modes = try #require(plan).modes
        #expect(modes.map(\.name) == ["hellofresh", "factor"])
        #expect(layers(plan, mode: "factor", in: folder) == ["brand/factor.json", "size/base.json", "size/dense.json"])
    }

    /// Crossed groups whose themes cannot be told apart by name (both `hellofresh`), or that name an
    /// appearance, stay crossed with a warning that names the groups and sets.
    @Test func crossedGroupsThatCannotBeOneAxisAreAWarning() throws {
        for rteTheme in ["hellofresh", "Dark"] {
            let (plan, diagnostics) = loadFolder(try TemporaryFolder(Self.companyGroups(rteTheme: rteTheme)))
            #expect(diagnostics.warnings.map(\.message) == [
                "the theme groups 'umk' and 'rte' enable sets that define the same tokens ('brand/hellofresh' and 'brand/factor' both "
                    + "define 'brand.primary'); every mode enables a theme of each group, so the set later in the set order wins those tokens",
            ], "'density' layers a token over 'size': no warning")
            #expect(plan?.modes.map(\.name) == ["hellofresh-\(rteTheme)-base-dense"])
        }
    }

    /// Two company groups over brand sets that restate one another, beside a size group and a density
    /// group that layers one token over it; `rte`'s one theme is named `rteTheme`.
    private static func companyGroups(rteTheme: String) -> [String: String] {
        [
            "brand/hellofresh.json": ##"{ "brand": { "primary": { "value": "#91c11e", "type": "color" } } }"##,
            "brand/factor.json": ##"{ "brand": { "primary": { "value": "#206b19", "type": "color" } } }"##,
            "size/base.json": #"{ "size": { "sm": { "value": "4", "type": "sizing" }, "md": { "value": "8", "type": "sizing" }, "lg": { "value": "16", "type": "sizing" } } }"#,
            "size/dense.json": #"{ "size": { "sm": { "value": "2", "type": "sizing" } } }"#,
            "$themes.json": """
            [ { "id": "1", "group": "umk", "name": "hellofresh", "selectedTokenSets": { "brand/hellofresh": "enabled" } },
              { "id": "2", "group": "rte", "name": "\(rteTheme)", "selectedTokenSets": { "brand/factor": "enabled" } },
              { "id": "3", "group": "size", "name": "base", "selectedTokenSets": { "size/base": "enabled" } },
              { "id": "4", "group": "density", "name": "dense", "selectedTokenSets": { "size/dense": "enabled" } } ]
            """,
            "$metadata.json": #"{ "tokenSetOrder": ["brand/hellofresh", "brand/factor", "size/base", "size/dense"] }"#,
        ]
    }

    /// GlobalMH's export holds `$themes 2.json` (`[]`), a Finder copy of the themes file: read as a
    /// token set, a list, it stopped the run and its 250 tokens. A file named with `$` is no set.
    @Test func aCopyOfTheThemesFileIsNoTokenSet() throws {
        let folder = try TemporaryFolder([
            "$themes.json": "[]", "$themes 2.json": "[]",
            "global.json": ##"{ "brand": { "value": "#112233", "type": "color" } }"##,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
        #expect(layers(plan, mode: "default", in: folder) == ["global.json"])
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.hasSuffix(
            "$themes 2.json' is not read: a name starting with '$' is Tokens Studio's own ($themes.json, $metadata.json), not a token set") })
    }

    /// iwm-tokens' themes enable no set of its palette `00 - Primitives`: a reference into it said "no
    /// input defines a token under 'Sand'", though the export does. The hint names the set.
    @Test func aReferenceIntoASetNoThemeReadsNamesTheSet() throws {
        let folder = try TemporaryFolder([
            "00 - Primitives.json": ##"{ "Sand": { "400": { "value": "#d8c8a8", "type": "color" } } }"##,
            "IWM.json": ##"{ "Brand": { "Secondary": { "value": "{Sand.400}", "type": "color" } } }"##,
            "$themes.json": #"[ { "id": "1", "name": "IWM", "selectedTokenSets": { "IWM": "enabled" } } ]"#,
            "$metadata.json": #"{ "tokenSetOrder": ["00 - Primitives", "IWM"] }"#,
        ])
        let (_, diagnostics) = InputTestSupport.load([folder.path])
        let warning = try #require(diagnostics.warnings.first { $0.tokenPath == "Brand.Secondary" })
        #expect(warning.hint == "'Sand.400' is in the set '00 - Primitives', which no theme enables or uses as source: enable it, or "
            + "use it as source, in the themes that need it in Tokens Studio")
    }

    /// atlanticwaters' sandbox keeps `$themes.json` and `$metadata.json` above `tokens/`, where Tokens
    /// Studio syncs the sets: every set was "not found", and the run "found no design tokens". When no
    /// named set is a file and every one is below one folder, the names are relative to it.
    @Test func setsInAFolderBelowTheThemesAreFound() throws {
        let folder = try TemporaryFolder([
            "tokens/core/colors.json": ##"{ "blue": { "value": "#0000ff", "type": "color" } }"##,
            "tokens/components/button.json": ##"{ "button": { "bg": { "value": "{blue}", "type": "color" } } }"##,
            "notes.json": ##"{ "other": { "value": "#ffffff", "type": "color" } }"##,
            "$themes.json": #"[ { "id": "1", "name": "default", "selectedTokenSets": { "core/colors": "source", "components/button": "enabled" } } ]"#,
            "$metadata.json": #"{ "tokenSetOrder": ["core/colors", "components/button"] }"#,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        #expect(layers(plan, mode: "default", in: folder) == ["tokens/core/colors.json (source)", "tokens/components/button.json"])
    }

    /// A set named with `$` that the set order lists is a set (`$base.json`).
    @Test func aSetNamedWithDollarThatTheOrderListsIsRead() throws {
        let folder = try TemporaryFolder([
            "$metadata.json": #"{ "tokenSetOrder": ["$base"] }"#,
            "$base.json": ##"{ "brand": { "value": "#112233", "type": "color" } }"##,
        ])
        let (plan, diagnostics) = loadFolder(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(layers(plan, mode: "default", in: folder) == ["$base.json"])
    }

    /// Two hundred brand groups over sets that restate one another, each theme named `on` (so they
    /// stay crossed): one warning per group beside the first it overlaps (not one per pair, 19,900,
    /// each found by comparing every theme's sets).
    @Test func crossedGroupOverlapsAreBoundedOnManyGroups() throws {
        var files: [String: String] = [:]
        var themes: [String] = []
        for brand in 0..<200 {
            files["brand/b\(brand).json"] = ##"{ "brand": { "primary": { "value": "#000000", "type": "color" } } }"##
            themes.append(#"{ "id": "\#(brand)", "group": "g\#(brand)", "name": "on", "selectedTokenSets": { "brand/b\#(brand)": "enabled" } }"#)
        }
        files["$themes.json"] = "[" + themes.joined(separator: ", ") + "]"
        var diagnostics = Diagnostics()
        let folder = try TemporaryFolder(files)
        _ = TokensStudioLoader.plan(folder: folder.path, diagnostics: &diagnostics)
        let overlaps = diagnostics.warnings.filter { $0.message.contains("enable sets that define the same tokens") }
        #expect(overlaps.count == 199, "\(overlaps.count)")
    }

    /// bcgov's export is built by Style Dictionary from the raw file, so its references start with
    /// the set's name (`{typography.fontFamilies.bc-sans}` for `fontFamilies.bc-sans` of the set
    /// `typography`): 33 typography styles were skipped as referencing undefined tokens. A
    /// reference no path matches is tried without a leading set name; other misses stay misses.
    @Test func aReferenceStartingWithItsSetsNameFindsTheToken() throws {
        let text = """
        { "typography": { "fontFamilies": { "sans": { "value": "BC Sans", "type": "fontFamilies" } },
                          "body": { "value": { "fontFamily": "{typography.fontFamilies.sans}", "fontSize": "16" }, "type": "typography" },
                          "lost": { "value": "{typography.fontFamilies.serif}", "type": "fontFamilies" } },
          "$themes": [], "$metadata": { "tokenSetOrder": ["typography"] } }
        """
        var diagnostics = Diagnostics()
        let plan = try singleFilePlan(text, diagnostics: &diagnostics)
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        guard case .typography(let body)? = resolved.defaultTokens[TokenPath(dotted: "body")]?.value else {
            Issue.record("no typography: \(diagnostics.all)")
            return
        }
        #expect(body.fontFamily == ["BC Sans"])
        #expect(diagnostics.warnings.map(\.message).contains { $0.hasPrefix("'lost' references 'typography.fontFamilies.serif', which is not defined") },
                "\(diagnostics.warnings)")
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message == "1 reference starts with a set's name, as Style "
            + "Dictionary reading the export as one file resolves them: 'typography.fontFamilies.sans' is read as 'fontFamilies.sans'" },
                "the reading is said, not silent")
    }

    @Test func singleFileWithoutThemesMakesSetsNamedLikeAppearancesModes() throws {
        let text = """
        { "core": { "white": { "value": "#ffffff", "type": "color" }, "black": { "value": "#000000", "type": "color" } },
          "light": { "bg": { "value": "{white}", "type": "color" } },
          "dark": { "bg": { "value": "{black}", "type": "color" } },
          "$themes": [], "$metadata": { "tokenSetOrder": ["core", "light", "dark"] } }
        """
        var diagnostics = Diagnostics()
        let plan = try singleFilePlan(text, diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == ["the export has no themes, so its sets 'light', 'dark' are one mode each, over the other sets"])
        #expect(plan.modes.map(\.name) == ["light", "dark"])
        #expect(plan.modes.map { $0.layers.map(\.name) } == [["set 'core'", "set 'light'"], ["set 'core'", "set 'dark'"]])
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(InputTestSupport.hex("bg", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("bg", in: "dark", of: resolved) == "#000000")
    }

    /// Telefónica Mística's skins, as the plugin wrote them before `$metadata`: the top-level groups
    /// are the sets, and references leave the set out. Read as a plain file, `light.bg` referenced
    /// the undefined `core.white`; read as sets in the order written (`global` last, though it sorts
    /// first), with one note, it reads as the same file with `$metadata` does.
    @Test func aFileWithoutMetadataWhoseReferencesLeaveOutItsGroupsIsReadAsSets() throws {
        let sets = """
          "light": { "bg": { "value": "{core.white}", "type": "color" }, "hover": { "value": "rgba({core.black}, 0.03)", "type": "color" } },
          "dark": { "bg": { "value": "{core.black}", "type": "color" } },
          "radius": { "button": { "value": "4", "type": "borderRadius" } },
          "global": { "core": { "white": { "value": "#ffffff", "type": "color" }, "black": { "value": "#000000", "type": "color" } } }
        """
        let unmarked = try FrontEndRun(["skin.json": "{\n\(sets) }"], strict: false)
        let marked = try FrontEndRun(["skin.json": #"{ "$metadata": { "tokenSetOrder": ["light", "dark", "radius", "global"] },"# + "\n\(sets) }"],
                                     strict: false)
        #expect(unmarked.warnings.isEmpty && unmarked.errors.isEmpty, "\(unmarked.warnings)")
        #expect(unmarked.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(unmarked.token("bg", mode: "dark")?.value == marked.token("bg", mode: "dark")?.value)
        #expect(unmarked.token("hover", mode: "light")?.value == marked.token("hover", mode: "light")?.value)
        #expect(unmarked.token("hover", mode: "light")?.value != nil)
        #expect(unmarked.value("button") == marked.value("button"))
        let notes = unmarked.diagnostics.all.filter { $0.message.contains("Tokens Studio export whose token sets are the top-level groups") }
        #expect(notes.count == 1)
        #expect(notes.first?.hint == #"to say so in the file, add "$metadata": { "tokenSetOrder": ["light", "dark", "radius", "global"] }"#)
    }

    /// Top-level groups alone make no Tokens Studio export: a plain file whose references name whole
    /// paths, or name tokens of other files, or would name a token under two groups, stays a token file.
    @Test func aPlainFileWithTopLevelGroupsIsNoUnmarkedTokensStudioExport() throws {
        let plain: [String] = [
            ##"{ "color": { "white": { "value": "#fff" } }, "bg": { "main": { "value": "{color.white}" } } }"##,
            ##"{ "button": { "bg": { "value": "{color.brand}" } }, "card": { "bg": { "value": "{color.brand}" } } }"##,
            ##"{ "light": { "white": { "value": "#fff" } }, "dark": { "white": { "value": "#000" } }, "ui": { "bg": { "value": "{white}" } } }"##,
            ##"{ "base": { "white": { "$value": "#fff" } }, "ui": { "bg": { "$value": "{white}" } } }"##,
        ]
        for text in plain {
            var diagnostics = Diagnostics()
            let file = try #require(InputTestSupport.sourceFile(text, path: "t.json", diagnostics: &diagnostics))
            #expect(InputTestSupport.formatName(of: file, isAlone: true) == "token file", "\(text)")
        }
    }

    /// Beside other files, which may define what its references name (the plugin example's
    /// `tokens.json` beside its folder of sets), such a file is read as a plain token file.
    @Test func aFileWithoutMetadataBesideOtherFilesStaysAPlainFile() throws {
        let run = try FrontEndRun([
            "skin.json": ##"{ "light": { "bg": { "value": "{core.white}", "type": "color" } }, "global": { "core": { "white": { "value": "#ffffff", "type": "color" } } } }"##,
            "palette.json": ##"{ "core": { "white": { "value": "#fefefe", "type": "color" } } }"##,
        ], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .color(let color)? = run.value("light.bg") else {
            Issue.record("light.bg is \(String(describing: run.value("light.bg")))")
            return
        }
        #expect(color.hexString == "#fefefe")
        #expect(!run.diagnostics.all.contains { $0.message.contains("Tokens Studio export") })
    }

    /// Fynd's themeless export keeps `Light` and `Dark` sets in several folders that define different
    /// tokens (`Global/Palette`, `Global/Neutrals`), referencing each other: a mode per set made the
    /// folders alternatives, and the references between them "not defined". Each appearance's sets
    /// are one mode; folders whose sets restate one another (brands) stay a mode each.
    @Test func appearanceSetsInFoldersOfDifferentTokensAreOneModePerAppearance() throws {
        /// The export, with `Neutrals/Light` restating `Red.Inverse` of `Palette/Light` when `restating`.
        func plan(restating: Bool) throws -> (ResolutionPlan, Diagnostics) {
            var diagnostics = Diagnostics()
            let restated = restating ? ##", "Red": { "Inverse": { "value": "#eeeeee", "type": "color" } }"## : ""
            let plan = try singleFilePlan("""
            { "Palette/Light": { "Red": { "Inverse": { "value": "{Neutrals.White}", "type": "color" } } },
              "Palette/Dark": { "Red": { "Inverse": { "value": "{Neutrals.Black}", "type": "color" } } },
              "Neutrals/Light": { "Neutrals": { "White": { "value": "#ffffff", "type": "color" } }\(restated) },
              "Neutrals/Dark": { "Neutrals": { "Black": { "value": "#000000", "type": "color" } } },
              "$themes": [], "$metadata": { "tokenSetOrder": ["Palette/Light", "Palette/Dark", "Neutrals/Light", "Neutrals/Dark"] } }
            """, diagnostics: &diagnostics)
            return (plan, diagnostics)
        }
        #expect(try plan(restating: true).0.modes.map(\.name) == ["Palette/Light", "Palette/Dark", "Neutrals/Light", "Neutrals/Dark"])
        var (folded, diagnostics) = try plan(restating: false)
        #expect(folded.modes.map(\.name) == ["Light", "Dark"])
        #expect(folded.modes.map { $0.layers.map(\.name) } == [["set 'Palette/Light'", "set 'Neutrals/Light'"], ["set 'Palette/Dark'", "set 'Neutrals/Dark'"]])
        let resolved = ModeResolver().resolve(folded, diagnostics: &diagnostics)
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        #expect(InputTestSupport.hex("Red.Inverse", in: "Light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("Red.Inverse", in: "Dark", of: resolved) == "#000000")
    }

    /// brik-bds's themeless export keeps `spacing/default` and `spacing/spacious` beside
    /// `color/light` and `color/dark`: every set is on, so `padding.md` is spacious's 28, as in
    /// Tokens Studio, but that was said nowhere; one warning per folder says which sets override
    /// which. Sets of one folder that define other tokens say nothing.
    @Test func siblingSetsOfAThemelessExportThatOverrideEachOtherAreAWarning() throws {
        let text = """
        { "spacing/default": { "padding": { "md": { "value": "16", "type": "spacing" }, "lg": { "value": "24", "type": "spacing" } } },
          "spacing/spacious": { "padding": { "md": { "value": "28", "type": "spacing" } } },
          "spacing/extra": { "gutter": { "value": "12", "type": "spacing" } },
          "size/icons": { "icon": { "md": { "value": "24", "type": "sizing" } } },
          "size/avatars": { "avatar": { "md": { "value": "40", "type": "sizing" } } },
          "color/light": { "bg": { "value": "#ffffff", "type": "color" } },
          "color/dark": { "bg": { "value": "#000000", "type": "color" } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["spacing/default", "spacing/spacious", "spacing/extra", "size/icons", "size/avatars", "color/light", "color/dark"] } }
        """
        var diagnostics = Diagnostics()
        let plan = try singleFilePlan(text, diagnostics: &diagnostics)
        #expect(diagnostics.warnings.map(\.message) == [
            "the sets 'spacing/default', 'spacing/spacious' share 1 token, and the export has no themes to pick one, so "
                + "every set is on and the last that defines a token wins, such as 'padding.md' from 'spacing/spacious'",
        ], "'spacing/extra', 'size/icons' and 'size/avatars' define other tokens, and are not named")
        #expect(diagnostics.warnings.first?.location?.line == 2)
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(InputTestSupport.points("padding.md", in: "color/dark", of: resolved) == 28)
    }

    /// Astro's themeless export: `theme-wireframe` beside `theme-light` is another theme, a mode of
    /// its own over the shared sets, never read in the light and dark modes (it replaced 145 values
    /// in both); `system`, one word, stays a shared set.
    @Test func aThemelessSetNamedLikeAnAppearancesSetIsAThemeOfItsOwn() throws {
        let text = """
        { "system": { "bg": { "value": "#101923", "type": "color" } },
          "theme-light": { "bg": { "value": "#eaeef4", "type": "color" } },
          "theme-wireframe": { "bg": { "value": "#ebebeb", "type": "color" } },
          "ios-dark": { "ios": { "tint": { "value": "#4dacff", "type": "color" } } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["system", "theme-light", "theme-wireframe", "ios-dark"] } }
        """
        var diagnostics = Diagnostics()
        let plan = try singleFilePlan(text, diagnostics: &diagnostics)
        #expect(plan.modes.map(\.name) == ["light", "dark", "theme-wireframe"])
        #expect(plan.modes.map { $0.layers.map(\.name) } == [
            ["set 'system'", "set 'theme-light'"], ["set 'system'", "set 'ios-dark'"], ["set 'system'", "set 'theme-wireframe'"],
        ])
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.contains("'theme-wireframe' is a theme of its own") })
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(InputTestSupport.hex("bg", in: "light", of: resolved) == "#eaeef4")
        #expect(InputTestSupport.hex("bg", in: "dark", of: resolved) == "#101923")
    }

    /// A palette named like an appearance's set (`colors/scale` beside `colors/light`) defines other
    /// tokens than that set: it is shared, so the appearances' references reach it (they were all
    /// skipped when it was taken for a theme of its own).
    @Test func aThemelessPaletteNamedLikeAnAppearancesSetIsShared() throws {
        let text = """
        { "colors/scale": { "gray": { "100": { "value": "#f5f5f5", "type": "color" }, "800": { "value": "#262626", "type": "color" } } },
          "colors/light": { "text": { "value": "{gray.800}", "type": "color" } },
          "colors/dark": { "text": { "value": "{gray.100}", "type": "color" } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["colors/scale", "colors/light", "colors/dark"] } }
        """
        var diagnostics = Diagnostics()
        let plan = try singleFilePlan(text, diagnostics: &diagnostics)
        #expect(plan.modes.map(\.name) == ["colors/light", "colors/dark"])
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        #expect(InputTestSupport.hex("text", in: "colors/light", of: resolved) == "#262626")
        #expect(InputTestSupport.hex("text", in: "colors/dark", of: resolved) == "#f5f5f5")
    }

    /// Issue 26: in a themeless export, `light-component` and `dark-component` belong to their
    /// appearance's mode, not to both (before, `dark-component` won in light mode too).
    @Test func themelessSetsCarryingAnAppearanceBelongToItsMode() throws {
        let text = """
        { "reference": { "white": { "value": "#ffffff", "type": "color" }, "black": { "value": "#000000", "type": "color" } },
          "system": { "bg": { "value": "{white}", "type": "color" } },
          "light": { "fg": { "value": "{black}", "type": "color" } },
          "light-component": { "button": { "value": "{white}", "type": "color" } },
          "dark": { "fg": { "value": "{white}", "type": "color" } },
          "Component Dark": { "button": { "value": "{black}", "type": "color" } },
          "overrides": { "fg": { "value": "#ff0000", "type": "color" } },
          "$themes": [],
          "$metadata": { "tokenSetOrder": ["reference", "system", "light", "light-component", "dark", "Component Dark", "overrides"] } }
        """
        var diagnostics = Diagnostics()
        let plan = try singleFilePlan(text, diagnostics: &diagnostics)
        #expect(plan.modes.map(\.name) == ["light", "dark"])
        #expect(plan.modes.map { $0.layers.map(\.name) } == [
            ["set 'reference'", "set 'system'", "set 'light'", "set 'light-component'", "set 'overrides'"],
            ["set 'reference'", "set 'system'", "set 'dark'", "set 'Component Dark'", "set 'overrides'"],
        ])
        #expect(diagnostics.warnings.map(\.message) == [
            "set 'overrides' overrides set 'light', a set of one appearance, in every mode (first at 'fg')",
            "set 'overrides' overrides set 'dark', a set of one appearance, in every mode (first at 'fg')",
        ])
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(InputTestSupport.hex("button", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("button", in: "dark", of: resolved) == "#000000")
    }

    @Test func setNamesCarryAnAppearanceAsTheFirstOrLastWordOfASegment() {
        let carried = ["light-component", "Component Dark", "dark/buttons", "darkComponent", "DARK", "highlight", "darkness", "light-dark"]
            .map { AppearanceWords.carriedAppearance(of: $0) ?? "-" }
        #expect(carried == ["light", "dark", "dark", "dark", "dark", "-", "-", "-"])
    }

    @Test func singleFileWithWrongShapes() throws {
        let text = #"{ "core": 5, "$themes": {}, "$metadata": { "tokenSetOrder": "core" } }"#
        var diagnostics = Diagnostics()
        let file = try #require(InputTestSupport.sourceFile(text, path: "t.json", diagnostics: &diagnostics))
        let plan = TokensStudioLoader.plan(singleFile: file, diagnostics: &diagnostics)
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "1:3: 'core' is a number, but the top level of a Tokens Studio file holds token sets (objects), '$themes' and '$metadata'",
            "1:25: '$themes' must be an array of themes, but it is an object",
            "1:61: 'tokenSetOrder' must be an array of set names, but it is a string",
        ])
        #expect(plan?.modes.map(\.name) == ["default"])
    }

    // MARK: Corpus

    /// Mode names of the Adobe Spectrum Tokens Studio projects (27 themes in all).
    private static let adobeModes: [String: [String]] = [
        "foundations": ["light-mobile", "light-desktop", "dark-mobile", "dark-desktop", "wireframe-mobile", "wireframe-desktop"],
        "spectrum-colors": ["light", "dark", "darkest", "wireframe"],
        "spectrum-non-colors": [
            "mobile-light", "mobile-dark", "mobile-darkest", "mobile-wireframe",
            "desktop-light", "desktop-dark", "desktop-darkest", "desktop-wireframe",
        ],
        "spectrum2-colors": ["Light", "Dark", "Wireframe"],
        "spectrum2-non-colors": ["Desktop", "Mobile"],
    ]

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func adobeSpectrumProjectsGiveTheirThemeCombinations() throws {
        for (project, expected) in Self.adobeModes {
            let folder = InputTestSupport.corpusPath("adobe-spectrum-tokens-studio/" + project)
            var diagnostics = Diagnostics()
            let plan = TokensStudioLoader.plan(folder: folder, diagnostics: &diagnostics)
            #expect(diagnostics.all.isEmpty, "\(project): \(diagnostics.all.prefix(3))")
            #expect(plan?.modes.map(\.name) == expected, "\(project)")
            #expect(plan?.modes.allSatisfy { !$0.layers.isEmpty } == true)
        }
        var diagnostics = Diagnostics()
        let folder = InputTestSupport.corpusPath("adobe-spectrum-tokens-studio/spectrum2-non-colors")
        let plan = TokensStudioLoader.plan(folder: folder, diagnostics: &diagnostics)
        #expect(plan?.modes.first?.contexts.map(\.description)
            == [".Platform scale=Desktop", "Iconography=Modeless", "Typography=Modeless", "Layout=Modeless"])
        #expect(plan?.modes.first?.layers.first?.name == folder + "/Platform scale/icon/desktop.json")
    }

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func adobeFoundationsResolveWithOnlyTheKnownDanglingAliases() throws {
        let folder = InputTestSupport.corpusPath("adobe-spectrum-tokens-studio/foundations")
        var diagnostics = Diagnostics()
        let plan = try #require(TokensStudioLoader.plan(folder: folder, diagnostics: &diagnostics))
        let resolved = ModeResolver(strict: true).resolve(plan, diagnostics: &diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        // One per dangling alias: a token broken alike in several modes is reported once, at its first mode's definition.
        #expect(errors.count == 2, "\(errors.prefix(6))")
        #expect(errors.allSatisfy { $0.message.contains("corner-radius-medium-size-small") })
        let token = "Alias.background.app-frame.base"
        let light = try #require(InputTestSupport.hex(token, in: "light-desktop", of: resolved))
        let dark = try #require(InputTestSupport.hex(token, in: "dark-desktop", of: resolved))
        #expect(light != dark)
        #expect(InputTestSupport.hex(token, in: "light-mobile", of: resolved) == light)
    }

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func lionExampleHasBrandTimesColor() throws {
        var diagnostics = Diagnostics()
        let plan = TokensStudioLoader.plan(
            folder: InputTestSupport.corpusPath("tokens-studio-lion-example/tokens"), diagnostics: &diagnostics
        )
        #expect(plan?.modes.map(\.name) == [
            "Casual-Green", "Casual-Blue", "Casual-Purple", "Business-Green", "Business-Blue", "Business-Purple",
        ])
        #expect(!diagnostics.hasErrors)
        #expect(diagnostics.warnings.count == 7, "tokenSetOrder names seven sets that the export does not have")
    }
}
