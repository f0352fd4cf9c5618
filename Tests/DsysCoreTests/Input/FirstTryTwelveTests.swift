@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// Inputs of the twelfth to fifteenth first-try sweeps that need no suite of their own.
struct FirstTryTwelveTests {
    /// healthcraft's `Semantic-Color` group has `Baseline`, with sets, and `Dark Mode`, with none: a
    /// theme that does nothing in Tokens Studio became the dark appearance, in which 430 component
    /// tokens lost their references and were then left out of every mode.
    @Test func aThemeThatEnablesNoSetMakesNoMode() throws {
        let run = try FrontEndRun([
            "$themes.json": ##"""
            [ { "id": "1", "name": "Baseline", "group": "Semantic-Color", "selectedTokenSets": { "semantic": "enabled", "core": "source" } },
              { "id": "2", "name": "Dark Mode", "group": "Semantic-Color", "selectedTokenSets": {} } ]
            """##,
            "$metadata.json": ##"{ "tokenSetOrder": ["core", "semantic"] }"##,
            "core.json": ##"{ "blue": { "value": "#0044ff", "type": "color" } }"##,
            "semantic.json": ##"{ "button": { "fill": { "value": "{blue}", "type": "color" } } }"##,
        ], inputs: ["."], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["Baseline"])
        #expect(run.value("button.fill") != nil)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.diagnostics.sorted.contains { $0.severity == .note
            && $0.message == "the theme 'Semantic-Color/Dark Mode' enables no token set, so it makes no mode" })
    }

    /// Until-Now's `styles.fg.status.errorNormal` and `error-normal` exist only in one brand's mode:
    /// the first was said to be "generated as an optional" and skipped for its Swift name at once.
    /// A skipped optional gets only the skip's warning.
    @Test func anOptionalSkippedForItsNameIsNotSaidToBeGenerated() {
        let path = { (dotted: String, line: Int) in
            Token(path: TokenPath(dotted: dotted), value: .color(ColorValue(red: 1, green: 0, blue: 0)),
                  location: SourceLocation(file: "t.json", line: line, column: 5), pointer: "/" + dotted.replacingOccurrences(of: ".", with: "/"))
        }
        let modes = [
            Mode(name: "base", contexts: [ContextChoice(modifier: "brand", context: "base")], tokens: TokenSet([path("fg.ink", 1)])),
            Mode(name: "quantum", contexts: [ContextChoice(modifier: "brand", context: "quantum")],
                 tokens: TokenSet([path("fg.ink", 1), path("fg.error-normal", 2), path("fg.errorNormal", 3)])),
        ]
        let (description, diagnostics) = GeneratorTestHarness.translate(modes)
        let about = diagnostics.all.filter { $0.tokenPath == "fg.errorNormal" }.map(\.message)
        #expect(about.count == 1 && about.first?.hasPrefix("'fg.errorNormal' is skipped: it would become the Swift name") == true, "\(about)")
        #expect(diagnostics.all.contains { $0.tokenPath == "fg.error-normal" && $0.message.contains("generated as an optional") })
        #expect(description.partialTokens.map(\.named.modal.token.path.description) == ["fg.error-normal"])
    }

    /// Figma's BOOLEAN variables become the strings "true" and "false": from a REST response without
    /// a word (a `Bool` turned into text that reads as true either way), from the variables action's
    /// files with a hint to edit an export. Both now say dsys has no boolean type and what to do.
    @Test func figmaBooleansSayTheyBecomeStrings() throws {
        let rest = try FrontEndRun(["v.json": ##"""
        { "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Flags", "defaultModeId": "1:0", "modes": [ { "modeId": "1:0", "name": "Default" } ] } },
          "variables": { "V:1": { "id": "V:1", "name": "has cart", "variableCollectionId": "C:1", "resolvedType": "BOOLEAN", "valuesByMode": { "1:0": false } } } } }
        """##], strict: false)
        #expect(rest.value("Flags.has cart") == .string("false"))
        #expect(rest.diagnostics.sorted.contains { $0.severity == .note
            && $0.message == "the BOOLEAN variable 'Flags.has cart' becomes the strings \"true\" and \"false\": dsys has no boolean type" })
        let action = try FrontEndRun(["f.json": ##"{ "has cart": { "$type": "boolean", "$value": false } }"##], strict: false)
        #expect(action.warnings == ["f.json:1:26: 'boolean' is not a DTCG type; its tokens are read as string, \"true\" and \"false\" (dsys has no boolean type)"])
    }

    /// Style Dictionary's `time/seconds` transform reads a plain number under `time` as milliseconds:
    /// `time.duration.slow: 300` beside `fast: "150ms"` was a number, so one group gave two Swift types.
    @Test func aPlainNumberUnderTimeIsMilliseconds() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "time": { "duration": { "fast": { "value": "150ms" }, "slow": { "value": 300 }, "slower": { "value": "450" } } },
          "count": { "value": 300 } }
        """##], strict: false)
        #expect(run.value("time.duration.slow") == .duration(TimeSpan(milliseconds: 300)))
        #expect(run.value("time.duration.slower") == .duration(TimeSpan(milliseconds: 450)))
        #expect(run.value("time.duration.fast") == .duration(TimeSpan(milliseconds: 150)))
        #expect(run.value("count") == .number(300))
    }

    /// Figma keeps opacity variables in percent: its own export and the variables action write
    /// `"$type": "number", "$value": 40` scoped OPACITY, which dsys emitted as 40 (SwiftUI draws
    /// that fully opaque); the REST reader divided them already. A fraction stays as written.
    @Test func figmaOpacitiesInPercentAreFractions() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "opacity": {
            "disabled": { "$type": "number", "$value": 40, "$extensions": { "com.figma.scopes": ["OPACITY"] } },
            "overlay": { "$type": "number", "$value": 80, "$extensions": { "com.figma": { "scopes": ["OPACITY"] } } },
            "half": { "$type": "number", "$value": 0.5, "$extensions": { "com.figma.scopes": ["OPACITY"] } } },
          "count": { "$type": "number", "$value": 40 } }
        """##], strict: false)
        #expect(run.value("opacity.disabled") == .number(0.4))
        #expect(run.value("opacity.overlay") == .number(0.8))
        #expect(run.value("opacity.half") == .number(0.5))
        #expect(run.value("count") == .number(40))
        #expect(run.diagnostics.sorted.contains { $0.severity == .note && $0.message
            == "2 opacities above 1 are percentages (SwiftUI takes an opacity from 0 to 1): 'opacity.disabled' (40) is 0.4" })
    }

    /// NL Design System's themes are Tokens Studio exports with no themes whose dark values sit in
    /// `color-scheme-dark/common` over `common`: read as one mode, the light appearance got the dark
    /// colors for 399 tokens. Sets that carry `dark` now override the others in dark only.
    @Test func darkSetsOfAnExportWithoutThemesOverrideOnlyInDark() throws {
        let run = try FrontEndRun(["tokens.json": ##"""
        { "common": { "bg": { "value": "#fcfcfc", "type": "color" }, "ink": { "value": "#1a1a1a", "type": "color" } },
          "color-scheme-dark/common": { "bg": { "value": "#111111", "type": "color" } },
          "$themes": [], "$metadata": { "tokenSetOrder": ["common", "color-scheme-dark/common"] } }
        """##], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("bg", mode: "light")?.value == .color(ColorValue.parse(css: "#fcfcfc")!))
        #expect(run.token("bg", mode: "dark")?.value == .color(ColorValue.parse(css: "#111111")!))
        #expect(run.token("ink", mode: "dark")?.value == .color(ColorValue.parse(css: "#1a1a1a")!))
    }

    /// Swiss Post's ungrouped themes `Brand`, `Elements`, `Components`, … each enable their own sets
    /// over a shared source: read as alternatives on one axis and pinned past the mode limit, 1,390
    /// tokens of the other themes were in no mode and not counted. Themes whose sets define no token
    /// in common are each always on; alternatives (sets defining the same tokens) stay an axis.
    @Test func ungroupedThemesThatDefineDifferentTokensAreEachAlwaysOn() throws {
        let themes = { (brandsShare: Bool) in ##"""
        [ { "id": "1", "name": "Brand", "selectedTokenSets": { "core": "enabled" } },
          { "id": "2", "name": "Components", "selectedTokenSets": { "core": "source", "\##(brandsShare ? "core" : "components")": "enabled" } },
          { "id": "3", "name": "Palettes", "selectedTokenSets": { "core": "source" } },
          { "id": "4", "name": "Light", "group": "Scheme", "selectedTokenSets": { "light": "enabled" } },
          { "id": "5", "name": "Dark", "group": "Scheme", "selectedTokenSets": { "dark": "enabled" } } ]
        """## }
        let sets = [
            "core.json": ##"{ "blue": { "value": "#0044ff", "type": "color" } }"##,
            "components.json": ##"{ "button": { "fill": { "value": "{blue}", "type": "color" } } }"##,
            "light.json": ##"{ "bg": { "value": "#ffffff", "type": "color" } }"##,
            "dark.json": ##"{ "bg": { "value": "#000000", "type": "color" } }"##,
            "$metadata.json": ##"{ "tokenSetOrder": ["core", "components", "light", "dark"] }"##,
        ]
        let run = try FrontEndRun(sets.merging(["$themes.json": themes(false)]) { $1 }, inputs: ["."], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["Light", "Dark"], "\(run.tokens?.modes.map(\.name) ?? [])")
        #expect(run.token("button.fill", mode: "Dark") != nil && run.token("blue", mode: "Dark") != nil)
        #expect(run.diagnostics.sorted.contains { $0.severity == .note && $0.message.hasPrefix(
            "the themes have no groups and their sets define no token in common, so they are parts of one design, each always on: 'Brand', 'Components', 'Palettes'") })
        let alternatives = try FrontEndRun(sets.merging(["$themes.json": themes(true)]) { $1 }, inputs: ["."], strict: false)
        #expect((alternatives.tokens?.modes.count ?? 0) > 2, "themes that enable the same tokens stay alternatives")
    }

    /// Two collections of the variables action's layout, `Responsive` and `Typography`, both with
    /// Desktop and Mobile: the note said Mobile was generated for both, but the light mode was
    /// Responsive=Desktop with Typography=Mobile, so `pad` was Desktop's 4 instead of Mobile's 8.
    @Test func ofTwoPlatformAxesTheModeAtMobileOnBothIsGenerated() {
        let mode = { (responsive: String, typography: String, pad: Double) in
            Mode(name: "\(responsive)-\(typography)",
                 contexts: [ContextChoice(modifier: "Responsive", context: responsive), ContextChoice(modifier: "Typography", context: typography)],
                 tokens: TokenSet([Token(path: TokenPath(dotted: "pad"), value: .number(pad),
                                         location: SourceLocation(file: "t.json", line: 1, column: 5), pointer: "/pad")]))
        }
        let (description, _) = GeneratorTestHarness.translate([
            mode("Desktop", "Desktop", 4), mode("Desktop", "Mobile", 4), mode("Mobile", "Desktop", 8), mode("Mobile", "Mobile", 8),
        ])
        let shown = description.account.modes.filter { $0.notEmittedBecause == nil }.map(\.name)
        #expect(shown == ["Mobile-Mobile"])
    }

    /// Ungrouped themes are the axis `theme`; beside a group named `Theme` both were the Swift name
    /// `theme`, an error that stopped the run and asked to rename a group the export does not have.
    @Test func ungroupedThemesBesideAGroupNamedThemeAreAnAxisApart() throws {
        let run = try FrontEndRun([
            "$themes.json": ##"""
            [ { "id": "1", "name": "Default", "selectedTokenSets": { "a": "enabled" } },
              { "id": "2", "name": "Alternate", "selectedTokenSets": { "b": "enabled" } },
              { "id": "3", "name": "Post", "group": "Theme", "selectedTokenSets": { "post": "enabled" } },
              { "id": "4", "name": "Cargo", "group": "Theme", "selectedTokenSets": { "cargo": "enabled" } } ]
            """##,
            "$metadata.json": ##"{ "tokenSetOrder": ["a", "b", "post", "cargo"] }"##,
            "a.json": ##"{ "ink": { "value": "#000000", "type": "color" } }"##,
            "b.json": ##"{ "ink": { "value": "#333333", "type": "color" } }"##,
            "post.json": ##"{ "brand": { "value": "#ffcc00", "type": "color" } }"##,
            "cargo.json": ##"{ "brand": { "value": "#0000ff", "type": "color" } }"##,
        ], inputs: ["."], strict: false)
        #expect(!run.diagnostics.hasErrors, "\(run.errors)")
        #expect(Set(run.tokens?.modes.flatMap(\.contexts).map(\.modifier) ?? []) == ["themes", "Theme"])
        var diagnostics = Diagnostics()
        let config = GeneratorTestHarness.plainConfig
        _ = DesignSystemTranslator(config: config).translate(try #require(run.tokens), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
    }

    /// Paste's Theo themes each import `global/box-shadow.yml`; the dark theme, read first, overrode
    /// `shadow-high`, which was then taken out of the shared file for every theme, so the light mode
    /// had no `shadow-high` and a warning said only dark defined it. A file several entries import
    /// keeps every prop.
    @Test func aTheoFileSeveralThemesImportKeepsThePropsOneOfThemOverrides() throws {
        let run = try FrontEndRun([
            "tokens/base.yml": "global:\n  type: color\n  category: background-color\nprops:\n  ink:\n    value: \"#111111\"\n  high:\n    value: \"#222222\"\n",
            "tokens/dark.yml": "imports:\n  - ./base.yml\nglobal:\n  type: color\n  category: background-color\nprops:\n  high:\n    value: \"#eeeeee\"\n",
            "tokens/light.yml": "imports:\n  - ./base.yml\nglobal:\n  type: color\n  category: background-color\nprops:\n  accent:\n    value: \"#0000ff\"\n",
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("high", mode: "light")?.value == .color(ColorValue.parse(css: "#222222")!))
        #expect(run.token("high", mode: "dark")?.value == .color(ColorValue.parse(css: "#eeeeee")!))
    }

    /// Past the mode limit an axis is pinned to the default's context; tokens only the modes left out
    /// define were then in no mode and in no count. They are skipped with a warning naming the pin.
    @Test func tokensOnlyModesPastTheLimitDefineAreSkippedAndAccounted() throws {
        var files: [String: String] = [:]
        var themes: [String] = []
        var order: [String] = []
        for index in 1...9 {
            files["brand\(index).json"] = ##"{ "brand": { "value": "#00000\##(index)", "type": "color" }, "only\##(index)": { "value": "#ffffff", "type": "color" } }"##
            themes.append(##"{ "id": "b\##(index)", "name": "B\##(index)", "group": "Brand", "selectedTokenSets": { "brand\##(index)": "enabled" } }"##)
            order.append("\"brand\(index)\"")
        }
        for index in 1...8 {
            files["size\(index).json"] = ##"{ "gap": { "value": "\##(index)px", "type": "spacing" } }"##
            themes.append(##"{ "id": "s\##(index)", "name": "S\##(index)", "group": "Size", "selectedTokenSets": { "size\##(index)": "enabled" } }"##)
            order.append("\"size\(index)\"")
        }
        files["$themes.json"] = "[" + themes.joined(separator: ",") + "]"
        files["$metadata.json"] = "{ \"tokenSetOrder\": [" + order.joined(separator: ",") + "] }"
        let run = try FrontEndRun(files, inputs: ["."], strict: false)
        let resolved = try #require(run.tokens)
        let skipped = Set(resolved.skipped.filter { $0.reason == .missingFromDefaultMode }.map(\.path.description))
        let generated = Set(resolved.modes.flatMap { $0.tokens.tokens.map(\.path.description) })
        #expect(resolved.modes.count <= 64)
        for index in 1...9 {
            #expect(generated.contains("only\(index)") || skipped.contains("only\(index)"), "only\(index) is in no mode and not skipped")
        }
        #expect(run.warnings.contains { $0.contains("is defined only in modes left out past the mode limit") }, "\(run.warnings)")
    }

    /// BILD's Figma export plugin writes 114 colors as CSS (`"#DD0000"`, `rgba(…)`): each was skipped
    /// as no `{ r, g, b, a }` object, and every variable aliasing one with it.
    @Test func figmaColorsWrittenAsCSSAreColors() throws {
        let run = try FrontEndRun(["v.json": ##"""
        { "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Color", "defaultModeId": "1:0", "modes": [ { "modeId": "1:0", "name": "Default" } ] } },
          "variables": {
            "V:1": { "id": "V:1", "name": "red", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": { "1:0": "#DD0000" } },
            "V:2": { "id": "V:2", "name": "scrim", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": { "1:0": "rgba(0, 0, 0, 0.5)" } },
            "V:3": { "id": "V:3", "name": "alert", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                     "valuesByMode": { "1:0": { "type": "VARIABLE_ALIAS", "id": "V:1" } } } } } }
        """##], strict: false)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.value("Color.alert") == .color(ColorValue.parse(css: "#dd0000")!))
        guard case .color(let scrim)? = run.value("Color.scrim") else {
            Issue.record("no scrim color")
            return
        }
        #expect(scrim.alpha == 0.5)
    }

    /// A report written with `--report` into the token folder was read back by the next run as a
    /// design-system file, which stopped it with errors about the report's keys.
    @Test func aReportInTheTokenFolderIsLeftOutWithANote() throws {
        let run = try FrontEndRun([
            "tokens/color.json": ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##,
            "tokens/report.json": ##"{ "axes": [], "emitted": 1, "modes": [ { "name": "default" } ], "read": 1, "skipped": {}, "tokens": { "ink": { "type": "color" } } }"##,
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("ink") != nil)
        #expect(run.diagnostics.sorted.contains { $0.severity == .note && $0.message.hasSuffix("report.json' is a report dsys wrote (--report), not tokens; it is left out") })
    }

    /// Mística keeps the JSON Schema of its skins in the token folder: its nodes were read as
    /// tokens and skipped with warnings (the pattern's `{3,6}` a reference to `6`). A schema is left
    /// out with a note; a token file that names a schema for its editor is still read.
    @Test func aJSONSchemaInTheTokenFolderIsLeftOutWithANote() throws {
        let run = try FrontEndRun([
            "tokens/skin.json": ##"{ "$schema": "./schema/skin-schema.json", "ink": { "$type": "color", "$value": "#111111" } }"##,
            "tokens/schema/skin-schema.json": ##"""
            { "$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
              "definitions": { "colors": { "type": "object", "patternProperties": { ".*": { "type": "object", "properties": {
                "value": { "type": "string", "pattern": "^(#[0-9a-f]{6}|\\{palette\\.[a-z0-9]{3,6}\\})$" },
                "type": { "type": "string", "enum": ["color"] } } } } } } }
            """##,
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["ink"])
        #expect(run.diagnostics.sorted.contains { $0.severity == .note && $0.message.hasSuffix("skin-schema.json' is a JSON Schema, not tokens; it is left out") })
    }

    /// Mística's own schema names no `$schema`: its `required` list and `additionalProperties: false`
    /// beside `properties` say what it is. A token group named `properties` or `required` is still read.
    @Test func aJSONSchemaWithoutItsSchemaMemberIsKnownByItsKeywords() throws {
        let run = try FrontEndRun([
            "tokens/skin.json": ##"{ "properties": { "gap": { "$type": "dimension", "$value": "8px" } }, "required": { "$type": "color", "$value": "#ff0000" } }"##,
            "tokens/schema/skin-schema.json": ##"""
            { "additionalProperties": false, "required": ["global"],
              "properties": { "global": { "$ref": "#/definitions/palette" } },
              "definitions": { "palette": { "type": "object", "properties": { "value": { "type": "string" }, "type": { "type": "string" } } } } }
            """##,
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description).sorted() == ["properties.gap", "required"])
        #expect(run.diagnostics.sorted.contains { $0.message.hasSuffix("skin-schema.json' is a JSON Schema, not tokens; it is left out") })
    }

    /// Untyped Style Dictionary values `"0"`, `"1.4"` and `"700"` were `String` constants beside
    /// their sibling `"16px"`, a length: a number written as text is a number.
    @Test func anUntypedNumberWrittenAsTextIsANumber() throws {
        let run = try FrontEndRun(["t.json": ##"{ "line": { "value": "1.4" }, "weight": { "value": "700" }, "label": { "value": "v1.4" } }"##],
                                  strict: false)
        #expect(run.value("line") == .number(1.4))
        #expect(run.value("weight") == .number(700))
        #expect(run.value("label") == .string("v1.4"))
    }
}
