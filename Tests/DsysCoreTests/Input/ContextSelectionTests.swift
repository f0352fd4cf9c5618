@testable import DsysCore
import Foundation
import Testing

@Suite struct ContextSelectionTests {
    /// A theme × size plan like a resolver document's, without tokens.
    private static let plan: ResolutionPlan = {
        let modes = ["light", "dark"].flatMap { theme in
            ["desktop", "mobile"].map { size in
                ResolutionPlan.PlannedMode(
                    name: "\(theme)-\(size)",
                    contexts: [.init(modifier: "theme", context: theme), .init(modifier: "size", context: size)],
                    layers: []
                )
            }
        }
        return ResolutionPlan(modes: modes, sourceFiles: [])
    }()

    private func select(_ arguments: [String], in plan: ResolutionPlan = plan) throws -> ([String], Diagnostics) {
        var diagnostics = Diagnostics()
        let selected = try ContextSelection(parsing: arguments).apply(to: plan, diagnostics: &diagnostics)
        return (selected.modes.map(\.name), diagnostics)
    }

    // MARK: Parsing

    @Test func parsesNameValuePairs() throws {
        let selection = try ContextSelection(parsing: ["theme=dark", " size = mobile ", "theme=dark", ".Color theme=Light=1"])
        #expect(selection.choices.map(\.description) == ["theme=dark", "size=mobile", ".Color theme=Light=1"])
    }

    @Test(arguments: ["dark", "=dark", "theme=", "theme= "])
    func rejectsMalformedArguments(argument: String) {
        #expect(throws: ContextSelection.ArgumentError.self) { try ContextSelection(parsing: [argument]) }
    }

    @Test func errorTextNamesTheArgument() {
        do {
            _ = try ContextSelection(parsing: ["dark"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "'--context dark' is not of the form modifier=context")
        }
    }

    // MARK: Filtering

    @Test func keepsModesMatchingEverySelectedModifier() throws {
        #expect(try select([]).0 == ["light-desktop", "light-mobile", "dark-desktop", "dark-mobile"])
        #expect(try select(["theme=dark"]).0 == ["dark-desktop", "dark-mobile"])
        #expect(try select(["theme=dark", "size=mobile"]).0 == ["dark-mobile"])
        #expect(try select(["size=mobile", "size=desktop", "theme=light"]).0 == ["light-desktop", "light-mobile"])
        #expect(try select(["theme=dark"]).1.all.isEmpty)
    }

    @Test func unknownModifierListsTheKnownOnesAndSuggests() throws {
        let (modes, diagnostics) = try select(["thme=dark", "size=mobile"])
        #expect(diagnostics.errors.map(\.message) == ["--context thme=dark: there is no modifier 'thme' (did you mean 'theme'?)"])
        #expect(diagnostics.errors.first?.hint == "modifiers: theme (light, dark); size (desktop, mobile)")
        #expect(modes == ["light-mobile", "dark-mobile"])
    }

    @Test func unknownContextListsTheModifiersContexts() throws {
        let (_, diagnostics) = try select(["theme=Dark", "size=tablet"])
        #expect(diagnostics.errors.map(\.message) == [
            "--context theme=Dark: modifier 'theme' has no context 'Dark' (did you mean 'dark'?)",
            "--context size=tablet: modifier 'size' has no context 'tablet'",
        ])
        #expect(diagnostics.errors.last?.hint == "contexts of 'size': desktop, mobile")
    }

    @Test func aPlanWithoutModifiersHasNothingToChoose() throws {
        let single = ResolutionPlan(modes: [.init(name: "default", contexts: [], layers: [])], sourceFiles: [])
        let (modes, diagnostics) = try select(["theme=dark"], in: single)
        #expect(diagnostics.errors.map(\.message) == ["--context theme=dark: this input has a single mode and no modifiers to choose from"])
        #expect(modes == ["default"])
    }

    // MARK: Every input format

    @Test func worksForResolverModifiers() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] } }, "size": { "contexts": { "s": [], "l": [] } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" } ] }
            """,
        ])
        var diagnostics = Diagnostics()
        let plan = try #require(ResolverDocumentLoader.plan(path: folder.file("ds.resolver.json"), diagnostics: &diagnostics))
        #expect(try select(["size=l"], in: plan).0 == ["light-l", "dark-l"])
    }

    /// Swiss Post's ungrouped themes became always on (each its own group): the `--context
    /// theme=Brand` an older run's hint gave stopped the run with "there is no modifier 'theme'".
    /// It picks nothing, with a note.
    @Test func choosingAnAlwaysOnThemeIsANote() throws {
        let plan = ResolutionPlan(modes: [
            .init(name: "Brand-Light", contexts: [.init(modifier: "Brand", context: "Brand"), .init(modifier: "Scheme", context: "Light")], layers: []),
            .init(name: "Brand-Dark", contexts: [.init(modifier: "Brand", context: "Brand"), .init(modifier: "Scheme", context: "Dark")], layers: []),
        ], sourceFiles: [])
        let (names, diagnostics) = try select(["theme=Brand", "Scheme=Dark"], in: plan)
        #expect(names == ["Brand-Dark"])
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(diagnostics.all.map(\.message) == ["--context theme=Brand: the theme 'Brand' is always on, so there is nothing to choose"])
    }

    @Test func worksForTokensStudioGroupsAndUngroupedThemes() throws {
        let folder = try TemporaryFolder([
            "grouped/$themes.json": """
            [ { "name": "Light", "group": ".Color theme", "selectedTokenSets": {} },
              { "name": "Dark", "group": ".Color theme", "selectedTokenSets": {} },
              { "name": "Desktop", "group": "Scale", "selectedTokenSets": {} } ]
            """,
            "plain/$themes.json": #"[ { "name": "Light", "selectedTokenSets": {} }, { "name": "Dark", "selectedTokenSets": {} } ]"#,
        ])
        var diagnostics = Diagnostics()
        let grouped = try #require(TokensStudioLoader.plan(folder: folder.file("grouped"), diagnostics: &diagnostics))
        #expect(try select([".Color theme=Dark"], in: grouped).0 == ["Dark"])
        let plain = try #require(TokensStudioLoader.plan(folder: folder.file("plain"), diagnostics: &diagnostics))
        #expect(try select(["theme=Light"], in: plain).0 == ["Light"])
    }

    @Test func worksForDesignSystemAndTerrazzoModes() throws {
        let folder = try TemporaryFolder([
            "design-system.json": """
            { "name": "Acme", "modes": ["light", "dark"],
              "tokens": { "bg": { "$type": "color", "$value": "#ffffff", "$extensions": { "mode": { "dark": "#000000" } } } } }
            """,
        ])
        var diagnostics = Diagnostics()
        let plan = try #require(InputLoader.plan(inputs: [folder.file("design-system.json")], diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(try select(["mode=dark"], in: plan).0 == ["dark"])
    }
}
