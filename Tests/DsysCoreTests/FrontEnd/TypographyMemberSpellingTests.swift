@testable import DsysCore
import Testing

/// Typography values with CSS's kebab-case member names (`"font-size"`), as Style Dictionary
/// projects write them, or snake-case ones (`"font_size"`, Theo), and one report per value for the
/// members it lacks.
@Suite struct TypographyMemberSpellingTests {
    @Test func kebabCaseMembersAreTheCamelCaseOnes() throws {
        let run = try FrontEndRun(["t.json": """
        { "kebab": { "$type": "typography", "$value": { "font-family": "Inter, sans-serif", "font-size": "20px",
            "font-weight": "bold", "line-height": 1.25, "letter-spacing": "-2%", "text-case": "UPPERCASE",
            "text-decoration": "underline" } },
          "camel": { "$type": "typography", "$value": { "fontFamily": "Inter, sans-serif", "fontSize": "20px",
            "fontWeight": "bold", "lineHeight": 1.25, "letterSpacing": "-2%", "textCase": "UPPERCASE",
            "textDecoration": "underline" } },
          "snake": { "$value": { "font_family": "Inter, sans-serif", "font_size": "20px",
            "font_weight": "bold", "line_height": 1.25, "letter_spacing": "-2%", "text_case": "UPPERCASE",
            "text_decoration": "underline" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.map { $0.split(separator: ": ", maxSplits: 1).last ?? "" } == ["token 'snake' has no $type; treating it as typography"])
        guard case .typography(let typography)? = run.value("kebab") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(run.value("kebab") == run.value("camel"))
        // Snake case too (Theo's text styles), and without a type: the members say typography.
        #expect(run.value("snake") == run.value("camel"))
        #expect(typography.fontFamily == ["Inter", "sans-serif"] && typography.fontSize?.points == 20)
        #expect(typography.fontWeight == 700 && typography.lineHeight == .multiplier(1.25))
        #expect(typography.letterSpacing?.points == -0.4)
        #expect(typography.textCase == "uppercase" && typography.textDecoration == "underline")
    }

    /// A member given in both spellings is read from its camelCase one; one warning, at the other.
    @Test func bothSpellingsUseTheCamelCaseOne() throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400,
          "letterSpacing": 0, "lineHeight": 1.5, "font-size": "99px" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .typography(let typography)? = run.value("t") else {
            Issue.record("not decoded")
            return
        }
        #expect(typography.fontSize?.points == 16)
        #expect(run.warnings == ["t.json:2:55: 't': a typography value gives both 'fontSize' and 'font-size'; 'font-size' is ignored"])
    }

    /// An untyped Style Dictionary value with kebab-case members is a typography, as one with camelCase members is.
    @Test func untypedKebabCaseValuesAreTypography() throws {
        let run = try FrontEndRun(["t.json": """
        { "body": { "value": { "font-family": "Inter", "font-size": "16px", "font-weight": 400, "letter-spacing": 0,
          "line-height": 1.5 } } }
        """], strict: false)
        guard case .typography(let typography)? = run.value("body") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(typography.fontFamily == ["Inter"] && typography.fontSize?.points == 16)
    }

    @Test func oneErrorNamesEveryMissingRequiredMember() throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "$type": "typography", "$value": { "font-weight": 400, "line-height": 1.5 } } }
        """])
        #expect(run.errors == ["t.json:1:43: 't': a typography value is missing 'fontFamily' and 'fontSize'"])
        #expect(run.diagnostics.sorted.first?.hint == #"add "fontFamily" and "fontSize"; a typography value needs a font family and a size"#)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    @Test func oneWarningNamesEveryMemberLeftToItsDefault() throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "$type": "typography", "$value": { "font-family": "Inter", "font-size": "16px", "letter-spacing": 0 } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings == [
            "t.json:1:43: 't': a typography value without 'fontWeight' and 'lineHeight' uses 400 (regular) "
                + "and the font's own line height (no extra line spacing) respectively",
        ])
        #expect(run.diagnostics.sorted.first?.hint == #"add "fontWeight" and "lineHeight" to say so explicitly"#)
    }

    /// CSS's `text-transform` (rei-cedar's `"textTransform": "uppercase"`) is the text case, in every spelling.
    @Test(arguments: ["textTransform", "text-transform", "text_transform"])
    func textTransformIsTheTextCase(spelling: String) throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "12px", "fontWeight": 700,
          "letterSpacing": 0, "lineHeight": 1.5, "\(spelling)": "uppercase" } } }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .typography(let typography)? = run.value("t") else {
            Issue.record("not decoded")
            return
        }
        #expect(typography.textCase == "uppercase")
    }

    /// What the generated text would not show is a warning at the member: a font style that is
    /// neither italic nor normal, paragraph spacing, a member no format defines, a text case or
    /// decoration SwiftUI lacks.
    /// Members that hold what the generated code does anyway (the exports' `"normal"`, `0`, `"0px"`)
    /// are no warning.
    @Test func membersTheGeneratedTextWouldNotShowAreWarnings() throws {
        let run = try FrontEndRun(["t.json": """
        { "styled": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "12px", "fontWeight": 700,
            "letterSpacing": 0, "lineHeight": 1.5, "fontStyle": "slanted", "paragraphSpacing": "8px", "bogusKey": 3,
            "textCase": "capitalize", "textDecoration": "overline" } },
          "plain": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "12px", "fontWeight": 700,
            "letterSpacing": 0, "lineHeight": 1.5, "fontStyle": "normal", "fontStretch": "normal", "paragraphSpacing": "0px",
            "paragraphIndent": 0, "textCase": "none", "textDecoration": "none" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings == [
            "t.json:2:57: 'styled': the font style \"slanted\" is not generated; the text is drawn upright",
            "t.json:2:88: 'styled': the paragraph spacing \"8px\" is not generated",
            "t.json:2:107: 'styled': 'bogusKey' is not a typography property; it is ignored",
            "t.json:3:17: 'styled': the text case \"capitalize\" is not applied: SwiftUI's text cases are uppercase and lowercase",
            "t.json:3:49: 'styled': the text decoration \"overline\" is not applied: SwiftUI draws underline and line-through",
        ])
        #expect(run.value("plain") != nil && run.value("styled") != nil)
    }

    /// A line height object whose unit is `null` (Suomi.fi's `{ "value": 1.5, "unit": null }`) is a
    /// multiple of the font size, as one whose unit is `""`: the whole typography was skipped.
    @Test func aLineHeightWithANullUnitIsAMultiplier() throws {
        let run = try FrontEndRun(["t.json": """
        { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 18, "unit": "px" },
          "fontWeight": 400, "lineHeight": { "value": 1.5, "unit": null } } } }
        """])
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        guard case .typography(let typography)? = run.value("body") else {
            Issue.record("not decoded")
            return
        }
        #expect(typography.lineHeight == .multiplier(1.5))
    }

    /// Math that references left (cloud.ru's `0.55 * {fs}`) is quoted with what it comes to, and a
    /// text case that is a length says so (cosnova's `"textCase": "{font-size-label.100}"`, a
    /// reference to the wrong token, was told to use a SwiftUI text case).
    @Test func warningsQuoteWhatMathComesToAndALengthIsNoTextCase() throws {
        let run = try FrontEndRun(["t.json": """
        { "fs": { "$type": "dimension", "$value": "56px" }, "label": { "$type": "dimension", "$value": "6px" },
          "h1": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{fs}", "fontWeight": 700, "lineHeight": 1.2,
            "paragraphSpacing": "0.55 * {fs}", "textCase": "{label}" } } }
        """])
        #expect(run.warnings == [
            "t.json:3:25: 'h1': the paragraph spacing \"0.55 * 56px\" (30.8px) is not generated",
            "t.json:3:52: 'h1': the text case \"6px\" is a number or length, not a text case; it is not applied",
        ], "\(run.warnings)")
    }

    /// An italic font style (`italic`, CSS's `oblique 10deg`) or a weight name that says italic
    /// ("Bold Italic") makes the typography italic, without a warning; `normal` keeps it upright.
    @Test(arguments: [(#""fontStyle": "italic""#, true), (#""font-style": "oblique 10deg""#, true),
                      (#""fontWeight": "Bold Italic""#, true), (#""fontStyle": "normal""#, false)])
    func italicStylesAndWeightNamesMakeTheTypographyItalic(member: String, isItalic: Bool) throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "12px", "letterSpacing": 0,
          "lineHeight": 1.5, \(member.contains("fontWeight") ? "" : #""fontWeight": 400, "#)\(member) } } }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .typography(let typography)? = run.value("t") else {
            Issue.record("not decoded")
            return
        }
        #expect(typography.isItalic == isItalic)
    }
}
