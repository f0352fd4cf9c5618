@testable import DsysCore
import Foundation
import Testing

/// Modes made from file layouts (`AppearanceFileLayout`) and from `dsys.json`'s `modeSources`
/// (`ModeSourcePlanner`): the reference fixtures' inputs, loaded as `dsys generate` loads them,
/// give each mode the values its files say.
@Suite struct ModeSourceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("DsysReferenceTests/Fixtures").path

    /// The fixture's tokens loaded with its `dsys.json`, and the diagnostics.
    private static func load(fixture: String) throws -> (ResolvedTokens?, Diagnostics) {
        var diagnostics = Diagnostics()
        let folder = fixtures + "/" + fixture
        let config = try #require(ConfigFile.load(path: folder + "/dsys.json", diagnostics: &diagnostics))
        let frontEnd = config.frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder)
        let tokens = frontEnd.load(config.inputs.map { folder + "/" + $0 }, diagnostics: &diagnostics)
        return (tokens, diagnostics)
    }

    private static func hex(_ tokens: ResolvedTokens?, _ path: String, mode: String) -> String? {
        guard case .color(let color) = tokens?.modes.first(where: { $0.name == mode })?.tokens[TokenPath(dotted: path)]?.value
        else { return nil }
        return color.hexString
    }

    private static func points(_ tokens: ResolvedTokens?, _ path: String, mode: String) -> Double? {
        guard case .dimension(let length) = tokens?.modes.first(where: { $0.name == mode })?.tokens[TokenPath(dotted: path)]?.value
        else { return nil }
        return length.points
    }

    @Test func aLightAndDarkPairIsTwoAppearancesAndHighContrastOverridesDark() throws {
        let (tokens, diagnostics) = try Self.load(fixture: "layout-light-dark-pair")
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.name) == ["light", "dark", "dark-high-contrast"])
        #expect(Self.hex(tokens, "color.surface", mode: "light") == "#ffffff")
        #expect(Self.hex(tokens, "color.surface", mode: "dark") == "#121212")
        #expect(Self.hex(tokens, "color.text", mode: "dark") == "#eeeeee")
        #expect(Self.hex(tokens, "color.surface", mode: "dark-high-contrast") == "#121212")
        #expect(Self.hex(tokens, "color.text", mode: "dark-high-contrast") == "#ffffff")
        #expect(Self.points(tokens, "spacing.md", mode: "dark-high-contrast") == 16)
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.contains("'dark-high-contrast': '") })
    }

    @Test func baseFilesWithModesDarkOverrideGiveLightTheBaseAndDarkTheOverride() throws {
        let (tokens, diagnostics) = try Self.load(fixture: "layout-base-dark-override")
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(Self.hex(tokens, "color.background", mode: "light") == "#fafafa")
        #expect(Self.hex(tokens, "color.background", mode: "dark") == "#1b1b1b")
        #expect(Self.hex(tokens, "color.on-primary", mode: "dark") == "#1b1b1b", "an alias follows the mode's override")
        #expect(Self.hex(tokens, "color.primary", mode: "dark") == "#6aa7ff")
        #expect(Self.points(tokens, "size.radius", mode: "dark") == 4)
    }

    /// Files beside `modes/dark.json` that redefine base tokens (Wikimedia Codex's `modes/large.json`)
    /// are modes of their own over the light files, not later definitions that replace the base
    /// values; a file there that only adds tokens stays a base file.
    @Test func filesBesideAnAppearanceOverrideThatRedefineTokensAreModesOfTheirOwn() throws {
        let run = try FrontEndRun([
            "src/base.json": ##"{ "space": { "$type": "dimension", "md": { "$value": "8px" } }, "bg": { "$type": "color", "$value": "#ffffff" } }"##,
            "src/modes/dark.json": ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##,
            "src/modes/large.json": #"{ "space": { "$type": "dimension", "md": { "$value": "12px" } } }"#,
            "src/modes/extra.json": #"{ "gap": { "$type": "dimension", "$value": "2px" } }"#,
        ])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        let tokens = try #require(run.tokens)
        #expect(tokens.modes.map(\.name) == ["light", "dark", "large"])
        #expect(Self.points(tokens, "space.md", mode: "light") == 8)
        #expect(Self.points(tokens, "space.md", mode: "dark") == 8)
        #expect(Self.points(tokens, "space.md", mode: "large") == 12)
        #expect(Self.hex(tokens, "bg", mode: "large") == "#ffffff")
        #expect(tokens.modes.allSatisfy { Self.points(tokens, "gap", mode: $0.name) == 2 })
    }

    /// Two such files of one name up to its first dot make modes named by their paths, not one
    /// mode name twice.
    @Test func besideFilesOfOneNameAreModesNamedByTheirPaths() throws {
        let run = try FrontEndRun([
            "src/base.json": #"{ "space": { "$type": "dimension", "md": { "$value": "8px" } } }"#,
            "src/modes/dark.json": #"{ "space": { "$type": "dimension", "md": { "$value": "9px" } } }"#,
            "src/modes/large.json": #"{ "space": { "$type": "dimension", "md": { "$value": "12px" } } }"#,
            "src/modes/large.tokens.json": #"{ "space": { "$type": "dimension", "md": { "$value": "14px" } } }"#,
        ])
        let tokens = try #require(run.tokens)
        #expect(tokens.modes.map(\.name) == ["light", "dark", "modes/large.json", "modes/large.tokens.json"])
        #expect(Self.points(tokens, "space.md", mode: "modes/large.tokens.json") == 14)
    }

    @Test func perThemeFoldersAreOneModeEach() throws {
        let (tokens, diagnostics) = try Self.load(fixture: "layout-per-theme-folder")
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(Self.hex(tokens, "color.accent", mode: "light") == "#7b2ff7")
        #expect(Self.hex(tokens, "color.accent", mode: "dark") == "#b388ff")
        #expect(Self.hex(tokens, "color.border", mode: "dark") == "#ffffff29")
        #expect(Self.points(tokens, "spacing.lg", mode: "dark") == 16)
    }

    /// The note names a folder whose files all belong to one appearance by the folder and a count,
    /// so a set of many files keeps a note short enough to read whole; lone files by name.
    @Test func theNoteListsAFolderOfOneAppearanceByItsCount() throws {
        var files: [String: String] = ["tokens/base.json": ##"{ "fg": { "value": "#111111", "type": "color" } }"##,
                                       "tokens/extra-dark.json": ##"{ "fg": { "value": "#eeeeee", "type": "color" } }"##]
        for index in 1...3 {
            files["tokens/light/part-\(index).json"] = ##"{ "c\##(index)": { "value": "#ffffff", "type": "color" } }"##
            files["tokens/dark/part-\(index).json"] = ##"{ "c\##(index)": { "value": "#000000", "type": "color" } }"##
        }
        let run = try FrontEndRun(files, inputs: ["tokens"], strict: false)
        let note = try #require(run.diagnostics.all.first { $0.message.hasPrefix("files whose names carry an appearance") }?.message)
        #expect(note.contains("/tokens/light/' (3 files);"), "\(note)")
        #expect(note.contains("/tokens/dark/' (3 files)") && note.contains("/tokens/extra-dark.json'"), "\(note)")
        #expect(!note.contains("part-1.json"))
    }

    /// A Style Dictionary file of two color tokens, each a name and its value.
    private static func colors(_ first: (String, String), _ second: (String, String)) -> String {
        ##"{ "\##(first.0)": { "value": "\##(first.1)", "type": "color" }, "\##(second.0)": { "value": "\##(second.1)", "type": "color" } }"##
    }

    /// The hex color of `path` in the mode of `run` that picks `theme` and `appearance`.
    private static func hex(_ run: FrontEndRun, _ path: String, theme: String, appearance: String) -> String? {
        let mode = run.tokens?.modes.first { Set($0.contexts.map(\.context)) == [theme, appearance] }
        guard case .color(let color)? = mode?.tokens[TokenPath(dotted: path)]?.value else { return nil }
        return color.hexString
    }

    /// warp-ds keeps `finn-light/`, `finn-dark/`, `tori-light/` and `tori-dark/`: it was refused
    /// ("the dark files come from 2 themes' folders"), with 1,827 "defined twice" warnings first. The
    /// themes are a choice axis crossed with the appearance, each brand's files read in its modes.
    @Test func themeFoldersOfEachAppearanceAreAThemeAxis() throws {
        let color = { (brand: String, text: String) in Self.colors(("brand", brand), ("text", text)) }
        let run = try FrontEndRun([
            "tokens/finn-light/colors.json": color("#0063fb", "#1b1b1f"), "tokens/finn-dark/colors.json": color("#0063fb", "#ffffff"),
            "tokens/tori-light/colors.json": color("#f05040", "#1b1b1f"), "tokens/tori-dark/colors.json": color("#f05040", "#ffffff"),
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        let mode = { (theme: String, appearance: String) in
            try #require(run.tokens?.modes.first { Set($0.contexts.map(\.context)) == [theme, appearance] })
        }
        #expect(try mode("tori", "dark").tokens[TokenPath(dotted: "brand")]?.value == .color(ColorValue.parse(css: "#f05040")!))
        #expect(try mode("tori", "dark").tokens[TokenPath(dotted: "text")]?.value == .color(ColorValue.parse(css: "#ffffff")!))
        #expect(try mode("finn", "light").tokens[TokenPath(dotted: "brand")]?.value == .color(ColorValue.parse(css: "#0063fb")!))
        #expect(run.diagnostics.all.contains { $0.message.hasSuffix("so the themes are the axis 'theme' ('finn', 'tori'; 'finn' the default)") })
    }

    /// Star Tribune keeps `brand-startribune-light.json`, `brand-startribune-dark.json` and the same
    /// for `varsity` in one folder: both brands' files were one light and one dark mode, Varsity's
    /// values over Star Tribune's with a "defined twice" warning per token. The names' brands are a
    /// theme axis; a base and its override of a few tokens (`global-dark`, `theme-dark`) are not.
    @Test func siblingFilesOfSeveralBrandsPerAppearanceAreAThemeAxis() throws {
        let color = { (brand: String, bg: String) in Self.colors(("brand", brand), ("bg", bg)) }
        let run = try FrontEndRun([
            "tokens/brand-startribune-light.json": color("#0d5ea6", "#ffffff"), "tokens/brand-startribune-dark.json": color("#0d5ea6", "#000000"),
            "tokens/brand-varsity-light.json": color("#ff0000", "#ffffff"), "tokens/brand-varsity-dark.json": color("#ff0000", "#111111"),
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(Self.hex(run, "brand", theme: "startribune", appearance: "light") == "#0d5ea6")
        #expect(Self.hex(run, "brand", theme: "varsity", appearance: "dark") == "#ff0000")
        #expect(Self.hex(run, "bg", theme: "varsity", appearance: "dark") == "#111111")
        #expect(Self.hex(run, "bg", theme: "startribune", appearance: "dark") == "#000000")
        #expect(run.diagnostics.all.contains { $0.message.hasSuffix("2 themes' files that define the same tokens, so the themes are the "
            + "axis 'theme' ('startribune', 'varsity'; 'startribune' the default)") })

        let layered = try FrontEndRun([
            "tokens/global-dark.json": ##"{ "a": { "value": "#000001", "type": "color" }, "b": { "value": "#000002", "type": "color" }, "c": { "value": "#000003", "type": "color" } }"##,
            "tokens/global-light.json": ##"{ "a": { "value": "#ffffff", "type": "color" }, "b": { "value": "#fffffe", "type": "color" }, "c": { "value": "#fffffd", "type": "color" } }"##,
            "tokens/theme-dark.json": ##"{ "a": { "value": "#222222", "type": "color" } }"##,
        ], inputs: ["tokens"], strict: false)
        #expect(!layered.diagnostics.all.contains { $0.message.contains("so the themes are the axis") })
        #expect(layered.warnings.contains { $0.contains("defined twice") }, "\(layered.warnings)")
    }

    /// natds's shared `globals/color/` and one brand's `brands/natura/`, given as two inputs, are a base
    /// and its brand, no choice between themes: the collision stays an error (made an axis, the
    /// default mode read the base alone and lost 1,494 of the brand's values).
    @Test func themeFoldersThatAreNoSiblingsStayAnError() throws {
        let color = ##"{ "neutral": { "value": "#111111", "type": "color" } }"##
        let run = try FrontEndRun([
            "p/globals/color/light.json": color, "p/globals/color/dark.json": color,
            "p/brands/natura/light.json": color, "p/brands/natura/dark.json": color,
        ], inputs: ["p/globals", "p/brands/natura"], strict: false)
        #expect(run.errors.contains { $0.contains("themes' folders that define the same tokens") }, "\(run.errors)")
    }

    /// SURF keeps `tokens.json` and `tokens.dark.json`, and per theme `tokens.<theme>.json` and
    /// `tokens.<theme>.dark.json`: every theme's dark mode read every theme's dark file, and then its
    /// own light file over them, so all 1,054 dark values were light ones, with "this later definition
    /// is used" warnings. A theme's dark file is read in that theme's dark mode only, after the
    /// shared dark file and the theme's light file.
    @Test func aCollectionFilesDarkOverrideIsReadInThatModesDarkOnly() throws {
        let colors = { (background: String, primary: String) in
            ##"{ "background": { "value": "\##(background)", "type": "color" }, "primary": { "value": "\##(primary)", "type": "color" } }"##
        }
        let run = try FrontEndRun([
            "src/tokens.json": colors("#ffffff", "#0077c8"), "src/tokens.dark.json": colors("#0a0a0a", "#4da3ff"),
            "src/tokens.green.json": colors("#ffffff", "#00d37f"), "src/tokens.green.dark.json": ##"{ "primary": { "value": "#00a05a", "type": "color" } }"##,
            "src/tokens.purple.json": colors("#ffffff", "#560bad"), "src/tokens.purple.dark.json": ##"{ "primary": { "value": "#b48cff", "type": "color" } }"##,
        ], inputs: ["src"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(Self.hex(run, "background", theme: "green", appearance: "dark") == "#0a0a0a", "the shared dark file over the theme's light one")
        #expect(Self.hex(run, "primary", theme: "green", appearance: "dark") == "#00a05a")
        #expect(Self.hex(run, "primary", theme: "purple", appearance: "dark") == "#b48cff")
        #expect(Self.hex(run, "primary", theme: "purple", appearance: "light") == "#560bad")

        // Two dark files that override plain files (no collection's) and define one token still say so.
        let plain = try FrontEndRun([
            "src/color.json": colors("#ffffff", "#0077c8"), "src/color-dark.json": colors("#0a0a0a", "#4da3ff"),
            "src/extra-dark.json": ##"{ "primary": { "value": "#123456", "type": "color" } }"##,
        ], inputs: ["src"], strict: false)
        #expect(plain.warnings.contains { $0.contains("token 'primary' is defined twice") }, "\(plain.warnings)")
    }

    /// PatternFly's folders of several themes, each with a dark folder, that define the same tokens,
    /// where one theme's dark files lie in the shared folder (`dark/` beside `glass-dark/`): read as
    /// one dark mode the later file won token by token, and the unnamed theme can be no context, so
    /// the run stops with an error naming the themes' folders and one theme's folders to give
    /// instead. A dark folder of other tokens beside them (`components/dark/`) is no second theme.
    @Test func foldersOfSeveralThemesForOneAppearanceAreAnError() throws {
        let bg = { (hex: String) in ##"{ "bg": { "value": "\##(hex)", "type": "color" } }"## }
        let run = try FrontEndRun([
            "tokens/light/semantic.json": bg("#ffffff"), "tokens/dark/semantic.dark.json": bg("#292929"),
            "tokens/glass-dark/semantic.glass.dark.json": bg("#29292980"),
        ], inputs: ["tokens"], strict: false)
        let error = try #require(run.diagnostics.errors.first)
        #expect(error.message.hasPrefix("the dark files come from 2 themes' folders that define the same tokens: "), "\(error)")
        #expect(error.message.hasSuffix("/tokens/glass-dark' (first at 'bg'); dsys cannot tell which the package shows"), "\(error)")
        #expect(error.hint?.contains("/tokens/dark' '") == true && error.hint?.contains("/tokens/light'") == true, "\(error.hint ?? "")")

        let separate = try FrontEndRun([
            "tokens/light/semantic.json": bg("#ffffff"), "tokens/dark/semantic.dark.json": bg("#292929"),
            "tokens/components/dark/buttons.json": ##"{ "button": { "value": "#000000", "type": "color" } }"##,
        ], inputs: ["tokens"], strict: false)
        #expect(separate.errors.isEmpty, "\(separate.errors)")
        #expect(separate.tokens?.modes.map(\.name) == ["light", "dark"])
    }

    /// Figma's one file per collection and mode: `🌗 Color scheme.Light/Dark` are the appearances,
    /// `⭕️ Corner radius.*` and `💎 Density.*` choice axes named after their collections (default: the
    /// mode named `Default`, else the first file), `Primitives.Value` a single-mode collection every mode reads.
    @Test func filesPerCollectionAndModeAreOneAxisPerCollection() throws {
        let (tokens, diagnostics) = try Self.load(fixture: "layout-figma-collections")
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.count == 18)
        #expect(tokens?.modes.first?.name == "light-None-Default")
        #expect(tokens?.modes.first?.contexts.map(\.description) == ["appearance=light", "⭕️ Corner radius=None", "💎 Density=Default"])
        #expect(tokens?.modes.prefix(3).map(\.name) == ["light-None-Default", "light-None-Compact", "light-None-UI and Body"])
        #expect(Self.hex(tokens, "surface", mode: "light-None-Default") == "#ffffff")
        #expect(Self.hex(tokens, "surface", mode: "dark-Pill-Compact") == "#101418", "an alias into the shared collection")
        #expect(Self.hex(tokens, "text", mode: "dark-None-Default") == "#f4f6f8")
        #expect(Self.points(tokens, "radius.control", mode: "light-None-Default") == 0)
        #expect(Self.points(tokens, "radius.control", mode: "dark-Pill-Default") == 999)
        #expect(Self.points(tokens, "radius.control", mode: "light-Rounded-UI and Body") == 8)
        #expect(Self.points(tokens, "spacing.gap", mode: "light-None-Default") == 8)
        #expect(Self.points(tokens, "spacing.inset", mode: "dark-Rounded-UI and Body") == 24)
        #expect(Self.points(tokens, "spacing.gap", mode: "light-Pill-Compact") == 4)
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.contains("'💎 Density': 'Default', 'Compact', 'UI and Body'") })
    }

    /// Collections whose product is above the mode cap are planned reduced, without building the
    /// product: the default, then each other mode of one collection with the others at their defaults.
    @Test func manyCollectionsArePlannedWithOneCollectionChangedAtATime() throws {
        var files: [String: String] = [:]
        for collection in ["A", "B", "C"] {
            for mode in 1...5 {
                files["\(collection).M\(mode).json"] = #"{ "\#(collection.lowercased())": { "$type": "number", "$value": \#(mode) } }"#
            }
        }
        let folder = try TemporaryFolder(files)
        var diagnostics = Diagnostics()
        let tokens = FrontEnd().load([folder.path], diagnostics: &diagnostics)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.count == 13)
        #expect(tokens?.modes.first?.name == "M1-M1-M1")
        #expect(tokens?.modes.contains { $0.name == "M1-M4-M1" } == true)
        #expect(tokens?.modes.contains { $0.name == "M2-M2-M1" } == false)
        guard case .number(let b) = tokens?.modes.first(where: { $0.name == "M1-M4-M1" })?.tokens[TokenPath(dotted: "b")]?.value else {
            Issue.record("b is not a number in M1-M4-M1")
            return
        }
        #expect(b == 4)
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.hasPrefix("the input has 125 combinations of contexts; dsys resolves the 13") })
    }

    @Test func theConfigMapMakesOneModePerCombinationWithSourceOnlyAndExcludedFiles() throws {
        let (tokens, diagnostics) = try Self.load(fixture: "mode-sources-map")
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.name) == ["acme-light", "acme-dark", "globex-light", "globex-dark"])
        #expect(tokens?.modes.first?.contexts.map(\.description) == ["brand=acme", "theme=light"])
        #expect(Self.hex(tokens, "color.brand", mode: "acme-dark") == "#1f6feb")
        #expect(Self.hex(tokens, "color.brand", mode: "globex-light") == "#2da44e")
        #expect(Self.hex(tokens, "color.surface", mode: "globex-light") == "#ffffff")
        #expect(tokens?.modes.allSatisfy { $0.tokens[TokenPath(dotted: "color.legacy-accent")] == nil } == true, "legacy.json is excluded")
        #expect(Self.hex(tokens, "color.surface", mode: "acme-dark") == "#0d1117")
        #expect(Self.points(tokens, "radius.control", mode: "acme-light") == 12, "a brand file overrides the shared one")
        #expect(Self.points(tokens, "radius.control", mode: "globex-dark") == 6)
        #expect(tokens?.defaultTokens[TokenPath(dotted: "palette.blue")] == nil, "primitives.json is source-only")
    }

    /// A resolver document and a TokensBrücke export bring modes of their own: `modeSources` does
    /// not apply to them, and a warning at the key in dsys.json says so (never silently).
    @Test(arguments: [
        ("figma.resolver.json", "DTCG resolver document"),
        (fixtures + "/tokens-bruecke/tokens.json", "TokensBrücke export (Figma plugin)"),
    ])
    func modeSourcesBesideAnInputWithItsOwnModesIsAWarningAtTheKey(input: String, format: String) throws {
        let folder = try TemporaryFolder([
            "dsys.json": """
            {
              "inputs": ["figma.resolver.json"],
              "modeSources": { "modes": { "theme": { "dark": ["dark.json"] } } }
            }
            """,
            "base.json": #"{ "gap": { "$type": "number", "$value": 4 } }"#,
            "figma.resolver.json": #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "base.json" }] }] }"#,
        ])
        var diagnostics = Diagnostics()
        let config = try #require(ConfigFile.load(path: folder.file("dsys.json"), diagnostics: &diagnostics))
        let path = input.hasPrefix("/") ? input : folder.file(input)
        let tokens = config.frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder).load([path], diagnostics: &diagnostics)
        #expect(tokens != nil && diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        let warnings = diagnostics.all.filter { $0.severity == .warning && $0.message.hasPrefix("'modeSources' is ignored") }
        #expect(warnings.map(\.message) == ["'modeSources' is ignored: the input is a \(format), which brings modes of its own"])
        #expect(warnings.first?.location?.line == 3 && warnings.first?.location?.column == 3)
        #expect(warnings.first?.location?.file.hasSuffix("dsys.json") == true)
    }

    @Test func modeSourcesBesidePlainTokenFilesIsNoWarning() throws {
        let folder = try TemporaryFolder([
            "light.json": ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##,
            "dark.json": ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##,
        ])
        let location = SourceLocation(file: "dsys.json", line: 2, column: 3)
        let map = ModeSourceMap(
            axes: [.init(name: "theme", contexts: [.init(name: "light", entries: [.init("light.json")]), .init(name: "dark", entries: [.init("dark.json")])])],
            location: location
        )
        var diagnostics = Diagnostics()
        let tokens = FrontEnd(modeSources: map).load([folder.path], diagnostics: &diagnostics)
        #expect(tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(!diagnostics.all.contains { $0.message.contains("'modeSources' is ignored") }, "\(diagnostics.sorted)")
    }

    @Test func aMapEntryThatNamesNothingIsAnErrorAtTheEntry() throws {
        let folder = try TemporaryFolder(["a.json": #"{ "x": { "$type": "number", "$value": 1 } }"#])
        let location = SourceLocation(file: "dsys.json", line: 3, column: 7)
        let map = ModeSourceMap(axes: [
            .init(name: "theme", contexts: [.init(name: "light", entries: [.init("a.json")]), .init(name: "dark", entries: [.init("c.json", location: location)])]),
        ])
        var diagnostics = Diagnostics()
        let tokens = FrontEnd(modeSources: map).load([folder.path], diagnostics: &diagnostics)
        #expect(tokens == nil)
        #expect(diagnostics.errors.map(\.message) == ["'modeSources' entry 'c.json' names no token file or set of the inputs"])
        #expect(diagnostics.errors.allSatisfy { $0.location == location })
    }

    /// natds keeps `globals/color/dark.json` and each brand's `brands/natura/dark.json`: a brand's
    /// dark file belongs to the brand and to the dark appearance, which was an error ("named by the
    /// modes of two axes") with a hint to split a file that cannot be split. It is read by the
    /// modes that pick both, after the files named by one axis, so it overrides the shared dark file.
    @Test func aFileOfTwoAxesIsReadByTheModesThatPickBothAfterLessSpecificFiles() throws {
        let folder = try TemporaryFolder([
            "globals-dark.json": #"{ "x": { "$type": "number", "$value": 10 }, "y": { "$type": "number", "$value": 10 } }"#,
            "one.json": #"{ "x": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 1 } }"#,
            "one-dark.json": #"{ "x": { "$type": "number", "$value": 11 } }"#,
            "two.json": #"{ "x": { "$type": "number", "$value": 2 }, "y": { "$type": "number", "$value": 2 } }"#,
        ])
        let map = ModeSourceMap(axes: [
            .init(name: "theme", contexts: [.init(name: "light", entries: []),
                                            .init(name: "dark", entries: [.init("globals-dark.json"), .init("one-dark.json")])]),
            .init(name: "brand", contexts: [.init(name: "one", entries: [.init("one.json"), .init("one-dark.json")]),
                                            .init(name: "two", entries: [.init("two.json")])]),
        ])
        var diagnostics = Diagnostics()
        let tokens = try #require(FrontEnd(modeSources: map).load([folder.path], diagnostics: &diagnostics))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
        let value = { (path: String, mode: String) in InputTestSupport.value(path, in: mode, of: tokens) }
        #expect(value("x", "dark-one") == .number(11), "the brand's dark file wins")
        #expect(value("y", "dark-one") == .number(1), "the brand's file overrides the shared dark file")
        #expect(value("x", "dark-two") == .number(2), "another brand does not read it")
        #expect(value("x", "light-one") == .number(1), "nor does the light appearance")
    }

    @Test func filesOfNoAppearanceThatDefineATokenTwiceAreAStrictErrorNamingTheLayouts() throws {
        let run = try FrontEndRun([
            "one.json": #"{ "x": { "$type": "number", "$value": 1 } }"#,
            "two.json": #"{ "x": { "$type": "number", "$value": 2 } }"#,
        ])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("two.json:1:") == true && run.errors.first?.contains("token 'x' is defined twice") == true)
        #expect(run.diagnostics.errors.first?.hint?.contains("'modes/dark.json'") == true)
        #expect(run.diagnostics.errors.first?.hint?.contains("'modeSources'") == true)
    }

    @Test func aDarkNamedFileThatRedefinesNothingIsAnOrdinaryFile() throws {
        let run = try FrontEndRun([
            "base.json": #"{ "x": { "$type": "number", "$value": 1 } }"#,
            "dark.json": #"{ "y": { "$type": "number", "$value": 2 } }"#,
        ])
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.map(\.name) == ["default"])
    }

    @Test func theMapGivesTokensStudioSetsToModesInsteadOfTheThemes() throws {
        let folder = try TemporaryFolder([
            "$metadata.json": ##"{ "tokenSetOrder": ["core", "base", "night", "legacy"] }"##,
            "$themes.json": ##"[{ "id": "1", "name": "All", "selectedTokenSets": { "core": "enabled", "base": "enabled" } }]"##,
            "core.json": ##"{ "blue": { "value": "#0000ff", "type": "color" }, "black": { "value": "#000000", "type": "color" } }"##,
            "base.json": ##"{ "bg": { "value": "{blue}", "type": "color" } }"##,
            "night.json": ##"{ "bg": { "value": "{black}", "type": "color" } }"##,
            "legacy.json": ##"{ "old": { "value": "#ff00ff", "type": "color" } }"##,
        ])
        let map = ModeSourceMap(
            axes: [.init(name: "theme", contexts: [.init(name: "light", entries: []), .init(name: "dark", entries: [.init("night")])])],
            sourceOnly: [.init("core")], excluded: [.init("legacy")]
        )
        var diagnostics = Diagnostics()
        let tokens = FrontEnd(modeSources: map).load([folder.path], diagnostics: &diagnostics)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(Self.hex(tokens, "bg", mode: "light") == "#0000ff")
        #expect(Self.hex(tokens, "bg", mode: "dark") == "#000000")
        let generated = Set(tokens?.modes.flatMap { mode in mode.tokens.tokens.map(\.path.description) } ?? [])
        #expect(generated == ["bg"], "core is source-only, legacy excluded")
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.contains("themes are not read") })
    }

    /// Style Dictionary's multi-brand example (brand folders, platform folders) generates once a
    /// map says which folders are modes and leaves the other platforms out.
    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func theMultiBrandExampleGeneratesWithAMap() throws {
        let corpus = try #require(InputTestSupport.corpus)
        let map = ModeSourceMap(
            axes: [.init(name: "brand", contexts: ["brand-1", "brand-2", "brand-3"].map { .init(name: $0, entries: [.init("brands/" + $0)]) })],
            excluded: [.init("platforms/android"), .init("platforms/web")]
        )
        var diagnostics = Diagnostics()
        let tokens = FrontEnd(modeSources: map).load(
            [corpus + "/style-dictionary-v3-examples/advanced/multi-brand-multi-platform/tokens"], diagnostics: &diagnostics
        )
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(tokens?.modes.map(\.name) == ["brand-1", "brand-2", "brand-3"])
        #expect(Self.hex(tokens, "color.brand.primary", mode: "brand-2") == "#1da1f2")
        #expect(Self.points(tokens, "button.height", mode: "brand-3") == 50)
    }

    /// Style Dictionary v5's basic example defines `text.typography.*` in two files. As in Style
    /// Dictionary, the later file wins, with a warning at each collision (an error with `--strict`),
    /// and one `excluded` entry settles it.
    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func aRealDuplicateIsTakenFromTheLaterFileOrSettledByExcludingOne() throws {
        let corpus = try #require(InputTestSupport.corpus)
        let tokens = corpus + "/style-dictionary-v5-examples/examples/basic/tokens"
        let collisions = [
            "token 'text.typography.heading' is defined twice: here and at \(tokens)/object-values.json:6:19",
            "token 'text.typography.body' is defined twice: here and at \(tokens)/object-values.json:14:19",
        ]
        var diagnostics = Diagnostics()
        _ = FrontEnd(strict: true).load([tokens], diagnostics: &diagnostics)
        #expect(diagnostics.errors.map(\.message) == collisions)

        diagnostics = Diagnostics()
        let merged = FrontEnd().load([tokens], diagnostics: &diagnostics)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.sorted)")
        #expect(diagnostics.warnings.map(\.message).filter { $0.contains("defined twice") }
            == collisions.map { $0 + "; this later definition is used" })
        #expect(merged?.defaultTokens[TokenPath(dotted: "text.typography.heading")]?.location.file == tokens + "/text.json")

        diagnostics = Diagnostics()
        let settled = FrontEnd(modeSources: ModeSourceMap(excluded: [.init("object-values.json")])).load([tokens], diagnostics: &diagnostics)
        #expect(diagnostics.all.allSatisfy { !$0.message.contains("defined twice") }, "\(diagnostics.sorted)")
        #expect(settled?.modes.map(\.name) == ["default"])
        #expect(settled?.defaultTokens[TokenPath(dotted: "text.typography.heading")] != nil)
    }

    @Test(arguments: [
        ("light.tokens.json", "light", false), ("modes/dark.json", "dark", false), ("base-color-dark.json", "dark", false),
        ("dark/buttons.json", "dark", false), ("Component Dark.yaml", "dark", false), ("darkComponent.json", "dark", false),
        ("dark-high-contrast.json", "dark", true), ("dark-hc.json", "dark", true), ("high-contrast.json", nil, true),
        ("spotlight.json", nil, false), ("light-dark.json", nil, false), ("colors.json", nil, false),
    ] as [(String, String?, Bool)])
    func theAppearanceWordRule(name: String, appearance: String?, highContrast: Bool) {
        #expect(AppearanceWords.carriedAppearance(of: name) == appearance)
        #expect(AppearanceWords.carriesHighContrast(name) == highContrast)
    }
}
