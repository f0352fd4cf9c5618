@testable import DsysCore
import Testing

/// Style Dictionary's `size` tokens with bare numbers, untyped or typed as lengths, are lengths in
/// rem, as its size transforms read them; numbers that are no lengths, and DTCG files, are read as before.
struct StyleDictionarySizeTests {
    private static let legacy = """
    {
      "size": {
        "padding": { "none": { "value": "0" }, "tiny": { "value": "0.25" }, "small": { "value": 0.5 } },
        "border-radius": { "md": { "value": "0.5" } },
        "line-height": { "base": { "value": "1.25" } },
        "z-index": { "modal": { "value": "8000" } },
        "font": { "heading": { "value": "24px" } }
      },
      "button": { "padding": { "value": "{size.padding.small.value}" } }
    }
    """

    @Test func untypedSizesAreRemsAndSaySo() throws {
        let run = try FrontEndRun(["tokens.json": Self.legacy], strict: false)
        #expect(run.value("size.padding.tiny") == .dimension(Dimension(points: 4, original: 0.25, unit: "rem")))
        #expect(run.value("size.padding.small") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")))
        #expect(run.value("size.border-radius.md") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")))
        #expect(run.value("button.padding") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")), "an alias of a size is one too")
        // Not lengths: numbers, as written; a length with its unit is read by its unit.
        #expect(run.value("size.line-height.base") == .number(1.25))
        #expect(run.value("size.z-index.modal") == .number(8000))
        #expect(run.value("size.font.heading") == .dimension(Dimension(points: 24)))
        let notes = run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message)
        // The example is the first size that is not zero.
        #expect(notes == ["5 tokens under 'size' with a bare number are lengths in rem, as Style Dictionary's size transforms read "
                + "them: 'size.padding.tiny' (0.25) is 4 pt"], "\(notes)")
    }

    /// Auro's classic theme keeps its scale right under `size` (`size.100`: 0.5, written `0.5rem` by
    /// its own build) and types tokens with Style Dictionary's free-form `"semantic"`: both were
    /// plain numbers and text, while `size.font.medium` beside them became a length, with no word.
    @Test func aScaleRightUnderSizeAndAFreeFormTypeAreRemsToo() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "size": { "100": { "value": 0.5 }, "150": { "value": "0.75" },
                    "font": { "base": { "value": 1.25, "type": "semantic" }, "medium": { "value": 1, "type": "dimension" } } },
          "heading": { "size": { "value": "{size.font.base.value}", "type": "semantic" } } }
        """], strict: false)
        #expect(run.value("size.100") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")))
        #expect(run.value("size.150") == .dimension(Dimension(points: 12, original: 0.75, unit: "rem")))
        #expect(run.value("size.font.base") == .dimension(Dimension(points: 20, original: 1.25, unit: "rem")))
        #expect(run.value("heading.size") == .dimension(Dimension(points: 20, original: 1.25, unit: "rem")))
        #expect(run.value("size.font.medium") == .dimension(Dimension(points: 16, original: 1, unit: "rem")),
                "a length type's bare number is in the same unit")
        #expect(run.diagnostics.sorted.contains { $0.message.hasPrefix("5 tokens under 'size' with a bare number are lengths in rem") },
                "\(run.diagnostics.sorted.map(\.message))")
    }

    /// spor writes pixels (spacing up to 200, its own `size/pxToRem` transform): read as rem they
    /// were 16 times too large. A layout width past 16 (Hyphen's `dimension` up to 64rem) does not
    /// make a rem scale px.
    @Test func numbersPastARemScaleArePixels() throws {
        let pixels = try FrontEndRun(["tokens.json": """
        { "size": { "spacing": { "1": { "value": "6" }, "13": { "value": "200" } }, "border-width": { "sm": { "value": "1" } } } }
        """], strict: false)
        #expect(pixels.value("size.spacing.1") == .dimension(Dimension(points: 6)))
        #expect(pixels.value("size.border-width.sm") == .dimension(Dimension(points: 1)))
        #expect(pixels.diagnostics.sorted.filter { $0.severity == .note }.map(\.message) == [
            "3 tokens under 'size' with a bare number are lengths in points: 'size.spacing.13' (200) is more than rem scales go "
                + "(16), so they are px: 'size.spacing.1' (6) is 6 pt",
        ])
        let rems = try FrontEndRun(["tokens.json": """
        { "size": { "spacing": { "xl": { "value": "16" } }, "dimension": { "10xl": { "value": "64" } } } }
        """], strict: false)
        #expect(rems.value("size.spacing.xl") == .dimension(Dimension(points: 256, original: 16, unit: "rem")))
        #expect(rems.value("size.dimension.10xl") == .dimension(Dimension(points: 1024, original: 64, unit: "rem")))
        // A pill radius is any large number, in rem projects too (lifebit's `round` is 360): radii do not decide.
        let pill = try FrontEndRun(["tokens.json": """
        { "size": { "spacing": { "xs": { "value": "0.25" } }, "border-radius": { "round": { "value": "360" } } } }
        """], strict: false)
        #expect(pill.value("size.spacing.xs") == .dimension(Dimension(points: 4, original: 0.25, unit: "rem")))
    }

    @Test func dtcgFilesAndTypedTokensAreNotRead() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "size": { "padding": { "tiny": { "$value": 0.25 } } } }
        """, "typed.json": """
        { "size": { "spacing": { "xs": { "value": "4", "type": "number" } } } }
        """], strict: false)
        #expect(run.value("size.padding.tiny") == .number(0.25))
        #expect(run.value("size.spacing.xs") == .number(4))
        #expect(!run.diagnostics.sorted.contains { $0.message.contains("Style Dictionary's size transforms") })
    }

    /// Style Dictionary's own `examples/complete` types its sizes (`size.font.tiny`: `"0.75"`,
    /// `fontSize`; `size.padding.small`: `"0.5"`, `dimension`) and its iOS build writes 12 and 8
    /// points: they were 0.75 and 0.5 points, without a word. A typed length with its unit, and a
    /// typed length outside `size`, are read as written.
    @Test func typedLengthsWithBareNumbersUnderSizeAreRems() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "size": { "font": { "tiny": { "value": "0.75", "type": "fontSize" }, "base": { "value": "16px", "type": "fontSize" } },
                    "padding": { "small": { "value": "0.5", "type": "dimension" } } },
          "spacing": { "md": { "value": "16", "type": "dimension" } } }
        """], strict: false)
        #expect(run.value("size.font.tiny") == .dimension(Dimension(points: 12, original: 0.75, unit: "rem")))
        #expect(run.value("size.padding.small") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")))
        #expect(run.value("size.font.base") == .dimension(Dimension(points: 16)))
        #expect(run.value("spacing.md") == .dimension(Dimension(points: 16)))
        #expect(run.diagnostics.sorted.contains { $0.message.hasPrefix("2 tokens under 'size' with a bare number are lengths in rem") },
                "\(run.diagnostics.sorted.map(\.message))")

        // A Tokens Studio set's bare numbers are pixels, as sd-transforms reads them.
        let project = try FrontEndRun([
            "ts/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#,
            "ts/core.json": #"{ "size": { "font": { "sm": { "value": "0.875", "type": "dimension" }, "lg": { "value": "18", "type": "fontSizes" } } } }"#,
        ], inputs: ["ts"], strict: false)
        #expect(project.value("size.font.sm") == .dimension(Dimension(points: 0.875)))
        #expect(project.value("size.font.lg") == .dimension(Dimension(points: 18)))
        #expect(!project.diagnostics.sorted.contains { $0.message.contains("with a bare number") })
    }

    /// Wikimedia Codex aliases its size scale to bare pixel numbers (`size.6`: `{dimension.6}`, a
    /// bare 1): Style Dictionary transforms `dimension.6`, not the alias, so `size.6` is 1, which dsys
    /// made 1 rem (16 points), and `size.icon-small` of `{font-size.medium}` (16) 256 points, while
    /// `calc({font-size.medium} + 4px)` beside it was 20. An alias under `size` is a length in the
    /// unit of the token its references end at.
    @Test func anAliasUnderSizeOfANumberElsewhereIsInPoints() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "dimension": { "6": { "value": 1 } }, "font-size": { "medium": { "value": 16 } },
          "size": { "6": { "value": "{ dimension.6 }" }, "icon-small": { "value": "{ font-size.medium }" },
                    "icon-medium": { "value": "calc( { font-size.medium } + 4px )" },
                    "spacing": { "sm": { "value": "0.5" }, "alias": { "value": "{size.spacing.sm}" }, "chain": { "value": "{size.spacing.alias}" } } } }
        """], strict: false)
        #expect(run.value("size.6") == .dimension(Dimension(points: 1)))
        #expect(run.value("size.icon-small") == .dimension(Dimension(points: 16)))
        #expect(run.value("size.icon-medium") == .dimension(Dimension(points: 20)))
        #expect(run.value("size.spacing.sm") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")))
        #expect(run.value("size.spacing.chain") == .dimension(Dimension(points: 8, original: 0.5, unit: "rem")), "a chain ends at the scale")
        #expect(run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message) == [
            "2 untyped tokens with a bare number under categories that name a length are kept as numbers, not lengths, "
                + "as Style Dictionary's size transforms read only the 'size' category: 'dimension.6' is 1",
            "3 tokens under 'size' with a bare number are lengths in rem, as Style Dictionary's size transforms read them: "
                + "'size.spacing.sm' (0.5) is 8 pt",
        ])
    }

    /// Style Dictionary 3 applies its size transforms to the whole `size` category: Hyphen's
    /// `size.heading.lg` of 1.5 is 24 points in its build, like `size.font-size.lg` beside it, but
    /// only groups that name lengths were read so, and the heading and avatar sizes stayed 1.5 and
    /// 2.5 with no word. Names that say a number is no length stay numbers.
    @Test func everyNumberUnderSizeIsALengthUnlessItsNameSaysOtherwise() throws {
        let run = try FrontEndRun(["size.json": """
        { "size": { "font-size": { "lg": { "value": "1.125" } }, "heading": { "lg": { "value": "1.5" } },
                    "avatar": { "md": { "value": "2.5" } }, "account-avatar": { "md": { "value": "2" } },
                    "heading-line-height": { "lg": { "value": "1.25" } }, "zIndex": { "modal": { "value": "10" } },
                    "font": { "weight": { "bold": { "value": "700", "type": "number" } }, "fontWeight": { "bold": { "value": "700" } } },
                    "type-scale": { "ratio": { "value": "1.25" } }, "opacity": { "disabled": { "value": "0.4" } } } }
        """], strict: false)
        #expect(run.value("size.font-size.lg") == .dimension(Dimension(points: 18, original: 1.125, unit: "rem")))
        #expect(run.value("size.heading.lg") == .dimension(Dimension(points: 24, original: 1.5, unit: "rem")))
        #expect(run.value("size.avatar.md") == .dimension(Dimension(points: 40, original: 2.5, unit: "rem")))
        #expect(run.value("size.account-avatar.md") == .dimension(Dimension(points: 32, original: 2, unit: "rem")))
        #expect(run.value("size.heading-line-height.lg") == .number(1.25))
        #expect(run.value("size.zIndex.modal") == .number(10))
        #expect(run.value("size.font.weight.bold") == .number(700))
        #expect(run.value("size.type-scale.ratio") == .number(1.25))
        #expect(run.value("size.opacity.disabled") == .number(0.4))
        #expect(run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message) == [
            "4 tokens under 'size' with a bare number are lengths in rem, as Style Dictionary's size transforms read them: "
                + "'size.font-size.lg' (1.125) is 18 pt",
        ], "\(run.diagnostics.sorted.map(\.message))")
    }

    /// Auro's font sizes sit in `size.font.scale`: a scale of lengths, not of factors, so they stay
    /// rem; Hyphen's breakpoints (680, viewport pixels beside rem spacings) and percentages under
    /// `size` stay numbers, where reading them as rem made a tablet 10,880 points wide.
    @Test func aFontScaleIsLengthsWhileBreakpointsAndPercentagesAreNot() throws {
        let run = try FrontEndRun(["size.json": """
        { "size": { "font": { "scale": { "base": { "60": { "value": 0.625 } } } }, "type-scale": { "base": { "value": "1.25" } },
                    "border-width": { "sm": { "value": "0.0625" } }, "breakpoint": { "tablet": { "value": "680" } },
                    "percentage": { "10": { "value": "10" } } } }
        """], strict: false)
        #expect(run.value("size.font.scale.base.60") == .dimension(Dimension(points: 10, original: 0.625, unit: "rem")))
        #expect(run.value("size.type-scale.base") == .number(1.25))
        #expect(run.value("size.border-width.sm") == .dimension(Dimension(points: 1, original: 0.0625, unit: "rem")))
        #expect(run.value("size.breakpoint.tablet") == .number(680))
        #expect(run.value("size.percentage.10") == .number(10))
    }

    /// Other categories are no sizes to Style Dictionary, whose builds write their bare numbers as
    /// they are: Heartwood's `spacing.1: 4` stays 4, a number, which one note says, with how to make
    /// the numbers lengths (its own build converts them from px); a zero, a number the name says is
    /// no length, or a typed one, is not counted.
    @Test func bareNumbersOfOtherLengthCategoriesStayNumbersWithOneNote() throws {
        let run = try FrontEndRun(["spacing.json": """
        { "spacing": { "0": { "value": 0 }, "1": { "value": 4 }, "4": { "value": 16 }, "alias": { "value": "{spacing.1.value}" } },
          "radius": { "sm": { "value": "2" } }, "border": { "width": { "thin": { "value": 1, "type": "number" } } },
          "font": { "line-height": { "body": { "value": 1.5 } } } }
        """], strict: false)
        #expect(run.value("spacing.1") == .number(4))
        #expect(run.value("radius.sm") == .number(2))
        let notes = run.diagnostics.sorted.filter { $0.severity == .note }
        #expect(notes.map(\.message) == [
            "3 untyped tokens with a bare number under categories that name a length are kept as numbers, not lengths, "
                + "as Style Dictionary's size transforms read only the 'size' category: 'spacing.1' is 4",
        ], "\(notes.map(\.message))")
        #expect(notes.first?.hint == "to make them lengths, write their unit ('4px', '0.25rem') or give them \"type\": \"dimension\" (a bare number is then points)")
    }
}
