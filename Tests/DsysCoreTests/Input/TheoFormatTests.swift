@testable import DsysCore
@testable import DsysTokens
import Testing

/// Salesforce Theo files (`TheoFormat`, `TheoLoader`): props, aliases, imports and `global`, as
/// Salesforce Lightning, Twilio Paste and Skyscanner Backpack write them.
@Suite struct TheoFormatTests {
    /// The layout of Twilio Paste's tokens: an entry that imports an index, which imports one file
    /// per category, each importing the aliases it uses and giving its type in `global`.
    private static let pasteLike: [String: String] = [
        "tokens/tokens.yml": "imports:\n  - ./global/index.yml\n",
        "tokens/global/index.yml": "imports:\n  - ./spacing.yml\n  - ./color.yml\n",
        "tokens/global/spacing.yml": """
            global:
              type: size
              category: spacing
            imports:
              - ../aliases/spacing.yml
            props:
              space-30:
                value: "{!space-30}"
                comment: Medium spacing.
              space-inset:
                value: "{!space-30} {!space-30}"
            """,
        "tokens/global/color.yml": """
            global: { type: color, category: background-color }
            imports: [../aliases/palette.yml]
            props:
              color-background-primary: { value: "{!brand}" }
              color-background-body: { value: "#ffffff" }
            """,
        "tokens/aliases/spacing.yml": "aliases:\n  space-30: \"0.5rem\"\n",
        "tokens/aliases/palette.yml": "aliases:\n  blue-60: \"#0263e0\"\n  brand: \"{!blue-60}\"\n",
    ]

    @Test func readsAnEntryThroughItsImportsWithAliasesGlobalAndComments() throws {
        let run = try FrontEndRun(Self.pasteLike, inputs: ["tokens/tokens.yml"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("space-30") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")))
        #expect(run.token("space-30")?.description == "Medium spacing.")
        // An alias of an alias, typed by the file's `global`.
        #expect(Self.hex(run, "color-background-primary") == "#0263e0")
        #expect(Self.hex(run, "color-background-body") == "#ffffff")
        // Two lengths are no dimension: skipped at the prop, with the others kept.
        #expect(run.value("space-inset") == nil)
        #expect(run.warnings.contains { $0.hasPrefix("tokens/global/spacing.yml:11:") && $0.contains("'space-inset'") },
                "\(run.warnings)")
        // Each file read is a source: watch mode watches it and the headers name it.
        #expect(run.tokens?.sourceFiles.count == 6)
    }

    @Test func givenAsAFolderOnlyTheEntryIsReadAndEachImportOnce() throws {
        let run = try FrontEndRun(Self.pasteLike, inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.filter { !$0.contains("space-inset") }.isEmpty, "\(run.warnings)")
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == [
            "space-30", "color-background-primary", "color-background-body",
        ])
    }

    /// Theo's merge: a file's own props replace those of its imports, its own aliases theirs, and
    /// numbers stay numbers when a value is one alias.
    @Test func laterPropsAndAliasesWinAndNumbersStayNumbers() throws {
        let run = try FrontEndRun([
            "base.json": #"{"aliases": {"LAYER": 10, "GAP": "4px"}, "props": {"Z_MODAL": {"value": "{!LAYER}", "type": "z-index", "category": "z-index"}, "GAP": {"value": "{!GAP}", "type": "size", "category": "spacing"}}}"#,
            "theme.json": #"{"imports": ["./base.json"], "aliases": {"GAP": "6px"}, "props": {"GAP": {"value": "{!GAP}", "type": "size", "category": "spacing"}}}"#,
        ], inputs: ["theme.json"])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("Z_MODAL") == .number(10))
        #expect(run.value("GAP") == .dimension(Dimension(points: 6, original: 6, unit: "px")))
        #expect(run.tokens?.defaultTokens.tokens.count == 2)
    }

    /// `{!alias}` inside an object value (a text style's members) is replaced as in a plain value.
    @Test func aliasesInsideObjectValuesAreReplaced() throws {
        let run = try FrontEndRun([
            "tokens.json": #"{"aliases": {"FONT": "Inter", "SIZE": "16px"}, "props": {"BODY": {"value": {"fontFamily": "{!FONT}", "fontSize": "{!SIZE}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": 0}, "type": "text-style", "category": "text-style"}}}"#,
        ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .typography(let body)? = run.value("BODY") else {
            Issue.record("BODY is not a typography: \(String(describing: run.value("BODY")))")
            return
        }
        #expect(body.fontFamily == ["Inter"] && body.fontSize?.points == 16)
    }

    @Test func propsGivenAsAListAndTheirTypesMapToDsysTypes() throws {
        let run = try FrontEndRun([
            "tokens.json": #"""
            {"props": [
              {"name": "DURATION_QUICK", "value": "0.2s", "type": "time", "category": "time"},
              {"name": "FONT_WEIGHT_BOLD", "value": "700", "type": "number", "category": "font-weight"},
              {"name": "FONT_FAMILY", "value": "Inter, sans-serif", "type": "font", "category": "font"},
              {"name": "SHADOW_CARD", "value": "0 2px 4px rgba(0, 0, 0, 0.2)", "type": "box-shadow", "category": "shadow"},
              {"name": "MQ_SMALL", "value": "only screen and (min-width: 48em)", "type": "media-query", "category": "media-query"},
              {"name": "ACCENT", "value": "#ff0000", "type": "token", "category": "custom"},
              {"name": "WEIGHT_REGULAR", "value": 400, "type": "fontWeight", "category": "typography"},
              {"name": "LAYER_TOP", "value": 10, "type": "zIndex", "category": "layer"}
            ]}
            """#,
        ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("DURATION_QUICK")?.type == .duration)
        #expect(run.value("FONT_WEIGHT_BOLD") == .fontWeight(700))
        #expect(run.value("FONT_FAMILY") == .fontFamily(["Inter", "sans-serif"]))
        #expect(run.value("SHADOW_CARD")?.type == .shadow)
        #expect(run.value("MQ_SMALL") == .string("only screen and (min-width: 48em)"))
        // A type Theo leaves to each team gives no type: the value decides.
        #expect(run.value("ACCENT")?.type == .color)
        // A type in camel case reads as its kebab-case name.
        #expect(run.value("WEIGHT_REGULAR") == .fontWeight(400))
        #expect(run.value("LAYER_TOP") == .number(10))
    }

    /// A prop typed `number` in a `time` category is a duration (UP42's timings, `0.08s` beside
    /// `80ms`, were the numbers 0.08 and 80 without a word).
    @Test func aNumberInATimeCategoryIsADuration() throws {
        let run = try FrontEndRun([
            "timing.json": #"{ "props": { "fast": { "value": "0.08s" }, "fast_ms": { "value": "80ms" } }, "global": { "type": "number", "category": "time" } }"#,
        ])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("fast")?.type == .duration)
        #expect(run.value("fast") == run.value("fast_ms"))
    }

    /// A prop's `meta` (Mozilla Protocol's gradients: `meta: { friendlyName, type, value }`) and
    /// other members are metadata: read as members of a token, `meta` with its `value` became a
    /// token `gradient-cool.meta` inside the prop, with a warning about a token holding tokens.
    @Test func aPropsMetaIsNoToken() throws {
        let run = try FrontEndRun([
            "gradients.yml": """
            global:
              type: color
              category: background-color
            props:
              - name: gradient-cool
                value: 'linear-gradient(90deg, #3A8EE6, #9059FF)'
                comment: The cool gradient.
                meta:
                  friendlyName: Cool Gradient
                  value: '#3A8EE6, #9059FF'
                docs: { value: '#ffffff' }
            """,
        ])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("gradient-cool")?.type == .gradient)
        let tokens = run.tokens?.defaultTokens.tokens ?? []
        #expect(tokens.map(\.path.description) == ["gradient-cool"])
        #expect(tokens.first?.description == "The cool gradient.")
    }

    /// Barista keeps its build settings (`outputs`) beside a list of props: the files were "no design
    /// tokens" and the run had nothing to generate. A list of named props is Theo's whatever is beside it.
    @Test func propsGivenAsAListBesideOtherMembersAreRead() throws {
        let run = try FrontEndRun([
            "buttons.yml": """
            imports:
              - ./aliases.yml
            props:
              - name: button-radius
                value: "{!radius}"
            global:
              type: token
              category: radius
            outputs:
              - type: scss
                formatter: dt-scss
            """,
            "aliases.yml": "aliases:\n  radius: 3px\n",
        ], inputs: ["buttons.yml"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("button-radius") == .dimension(Dimension(points: 3)))
    }

    /// A missing alias, or aliases that use each other in a circle, skip only the props that use them.
    @Test func anUnknownOrCircularAliasSkipsOnlyItsProps() throws {
        let run = try FrontEndRun([
            "tokens.yml": """
                aliases:
                  a: "{!b}"
                  b: "{!a}"
                props:
                  uses-missing: { value: "{!nowhere}", type: color }
                  uses-cycle: { value: "{!a}", type: color }
                  fine: { value: "#00ff00", type: color }
                """,
        ], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(Self.hex(run, "fine") == "#00ff00")
        #expect(run.value("uses-missing") == nil && run.value("uses-cycle") == nil)
        #expect(run.warnings.contains { $0.hasPrefix("tokens.yml:5:") && $0.contains("'uses-missing' uses the Theo alias 'nowhere', which is not defined") },
                "\(run.warnings)")
        #expect(run.warnings.contains { $0.contains("Theo aliases form a cycle: !a → !b → !a") }, "\(run.warnings)")
        #expect(run.warnings.contains { $0.hasPrefix("tokens.yml:6:") && $0.contains("'uses-cycle' uses the Theo alias 'a', whose aliases lead back to it") },
                "\(run.warnings)")
        #expect(run.tokens?.skipped.map(\.reason) == [.missingReference, .aliasCycle])
    }

    /// UP42's `box-shadow.json` gives its own alias `shadow_color: "rgba({!gray_100}, 0.16)"`, and
    /// `gray_100` is an alias of `colors.json`, which the entry imports before it: Theo leaves the
    /// name in the file's values and replaces it with the entry's aliases. dsys skipped the shadows,
    /// saying `shadow_color`, which the file defines, was not.
    @Test func anAliasFromASiblingImportIsReplacedByTheEntry() throws {
        let files = [
            "colors.json": #"{ "aliases": { "gray_100": "18, 19, 21" }, "props": { "gray": { "value": "rgb({!gray_100})", "type": "color" } } }"#,
            "shadows.json": #"{ "props": { "shadow_default": { "value": "0px 2px 6px {!shadow_color}" } }, "#
                + #""aliases": { "shadow_color": { "value": "rgba({!gray_100}, 0.16)" } }, "global": { "type": "box-shadow", "category": "box-shadow" } }"#,
            "tokens.json": #"{ "imports": ["./colors.json", "./shadows.json"] }"#,
        ]
        let run = try FrontEndRun(files, inputs: ["tokens.json"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .shadow(let layers)? = run.value("shadow_default") else {
            Issue.record("shadow_default is \(String(describing: run.value("shadow_default")))")
            return
        }
        #expect(layers.first?.color.hexString == "#12131529")
        #expect(layers.first?.offsetY == Dimension(points: 2, original: 2, unit: "px"))

        // Read without the file that defines it, the alias really missing is named, without Theo's `!`.
        let alone = try FrontEndRun(files.filter { $0.key == "shadows.json" }, strict: false)
        #expect(alone.value("shadow_default") == nil)
        #expect(alone.warnings == ["shadows.json:1:43: 'shadow_default' uses the Theo alias 'gray_100', which is not defined; it is skipped"])
        #expect(alone.tokens?.skipped.map(\.reason) == [.missingReference])
    }

    /// A Theo `aliases` block: `a0` is `first`, and each `aN` up to `count` is `next(N - 1)`.
    private static func aliasChain(_ count: Int, first: String, next: (Int) -> String) -> String {
        (1...count).reduce(into: "aliases:\n  a0: \"\(first)\"\n") { text, level in text += "  a\(level): \"\(next(level - 1))\"\n" }
    }

    /// Aliases that each use the next one twice would double the text at every step: the growth
    /// stops at `TheoAliasScope.maximumTextBytes`, with a warning, and skips only the prop.
    @Test func aliasesThatDoubleAtEveryStepAreBounded() throws {
        let run = try FrontEndRun([
            "tokens.yml": Self.aliasChain(40, first: "x") { "{!a\($0)}{!a\($0)}" }
                + "props:\n  huge: { value: \"{!a40}\", type: string }\n  fine: { value: \"{!a3}\", type: string }\n",
        ], strict: false)
        #expect(run.value("fine") == .string("xxxxxxxx"))
        #expect(run.value("huge") == nil)
        #expect(run.warnings.contains { $0.contains("KiB of text; its aliases are left unreplaced") }, "\(run.warnings)")
    }

    /// A chain of aliases longer than `TheoAliasScope.maximumChainLength` skips the props that use it,
    /// with a warning, instead of exhausting the stack; a short chain still resolves.
    @Test func aVeryLongChainOfAliasesIsCutShort() throws {
        let run = try FrontEndRun([
            "tokens.yml": Self.aliasChain(1_000, first: "4px") { "{!a\($0)}" }
                + "props:\n  long: { value: \"{!a1000}\", type: size }\n  short: { value: \"{!a3}\", type: size }\n",
        ], strict: false)
        #expect(run.value("short") == .dimension(Dimension(points: 4, original: 4, unit: "px")))
        #expect(run.value("long") == nil)
        #expect(run.warnings.contains { $0.contains("Theo aliases use one another more than \(TheoAliasScope.maximumChainLength) deep") },
                "\(run.warnings.prefix(3))")
    }

    /// A chain of imports deeper than any project nests stops with an error, not a crash.
    @Test func aChainOfImportsTooDeepIsAnError() throws {
        var files: [String: String] = [:]
        for level in 0...TheoLoader.maximumImportDepth {
            files["f\(level).yml"] = "imports: [./f\(level + 1).yml]\naliases:\n  a\(level): \"1\"\n"
        }
        files["f\(TheoLoader.maximumImportDepth + 1).yml"] = "props:\n  x: { value: 1, type: number }\n"
        let run = try FrontEndRun(files, inputs: ["f0.yml"])
        #expect(run.errors.contains { $0.hasPrefix("Theo imports nest more than \(TheoLoader.maximumImportDepth) files deep") },
                "\(run.errors)")
    }

    @Test func importProblemsAreErrorsNamingTheImport() throws {
        let cycle = try FrontEndRun([
            "a.yml": "imports: [./b.yml]\nprops:\n  x: { value: 1, type: number }\n",
            "b.yml": "imports: [./a.yml]\n",
        ], inputs: ["a.yml"])
        #expect(cycle.errors.contains { $0.hasPrefix("b.yml:1:") && $0.contains("Theo imports form a cycle") }, "\(cycle.errors)")

        let missing = try FrontEndRun(["a.yml": "imports:\n  - ./gone.yml\n  - some-package/tokens.yml\n"], inputs: ["a.yml"])
        #expect(missing.errors.contains { $0.hasPrefix("a.yml:2:") && $0.contains("\"./gone.yml\" names no file") }, "\(missing.errors)")
        #expect(missing.errors.contains { $0.hasPrefix("a.yml:3:") && $0.contains("node_modules folders above it") }, "\(missing.errors)")

        let outside = try FrontEndRun([
            "shared/aliases.yml": "aliases:\n  x: 1\n",
            "brand/tokens.yml": "imports: [../shared/aliases.yml]\nprops:\n  y: { value: \"{!x}\", type: number }\n",
        ], inputs: ["brand/tokens.yml"])
        #expect(outside.errors.contains { $0.hasPrefix("brand/tokens.yml:1:") && $0.contains("outside the folder of the input files") },
                "\(outside.errors)")
    }

    /// A package import is looked up as Node does, in `node_modules` above the importing file, which
    /// may lie above the folder of the input.
    @Test func aPackageImportIsFoundInNodeModules() throws {
        let run = try FrontEndRun([
            "node_modules/@brand/tokens/aliases.json": #"{"aliases": {"RADIUS": "12px"}}"#,
            "src/tokens.json": #"{"imports": ["@brand/tokens/aliases.json"], "props": {"RADIUS_CARD": {"value": "{!RADIUS}", "type": "size", "category": "radius"}}}"#,
        ], inputs: ["src/tokens.json"])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("RADIUS_CARD") == .dimension(Dimension(points: 12, original: 12, unit: "px")))
    }

    /// A package found in `node_modules` imports its own files relative to itself (Backpack's
    /// foundations): those lie in the package, not in the input folder, and were refused as outside it.
    @Test func aPackagesOwnRelativeImportsAreRead() throws {
        let run = try FrontEndRun([
            "node_modules/@brand/tokens/base.json": #"{"imports": ["./aliases.json"], "props": {"RADIUS_BASE": {"value": "{!RADIUS}", "type": "size", "category": "radius"}}}"#,
            "node_modules/@brand/tokens/aliases.json": #"{"aliases": {"RADIUS": "12px"}}"#,
            "src/tokens.json": #"{"imports": ["@brand/tokens/base.json"], "props": {"RADIUS_CARD": {"value": "{!RADIUS}", "type": "size", "category": "radius"}}}"#,
        ], inputs: ["src/tokens.json"])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("RADIUS_CARD") == .dimension(Dimension(points: 12, original: 12, unit: "px")))
        // Confined to the package, not free: an import out of it is refused as one out of the input folder is.
        let escaping = try FrontEndRun([
            "node_modules/@brand/tokens/base.json": #"{"imports": ["../../../other/secret.json"], "props": {}}"#,
            "other/secret.json": #"{"aliases": {"RADIUS": "12px"}}"#,
            "src/tokens.json": #"{"imports": ["@brand/tokens/base.json"], "props": {"RADIUS_CARD": {"value": "12px", "type": "size", "category": "radius"}}}"#,
        ], inputs: ["src/tokens.json"])
        #expect(escaping.errors.contains { $0.contains("which is outside the folder of the input files") }, "\(escaping.errors)")
    }

    @Test func aDTCGFileWhoseOnlyGroupIsNamedAliasesIsNoTheoFile() throws {
        let run = try FrontEndRun(["tokens.json": ##"{"aliases": {"primary": {"$type": "color", "$value": "#0055ff"}}}"##])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("aliases.primary")?.type == .color)
    }

    @Test func aStyleDictionaryFileWithAGroupNamedPropsIsNoTheoFile() throws {
        let run = try FrontEndRun(["tokens.json": ##"{"props": {"gap": {"value": "4px", "type": "dimension"}}, "color": {"red": {"value": "#f00", "type": "color"}}}"##])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("props.gap") == .dimension(Dimension(points: 4, original: 4, unit: "px")))
        #expect(run.value("gap") == nil)
    }

    /// The color of `path` as `#rrggbb`, or nil when it is no color.
    private static func hex(_ run: FrontEndRun, _ path: String) -> String? {
        guard case .color(let color)? = run.value(path) else { return nil }
        return color.hexString
    }
}
