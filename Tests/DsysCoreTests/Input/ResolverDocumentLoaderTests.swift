@testable import DsysCore
import Foundation
import Testing

@Suite struct ResolverDocumentLoaderTests {
    private static let base = """
    { "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "fg": { "$value": "#000000" } },
      "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } } }
    """
    private static let dark = ##"{ "color": { "bg": { "$type": "color", "$value": "#111111" } } }"##
    private static let mobile = #"{ "size": { "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } }"#

    private func load(_ folder: TemporaryFolder, _ document: String = "ds.resolver.json") -> (ResolutionPlan?, Diagnostics) {
        var diagnostics = Diagnostics()
        let plan = ResolverDocumentLoader.plan(path: folder.file(document), diagnostics: &diagnostics)
        return (plan, diagnostics)
    }

    /// Each layer of the mode named `mode` as its name relative to the fixture folder.
    private func layerNames(_ plan: ResolutionPlan?, mode: String, in folder: TemporaryFolder) -> [String] {
        let layers = plan?.modes.first { $0.name == mode }?.layers ?? []
        return layers.map { $0.name.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    // MARK: Modes and layers

    @Test func oneModePerCombinationWithTheDefaultFirst() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10", "name": "Acme",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] }, "default": "dark" },
                "size": { "contexts": { "desktop": [], "mobile": [ { "$ref": "mobile.json" } ] } }
              },
              "resolutionOrder": [ { "$ref": "#/modifiers/theme" }, { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" } ] }
            """,
            "base.json": Self.base, "dark.json": Self.dark, "mobile.json": Self.mobile,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let modes = try #require(plan).modes
        #expect(modes.map(\.name) == ["dark-desktop", "light-desktop", "light-mobile", "dark-mobile"])
        #expect(modes[0].contexts == [.init(modifier: "theme", context: "dark"), .init(modifier: "size", context: "desktop")])
        #expect(layerNames(plan, mode: "dark-mobile", in: folder) == ["dark.json", "base.json", "mobile.json"])
        #expect(layerNames(plan, mode: "light-desktop", in: folder) == ["base.json"])
        #expect(plan?.name == "Acme")
        #expect(plan?.sourceFiles.map { ($0 as NSString).lastPathComponent }
            == ["base.json", "dark.json", "ds.resolver.json", "mobile.json"])
    }

    @Test func laterLayersOverrideEarlierOnesWhenResolved() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } } },
              "resolutionOrder": [ { "type": "set", "name": "base", "sources": [ { "$ref": "base.json" } ] },
                                   { "$ref": "#/modifiers/theme" } ] }
            """,
            "base.json": Self.base, "dark.json": Self.dark,
        ])
        let (plan, loadDiagnostics) = load(folder)
        #expect(!loadDiagnostics.hasErrors)
        var diagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("color.bg", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("color.bg", in: "dark", of: resolved) == "#111111")
        #expect(InputTestSupport.hex("color.fg", in: "dark", of: resolved) == "#000000")
    }

    @Test func noModifiersGiveOneDefaultMode() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10", "sets": { "a": { "sources": [ { "$ref": "base.json" } ] } },
              "resolutionOrder": [ { "$ref": "#/sets/a" } ] }
            """,
            "base.json": Self.base,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.all.isEmpty)
        #expect(plan?.modes.map(\.name) == ["default"])
        #expect(plan?.modes.first?.contexts.isEmpty == true)
        #expect(plan?.modes.first?.layers.first?.tokens.map(\.path.description) == ["color.bg", "color.fg", "size.gap"])
    }

    @Test func inlineSourcesPointersSetReferencesAndDefs() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "core": { "sources": [ { "c": { "$type": "number", "one": { "$value": 1 } } } ] } },
              "modifiers": { "mode": { "contexts": {
                "light": [ { "$ref": "#/sets/core" }, { "$ref": "modes.json#light" } ],
                "dark": [ { "$ref": "#/sets/core" }, { "$ref": "modes.json#/dark" }, { "$ref": "#/$defs/extra" } ] } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/mode" } ],
              "$defs": { "extra": { "c": { "two": { "$type": "number", "$value": 2 } } } } }
            """,
            "modes.json": #"{ "light": { "x": { "$type": "number", "$value": 10 } }, "dark": { "x": { "$type": "number", "$value": 20 } } }"#,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let dark = try #require(plan?.modes.first { $0.name == "dark" })
        #expect(dark.layers.flatMap(\.tokens).map(\.path.description) == ["c.one", "x", "c.two"])
        #expect(dark.layers.flatMap(\.tokens).map(\.pointer) == ["/sets/core/sources/0/c/one", "/dark/x", "/$defs/extra/c/two"])
        #expect(layerNames(plan, mode: "light", in: folder) == ["ds.resolver.json#/sets/core/sources/0", "modes.json#/light"])
        #expect(plan?.sourceFiles.count == 2)
    }

    /// Alaska's Auro tokens are Style Dictionary files (`value`, `type`); a resolver document naming
    /// them in its sets was 6,521 warnings ("'color.atlas.100.value' is a string, but a group member
    /// must be a token") and no token, while `modeSources` read them. Each source is read in the
    /// dialect its tokens are written in, and one note names the Style Dictionary files, each once
    /// however many of its parts the document names; a DTCG file is not among them.
    @Test func styleDictionaryFilesInSetsAreReadWithOneNote() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "tokens/base.json" }, { "$ref": "tokens/spacing.json" } ] } },
              "modifiers": { "brand": { "default": "alaska", "contexts": {
                "alaska": [ { "$ref": "tokens/brands.json#/alaska" } ],
                "hawaiian": [ { "$ref": "tokens/brands.json#/hawaiian" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" } ] }
            """,
            "tokens/base.json": ##"""
            { "color": { "blue": { "100": { "value": "#ebf3f9", "type": "color" },
                                   "900": { "value": "#01426a", "type": "color" } } } }
            """##,
            "tokens/spacing.json": #"{ "space": { "$type": "number", "gap": { "$value": 8 } } }"#,
            "tokens/brands.json": """
            { "alaska": { "brand": { "primary": { "value": "{color.blue.900.value}", "type": "color" } } },
              "hawaiian": { "brand": { "primary": { "value": "#463c8f", "type": "color" } } } }
            """,
        ])
        let (plan, loadDiagnostics) = load(folder)
        #expect(loadDiagnostics.errors.isEmpty && loadDiagnostics.warnings.isEmpty, "\(loadDiagnostics.all)")
        let notes = loadDiagnostics.all.filter { $0.severity == .note }
        #expect(notes.count == 1, "\(notes)")
        let relative = { (path: String) in path.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(relative(notes.first?.message ?? "") == "'tokens/base.json' and 'tokens/brands.json' write their tokens as Style "
            + "Dictionary and Tokens Studio do ('value', 'type'); dsys reads them so, though the resolver module expects DTCG "
            + "token files ('$value', '$type')")
        #expect(notes.first?.location.map { relative($0.file) } == "tokens/base.json")
        var diagnostics = Diagnostics()
        let resolved = ModeResolver().resolve(try #require(plan), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("brand.primary", in: "alaska", of: resolved) == "#01426a")
        #expect(InputTestSupport.hex("brand.primary", in: "hawaiian", of: resolved) == "#463c8f")
        #expect(InputTestSupport.hex("color.blue.100", in: "hawaiian", of: resolved) == "#ebf3f9")
    }

    @Test func eachReferencedFileIsParsedOnce() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": {
                "light": [ { "$ref": "shared.json" } ], "dark": [ { "$ref": "./shared.json" }, { "$ref": "sub/../shared.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/theme" } ] }
            """,
            "shared.json": #"{ "a": { "$type": "number", "$value": 1, "$oddity": true } }"#,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.warnings.count == 1, "\(diagnostics.all)")
        #expect(diagnostics.warnings.first?.message.contains("$oddity") == true)
        #expect(plan?.sourceFiles.count == 2)
        #expect(layerNames(plan, mode: "dark", in: folder) == ["shared.json", "shared.json"])
    }

    @Test func referencesMayLeaveTheDocumentFolderWhenAllowed() throws {
        let folder = try TemporaryFolder([
            "resolver/ds.resolver.json": """
            { "version": "2025.10", "resolutionOrder": [ { "type": "set", "name": "s", "sources": [ { "$ref": "../tokens/base.json" } ] } ] }
            """,
            "tokens/base.json": Self.base,
        ])
        var diagnostics = Diagnostics()
        let plan = ResolverDocumentLoader.plan(
            path: folder.file("resolver/ds.resolver.json"), referenceScope: .anywhere, diagnostics: &diagnostics
        )
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(layerNames(plan, mode: "default", in: folder) == ["tokens/base.json"])
    }

    @Test func keysNextToAReferenceOverrideTheReferencedObject() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
              "resolutionOrder": [ { "$ref": "#/modifiers/theme", "default": "dark" },
                                   { "type": "set", "name": "s", "sources": [ { "$ref": "base.json", "size": { "$type": "number", "n": { "$value": 3 } } } ] } ] }
            """,
            "base.json": Self.base,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(plan?.modes.map(\.name) == ["dark", "light"])
        let tokens = plan?.modes.first?.layers.flatMap(\.tokens).map(\.path.description)
        #expect(tokens == ["color.bg", "color.fg", "size.n"])
    }

    // MARK: Errors

    @Test func missingFileIsReportedAtTheReference() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "resolutionOrder": [ { "type": "set", "name": "s", "sources": [ { "$ref": "nope/missing.json" } ] } ] }
            """,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(InputTestSupport.lines(diagnostics.errors)
            == ["2:77: 'nope/missing.json' does not exist: there is no file '\(folder.path)/nope/missing.json'"])
        #expect(diagnostics.errors.first?.location?.file == folder.file("ds.resolver.json"))
        #expect(plan?.modes.map(\.name) == ["default"])
    }

    @Test func referenceToAMissingPointer() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10", "resolutionOrder": [ { "type": "set", "name": "s", "sources": [
                { "$ref": "modes.json#/dim" }, { "$ref": "#/$defs/none" } ] } ] }
            """,
            "modes.json": #"{ "light": {}, "dark": {} }"#,
        ])
        let (_, diagnostics) = load(folder)
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "2:15: 'modes.json#/dim' points to '#/dim', which does not exist in '\(folder.path)/modes.json'",
            "2:46: '#/$defs/none' does not exist in this document",
        ])
    }

    @Test func unknownSetOrModifierInResolutionOrderSuggestsTheClosest() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] } } },
              "resolutionOrder": [ { "$ref": "#/sets/bse" }, { "$ref": "#/modifiers/size" }, { "$ref": "other.json" } ] }
            """,
        ])
        let (plan, diagnostics) = load(folder)
        let messages = diagnostics.errors.map(\.message)
        #expect(messages.count == 3)
        #expect(messages[0] == "resolutionOrder references set 'bse', which 'sets' does not define (did you mean 'base'?)")
        #expect(messages[1] == "resolutionOrder references modifier 'size', which 'modifiers' does not define")
        #expect(diagnostics.errors[1].hint == "modifiers: theme")
        #expect(messages[2].hasPrefix("a resolutionOrder entry must reference a set or modifier of this document"))
        #expect(plan?.modes.map(\.name) == ["default"])
    }

    @Test func modifierProblems() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "modifiers": {
                "a": { "context": { "x": [], "y": [] } },
                "b": { "contexts": {} },
                "c": { "contexts": { "light": [], "dark": [] }, "default": "drk" },
                "d": { "contexts": { "only": [] } }
              },
              "resolutionOrder": [ { "$ref": "#/modifiers/a" }, { "$ref": "#/modifiers/b" }, { "$ref": "#/modifiers/c" },
                                   { "$ref": "#/modifiers/d" } ] }
            """,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "3:12: modifier 'a' has no 'contexts' (it has 'context')",
            "4:24: 'contexts' of modifier 'b' must be an object with at least one context, such as { \"light\": [ … ], \"dark\": [ … ] }",
            "5:64: 'default' of modifier 'c' names 'drk', which is not one of its contexts (did you mean 'dark'?)",
        ])
        #expect(InputTestSupport.lines(diagnostics.warnings) == ["6:24: modifier 'd' has a single context, 'only'"])
        #expect(plan?.modes.map(\.name) == ["light", "dark"])
    }

    @Test func wrongShapesAreReportedWhereTheyAre() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.11", "sets": [],
              "resolutionOrder": [ 7, { "type": "set", "sources": [] }, { "type": "group", "name": "g" },
                { "type": "set", "name": "s", "sources": { "$ref": "a.json" } },
                { "type": "set", "name": "t", "sources": [ "a.json", { "$ref": "https://example.com/t.json" } ] } ] }
            """,
        ])
        let (_, diagnostics) = load(folder)
        #expect(InputTestSupport.lines(diagnostics.errors) == [
            "1:14: unsupported resolver version '2025.11'",
            "1:33: 'sets' must be an object mapping names to definitions, but it is an array",
            "2:24: a resolutionOrder entry must be an object such as { \"$ref\": \"#/sets/base\" }, but this is a number",
            "2:27: an inline set in resolutionOrder needs a non-empty \"name\"",
            "2:71: 'type' must be \"set\" or \"modifier\"",
            "3:46: sources must be an array of { \"$ref\": \"…\" } objects and inline token groups, but this is an object",
            "4:48: a source must be a { \"$ref\": \"…\" } object or an inline token group, but this is a string",
            "4:68: dsys does not fetch remote references ('https://example.com/t.json')",
        ])
    }

    @Test func forbiddenReferencesCyclesAndDuplicates() throws {
        let folder = try TemporaryFolder([
            "ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "a": { "sources": [ { "$ref": "#/sets/b" } ] }, "b": { "sources": [ { "$ref": "#/sets/a" } ] },
                        "m": { "sources": [ { "$ref": "#/modifiers/t" }, { "$ref": "#/resolutionOrder/0" } ] } },
              "modifiers": { "t": { "contexts": { "x": [], "y": [] } } },
              "resolutionOrder": [ { "$ref": "#/sets/a" }, { "$ref": "#/sets/m" }, { "$ref": "#/modifiers/t" },
                                   { "$ref": "#/modifiers/t" } ] }
            """,
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.errors.map(\.message) == [
            "sets reference each other in a cycle: b → a → b",
            "a set or modifier context cannot reference a modifier ('#/modifiers/t')",
            "a reference cannot point into resolutionOrder ('#/resolutionOrder/0')",
            "modifier 't' appears twice in resolutionOrder",
        ])
        #expect(plan?.modes.map(\.name) == ["x", "y"])
    }

    /// More than 1000 combinations (moon-tokens' Figma collections of many modes) are not refused:
    /// the widest axes keep their default context until the rest fit, with a warning naming them.
    @Test func tooManyCombinationsKeepTheWidestAxesAtTheirDefault() throws {
        let contexts = (1...6).map { "\"c\($0)\": []" }.joined(separator: ", ")
        let modifiers = (1...4).map { "\"m\($0)\": { \"contexts\": { \(contexts) } }" }.joined(separator: ", ")
        let order = (1...4).map { "{ \"$ref\": \"#/modifiers/m\($0)\" }" }.joined(separator: ", ")
        let folder = try TemporaryFolder([
            "ds.resolver.json": "{ \"version\": \"2025.10\", \"modifiers\": { \(modifiers) }, \"resolutionOrder\": [ \(order) ] }",
        ])
        let (plan, diagnostics) = load(folder)
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
        #expect(diagnostics.warnings.map(\.message) == [
            "the input has more than 1000 combinations of m1 (6) × m2 (6) × m3 (6) × m4 (6), so these axes keep their default "
                + "context: m1 (c1 of 6)",
        ])
        #expect(plan?.modes.count == 216)
        #expect(plan?.modes.allSatisfy { $0.contexts.contains(ContextChoice(modifier: "m1", context: "c1")) } == true)
    }

    @Test func missingResolutionOrderGivesNoPlan() throws {
        let folder = try TemporaryFolder(["ds.resolver.json": #"{ "sets": {} }"#])
        let (plan, diagnostics) = load(folder)
        #expect(plan == nil)
        #expect(diagnostics.errors.map(\.message) == ["the resolver document has no 'resolutionOrder'"])
        #expect(diagnostics.warnings.map(\.message) == ["the resolver document has no 'version'; reading it as 2025.10"])
    }

    // MARK: Definitions no reference reaches

    /// The plan of the resolver document `document`, written beside `base.json` and `mobile.json`.
    private func loadBesideFixtures(_ document: String) throws -> (ResolutionPlan?, Diagnostics, TemporaryFolder) {
        let folder = try TemporaryFolder(["ds.resolver.json": document, "base.json": Self.base, "mobile.json": Self.mobile])
        let (plan, diagnostics) = load(folder)
        return (plan, diagnostics, folder)
    }

    @Test func aSetOrModifierNoReferenceNamesIsAWarningAtItsName() throws {
        let (plan, diagnostics, _) = try loadBesideFixtures("""
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] },
                        "fonts": { "sources": [ { "$ref": "base.json" } ] } },
              "modifiers": { "size": { "contexts": { "desktop": [], "mobile": [ { "$ref": "mobile.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" } ] }
            """)
        #expect(InputTestSupport.lines(diagnostics.warnings) == [
            "3:13: set 'fonts' is defined, but no '$ref' names it, so its tokens are not read",
            "4:18: modifier 'size' is defined, but no '$ref' names it, so its tokens are not read",
        ])
        #expect(diagnostics.warnings.first?.hint == "add { \"$ref\": \"#/sets/fonts\" } to 'resolutionOrder' "
            + "if its tokens belong to the design system, or remove the set")
        #expect(plan?.modes.map(\.name) == ["default"])
    }

    @Test func aSetReachedThroughAnotherDefinitionIsNoWarning() throws {
        let (plan, diagnostics, folder) = try loadBesideFixtures("""
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] },
                        "dense": { "sources": [ { "$ref": "mobile.json" } ] } },
              "modifiers": { "size": { "contexts": { "regular": [], "compact": [ { "$ref": "#/sets/dense" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" } ] }
            """)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(layerNames(plan, mode: "compact", in: folder) == ["base.json", "mobile.json"])
    }

    // MARK: Corpus

    /// Mode names of every resolver document in the corpus, default first.
    private static let corpusModes: [String: [String]] = [
        "dtcg-examples-adobe-spectrum/adobe-spectrum.resolver.json":
            ["light-desktop", "light-mobile", "dark-desktop", "dark-mobile"],
        "dtcg-examples-figma-sds/figma-sds.resolver.json": ["light", "dark"],
        "dtcg-examples-shopify-polaris/shopify-polaris.resolver.json": ["default"],
        "option-legacy-hex/ds.resolver.json": [
            "light", "light-colorblind", "light-high-contrast", "dark", "dark-dimmed", "dark-high-contrast",
            "dark-colorblind",
        ],
        "option-transform-exclude/ds.resolver.json": ["light", "dark"],
        "option-transform-hex/ds.resolver.json": ["light", "dark"],
        "option-utility/ds.resolver.json": ["light-default", "light-mobile", "dark-default", "dark-mobile"],
        "type-boolean/boolean.resolver.json": ["default"],
        "type-border/border.resolver.json": ["light", "dark"],
        "type-color/color.resolver.json": [
            "light", "light-colorblind", "light-high-contrast", "dark", "dark-dimmed", "dark-high-contrast",
            "dark-colorblind",
        ],
        "type-dimension/dimension.resolver.json": ["mobile", "desktop"],
        "type-gradient/gradient.resolver.json": ["light", "dark"],
        "type-shadow/shadow.resolver.json": ["default"],
        "type-string/string.resolver.json": ["default"],
        "type-transition/transition.resolver.json": ["default"],
        "type-typography/typography.resolver.json": ["mobile", "desktop"],
    ]

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func everyCorpusResolverDocumentLoads() throws {
        let corpus = try #require(InputTestSupport.corpus)
        let documents = FolderListing.tokenFiles(in: corpus).filter { $0.hasSuffix(".resolver.json") }
        #expect(documents.count == Self.corpusModes.count)
        for document in documents {
            let key = Self.corpusModes.keys.first { document.hasSuffix("/" + $0) }
            let expected = try #require(key.flatMap { Self.corpusModes[$0] }, "no expectation for \(document)")
            var diagnostics = Diagnostics()
            let plan = ResolverDocumentLoader.plan(path: document, diagnostics: &diagnostics)
            #expect(!diagnostics.hasErrors, "\(document): \(diagnostics.errors)")
            #expect(plan?.modes.map(\.name) == expected, "\(document)")
            #expect(plan?.modes.allSatisfy { !$0.layers.flatMap(\.tokens).isEmpty } == true, "\(document)")
        }
    }

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func figmaSimpleDesignSystemResolvesPerTheme() throws {
        var diagnostics = Diagnostics()
        let path = InputTestSupport.corpusPath("dtcg-examples-figma-sds/figma-sds.resolver.json")
        let plan = try #require(ResolverDocumentLoader.plan(path: path, diagnostics: &diagnostics))
        #expect(plan.name == "Figma Simple Design System")
        #expect(plan.sourceFiles.count == 6)
        let resolved = ModeResolver().resolve(plan, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors.prefix(5))")
        let token = "color.background.brand.$root"
        let light = try #require(InputTestSupport.value(token, in: "light", of: resolved))
        let dark = try #require(InputTestSupport.value(token, in: "dark", of: resolved))
        #expect(light != dark)
        #expect(light == InputTestSupport.value("color.brand.800", in: "light", of: resolved))
        #expect(dark == InputTestSupport.value("color.white.100", in: "dark", of: resolved))
        #expect(resolved.modes.map(\.tokens.count) == [298, 298])
    }

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func specExamples() throws {
        let folder = InputTestSupport.corpusPath("dtcg-spec-examples/resolver")
        for example in ["bundling/example-02.jsonc", "bundling/example-03.jsonc"] {
            var diagnostics = Diagnostics()
            let plan = ResolverDocumentLoader.plan(path: folder + "/" + example, diagnostics: &diagnostics)
            #expect(!diagnostics.hasErrors, "\(example): \(diagnostics.errors)")
            #expect(plan?.modes.map(\.name) == ["light", "dark"], "\(example)")
        }
        var diagnostics = Diagnostics()
        let conflict = ResolverDocumentLoader.plan(
            path: folder + "/resolution-logic/example-01.json", diagnostics: &diagnostics
        )
        let resolved = ModeResolver().resolve(try #require(conflict), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(InputTestSupport.hex("color.text.default", in: "default", of: resolved) == "#1a1a1a")

        var invalid = Diagnostics()
        _ = ResolverDocumentLoader.plan(path: folder + "/syntax/example-11.json", diagnostics: &invalid)
        #expect(invalid.errors.contains { $0.message.hasPrefix("'#/sets/Animation' names no set") })
        var misspelled = Diagnostics()
        _ = ResolverDocumentLoader.plan(path: folder + "/inputs/example-01.json", diagnostics: &misspelled)
        #expect(misspelled.errors.map(\.message).filter { $0.contains("(it has 'context')") }.count == 2)
    }
}
