@testable import DsysCore
@testable import DsysGenerator
import Testing

/// Issue 12 item 6: a standalone letter-spacing token in percent is relative to the font size (an
/// em), never points; inside a typography value the same percent is converted with its font size.
@Suite struct LetterSpacingTests {
    static let tokens = """
        { "tracking": { "tight": { "value": "-2%", "type": "letterSpacing" },
                        "fixed": { "value": "1px", "type": "letterSpacing" } },
          "heading": { "value": { "fontFamily": "Inter", "fontSize": "20px", "fontWeight": 700,
                       "letterSpacing": "{tracking.tight}", "lineHeight": 1.2 }, "type": "typography" } }
        """

    @Test func aPercentIsAFractionOfTheFontSize() throws {
        let run = try FrontEndRun(["t.json": Self.tokens])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("tracking.tight") == .dimension(Dimension(fractionOfFontSize: -0.02, original: -2, unit: "%")))
        #expect(run.value("tracking.fixed") == .dimension(Dimension(points: 1, original: 1, unit: "px")))
        guard case .typography(let heading)? = run.value("heading") else {
            Issue.record("not decoded")
            return
        }
        #expect(heading.letterSpacing?.points == -0.4)
    }

    /// An em of letter spacing is the font size, as in CSS: inside a typography value (written out,
    /// as a `{ "value", "unit" }` object, or through an alias to an em length) it is converted with
    /// the typography's own size, not the rem base (design-system-ia's `-0.02em` at 36px was -0.32,
    /// silently); a standalone letter-spacing token keeps it as a fraction. An em length elsewhere is
    /// read at the rem base, with a warning that an em is relative to a font size dsys does not know.
    @Test func anEmOfLetterSpacingIsTheFontSize() throws {
        let run = try FrontEndRun(["t.json": """
        { "tracking": { "tight": { "value": "-0.02em", "type": "letterSpacing" } },
          "space": { "tight": { "value": { "value": -0.02, "unit": "em" }, "type": "dimension" } },
          "a": { "value": { "fontFamily": "Inter", "fontSize": "36px", "fontWeight": 700, "letterSpacing": "-0.02em", "lineHeight": 1.2 },
                 "type": "typography" },
          "b": { "value": { "fontFamily": "Inter", "fontSize": "2rem", "fontWeight": 700, "letterSpacing": { "value": 0.05, "unit": "em" },
                 "lineHeight": 1.2 }, "type": "typography" },
          "c": { "value": { "fontFamily": "Inter", "fontSize": "36px", "fontWeight": 700, "letterSpacing": "{space.tight}", "lineHeight": 1.2 },
                 "type": "typography" } }
        """], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("tracking.tight") == .dimension(Dimension(fractionOfFontSize: -0.02, original: -0.02, unit: "em")))
        let spacings = ["a", "b", "c"].map { path -> Double? in
            guard case .typography(let typography)? = run.value(path) else { return nil }
            return typography.letterSpacing?.points
        }
        #expect(spacings.map { $0.map { ($0 * 1000).rounded() / 1000 } } == [-0.72, 1.6, -0.72])
        #expect(run.warnings.count == 1 && run.warnings.first?.contains("'space.tight': -0.02em is read as -0.32pt, 16pt per em") == true,
                "\(run.warnings)")
    }

    /// A token is a letter spacing by its name as well as by its type: under a path that names letter
    /// spacing, an em or a percent typed as a DTCG dimension, or with a type Style Dictionary leaves
    /// free (`primitive`), is a fraction of the font size as the untyped one beside it is.
    /// design-system-ia's typed `-0.02em` was -0.32 pt and Auro's `0.05em` 0.8 pt, with a warning
    /// only, and a typed `-2%` was skipped by a message saying letter spacing takes a percent.
    @Test func aLetterSpacingNameMakesTypedEmsAndPercentsFractions() throws {
        let run = try FrontEndRun(["t.json": """
        { "letter-spacing": { "$type": "dimension", "tight": { "$value": { "value": -0.02, "unit": "em" } },
                              "pct": { "$value": "-2%" }, "px": { "$value": "1px" } },
          "untyped": { "letter-spacing": { "tight": { "$value": "-0.02em" } } } }
        """, "sd.json": """
        { "sd": { "letterSpacing": { "typed": { "value": "0.05em", "type": "primitive" }, "untyped": { "value": "0.05em" } } } }
        """], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("letter-spacing.tight") == .dimension(Dimension(fractionOfFontSize: -0.02, original: -0.02, unit: "em")))
        #expect(run.value("letter-spacing.pct") == .dimension(Dimension(fractionOfFontSize: -0.02, original: -2, unit: "%")))
        #expect(run.value("letter-spacing.px") == .dimension(Dimension(points: 1, original: 1, unit: "px")))
        #expect(run.value("untyped.letter-spacing.tight") == run.value("letter-spacing.tight"))
        #expect(run.value("sd.letterSpacing.typed") == .dimension(Dimension(fractionOfFontSize: 0.05, original: 0.05, unit: "em")))
        #expect(run.value("sd.letterSpacing.typed") == run.value("sd.letterSpacing.untyped"))
        #expect(!run.warnings.contains { $0.contains("per em") || $0.contains("has no length") }, "\(run.warnings)")
    }

    /// The names are matched on the bytes in any ASCII letter case, inside camelCase segments too.
    @Test func letterSpacingNamesAreFoundInAnyLetterCase() {
        let named = ["font.LetterSpacing.tight", "type.letter_spacing", "ontarioFontLetterSpacing", "TRACKING.wide", "h1.Kerning",
                     "text.letter-spacing"]
        #expect(named.filter { LetterSpacingName.names(TokenPath(dotted: $0)) } == named)
        let other = ["spacing.lg", "letter.spacing", "track", "gg", "kern.ing", "Letterspace"]
        #expect(other.filter { LetterSpacingName.names(TokenPath(dotted: $0)) }.isEmpty)
        #expect(LetterSpacingName.isWord("letterspacing") && !LetterSpacingName.isWord("spacing"))
    }

    /// No spacing (`0em`, `0%`) is a zero length, not a fraction: as one, it moved the zero lengths
    /// of its group (Spectrum 2's corner radii and shadow offsets in `platformScale`) into
    /// `DesignTokens.LetterSpacing`.
    @Test func noSpacingIsAZeroLength() throws {
        let run = try FrontEndRun(["t.json": """
        { "scale": { "letter-spacing": { "value": "0em", "type": "letterSpacing" }, "none": { "value": "0%", "type": "letterSpacing" },
                     "corner-radius-0": { "value": "0px", "type": "borderRadius" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("scale.letter-spacing") == .dimension(Dimension(points: 0, original: 0, unit: "em")))
        #expect(run.value("scale.none") == .dimension(Dimension(points: 0, original: 0, unit: "%")))
        let tokens = run.tokens?.defaultTokens.tokens ?? []
        #expect(TokenCategory.letterSpacingGroups(tokens).isEmpty)
    }

    @Test func theValueLayerKeepsTheFractionWithAHelper() throws {
        let (files, diagnostics) = try GeneratorTestHarness.generate(Self.tokens, config: GeneratorTestHarness.plainConfig)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let values = GeneratorTestHarness.contents(files, "Tokens/DesignTokens.swift")
        #expect(values.contains("public static let trackingTight: Double = -0.02\n"), "\(values)")
        #expect(values.contains("-0.02 em (-2% of the font size the text uses; not a length: multiply by the font size)"))
        #expect(values.contains("public static func letterSpacingPoints(_ fraction: Double, fontSize: Double) -> Double {"))
        #expect(!values.contains("Tight: Double = -2"))
        // The point-valued sibling is a CGFloat dimension; the relative one is not among them.
        let dimensions = GeneratorTestHarness.contents(files, "Dimensions+Kit.swift")
        #expect(dimensions.contains("public static let fixed: CGFloat = 1\n"), "\(dimensions)")
        #expect(!dimensions.contains("tight"), "\(dimensions)")
        #expect(!files.contains { $0.path.hasSuffix("Spacing+Kit.swift") })
        let tests = GeneratorTestHarness.contents(files, "Tests.swift")
        #expect(tests.contains(
            "XCTAssertEqual(DesignTokens.letterSpacingPoints(DesignTokens.LetterSpacing.trackingTight, fontSize: 20), -0.4, accuracy: 0.0001)"))
    }
}

/// Issue 28 item 3: one token group lands in one namespace. `letter-spacing.none` (`0`) joins its
/// percent siblings in the letter spacings instead of the layout spacing its name suggests; a
/// length in such a group that is not zero cannot join them and is a warning naming it. A length
/// named for letter spacing, in a word of its own or inside a camelCase segment, is no layout spacing.
@Suite struct LetterSpacingGroupTests {
    static let tokens = """
        { "letter-spacing": { "none": { "value": "0", "type": "letterSpacing" }, "tight": { "value": "-2%", "type": "letterSpacing" },
                              "wide": { "value": "1px", "type": "letterSpacing" } },
          "tracking-px": { "letter-spacing": { "loose": { "value": "2px", "type": "letterSpacing" } } },
          "spacing": { "sm": { "value": "8px", "type": "spacing" } },
          "ontarioFontLetterSpacing": { "small": { "value": "0.025rem", "type": "dimension" } },
          "font": { "heading-1": { "fontSize": { "value": "34px", "type": "fontSize" }, "letterSpacing": { "value": "0.25%", "type": "letterSpacing" } } },
          "flat": { "tracking": { "value": "-2%", "type": "letterSpacing" }, "space": { "value": "8px", "type": "spacing" },
                    "radius-none": { "value": "0", "type": "borderRadius" } } }
        """

    @Test func aZeroJoinsItsPercentSiblingsAndLengthsNamedForLetterSpacingAreNoLayoutSpacing() throws {
        var diagnostics = Diagnostics()
        let resolved = try GeneratorTestHarness.resolve(Self.tokens, diagnostics: &diagnostics)
        let description = DesignSystemTranslator(config: GeneratorTestHarness.plainConfig).translate(resolved, diagnostics: &diagnostics)
        func paths(_ category: TokenCategory) -> [String] { description.tokens(category).map(\.token.path.description) }
        #expect(paths(.letterSpacing) == ["letter-spacing.none", "letter-spacing.tight", "font.heading-1.letterSpacing", "flat.tracking"])
        // A flat group's spacing and zero radius beside its letter spacing keep their namespaces, without a warning.
        #expect(paths(.spacing) == ["spacing.sm", "flat.space"])
        #expect(paths(.radius) == ["flat.radius-none"])
        // A camelCase segment names letter spacing too (Ontario's `ontarioFontLetterSpacing`).
        #expect(paths(.dimension) == ["letter-spacing.wide", "tracking-px.letter-spacing.loose", "ontarioFontLetterSpacing.small",
                                      "font.heading-1.fontSize"])
        // The font size of an expanded typography style is no letter spacing of its group: no warning.
        let warnings = diagnostics.sorted.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings == [
            "'letter-spacing.wide' is a length while other tokens of 'letter-spacing' are relative to the font size (% or em), so the group "
                + "lands in two namespaces: this one in DSDimension, the others in DesignTokens.LetterSpacing",
        ])
    }
}
