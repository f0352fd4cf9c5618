@testable import DsysCore
import Testing

/// A problem confined to one token skips that token and the tokens that reference it, with one
/// warning at the problem naming them; the rest resolves; `strict` makes the problem an error.
/// Also the values issue 26 found silently wrong: percent lengths, token-level `alpha`, overflow.
struct TokenSkipTests {
    private static let tokens = """
    {
      "space": {
        "$type": "dimension",
        "none": { "$value": { "value": 0, "unit": "" } },
        "md": { "$value": "8px" },
        "screen": { "$value": "100vw" },
        "double": { "$value": "{space.screen} * 2" },
        "page": { "$value": "{space.double}" },
        "gutter": { "$value": "{space.missing}" },
        "inset": { "$value": "{space.gutter}" }
      },
      "card": { "$type": "component", "$value": "" }
    }
    """

    @Test func aTokenLocalProblemSkipsTheTokenAndItsDependentsWithOneWarning() throws {
        let run = try FrontEndRun(["t.json": Self.tokens], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.contains(
            "t.json:6:27: 'space.screen': unsupported dimension unit 'vw'; it is skipped, with the 2 tokens that reference it: "
                + "'space.double', 'space.page'"))
        #expect(run.warnings.contains(
            "t.json:9:27: 'space.gutter' references 'space.missing', which is not defined; it is skipped, with the token "
                + "that references it: 'space.inset'"))
        #expect(run.warnings.contains("t.json:12:22: unknown $type 'component' on 'card'; it is skipped"))
        let resolved = try #require(run.tokens)
        #expect(resolved.defaultTokens.tokens.map(\.path.description) == ["space.none", "space.md"])
        let skipped = resolved.skipped.map { "\($0.path): \($0.reason.rawValue)" }
        #expect(skipped == [
            "space.screen: unsupported-value", "space.gutter: missing-reference", "card: unsupported-value",
            "space.double: references-skipped-token", "space.page: references-skipped-token",
            "space.inset: references-skipped-token",
        ])
    }

    /// A value that fails in one mode only (a typo in the dark file) skips the token there, with
    /// the tokens that reference it, and the warning names the mode. As the package shows that mode,
    /// the token is left out of every mode: the dark appearance never shows the light value in its
    /// place. A token that aliases it in another mode keeps its value, naming no source.
    @Test func aTokenThatFailsInAShownModeIsLeftOutOfEveryMode() throws {
        let run = try FrontEndRun([
            "tokens.json": ##"{ "$type": "color", "bg": { "$value": "#ffffff" }, "fg": { "$value": "{bg}" }, "ink": { "$value": "{bg}" } }"##,
            "dark.tokens.json": ##"{ "$type": "color", "bg": { "$value": "#1a1a1aa" }, "ink": { "$value": "#000000" } }"##,
        ], strict: false)
        #expect(run.warnings.contains("dark.tokens.json:1:39: 'bg': \"#1a1a1aa\" is not a color; it is skipped in mode 'dark', "
            + "with the token that references it: 'fg'"))
        let resolved = try #require(run.tokens)
        #expect(resolved.modes.map { $0.skippedPaths.map(\.description).sorted() } == [[], ["bg", "fg"]])
        let (description, _) = GeneratorTestHarness.translate(resolved.modes, skipped: resolved.skipped)
        #expect(description.tokens(.color).map(\.modal.token.path.description) == ["ink"])
        #expect(description.tokens(.color).allSatisfy { $0.modal.token.aliasOf == nil })
        #expect(description.account.summary == "3 tokens read, 1 emitted, 2 skipped (1 unsupported-value, 1 references-skipped-token)")
    }

    /// A token whose type a shown mode changes (cosnova's brands: Tokens Studio's color
    /// `color.accent` a `linear-gradient(…)` in one brand) has no one Swift type: it is left out of
    /// every mode with a warning at the differing value, and accounted, instead of a color whose
    /// dark value is nil (`AppearanceColor(light: nil)`, which does not compile, or the light value
    /// shown in dark). `--strict` makes it an error.
    @Test func aTokenWhoseTypeAShownModeChangesIsLeftOutOfEveryMode() throws {
        let run = try FrontEndRun([
            "tokens.json": ##"{ "$type": "color", "accent": { "$value": "#6933c0" }, "bg": { "$value": "#ffffff" } }"##,
            "dark.tokens.json": ##"{ "accent": { "$type": "gradient", "$value": [{ "color": "#ff8b79", "position": 0 }, { "color": "#ab80fc", "position": 1 }] } }"##,
        ], strict: false)
        let resolved = try #require(run.tokens)
        let (description, diagnostics) = GeneratorTestHarness.translate(resolved.modes, skipped: resolved.skipped)
        let warning = try #require(diagnostics.warnings.first { $0.tokenPath == "accent" })
        #expect(warning.message.hasPrefix("'accent' is a gradient in mode 'dark' but a color in mode 'light' ("), "\(warning.message)")
        #expect(warning.message.hasSuffix("tokens.json:1:43); a generated symbol has one Swift type, so the token is left out of every mode"))
        #expect(warning.location.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.column)" } == "dark.tokens.json:1:46")
        #expect(description.tokens(.color).map(\.modal.token.path.description) == ["bg"])
        #expect(description.tokens(.gradient).isEmpty)
        #expect(description.account.summary == "2 tokens read, 1 emitted, 1 skipped (1 type-mismatch)")
        var strict = GeneratorTestHarness.plainConfig
        strict.strict = true
        let (_, strictDiagnostics) = GeneratorTestHarness.translate(resolved.modes, skipped: resolved.skipped, config: strict)
        #expect(strictDiagnostics.errors.map(\.message) == [warning.message])
    }

    /// So is a token only other modes define (an optional of the package) whose type differs between
    /// them: it was `RGBA? = [GradientStop(…)]` in the high-contrast namespace, which does not compile.
    @Test func aTokenOnlyOtherModesDefineWithTwoTypesIsLeftOut() throws {
        let run = try FrontEndRun([
            "tokens.json": ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##,
            "dark.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#000000" }, "x": { "$type": "color", "$value": "#ff0000" } }"##,
            "highcontrast.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#111111" }, "x": { "$type": "gradient", "$value": [{ "color": "#000000", "position": 0 }, { "color": "#ffffff", "position": 1 }] } }"##,
        ], strict: false)
        let resolved = try #require(run.tokens)
        let (description, diagnostics) = GeneratorTestHarness.translate(resolved.modes, skipped: resolved.skipped)
        let warning = try #require(diagnostics.warnings.first { $0.tokenPath == "x" })
        #expect(warning.message.hasPrefix("'x' is a gradient in mode 'light-high-contrast' but a color in mode 'dark' ("), "\(warning.message)")
        #expect(!description.partialTokens.contains { $0.named.modal.token.path.description == "x" })
        #expect(description.account.summary == "2 tokens read, 1 emitted, 1 skipped (1 type-mismatch)")
    }

    /// A token that fails in the default mode and in another shown mode, but has a value in a third
    /// (Lloyds' Figma export: `NO_VALUE` in the bos and halifax brands, a color in moja) is an
    /// optional with that value, nil in the others, as the warning "skipped in modes 'bos' and
    /// 'halifax'" says: no other mode's value can stand in for it there. It was left out whole.
    @Test func aTokenThatFailsInTheDefaultModeAndAnotherKeepsItsValueInAThird() throws {
        let color = { (value: String) in ##"{ "colour": { "$type": "color", "fg": { "$value": "\##(value)" }, "bg": { "$value": "#111111" } } }"## }
        let run = try FrontEndRun([
            "theme.bos.json": color("NO_VALUE"), "theme.halifax.json": color("NO_VALUE"), "theme.moja.json": color("#27dcae"),
        ], strict: false)
        #expect(run.warnings.contains { $0.hasPrefix("theme.bos.json:1:51: 'colour.fg': \"NO_VALUE\" is not a color; it is skipped in modes 'bos' and 'halifax'") },
                "\(run.warnings)")
        let resolved = try #require(run.tokens)
        let (description, _) = GeneratorTestHarness.translate(resolved.modes, skipped: resolved.skipped)
        let partial = try #require(description.partialTokens.first { $0.named.modal.token.path.description == "colour.fg" })
        #expect(partial.values.count == 1)
        #expect(description.account.summary == "2 tokens read, 2 emitted, 0 skipped")
    }

    /// A reference that only some modes leave undefined (a Tokens Studio theme that enables no
    /// set defining it, cds's compassion-us) has a hint that says so and names those modes: that no
    /// input defines the group would be false. A reference no mode defines keeps that hint.
    @Test func aReferenceUndefinedInSomeModesHasAHintNamingThem() throws {
        let run = try FrontEndRun([
            "tokens.json": ##"{ "$type": "color", "bg": { "$value": "#ffffff" }, "fg": { "$value": "{theme.canvas}" }, "ink": { "$value": "{palette.black}" } }"##,
            "dark.tokens.json": ##"{ "$type": "color", "bg": { "$value": "#000000" }, "theme": { "canvas": { "$value": "#000000" } } }"##,
        ], strict: false)
        let hints = Dictionary(run.diagnostics.sorted.map { ($0.tokenPath ?? "?", $0.hint ?? "") }, uniquingKeysWith: { first, _ in first })
        let mode = try #require(run.tokens?.modes.first?.name)
        #expect(hints["fg"] == "give mode '\(mode)' a file or set that defines "
            + "'theme.canvas' (in Tokens Studio, enable that set in the theme), or correct the reference", "\(hints)")
        #expect(hints["ink"]?.hasPrefix("no input defines a token under 'palette'") == true, "\(hints)")
    }

    @Test func strictMakesEveryTokenLocalProblemAnError() throws {
        let folder = try TemporaryFolder(["t.json": Self.tokens])
        var diagnostics = Diagnostics()
        _ = FrontEnd(strict: true).load([folder.file("t.json")], diagnostics: &diagnostics)
        let errors = diagnostics.errors.map(\.message).sorted()
        #expect(errors == [
            "'space.gutter' references 'space.missing', which is not defined (the token that references it: 'space.inset')",
            "'space.screen': unsupported dimension unit 'vw' (the 2 tokens that reference it: 'space.double', 'space.page')",
            "unknown $type 'component' on 'card'",
        ])
        #expect(diagnostics.warnings.isEmpty)
    }

    @Test func aUnitlessZeroIsZero() throws {
        let run = try FrontEndRun(["t.json": Self.tokens], strict: false)
        guard case .dimension(let none) = try #require(run.value("space.none")) else {
            Issue.record("space.none must be a dimension")
            return
        }
        #expect(none.points == 0)
    }

    @Test func aPercentLengthIsSkippedButLineHeightsAndNumbersKeepPercentages() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "radius": { "$type": "dimension", "round": { "$value": "50%" }, "legacy": { "$value": { "value": 50, "unit": "%" } } },
          "opacity": { "$type": "number", "half": { "$value": "50%" } },
          "type": { "$type": "typography", "body": { "$value": { "fontFamily": "Inter", "fontSize": "16px", "lineHeight": "150%" } } }
        }
        """], strict: false)
        #expect(run.value("radius.round") == nil)
        #expect(run.value("radius.legacy") == nil)
        #expect(run.warnings.contains { $0.contains("'radius.round': 50% has no length in points") })
        #expect(run.value("opacity.half") == .number(0.5))
        guard case .typography(let body) = try #require(run.value("type.body")) else {
            Issue.record("type.body must be typography")
            return
        }
        #expect(body.lineHeight == .multiplier(1.5))
    }

    /// An untyped percentage is a number where the path names a fraction (opacity, alpha, line
    /// height, in a segment or over two), and stays a length, skipped, elsewhere: a radius of 50%
    /// is no 0.5.
    @Test func anUntypedPercentageIsAFractionOnlyWhereThePathNamesOne() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "opacity": { "40": { "value": "40%" } },
          "overlay": { "alpha": { "value": "12.5%" } },
          "line-height": { "tight": { "value": "120%" } },
          "font": { "leading": { "value": "150%" } },
          "line": { "height": { "0": { "value": "100%" } } },
          "outline": { "height": { "value": "10%" } },
          "rounding": { "circle": { "value": "50%" } }
        }
        """], strict: false)
        #expect(run.value("opacity.40") == .number(0.4))
        #expect(run.value("overlay.alpha") == .number(0.125))
        #expect(run.value("line-height.tight") == .number(1.2))
        #expect(run.value("font.leading") == .number(1.5))
        // Style Dictionary's categories put the words in two segments (Vonage's `line.height.0`).
        #expect(run.value("line.height.0") == .number(1))
        #expect(run.value("outline.height") == nil)
        #expect(run.value("rounding.circle") == nil)
        #expect(run.warnings.contains { $0.contains("'rounding.circle': 50% has no length in points") })
    }

    /// In Style Dictionary files, where types are read from values: an untyped zero among lengths
    /// is a length (Ontario's `spacing.0: "0"` was the number 0, in `DSNumber` apart from its
    /// scale), one among numbers or alone stays a number; an untyped percentage under a letter
    /// spacing name is a fraction of the font size, as a typed one is (it was skipped with a message
    /// that contradicted itself).
    @Test func untypedZerosAmongLengthsAndLetterSpacingPercentagesKeepTheirGroupsKind() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "spacing": { "0": { "value": "0" }, "1": { "value": "0.25rem" }, "2": { "value": "8px" } },
          "scale": { "0": { "value": "0" }, "1": { "value": "1.5" } },
          "lone": { "value": 0 },
          "letterSpacing": { "wide": { "value": "2%" } }
        }
        """], strict: false)
        #expect(run.value("spacing.0") == .dimension(Dimension(points: 0, original: 0, unit: "px")))
        #expect(run.value("scale.0") == .number(0))
        #expect(run.value("lone") == .number(0))
        #expect(run.value("letterSpacing.wide") == .dimension(Dimension(fractionOfFontSize: 0.02, original: 2, unit: "%")))
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    /// A malformed `$type` or `$deprecated` is ignored with a warning: the tokens are read without it
    /// (their type from the value, itself warned), and the other tokens of the file are untouched.
    /// Tokens without `$type` whose type is inferred give one warning per file and type, at the
    /// first, naming the others (five, then a count), in every mode once.
    @Test func inferredTypesAreOneWarningPerFileAndType() throws {
        let sizes = (1...8).map { #""s\#($0)": { "$value": "\#($0)px" }"# }.joined(separator: ", ")
        let run = try FrontEndRun([
            "a.json": ##"{ "size": { \##(sizes) }, "ink": { "$value": "#000000" } }"##,
            "b.json": #"{ "gap": { "$value": "2px" } }"#,
        ], strict: false)
        #expect(run.warnings == [
            "a.json:1:31: token 'size.s1' and 7 other tokens of this file have no $type; treating them as dimension: "
                + "'size.s2', 'size.s3', 'size.s4', 'size.s5', 'size.s6' and 2 more",
            "a.json:1:250: token 'ink' has no $type; treating it as color",
            "b.json:1:22: token 'gap' has no $type; treating it as dimension",
        ])
    }

    @Test func aMalformedTypeOrDeprecationIsIgnoredWithAWarning() throws {
        let run = try FrontEndRun(["t.json": """
        { "space": { "$type": 3, "sm": { "$value": "4px" } },
          "color": { "$type": "color", "old": { "$value": "#ff0000", "$deprecated": 1 }, "ink": { "$value": "#000000" } } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.contains { $0.contains("'$type' must be a string, but it is a number; it is ignored") })
        #expect(run.warnings.contains { $0.contains("'$deprecated' must be true, false or a reason string, but it is a number; it is ignored") })
        #expect(run.warnings.contains { $0.contains("token 'space.sm' has no $type; treating it as dimension") })
        #expect(run.value("space.sm") != nil && run.value("color.old") != nil && run.value("color.ink") != nil)
        #expect(run.token("color.old")?.deprecation == nil)
    }

    @Test func aTokenLevelAlphaIsApplied() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "base": { "$type": "color", "white": { "$value": "#ffffff" } },
          "color": {
            "$type": "color",
            "transparent": { "$value": "{base.white}", "alpha": 0 },
            "scrim": { "$value": "#000000", "alpha": 0.4 },
            "onScrim": { "$value": "{color.scrim}" }
          }
        }
        """], strict: false)
        #expect(run.warnings.isEmpty)
        guard case .color(let transparent) = try #require(run.value("color.transparent")),
              case .color(let scrim) = try #require(run.value("color.onScrim"))
        else {
            Issue.record("the tokens must be colors")
            return
        }
        #expect(transparent.alpha == 0)
        #expect(transparent.components == [1, 1, 1])
        #expect(scrim.alpha == 0.4)
    }

    @Test func mathBeyondTheRangeOfNumbersIsAProblemAtTheToken() throws {
        let run = try FrontEndRun(["t.json": """
        { "size": { "$type": "dimension", "huge": { "$value": "1e308px * 10" }, "big": { "$value": "1e305px * 10" } } }
        """], strict: false)
        #expect(run.value("size.huge") == nil)
        #expect(run.warnings.contains { $0.contains("'size.huge': \"1e308px * 10\" is not a dimension: its result is not a finite number") })
        guard case .dimension(let big) = try #require(run.value("size.big")) else {
            Issue.record("size.big must be a dimension")
            return
        }
        #expect(big.points > 9.9e305)
    }

    @Test func aColorFunctionDsysDoesNotEvaluateIsNamed() throws {
        let run = try FrontEndRun(["t.json": """
        { "c": { "$type": "color", "muted": { "$value": "set_chroma(set_lightness(oklch(0.58, 0.13, 240), 0.19), 0.03 * chroma)" } } }
        """], strict: false)
        #expect(run.warnings.contains { $0.contains("is not a color: dsys does not evaluate the function 'set_chroma'; it is skipped") })
    }

    @Test func theAccountHoldsTheSkippedTokens() throws {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.tokens, diagnostics: &diagnostics)
        let (description, _) = GeneratorTestHarness.translate(tokens.modes, skipped: tokens.skipped)
        let account = description.account
        #expect(account.summary
            == "8 tokens read, 2 emitted, 6 skipped (2 unsupported-value, 1 missing-reference, 3 references-skipped-token)")
        let card = try #require(account.records.first { $0.path.description == "card" })
        #expect(card.type == "component")
    }
}
