@testable import DsysCore
import Testing

@Suite struct TokenTreeTests {
    /// An input dsys reads without error but finds no token in (a file of settings, a format it does
    /// not know) says so, instead of generating an empty package without a word; named beside an
    /// input that has tokens, it says that the others are generated without it.
    @Test func inputsWithoutAnyTokenAreReported() throws {
        let empty = try FrontEndRun(["meta.json": #"{ "meta": { "version": 2 } }"#])
        #expect(empty.warnings.contains { $0.hasPrefix("found no design tokens in '") && $0.hasSuffix("meta.json'") }, "\(empty.warnings)")
        let some = try FrontEndRun(["meta.json": #"{ "meta": { "version": 2 } }"#, "t.json": #"{ "x": { "$type": "number", "$value": 1 } }"#])
        #expect(some.warnings.count == 1 && some.warnings.allSatisfy { $0.hasSuffix("meta.json'; the other inputs are generated without it") },
                "\(some.warnings)")
    }

    @Test func groupTypeAndDeprecationAreInheritedAndOrderIsKept() throws {
        let run = try FrontEndRun(["t.json": """
        { "palette": { "$type": "color", "$deprecated": "use brand colors",
          "p900": { "$value": "#000000" }, "p50": { "$value": "#ffffff" }, "p100": { "$value": "#eeeeee" } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["palette.p900", "palette.p50", "palette.p100"])
        #expect(run.token("palette.p50")?.deprecation == .deprecatedWithReason("use brand colors"))
    }

    /// Style Dictionary marks a token deprecated with `deprecated` (true or a reason) and gives the
    /// reason in `deprecated_comment` (Koobiq's hundreds of component tokens were generated without a
    /// word); a token named `deprecated` stays a token, and DTCG files keep to `$deprecated`.
    @Test func styleDictionaryDeprecationIsRead() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "a": { "deprecated": "use color.b", "value": "#ff0000" }, "b": { "value": "#00ff00" },
                     "c": { "deprecated_comment": "use b", "deprecated": true, "value": "#0000ff" },
                     "status": { "deprecated": { "value": "#777777" } } } }
        """])
        #expect(run.token("color.a")?.deprecation == .deprecatedWithReason("use color.b"))
        #expect(run.token("color.b")?.deprecation == nil)
        #expect(run.token("color.c")?.deprecation == .deprecatedWithReason("use b"))
        #expect(run.token("color.status.deprecated")?.deprecation == nil)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    /// The Design Tokens plugin exports each Figma mode's values apart, the mode in the path: one note
    /// per file says they are generated as tokens of their own (Casavo's Habitat got no dark
    /// appearance without a word). A token whose path does not name its mode is no such token.
    @Test func theDesignTokensPluginsModesInPathsAreANote() throws {
        let plugin = { (mode: String) in ##"{ "org.lukasoppermann.figmaDesignTokens": { "mode": "\##(mode)", "collection": "Buttons" } }"## }
        let run = try FrontEndRun(["t.json": """
        { "buttons": { "light": { "text": { "type": "color", "value": "#1a1a1a", "extensions": \(plugin("Light")) } },
                       "dark": { "text": { "type": "color", "value": "#ffffff", "extensions": \(plugin("Dark")) } },
                       "gap": { "type": "dimension", "value": "4px", "extensions": \(plugin("Mode 1")) } } }
        """], strict: false)
        let notes = run.diagnostics.all.filter { $0.severity == .note }.map(\.message)
        #expect(notes == ["'buttons.light.text' and 1 more token of this file carry their Figma mode ('Light', 'Dark') in their paths, "
            + "as the Design Tokens plugin exports variables: each mode's tokens are generated as tokens of their own, "
            + "not as one token with a value per mode"], "\(notes)")
        #expect(run.tokens?.defaultTokens.tokens.count == 3)
    }

    /// The same plugin's export without its extensions keeps each mode in a group of its own
    /// (KryptoGO's `light-mode` / `dark-mode`): one note per file, at the first pair, says how to
    /// keep the appearances; groups named for a variant (`on-light`) or of other tokens are no pair.
    @Test func appearanceGroupsOfTheSameTokensAreANote() throws {
        let run = try FrontEndRun(["color-tokens.tokens.json": """
        {"color-tokens": {
          "light-mode": {"text": {"primary": {"type": "color", "value": "#101828"}, "muted": {"type": "color", "value": "#667085"}}},
          "dark-mode":  {"text": {"primary": {"type": "color", "value": "#f9fafb"}, "muted": {"type": "color", "value": "#98a2b3"}}}
        },
         "button": { "Light Mode": {"bg": {"type": "color", "value": "#ffffff"}}, "Dark Mode": {"bg": {"type": "color", "value": "#000000"}} },
         "text": { "on-light": {"fg": {"type": "color", "value": "#000000"}}, "on-dark": {"fg": {"type": "color", "value": "#ffffff"}} },
         "icon": { "light": {"a": {"type": "color", "value": "#000000"}}, "dark": {"b": {"type": "color", "value": "#ffffff"}} }}
        """], strict: false)
        let notes = run.diagnostics.all.filter { $0.severity == .note }
        #expect(InputTestSupport.lines(notes) == ["2:3: the groups 'color-tokens.light-mode' and 'color-tokens.dark-mode' define the same "
            + "tokens, one for each appearance (and 1 more "
            + "such pair in this file); dsys generates each group's tokens apart, as tokens of the light appearance, not as one "
            + "token with a light and a dark value"], "\(notes)")
        #expect(notes.first?.hint?.contains(##"{ "color-tokens": { "$ref": "color-tokens.tokens.json#/color-tokens/dark-mode" } }"##) == true,
                "\(notes.first?.hint ?? "")")
        #expect(run.tokens?.defaultTokens.tokens.count == 10)
    }

    @Test func descriptionsAndExtensionsAreKept() throws {
        let run = try FrontEndRun(["t.json": """
        { "x": { "$type": "number", "$value": 1, "$description": "One", "$extensions": { "org.example": { "k": true } } } }
        """])
        #expect(run.token("x")?.description == "One")
        #expect(run.token("x")?.extensions?["org.example"]?["k"]?.value == .bool(true))
        #expect(run.token("x")?.pointer == "/x")
    }

    @Test func rootTokensBelongToTheirGroup() throws {
        let run = try FrontEndRun(["t.json": """
        { "accent": { "$type": "color", "$root": { "$value": "#ff0000" }, "light": { "$value": "{accent.$root}" } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.value("accent.light") == run.value("accent.$root"))
    }

    @Test func extendsCopiesTokensAndOverridesWin() throws {
        let run = try FrontEndRun(["t.json": """
        { "base": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } }, "md": { "$value": { "value": 8, "unit": "px" } } },
          "dense": { "$extends": "{base}", "md": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.value("dense.sm") == .dimension(Dimension(points: 4)))
        #expect(run.value("dense.md") == .dimension(Dimension(points: 6)))
        // A copied token points at the definition it copies; an override at its own.
        #expect(run.token("dense.sm")?.pointer == "/base/sm")
        #expect(run.token("dense.md")?.pointer == "/dense/md")
    }

    /// An extending group inherits its target's `$type` (DTCG 2025.10, 6.7.3): its own untyped tokens,
    /// and those of a nested group, are read with it, without a "has no $type" warning; the group's own
    /// `$type` and a token's still win, and the target's type comes before one from further up.
    @Test func extendingGroupTakesItsTargetsType() throws {
        let run = try FrontEndRun(["t.json": """
        { "base": { "$type": "color", "a": { "$value": "#112233" }, "sub": { "$type": "dimension", "s": { "$value": "4px" } } },
          "outer": { "$type": "number",
            "ext": { "$extends": "{base}", "b": { "$value": "#445566" }, "sub": { "t": { "$value": "8px" } },
                     "own": { "$type": "number", "$value": 3 } } },
          "typed": { "$extends": "{base}", "$type": "fontFamily", "c": { "$value": "Inter" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.token("outer.ext.b")?.type == .color)
        #expect(run.token("outer.ext.sub.t")?.value == .dimension(Dimension(points: 8)))
        #expect(run.token("outer.ext.own")?.value == .number(3))
        #expect(run.token("outer.ext.a")?.type == .color)
        #expect(run.token("typed.c")?.type == .fontFamily)
    }

    @Test func extendsCycleNamesEveryGroup() throws {
        let run = try FrontEndRun(["t.json": """
        { "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } },
          "b": { "$extends": "{a}", "y": { "$type": "number", "$value": 2 } } }
        """])
        #expect(run.errors.contains { $0.hasSuffix("'$extends' cycle: a → b → a") })
    }

    /// A name DTCG forbids (`1.5` in a spacing scale) is read and generated, with a warning that no
    /// alias can name it; a plain value among a group's members is ignored with a warning. Neither
    /// stops the file, even with `--strict`: no token is skipped for them.
    @Test func illegalNamesAndPlainMembersAreWarningsAtTheKey() throws {
        let run = try FrontEndRun(["t.json": """
        { "space": { "$type": "number", "1.5": { "$value": 1 }, "brace{": { "$value": 2 } },
          "threshold": 128 }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings == [
            "t.json:1:33: the name '1.5' contains '.', which token names may not contain; it is read, but it cannot be "
                + "referenced by an alias",
            "t.json:1:57: the name 'brace{' contains '{', which token names may not contain; it is read, but it cannot "
                + "be referenced by an alias",
            "t.json:2:3: 'threshold' is a number, but a group member must be a token (an object with '$value') or a "
                + "group (an object); it is ignored",
        ])
        #expect(run.tokens?.defaultTokens[TokenPath(["space", "1.5"])]?.value == .number(1))
        #expect(run.tokens?.defaultTokens[TokenPath(["space", "brace{"])]?.value == .number(2))
        #expect(run.diagnostics.warnings.first?.hint == "rename it without '{', '}' or '.' (for example '1_5')")
    }

    @Test func unknownTypeSuggestsTheNearestDTCGType() throws {
        let run = try FrontEndRun(["t.json": ##"{ "x": { "$type": "colour", "$value": "#fff" } }"##])
        #expect(run.errors == ["t.json:1:19: unknown $type 'colour' on 'x' (did you mean 'color'?)"])
    }

    /// An unknown `$` property is a warning at its key, unless the token's type is one dsys does not
    /// read: that token is skipped with a warning of its own (kadena's 1,287 icons had three more each).
    @Test func unknownPropertiesAreWarnedOnlyOnTokensThatAreRead() throws {
        let run = try FrontEndRun(["t.json": """
        { "icon": { "$name": "x", "$type": "icon", "$value": "x.svg", "$style": "solid" },
          "gap": { "$style": "x", "$type": "dimension", "$value": "4px" } }
        """], strict: false)
        #expect(run.warnings.filter { $0.contains("unknown property") } == [
            "t.json:2:12: unknown property '$style' on token 'gap'; it is ignored, and the token is generated from its $value alone",
        ], "\(run.warnings)")
        #expect(run.warnings.contains { $0.contains("unknown $type 'icon'") }, "\(run.warnings)")
    }

    /// Tokens inside a token (unoff-ui's `onselected` holding `hover` and `disabled`) stopped the
    /// whole run with an error; in Style Dictionary's form (Hearst's `spacing.0` holding `5`) they
    /// were lost without a word, and a reference to one failed. Each is read beside its holder,
    /// after it, with one warning per file.
    @Test func tokensInsideATokenAreReadBesideItWithOneWarning() throws {
        let run = try FrontEndRun(["t.json": #"{ "x": { "$type": "number", "$value": 1, "y": { "$value": 2 }, "z": { "$value": "{x.y}" } } }"#],
                                  strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings == ["t.json:1:42: token 'x' holds the token 'y' (1 more token of this file is inside another); a token "
            + "holds no tokens, so dsys reads each beside the one that holds it, as 'x.y'"])
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["x", "x.y", "x.z"])
        #expect(run.value("x.z") == .number(2), "the inner token has the holder's type")
        let legacy = try FrontEndRun(["t.json": #"""
        { "spacing": { "0": { "5": { "value": "2px", "type": "spacing" }, "value": "0px", "type": "spacing",
                              "original": { "value": "0px" } } },
          "gap": { "value": "{spacing.0.5}" } }
        """#], strict: false)
        #expect(legacy.errors.isEmpty && legacy.warnings.count == 1, "\(legacy.warnings)")
        #expect(legacy.tokens?.defaultTokens.tokens.map(\.path.description).sorted() == ["gap", "spacing.0", "spacing.0.5"],
                "a build output's 'original' is no token")
        #expect(legacy.value("gap") == legacy.value("spacing.0.5"))
    }

    /// A `$metadata` of another tool (seed-health's Figma exporter) leaves a file DTCG: its
    /// top-level groups keep their names, so `opacity.40` and `spacing.40` stay two tokens and
    /// references to them resolve. Tokens Studio's `$metadata` lists a `tokenSetOrder`.
    @Test func anotherToolsMetadataLeavesAFileDTCG() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "$metadata": { "source": "Figma Variables API", "format": "W3C DTCG" },
          "opacity": { "40": { "$type": "number", "$value": 0.4 } },
          "spacing": { "40": { "$type": "dimension", "$value": "40px" } },
          "disabled": { "$type": "number", "$value": "{opacity.40}" } }
        """##])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("opacity.40") == .number(0.4))
        #expect(run.value("spacing.40") == .dimension(Dimension(points: 40, original: 40, unit: "px")))
        #expect(run.value("disabled") == .number(0.4))
    }

    /// A copy of a token with the same type and value in another file (written elsewhere in its file,
    /// so only its position differs) changes nothing: no warning, and no error with `--strict`;
    /// one note counts the copies and names the first.
    @Test func anIdenticalCopyInAnotherFileIsOneNote() throws {
        let run = try FrontEndRun([
            "a.json": #"{ "x": { "$type": "number", "$value": 1 }, "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5 } } }"#,
            "b.json": #"{ "pad": { "$type": "number", "$value": 0 }, "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5 } },"#
                + #" "x": { "$type": "number", "$value": 1 } }"#,
        ])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        let notes = run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message)
        #expect(notes.count == 1 && notes[0].hasPrefix("2 tokens are defined again with the same type and value in another file, such as 't'"),
                "\(notes)")
    }

    /// A token two plain files define is taken from the later file with a warning, as Style
    /// Dictionary does, so the other tokens still generate; `--strict` makes it an error.
    @Test func sameTokenInTwoPlainFilesIsTakenFromTheLaterOneOrAStrictError() throws {
        let files = [
            "a.json": #"{ "x": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 3 } }"#,
            "b.json": #"{ "x": { "$type": "number", "$value": 2 } }"#,
        ]
        let strict = try FrontEndRun(files)
        #expect(strict.errors.count == 1)
        #expect(strict.errors.first?.contains("token 'x' is defined twice") == true)

        let lenient = try FrontEndRun(files, strict: false)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.warnings.count == 1)
        #expect(lenient.warnings.first?.hasPrefix("b.json:1:") == true)
        #expect(lenient.warnings.first?.hasSuffix("/a.json:1:39; this later definition is used") == true, "\(lenient.warnings)")
        #expect(lenient.value("x") == .number(2))
        #expect(lenient.value("y") == .number(3))
    }

    @Test func resultDoesNotDependOnInputOrder() throws {
        let files = [
            "a.json": #"{ "a": { "$type": "number", "one": { "$value": 1 } } }"#,
            "b.json": #"{ "b": { "$type": "number", "two": { "$value": "{a.one}" } } }"#,
        ]
        let forward = try FrontEndRun(files, inputs: ["a.json", "b.json"])
        let backward = try FrontEndRun(files, inputs: ["b.json", "a.json"])
        #expect(forward.tokens?.defaultTokens.tokens.map(\.value) == backward.tokens?.defaultTokens.tokens.map(\.value))
        #expect(forward.tokens?.defaultTokens.tokens.map(\.path) == backward.tokens?.defaultTokens.tokens.map(\.path))
        #expect(forward.value("b.two") == backward.value("b.two"))
    }

    @Test func modesFromExtensionsBecomeModes() throws {
        let run = try FrontEndRun(["t.json": """
        { "bg": { "$type": "color", "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } } }
        """])
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("bg", mode: "dark")?.value == .color(ColorValue(red: 0, green: 0, blue: 0)))
    }

    /// gtc names light/dark on its colors and small/medium/large on its sizes: one axis made the size
    /// `small` the light appearance. They are two axes; the sizes' default is the mode of the `$value`s.
    @Test func appearanceAndOtherModeNamesAreTwoAxes() throws {
        let run = try FrontEndRun(["t.json": """
        { "size": { "$type": "dimension",
            "button": { "$value": "24px", "$extensions": { "mode": { "small": "16px", "medium": "24px", "large": "28px" } } } },
          "color": { "$type": "color",
            "bg": { "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } } } }
        """])
        let modes = try #require(run.tokens?.modes)
        #expect(modes.first?.name == "light-medium")
        #expect(modes.first?.contexts == [ContextChoice(modifier: "appearance", context: "light"), ContextChoice(modifier: "mode", context: "medium")])
        #expect(run.token("size.button", mode: "light-medium")?.value == .dimension(Dimension(points: 24)))
        #expect(run.token("size.button", mode: "dark-medium")?.value == .dimension(Dimension(points: 24)))
        #expect(run.token("size.button", mode: "dark-small")?.value == .dimension(Dimension(points: 16)))
        #expect(run.token("color.bg", mode: "dark-large")?.value == .color(ColorValue(red: 0, green: 0, blue: 0)))
        #expect(Set(modes.map(\.name)).count == 6)
        // Increased contrast is an appearance too: `hc` stays on the appearance axis, no second axis.
        let contrast = try FrontEndRun(["t.json": """
        { "bg": { "$type": "color", "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000", "hc": "#eeeeee" } } } }
        """])
        #expect(contrast.tokens?.modes.map(\.name) == ["light", "dark", "hc"])
    }

    /// A token with values for appearances and another mode (`light` 16, `dark` 16, `compact` 12) was
    /// 16 in every mode: the appearance's value came first. The value that changes the `$value` is used;
    /// where both change it, the appearance's, with a warning.
    @Test func theValueThatChangesTheDefaultWinsAcrossAxes() throws {
        let run = try FrontEndRun(["t.json": """
        { "surface": { "$type": "color", "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000", "compact": "#ffffff" } } },
          "md": { "$type": "dimension", "$value": "16px", "$extensions": { "mode": { "light": "16px", "dark": "16px", "compact": "12px" } } },
          "ink": { "$type": "color", "$value": "#111111", "$extensions": { "mode": { "light": "#111111", "dark": "#eeeeee", "compact": "#222222" } } } }
        """], strict: false)
        #expect(run.token("md", mode: "dark-compact")?.value == .dimension(Dimension(points: 12)))
        #expect(run.token("md", mode: "light-default")?.value == .dimension(Dimension(points: 16)))
        #expect(run.token("surface", mode: "dark-compact")?.value == .color(ColorValue(red: 0, green: 0, blue: 0)))
        #expect(run.token("ink", mode: "dark-compact")?.value == .color(ColorValue(red: 0xee / 255.0, green: 0xee / 255.0, blue: 0xee / 255.0)))
        #expect(run.token("ink", mode: "light-compact")?.value == .color(ColorValue(red: 0x22 / 255.0, green: 0x22 / 255.0, blue: 0x22 / 255.0)))
        #expect(run.warnings == ["t.json:3:40: 'ink' gives the appearance 'dark' and the mode 'compact' different values; where a mode "
            + "picks both, the appearance's is used"])
    }

    /// kadena names only `dark`: `$value` is the light mode, not a value no mode uses.
    @Test func withOnlyDarkModesNamedValueIsTheLightMode() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "$type": "color",
          "bg": { "$value": "#ffffff", "$extensions": { "mode": { "dark": "#000000" } } },
          "brand": { "$value": "#ff0000" } } }
        """])
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("color.bg", mode: "light")?.value == .color(ColorValue(red: 1, green: 1, blue: 1)))
        #expect(run.token("color.bg", mode: "dark")?.value == .color(ColorValue(red: 0, green: 0, blue: 0)))
        #expect(run.token("color.brand", mode: "dark")?.value == .color(ColorValue(red: 1, green: 0, blue: 0)))
        #expect(run.diagnostics.sorted.contains { $0.severity == .note && $0.location?.line == 2
            && $0.message == "'$extensions.mode' names no light mode, only 'dark', so '$value' is the mode 'light'" },
                "\(run.diagnostics.sorted)")
    }

    /// New York State's tokens give the default theme (State Blue) in `$value` and seven agency
    /// themes in `$extensions.mode`: the modes were the agencies alone, the first the default, and
    /// State Blue was in none. The `$value`s are a mode, `default`, first, unless a named mode has them.
    @Test func otherModesAloneKeepTheValuesAsTheDefaultMode() throws {
        let run = try FrontEndRun(["t.json": """
        { "faint": { "$type": "color", "$value": "#f7fafd", "$extensions": { "mode": { "admin": "#fcf4ef", "business": "#f2f6f6" } } } }
        """])
        #expect(run.tokens?.modes.map(\.name) == ["default", "admin", "business"])
        #expect(run.token("faint", mode: "default")?.value == .color(ColorValue.parse(css: "#f7fafd")!))
        #expect(run.token("faint", mode: "admin")?.value == .color(ColorValue.parse(css: "#fcf4ef")!))
        let named = try FrontEndRun(["t.json": """
        { "faint": { "$type": "color", "$value": "#f7fafd", "$extensions": { "mode": { "admin": "#fcf4ef", "state": "#f7fafd" } } } }
        """])
        #expect(named.tokens?.modes.map(\.name) == ["state", "admin"], "a named mode with every $value is the default")
    }

    /// Kapsch's KDS writes the dark values under `$extensions.modes`, as its README documents: read
    /// like `mode` (the dark appearance had the light colors, with no word), and named as written.
    @Test func modeValuesUnderModesAreReadAsUnderMode() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "$type": "color",
          "bg": { "$value": "#ffffff", "$extensions": { "modes": { "dark": "#000000" } } },
          "tags": { "$value": "#ff0000", "$extensions": { "modes": ["dark"] } } } }
        """])
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("color.bg", mode: "dark")?.value == .color(ColorValue(red: 0, green: 0, blue: 0)))
        #expect(run.token("color.tags", mode: "dark")?.value == .color(ColorValue(red: 1, green: 0, blue: 0)), "a list is no mode values")
        #expect(run.diagnostics.sorted.contains { $0.message == "'$extensions.modes' names no light mode, only 'dark', so '$value' is the mode 'light'" },
                "\(run.diagnostics.sorted)")
    }

    /// Figma's Simple Design System writes each variable's modes under its plugin's
    /// `"com.figma.sds": {"modes": {…}}`: the dark values were left out without a word. Two or more
    /// modes there are read like `mode`; one (`{"value": …}`, a collection without modes) is none.
    @Test func modeValuesOfAFigmaPluginAreReadAsUnderMode() throws {
        let run = try FrontEndRun(["t.json": """
        { "gray": { "$type": "color", "$value": "#f5f5f5", "$extensions": { "com.figma.sds": { "modes": { "value": "#f5f5f5" } } } },
          "bg": { "$type": "color", "$value": "#ffffff",
                  "$extensions": { "com.figma.sds": { "modes": { "light": "#ffffff", "dark": "{gray}" } } } } }
        """])
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("bg", mode: "dark")?.value == run.token("gray")?.value)
        #expect(run.token("bg", mode: "light")?.value == .color(ColorValue(red: 1, green: 1, blue: 1)))
    }

    /// GitHub Primer keeps each token's dark, dark-dimmed and high-contrast values in
    /// `$extensions["org.primer.overrides"]`, over theme base files of its own: they were left out
    /// without a word. One note per file names the themes and how to give them.
    @Test func primersThemeOverridesAreNoted() throws {
        let run = try FrontEndRun(["t.json": """
        { "c": { "$type": "color", "$value": "#ffffff", "$extensions": { "org.primer.overrides": { "dark": "#000000", "dark-dimmed": "#111111" } } },
          "d": { "$type": "color", "$value": "#eeeeee", "$extensions": { "org.primer.overrides": { "light-high-contrast": "#dddddd" } } } }
        """])
        #expect(run.diagnostics.all.map(\.message) == [
            "'c' and 1 more token of this file hold Primer's values for the themes 'dark', 'dark-dimmed', 'light-high-contrast' in "
                + "'org.primer.overrides', which dsys does not read: only '$value' is generated",
        ])
        #expect(run.tokens?.modes.count == 1)
    }

    /// Deriv's Tokens Studio export writes each typography as a group typed `typography` of field tokens:
    /// each field took the type `typography` and was skipped (625), and every reference to the group
    /// referenced a group (108 more). Such a group is one typography token; a group of other members
    /// stays a group.
    @Test func aTypographyWrittenAsAGroupOfFieldTokensIsOneToken() throws {
        let run = try FrontEndRun(["t.json": """
        { "core": { "family": { "value": "Inter", "type": "fontFamilies" }, "size": { "value": "12", "type": "fontSizes" } },
          "label": { "sm": { "type": "typography", "description": "Small label",
                             "fontFamily": { "value": "{core.family}" }, "fontSize": { "value": "{core.size}" }, "fontWeight": { "value": "Bold" },
                             "lineHeight": { "value": "16" } },
                     "ref": { "value": "{label.sm}", "type": "typography" },
                     "odd": { "type": "typography", "fontFamily": { "value": "Inter" }, "shade": { "value": "#000000" } } } }
        """], strict: false)
        guard case .typography(let small)? = run.value("label.sm") else {
            Issue.record("no typography: \(run.warnings)")
            return
        }
        #expect(small.fontFamily == ["Inter"] && small.fontSize?.points == 12 && small.fontWeight == 700)
        #expect(run.value("label.ref") == run.value("label.sm"))
        #expect(run.token("label.sm")?.description == "Small label")
        #expect(run.value("label.sm.fontSize") == nil)
        #expect(!run.warnings.isEmpty && run.warnings.allSatisfy { $0.contains("label.odd") }, "\(run.warnings)")
    }

    /// DuckDuckGo gives a token's dark value as a token inside it, `dark: { $value: … }`: it was read
    /// as a token `….dark` beside it, with a warning, and the package had no dark appearance. A
    /// `dark` of nothing but a value is the token's dark value; another inner token stays beside it.
    @Test func anInnerDarkTokenIsTheTokensDarkValue() throws {
        let run = try FrontEndRun(["t.json": """
        { "bg": { "$type": "color", "$value": "#ffffff", "dark": { "$value": "#333333" }, "hover": { "$value": "#eeeeee" } } }
        """], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["light", "dark"])
        #expect(run.token("bg", mode: "dark")?.value == .color(ColorValue(red: 0.2, green: 0.2, blue: 0.2)))
        #expect(run.token("bg.hover") != nil && run.token("bg.dark") == nil)
    }

    /// Issue 12 item 3: in Style Dictionary / Tokens Studio files (`value`/`type` without `$`) an
    /// object named `type`, `description` or `comment` is a group; a string one stays metadata, and so
    /// does an `attributes` object.
    @Test func legacyGroupsNamedTypeOrDescriptionAreGroups() throws {
        let run = try FrontEndRun(["t.json": """
        { "font": {
            "type": { "body": { "value": "16", "type": "fontSizes" } },
            "description": { "body": { "value": "14px", "description": "captions" } } },
          "space": { "type": "spacing", "description": "the spacing scale", "sm": { "value": "4" } },
          "comment": { "note": { "value": "a note" } }, "attributes": { "category": { "value": "metadata" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.tokens?.defaultTokens.tokens.map(\.path.description) == ["font.type.body", "font.description.body", "space.sm", "comment.note"])
        #expect(run.value("font.type.body") == .dimension(Dimension(points: 16)))
        #expect(run.value("font.description.body") == .dimension(Dimension(points: 14)))
        #expect(run.token("font.description.body")?.description == "captions")
        #expect(run.value("space.sm") == .dimension(Dimension(points: 4)))
    }
}
