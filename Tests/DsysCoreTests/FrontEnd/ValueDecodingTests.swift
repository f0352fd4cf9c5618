@testable import DsysTokens
@testable import DsysCore
import Testing

@Suite struct ValueDecodingTests {
    /// `(type, value JSON, expected canonical value or nil for an error)`.
    static let cases: [(String, String, String?)] = [
        ("color", ##""#ff000080""##, ##""#ff000080""##),
        ("color", ##"{ "colorSpace": "oklch", "components": [0.628, 0.2577, 29.23] }"##, nil),
        ("color", ##""rgba(#000000, 0.4)""##, ##""#00000066""##),
        ("color", ##""not-a-color""##, nil),
        ("color", ##"{ "colorSpace": "srgb", "components": [1, 0] }"##, nil),
        ("dimension", ##"{ "value": 1.5, "unit": "rem" }"##, ##"24"##),
        ("dimension", ##""12px""##, ##"12"##),
        ("dimension", ##"{ "value": 1, "unit": "vw" }"##, nil),
        ("dimension", ##"true"##, nil),
        ("fontFamily", ##"["Inter", "system-ui"]"##, nil),
        ("fontWeight", ##""semi-bold""##, ##"600"##),
        ("fontWeight", ##"1200"##, nil),
        ("duration", ##"{ "value": 0.2, "unit": "s" }"##, ##"200"##),
        ("duration", ##"{ "value": 2, "unit": "min" }"##, nil),
        ("cubicBezier", ##"[0.4, 0, 0.2, 1]"##, nil),
        ("cubicBezier", ##"[1.4, 0, 0.2, 1]"##, nil),
        ("number", ##""50%""##, ##"0.5"##),
        ("strokeStyle", ##""wavy""##, nil),
        ("shadow", ##"{ "color": "#000", "offsetX": "0px", "offsetY": "2px", "blur": "4px" }"##, nil),
        ("shadow", ##"{ "color": "#000", "offsetX": "0px" }"##, nil),
        ("gradient", ##"[{ "color": "#000", "position": 0 }, { "color": "#fff", "position": 1 }]"##, nil),
        ("gradient", ##""linear-gradient(#000, #fff)""##, nil),
        ("gradient", ##""radial-gradient(#000, #fff)""##, nil),
        ("typography", ##"{ "fontFamily": "Inter", "fontSize": "16px", "fontWeight": "bold", "letterSpacing": 0, "lineHeight": "150%" }"##, nil),
        ("transition", ##"{ "duration": "200ms", "timingFunction": [0, 0, 1, 1] }"##, nil),
    ]

    static let failing: Set<String> = [
        "color|\"not-a-color\"", "color|{ \"colorSpace\": \"srgb\", \"components\": [1, 0] }",
        "dimension|{ \"value\": 1, \"unit\": \"vw\" }", "dimension|true", "fontWeight|1200",
        "duration|{ \"value\": 2, \"unit\": \"min\" }", "cubicBezier|[1.4, 0, 0.2, 1]", "strokeStyle|\"wavy\"",
        "shadow|{ \"color\": \"#000\", \"offsetX\": \"0px\" }", "gradient|\"radial-gradient(#000, #fff)\"",
    ]

    @Test(arguments: cases.indices)
    func decodesOrRejectsAtTheValue(_ index: Int) throws {
        let (type, json, canonical) = Self.cases[index]
        let run = try FrontEndRun(["t.json": "{ \"x\": { \"$type\": \"\(type)\",\n  \"$value\": \(json) } }"])
        if Self.failing.contains("\(type)|\(json)") {
            #expect(run.errors.count == 1)
            #expect(run.errors.first?.hasPrefix("t.json:2:") == true, "error must point into the value: \(run.errors)")
        } else {
            #expect(run.errors.isEmpty, "\(run.errors)")
            #expect(run.value("x")?.type.rawValue == type)
            if let canonical, let value = run.value("x") {
                var text = ""
                let tokens = ResolvedTokens(modes: [Mode(name: "m", contexts: [], tokens: TokenSet([
                    Token(path: TokenPath(["x"]), value: value, location: SourceLocation(file: "f", line: 1, column: 1), pointer: "/x"),
                ]))], sourceFiles: [])
                text = CanonicalJSON.render(tokens)
                #expect(text.contains("\"value\": \(canonical)"), "\(text)")
            }
        }
    }

    /// Auro's classic theme writes hex colors without `#` under Style Dictionary's `color`
    /// category, with the free-form type `semantic`; Style Dictionary reads them through TinyColor.
    /// dsys made `String` constants of some and skipped others as lengths in the unit 'fad'.
    @Test func hexColorsWithoutAHashAreColorsInTheColorCategoryAndInColorTokens() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "brand": { "value": "156fad", "type": "semantic" }, "hover": { "value": "0000000f" },
                     "ink": { "value": "{color.brand.value}" } },
          "typed": { "value": "fff", "type": "color" },
          "build": { "value": "156fad" }, "count": { "value": "123" } }
        """], strict: false)
        #expect(run.warnings == ["t.json:4:23: 'build': unsupported dimension unit 'fad'; it is skipped"], "\(run.warnings)")
        #expect(run.diagnostics.warnings.first?.hint == "if it is a hex color, write '#156fad' or give the token the type \"color\"")
        let hex = { (path: String) -> String? in
            guard case .color(let color)? = run.value(path) else { return nil }
            return color.hexString
        }
        #expect(hex("color.brand") == "#156fad")
        #expect(hex("color.ink") == "#156fad")
        #expect(hex("typed") == "#ffffff")
        guard case .color(let hover)? = run.value("color.hover") else {
            Issue.record("color.hover is no color")
            return
        }
        #expect(abs(hover.alpha - 15.0 / 255) < 0.001)
        #expect(run.value("count") == .number(123) || run.value("count") == .string("123"), "outside the color category no guess")
        #expect(hex("build") == nil, "outside the color category no guess")
    }

    @Test func colorTokensHoldingCSSGradientsBecomeGradients() throws {
        let tokensStudio = try FrontEndRun(["t.json": ##"""
            { "black": { "value": "#000000", "type": "color" },
              "fade": { "value": "linear-gradient(90deg, {black} 0%, rgba({black}, 0.5) 100%)", "type": "color" } }
            """##])
        #expect(tokensStudio.errors.isEmpty && tokensStudio.warnings.isEmpty, "\(tokensStudio.diagnostics.sorted)")
        let gradient = GradientValue(stops: [
            GradientStop(color: try #require(ColorValue.parse(css: "#000000")), position: 0),
            GradientStop(color: try #require(TokensStudioColor.parse("rgba(#000000, 0.5)")), position: 1),
        ], angle: 90)
        #expect(tokensStudio.value("fade") == .gradient(gradient))

        let dtcg = try FrontEndRun(["t.json": ##"""
            { "fade": { "$type": "color",
                        "$value": "linear-gradient(90deg, #000000 0%, rgba(#000000, 0.5) 100%)" } }
            """##])
        #expect(dtcg.value("fade") == .gradient(gradient))
        #expect(dtcg.warnings == [
            "t.json:2:23: 'fade' is a color token holding a CSS gradient (Tokens Studio's notation); it is read as a gradient",
        ])
    }

    /// DTCG 2025.10 says a stop position outside 0…1 is read as if clamped (42 as 1); dsys cut such a
    /// gradient as CSS cuts one, so `red@0, blue@2` ended purple at 1, without a word.
    @Test func aDTCGStopOutsideTheGradientIsClampedWithAWarning() throws {
        let run = try FrontEndRun(["t.json": ##"""
            { "g": { "$type": "gradient", "$value": [
                { "color": "#00ff00", "position": -0.2 }, { "color": "#ff0000", "position": 0 }, { "color": "#0000ff", "position": 2 } ] } }
            """##], strict: false)
        let color = { (css: String) in try #require(ColorValue.parse(css: css)) }
        #expect(run.value("g") == .gradient(GradientValue(stops: [
            GradientStop(color: try color("#00ff00"), position: 0), GradientStop(color: try color("#ff0000"), position: 0),
            GradientStop(color: try color("#0000ff"), position: 1),
        ])))
        #expect(run.warnings == [
            "t.json:2:39: 'g': a gradient stop's position -0.2 lies outside 0…1; it is read as 0, as DTCG says",
            "t.json:2:120: 'g': a gradient stop's position 2 lies outside 0…1; it is read as 1, as DTCG says",
        ], "\(run.warnings)")
    }

    @Test func aBadCSSGradientIsReportedAtItsValue() throws {
        let run = try FrontEndRun(["t.json": ##"{ "g": { "$type": "gradient", "$value": "linear-gradient(red 10px, blue)" } }"##])
        #expect(run.errors == [
            #"t.json:1:41: 'g': "linear-gradient(red 10px, blue)" has the stop position '10px'; positions must be percentages"#,
        ])
    }

    /// kpsolo's border takes its color from a gradient token: the problem is the gradient, named by
    /// the reference that brought it (also when the border reaches it through another border), not a
    /// function dsys would not evaluate.
    @Test func aGradientAsABordersColorIsNamedAsAGradient() throws {
        let run = try FrontEndRun(["t.json": ##"""
            { "bg": { "card-border": { "value": "linear-gradient(180deg, #e5a975 0%, #ffd1aa 100%)", "type": "color" } },
              "border": {
                "ghost": { "value": { "color": "{bg.card-border}", "width": "1", "style": "solid" }, "type": "border" },
                "copy": { "value": "{border.ghost}", "type": "border" },
                "inline": { "value": { "color": "linear-gradient(red, blue)", "width": "1", "style": "solid" }, "type": "border" } } }
            """##])
        #expect(run.errors == [
            "t.json:3:36: 'border.ghost': its color '{bg.card-border}' is a gradient, and a border's color is one color "
                + "(the token that references it: 'border.copy')",
            #"t.json:5:37: 'border.inline': its color "linear-gradient(red, blue)" is a gradient, and a border's color is one color"#,
        ], "\(run.errors)")
        #expect(run.diagnostics.errors.allSatisfy {
            $0.hint == "reference a color token, or make a gradient-stroked view yourself (SwiftUI's strokeBorder takes a gradient)"
        })
    }

    /// A shadow's color is one color too: a reference to a gradient token was told dsys does not
    /// evaluate 'linear-gradient', although dsys reads gradients.
    @Test func aGradientAsAShadowsColorIsNamedAsAGradient() throws {
        let run = try FrontEndRun(["t.json": ##"""
            { "bg": { "glow": { "value": "linear-gradient(180deg, #e5a975 0%, #ffd1aa 100%)", "type": "color" } },
              "shadow": { "lift": { "value": { "color": "{bg.glow}", "x": "0", "y": "2", "blur": "4", "spread": "0" }, "type": "boxShadow" } } }
            """##])
        #expect(run.errors == [
            "t.json:2:45: 'shadow.lift': its color '{bg.glow}' is a gradient, and a shadow's color is one color",
        ], "\(run.errors)")
        #expect(run.diagnostics.errors.first?.hint == "reference a color token; a shadow is drawn in one color")
    }

    /// 3jane writes `linear-gradient (45deg, …)` in color tokens: CSS reads no function there, and the
    /// hint says what to remove; a color name of two words is not taken for one.
    @Test func aFunctionWithSpaceBeforeItsParenthesisSaysToRemoveIt() throws {
        let run = try FrontEndRun(["t.json": ##"{ "g": { "$type": "color", "$value": "linear-gradient (45deg, #fff 0%, #000 100%)" } }"##])
        #expect(run.errors == [#"t.json:1:38: 'g': "linear-gradient (45deg, #fff 0%, #000 100%)" is not a color: CSS reads "#
            + "'linear-gradient' as a function only when '(' follows its name"], "\(run.errors)")
        #expect(run.diagnostics.errors.first?.hint == "remove the space between 'linear-gradient' and '('")
        #expect(ValueDecoder.functionNameBeforeSpace(in: "light blue") == nil)
        #expect(ValueDecoder.functionNameBeforeSpace(in: "  rgb  (0 0 0)") == "rgb")
    }

    /// spor's Chakra UI semantic tokens (`{ "_light": "colors.darkGrey", "_dark": … }`) are named as
    /// such, with a hint that works, rather than "add a type", which cannot help.
    @Test func aChakraConditionalValueIsNamedAsSuch() throws {
        let run = try FrontEndRun(["t.json": ##"{ "text": { "value": { "_light": "colors.darkGrey", "_dark": "colors.white" } } }"##],
                                  strict: false)
        #expect(run.warnings == ["t.json:1:22: 'text' holds Chakra UI's conditional value ('_light' and '_dark'), whose theme "
            + "paths dsys does not read; it is skipped"], "\(run.warnings)")
        #expect(run.diagnostics.warnings.first?.hint?.contains("\"darkValue\"") == true)
    }

    /// aplica writes `textCase: "normal"` and `textDecoration: "default"` in every style: no case or
    /// decoration, which is what is drawn, so nothing is said (102 of its 360 warnings were these).
    @Test func normalTextCaseAndDefaultDecorationAreNone() throws {
        let run = try FrontEndRun(["t.json": """
        { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5,
          "letterSpacing": "0px", "textCase": "normal", "textDecoration": "default" } } }
        """], strict: false)
        guard case .typography(let typography)? = run.value("body") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(typography.textCase == "none" && typography.textDecoration == "none")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    /// canonical's `{ "fontStyle": "italic" }` is a modifier of other styles: the message says it is no
    /// style of its own, rather than asking for a family and size it is not meant to have.
    @Test func aTypographyOfOnlyModifiersIsNoStyleOfItsOwn() throws {
        let run = try FrontEndRun(["t.json": ##"{ "italic": { "$type": "typography", "$value": { "fontStyle": "italic" } } }"##],
                                  strict: false)
        #expect(run.warnings == ["t.json:1:48: 'italic': a typography value that sets only 'fontStyle' has no font family or size, "
            + "so it is no text style of its own; it is skipped"], "\(run.warnings)")
    }

    /// A Tokens Studio `AUTO` line height token is the font's own line height, no number: the
    /// message says so, rather than "expected a number".
    @Test func anAutoLineHeightTokenSaysWhatItIs() throws {
        let run = try FrontEndRun(["t.json": ##"{ "lh": { "auto": { "$type": "number", "$value": "AUTO" } } }"##], strict: false)
        #expect(run.warnings == ["t.json:1:50: 'lh.auto': \"AUTO\" is no number: as a line height it is the font's own, which "
            + "typography values that reference it use; it is skipped"], "\(run.warnings)")
    }

    /// Tokens Studio's `rgba(<color>, alpha)` takes any CSS color, as a reference to a color with a
    /// modifier reads (`rgb(…)`, mosudo's sheet background), and still needs two arguments.
    @Test func tokensStudioRGBATakesAnyColor() throws {
        #expect(TokensStudioColor.parse("rgba(rgb(255 255 255 / 1), 0.85)")?.alpha == 0.85)
        #expect(TokensStudioColor.parse("rgba(#121212, 50%)")?.alpha == 0.5)
        #expect(TokensStudioColor.parse("rgba(rgb(10, 20, 30), 0.5)")?.components.first == 10.0 / 255)
        #expect(TokensStudioColor.parse("rgba(255, 0, 0, 0.5)") == nil, "CSS's own rgba() is ColorValue's")
        #expect(TokensStudioColor.parse("rgba(red 0.5)") == nil)
        let run = try FrontEndRun(["t.json": """
        { "n": { "700": { "value": "#121212", "type": "color" },
                 "000": { "value": "{n.700}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "1", "space": "srgb" } } } } },
          "sheet": { "value": "rgba({n.000}, 0.85)", "type": "color" } }
        """], strict: false)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        guard case .color(let sheet)? = run.value("sheet") else {
            Issue.record("not decoded")
            return
        }
        #expect(sheet.alpha == 0.85 && sheet.components.allSatisfy { ($0 ?? 0) > 0.99 })
    }

    /// ids writes a font stack as a whole CSS declaration: its families are read, quotes and the
    /// semicolon dropped, with a warning (the Swift code named `font-family: -apple-system`).
    @Test func aFontFamilyWrittenAsACSSDeclarationIsItsList() throws {
        let run = try FrontEndRun(["t.json": ##"{ "f": { "$type": "fontFamily", "$value": "font-family: -apple-system, \"Segoe UI\", sans-serif;" } }"##],
                                  strict: false)
        #expect(run.value("f") == .fontFamily(["-apple-system", "Segoe UI", "sans-serif"]))
        #expect(run.warnings == ["t.json:1:43: 'f': the font family is written as a CSS declaration; its list of families is read"],
                "\(run.warnings)")
    }

    /// Primer writes its system stack as one element of a list (`["-apple-system, BlinkMacSystemFont,
    /// 'Segoe UI', …"]`): it was one family name no font has, where the same stack as text is split.
    /// Each element is read as a stack of its own; names with spaces stay whole.
    @Test func aListElementHoldingAFontStackIsSplit() throws {
        let run = try FrontEndRun(["t.json": ##"{ "f": { "$type": "fontFamily", "$value": ["-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif", "Noto Sans"] } }"##],
                                  strict: false)
        #expect(run.value("f") == .fontFamily(["-apple-system", "BlinkMacSystemFont", "Segoe UI", "sans-serif", "Noto Sans"]))
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        // A comma inside parentheses or quotes splits nothing (Purmerend's Font Awesome variable).
        #expect(ValueDecoder.topLevelCommaSeparated(#"var(--fa-style-family, "Font Awesome 6 Free"), 'A, B', C"#)
            == [#"var(--fa-style-family, "Font Awesome 6 Free")"#, " 'A, B'", " C"])
    }

    /// Brave Leo's fluid type scale has steps that do not grow, `clamp(0.875rem, 0.875rem + 0vw,
    /// 0.875rem)`: skipped as sizing with the viewport, though its bounds leave it one value. A clamp
    /// between different bounds still is.
    @Test func aClampBetweenEqualBoundsIsThatBound() throws {
        let run = try FrontEndRun(["t.json": ##"{ "s": { "$type": "dimension", "fixed": { "$value": "clamp(0.875rem, 0.875rem + 0vw, 0.875rem)" }, "fluid": { "$value": "clamp(1rem, 0.5rem + 2vw, 2rem)" } } }"##],
                                  strict: false)
        #expect(run.value("s.fixed") == .dimension(Dimension(points: 14, original: 0.875, unit: "rem")))
        #expect(run.value("s.fluid") == nil)
        #expect(run.warnings.count == 1 && run.warnings[0].contains("sizes with the viewport"), "\(run.warnings)")
    }

    /// Codex's `calc( {font-size.medium} * 1.25 )` has no unit once the size is substituted: it was
    /// a `String` constant without a word, beside a `calc()` with `px` that was a length. Untyped
    /// unitless `calc()` is a number; other text with a dash or slash stays text.
    @Test func anUntypedCalcWithoutAUnitIsANumber() throws {
        let run = try FrontEndRun(["t.json": ##"{ "base": { "value": 16 }, "grip": { "value": "calc( {base} * 1.25 )" }, "date": { "value": "2024-01-01" }, "ratio": { "value": "1/2" } }"##],
                                  strict: false)
        #expect(run.value("grip") == .number(20))
        #expect(run.value("date") == .string("2024-01-01") && run.value("ratio") == .string("1/2"))
    }

    /// wahoo's `round({typeScale.base}*{typeScale.scale}^1)` in a token of its own type `typeScale`,
    /// and `{base} * 2` of Tokens Studio's `other`, were `String` constants of the formula: Tokens
    /// Studio evaluates math whatever the type, so arithmetic is a number. Text with a dash, or a
    /// ratio without spaces, stays text under either type.
    @Test func arithmeticInAnUnknownOrOtherTypedTokenIsANumber() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "scale": { "base": { "value": "14", "type": "typeScale" }, "ratio": { "value": "1.125", "type": "typeScale" },
                     "up": { "value": "round({scale.base}*{scale.ratio}^1)", "type": "typeScale" },
                     "double": { "value": "{scale.base} * 2", "type": "other" },
                     "code": { "value": "A-1", "type": "other" }, "half": { "value": "1/2", "type": "typeScale" } } }
        """##], strict: false)
        #expect(run.value("scale.up") == .number(16))
        #expect(run.value("scale.double") == .number(28))
        #expect(run.value("scale.code") == .string("A-1") && run.value("scale.half") == .string("1/2"))
    }

    /// Tokens Studio's `other` is read by its value where the value says what it is: an alias of a
    /// color or a length in px or rem (NL Design System's component tokens were `String` constants
    /// of `"#646464"` and `"32px"`, missing from the asset catalog), a `cubic-bezier(…)` (Comete's
    /// easings). A percentage, a plain number and other text stay text; in a DTCG file the warning
    /// about the type name says so.
    @Test func anOtherTokenIsReadByWhatItsValueIs() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "base": { "ink": { "value": "#646464", "type": "color" }, "gap": { "value": "32px", "type": "spacing" } },
          "page": { "color": { "value": "{base.ink}", "type": "other" }, "padding": { "value": "{base.gap}", "type": "other" },
                    "ease": { "value": "cubic-bezier(0.2, 0, 0.38, 0.9)", "type": "other" },
                    "width": { "value": "100%", "type": "other" }, "layers": { "value": "3", "type": "other" },
                    "font": { "value": "Inter", "type": "other" } } }
        """##], strict: false)
        #expect(run.value("page.color")?.type == .color)
        #expect(run.value("page.padding") == .dimension(Dimension(points: 32, original: 32, unit: "px")))
        #expect(run.value("page.ease")?.type == .cubicBezier)
        #expect(run.value("page.width") == .string("100%") && run.value("page.layers") == .string("3")
            && run.value("page.font") == .string("Inter"))
        let dtcg = try FrontEndRun(["t.json": ##"{ "a": { "$type": "other", "$value": "#ff0000" } }"##], strict: false)
        #expect(dtcg.value("a")?.type == .color)
        #expect(dtcg.warnings == ["t.json:1:19: 'other' is not a DTCG type; its tokens are read as their values say (text when no type fits)"],
                "\(dtcg.warnings)")
    }

    /// Untyped tokens under a path that names a font weight or family are read as one (US Veterans
    /// Affairs' Style Dictionary `font.weight.bold: "700"` was a number, `font.family.sans` a
    /// `String` of the CSS stack); a weight elsewhere stays a number.
    @Test func untypedFontWeightsAndFamiliesAreReadByTheirPath() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "font": { "family": { "sans": { "value": "'Source Sans Pro', Helvetica, sans-serif" } },
                    "weight": { "bold": { "value": "700" }, "light": { "value": 300 } } },
          "fontWeight": { "medium": { "value": "Medium" } },
          "box": { "weight": { "value": "700" } } }
        """##], strict: false)
        #expect(run.value("font.family.sans") == .fontFamily(["Source Sans Pro", "Helvetica", "sans-serif"]))
        #expect(run.value("font.weight.bold") == .fontWeight(700) && run.value("font.weight.light") == .fontWeight(300))
        #expect(run.value("fontWeight.medium") == .fontWeight(500))
        #expect(run.value("box.weight") == .number(700))
    }

    /// A color object whose `hex` is another color than its components was read as its components
    /// without a word, though one of them is a mistake: a warning says which is used. A `hex` one step
    /// of 8 bits away (rounding) says nothing.
    @Test func aColorObjectsHexThatDiffersFromItsComponentsIsAWarning() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "c": { "$type": "color",
          "bad": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00" } },
          "near": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#7f7f7f" } } } }
        """##], strict: false)
        guard case .color(let bad)? = run.value("c.bad") else { Issue.record("no color"); return }
        #expect(bad.hexString == "#ff0000")
        #expect(run.warnings == [##"t.json:2:78: 'c.bad': its 'hex' "#00ff00" is another color than its components (#ff0000); the components are used, as DTCG says"##])
    }

    /// An untyped (or unknown-typed) `cubic-bezier(…)` is a cubic Bézier, as its sibling `480ms` is a
    /// duration (Deriv's `Motion` tokens: the easing was a `String`); a keyword alone stays text.
    @Test func anUntypedCubicBezierFunctionIsACubicBezier() throws {
        let run = try FrontEndRun(["t.json": ##"{ "ease": { "value": "cubic-bezier(0.72, 0, 0.24, 1)", "type": "Motion" }, "word": { "value": "ease" } }"##],
                                  strict: false)
        #expect(run.value("ease") == .cubicBezier(CubicBezier(x1: 0.72, y1: 0, x2: 0.24, y2: 1)))
        #expect(run.value("word") == .string("ease"))
    }

    /// Tokens Studio's `rgba(#09549f, 0.8)` in a token of an unknown type (qgds's) is a color, as CSS
    /// colors are; it was text.
    @Test func tokensStudiosRGBANotationIsAColorByItsValue() throws {
        let run = try FrontEndRun(["t.json": ##"{ "blue": { "value": "#09549f", "type": "color" }, "tint": { "value": "rgba({blue}, 0.8)", "type": "focusColor" } }"##],
                                  strict: false)
        guard case .color(let tint)? = run.value("tint") else {
            Issue.record("no color: \(String(describing: run.value("tint")))")
            return
        }
        #expect(tint.hexString == "#09549fcc")
    }

    /// A weight name with a style ("Bold Italic") gives its weight and says that the italic style
    /// is not generated; a plain name says nothing.
    /// DPG's Flair brand names its regular weight as the foundry does, "55 Roman": it was no font weight,
    /// and the typography using it was skipped for all nine brands. Roman is the regular weight, 400.
    @Test func romanIsTheRegularWeight() throws {
        let run = try FrontEndRun(["t.json": ##"{ "w": { "$type": "fontWeight", "a": { "$value": "55 Roman" }, "b": { "$value": "Roman" } } }"##])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("w.a") == .fontWeight(400) && run.value("w.b") == .fontWeight(400))
    }

    @Test func anItalicWeightNameSaysTheStyleIsNotGenerated() throws {
        let run = try FrontEndRun(["t.json": ##"{ "w": { "$type": "fontWeight", "bold": { "$value": "Bold Italic" }, "semi": { "$value": "Semi Bold" } } }"##],
                                  strict: false)
        #expect(run.value("w.bold") == .fontWeight(700) && run.value("w.semi") == .fontWeight(600))
        #expect(run.warnings == [#"t.json:1:53: 'w.bold': the font weight "Bold Italic" is read as 700; the italic style it names is not generated"#])
    }

    /// A Figma style name that ends in a weight ("Display Medium", TomTom's) gives that weight, with a
    /// warning naming the rest: skipping it dropped every typography that used it.
    @Test func aStyleNameEndingInAWeightGivesThatWeightWithAWarning() throws {
        let run = try FrontEndRun(["t.json": ##"{ "w": { "$type": "fontWeight", "a": { "$value": "Display Medium" }, "b": { "$value": "ExtraCondensed Semi Bold Italic" }, "c": { "$value": "Display" } } }"##],
                                  strict: false)
        #expect(run.value("w.a") == .fontWeight(500) && run.value("w.b") == .fontWeight(600))
        #expect(run.value("w.c") == nil)
        #expect(run.warnings.contains { $0.hasSuffix(#"'w.a': the font weight "Display Medium" is read as 500 from its last word; the rest of the style name, "Display", is not generated"#) },
                "\(run.warnings)")
        #expect(run.warnings.contains { $0.contains(#"the rest of the style name, "ExtraCondensed", is not generated"#) })
    }

    @Test func typographyPartsAreNormalised() throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "$type": "typography", "$value": { "fontFamily": "Inter, sans-serif", "fontSize": { "value": 20, "unit": "px" },
          "fontWeight": 700, "letterSpacing": "5%", "lineHeight": 1.25, "textCase": "null", "textDecoration": "Underline" } } }
        """])
        guard case .typography(let typography)? = run.value("t") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(typography.fontFamily == ["Inter", "sans-serif"])
        #expect(typography.fontSize?.points == 20)
        #expect(typography.letterSpacing?.points == 1)
        #expect(typography.lineHeight == .multiplier(1.25))
        #expect(typography.textCase == nil && typography.textDecoration == "underline")
    }

    /// An empty text as a typography member (Coloplast's `"letterSpacing": ""`) is a missing member,
    /// with its default, not a value that fails and skips the whole typography.
    @Test func anEmptyTypographyMemberIsAMissingOne() throws {
        let run = try FrontEndRun(["t.json": """
        { "link": { "type": "typography", "value": { "fontFamily": "Roboto", "fontWeight": "Bold", "lineHeight": "150%",
                    "fontSize": "24px", "letterSpacing": "" } } }
        """], strict: false)
        guard case .typography(let typography)? = run.value("link") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(typography.letterSpacing == nil && typography.fontWeight == 700)
        // A missing letter spacing is no tracking, without a word (CSS's `normal`).
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    /// A number written with a decimal comma (cosnova's `"2,5px"`) is skipped, with a hint that spells
    /// it with a point; a list of numbers gets the usual hint. A time given as a dimension is
    /// skipped with a hint to type it a duration, and a reference without its closing brace
    /// (TomTom's `"{tt_glb_size_80"`) with one that closes it.
    @Test func aDecimalCommaAndATimeAsADimensionGetAHintThatFixesThem() throws {
        let run = try FrontEndRun(["t.json": """
        { "a": { "$type": "dimension", "$value": "2,5px" }, "b": { "$type": "number", "$value": "-1,25" },
          "c": { "$type": "dimension", "$value": "2, 5" }, "d": { "$type": "dimension", "$value": "120ms" },
          "e": { "$type": "dimension", "$value": "{base.80 * 2" }, "base-line-height": { "$type": "dimension", "$value": "150%" },
          "line": { "height": { "0": { "$type": "dimension", "$value": "100%" } } },
          "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": 16, "fontWeight": 400,
                 "letterSpacing": 0, "lineHeight": "1,5" } } }
        """], strict: false)
        let hints = Dictionary(run.diagnostics.sorted.map { ($0.tokenPath ?? "?", $0.hint ?? "") }, uniquingKeysWith: { first, _ in first })
        #expect(hints["a"] == #"write the decimal comma as a point: "2.5px""#)
        #expect(hints["b"] == #"write the decimal comma as a point: "-1.25""#)
        #expect(hints["c"]?.hasPrefix("write a number with a unit") == true, "\(hints)")
        #expect(hints["d"] == #"a time is no length: give the token the type "duration""#)
        #expect(hints["t"] == #"write the decimal comma as a point: "1.5""#)
        #expect(hints["e"] == #"a reference is not closed: write "{base.80} * 2""#, "\(hints)")
        #expect(hints["base-line-height"] == #"it is named a line height but typed as a length: give it the type "lineHeights" or "number" (1.5 times the font size)"#)
        // Vonage's `alias.line.height.0`: the name's words in two segments; the message no longer says only line heights take one.
        #expect(hints["line.height.0"]?.hasPrefix("it is named a line height") == true, "\(hints)")
        #expect(run.warnings.contains { $0.contains("'line.height.0': 100% has no length in points") && $0.contains("not as a line height") })
        #expect(run.tokens?.modes.first?.tokens.tokens.isEmpty == true)
    }

    /// Tokens Studio's `"Auto"` and CSS's `normal` letter spacing ask for the font's own spacing: no
    /// tracking, in a typography and as a letter-spacing token, without a warning (cosnova's titles
    /// were skipped whole).
    @Test(arguments: ["Auto", "AUTO", "normal"])
    func anAutoOrNormalLetterSpacingIsNoTracking(keyword: String) throws {
        let run = try FrontEndRun(["t.json": """
        { "t": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "24", "fontWeight": "700",
                 "lineHeight": "AUTO", "letterSpacing": "\(keyword)" } },
          "ls": { "type": "letterSpacing", "value": "\(keyword)" } }
        """], strict: false)
        guard case .typography(let typography)? = run.value("t") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(typography.letterSpacing?.points == 0)
        #expect(typography.lineHeight == nil, "an AUTO line height is the font's own: none, not 1.2 times the size")
        #expect(run.value("ls") == .dimension(Dimension(points: 0, original: 0, unit: "px")), "\(run.warnings)")
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    /// Figma and Tokens Studio write a line height in points as a plain number: from 5 up (a line
    /// five times the font size being no one's intent) it is read as points with a warning, below as
    /// a multiple of the font size, without one.
    /// A number written in rem (Tokens Studio's `lineHeights`, Twilio's line heights) is its length in
    /// points, said in a warning: reading `1.25rem` as 1.25 would be silently wrong. Pixels are the
    /// number of pixels, a percentage its fraction.
    @Test func aNumberInRemIsItsPointsWithAWarning() throws {
        let run = try FrontEndRun(["t.json": """
        { "lh": { "$type": "number", "$value": "1.25rem" }, "px": { "$type": "number", "$value": "20px" },
          "half": { "$type": "number", "$value": "50%" } }
        """], strict: false)
        #expect(run.value("lh") == .number(20) && run.value("px") == .number(20) && run.value("half") == .number(0.5))
        #expect(run.warnings == ["t.json:1:40: 'lh': a number given as 1.25rem is read as 20, its length in points at 16 points per rem"],
                "\(run.warnings)")
    }

    /// Any other unit is dropped with a warning: UP42's `0.08s` and `80ms` beside it were 0.08 and
    /// 80, a thousand times apart, and `45deg` was 45, without a word.
    @Test func aNumberWithAnotherUnitLosesItWithAWarning() throws {
        let run = try FrontEndRun(["t.json": """
        { "fast": { "$type": "number", "$value": "80ms" }, "turn": { "$type": "number", "$value": "45deg" } }
        """], strict: false)
        #expect(run.value("fast") == .number(80) && run.value("turn") == .number(45))
        #expect(run.warnings == ["t.json:1:42: 'fast': a number given as 80ms is read as 80, without its unit",
                                 "t.json:1:91: 'turn': a number given as 45deg is read as 45, without its unit"], "\(run.warnings)")
    }

    @Test func aPlainLineHeightFromFiveUpIsPoints() throws {
        let run = try FrontEndRun(["t.json": """
        { "lh": { "$type": "number", "$value": 56 },
          "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": 48, "fontWeight": 700,
                 "letterSpacing": 0, "lineHeight": "{lh}" } },
          "u": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": 48, "fontWeight": 700,
                 "letterSpacing": 0, "lineHeight": "4.5" } } }
        """])
        guard case .typography(let points)? = run.value("t"), case .typography(let multiple)? = run.value("u") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(points.lineHeight == .absolute(Dimension(points: 56, original: 56, unit: "px")))
        #expect(multiple.lineHeight == .multiplier(4.5))
        #expect(run.warnings == [
            "t.json:3:44: 't': a line height of 56 would be 56 times the font size; it is read as 56pt, as Figma and Tokens "
                + "Studio mean a plain number",
        ])
    }

    /// In a Tokens Studio or Style Dictionary file (no `$` properties), whose tools mean points by a
    /// plain line height, it is read as points without a warning (compound and MetaMask warned once
    /// per typography); a small number is still a multiple.
    @Test func aPlainLineHeightInALegacyFileIsPointsWithoutAWarning() throws {
        let run = try FrontEndRun(["t.json": """
        { "lh": { "type": "lineHeights", "value": "56" },
          "t": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "48", "fontWeight": "700",
                 "letterSpacing": "0", "lineHeight": "{lh}" } },
          "u": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "48", "fontWeight": "700",
                 "letterSpacing": "0", "lineHeight": "1.5" } } }
        """])
        guard case .typography(let points)? = run.value("t"), case .typography(let multiple)? = run.value("u") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(points.lineHeight == .absolute(Dimension(points: 56, original: 56, unit: "px")))
        #expect(multiple.lineHeight == .multiplier(1.5))
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    /// Issue 12 item 5: an alias to a `{ "value", "unit" }` dimension is accepted wherever its string
    /// spelling is: a typography's line height and letter spacing, a line-height token, a gradient
    /// position, and in math.
    @Test func aliasesToDimensionObjectsWorkWhereDimensionStringsDo() throws {
        let run = try FrontEndRun(["t.json": """
        { "space": { "75": { "value": { "value": 12, "unit": "px" }, "type": "spacing" },
                     "75s": { "value": "12px", "type": "spacing" } },
          "tracking": { "value": { "value": -2, "unit": "%" }, "type": "dimension" },
          "half": { "value": { "value": 50, "unit": "%" }, "type": "dimension" },
          "lh": { "value": "{space.75}", "type": "lineHeights" },
          "lhs": { "value": "{space.75s}", "type": "lineHeights" },
          "double": { "value": "{space.75} * 2", "type": "spacing" },
          "body": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "20px", "fontWeight": 400,
                    "lineHeight": "{space.75}", "letterSpacing": "{tracking}" } },
          "fade": { "type": "gradient", "value": [ { "color": "#000", "position": 0 }, { "color": "#fff", "position": "{half}" } ] } }
        """], strict: false)
        // Standalone, a percentage is no length (issue 26): `half` is skipped, its users are not; under
        // a letter-spacing name, `tracking` is a fraction of the font size.
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("tracking") == .dimension(Dimension(fractionOfFontSize: -0.02, original: -2, unit: "%")))
        #expect(run.value("half") == nil)
        #expect(run.value("lh") == .dimension(Dimension(points: 12, original: 12, unit: "px")), "a line height with a unit is a length")
        #expect(run.value("lh") == run.value("lhs"))
        #expect(run.value("double") == .dimension(Dimension(points: 24)))
        guard case .typography(let typography)? = run.value("body") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(typography.lineHeight == .absolute(Dimension(points: 12)))
        #expect(typography.letterSpacing == Dimension(points: -0.4, original: -2, unit: "%"))
        #expect(run.value("fade")?.gradientValue?.stops.map(\.position) == [0, 0.5])
    }

    /// Issue 12 item 4: an untyped Style Dictionary array is a cubic Bézier only when it can be one
    /// (x1 and x2 in 0...1); other number lists are kept as text with a warning naming the token, and a
    /// value of no known shape is skipped with a warning, never silently.
    @Test func untypedStyleDictionaryArraysAreInferredOnlyWhenUnambiguous() throws {
        let run = try FrontEndRun(["t.json": """
        { "padding": { "400": { "value": [7, 15, 7, 15] } },
          "easing": { "standard": { "value": [0.4, 0, 0.2, 1] } },
          "opaque": { "value": { "foo": 1 } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("padding.400") == .string("7 15 7 15"))
        #expect(run.value("easing.standard") == .cubicBezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
        #expect(run.value("opaque") == nil)
        #expect(run.warnings == [
            "t.json:1:34: 'padding.400' has no type, and its list of numbers fits no token type; it is kept as text, "
                + "a String constant of the numbers separated by spaces",
            "t.json:3:24: cannot tell the type of 'opaque' (its value is an object of no known shape); it is skipped",
        ])
    }

    @Test func shadowArraysAndInsetAreKept() throws {
        let run = try FrontEndRun(["t.json": """
        { "s": { "$type": "shadow", "$value": [
          { "color": "#00000080", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
            "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
          { "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 0, "unit": "px" },
            "blur": { "value": 4, "unit": "px" }, "spread": { "value": 1, "unit": "px" }, "inset": true } ] } }
        """])
        guard case .shadow(let layers)? = run.value("s") else {
            Issue.record("not decoded: \(run.errors)")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[1].inset)
        #expect(layers[1].spread.points == 1)
    }

    /// Primer writes each shadow layer's opacity beside its color (`alpha: 0.04` on `{base.color.black}`):
    /// it was left out without a word, and the shadows were opaque. `alpha` (or `opacity`) is the layer
    /// color's alpha; a member dsys does not read is a warning naming it.
    @Test func aShadowLayersAlphaIsItsColorsAndOtherMembersAreWarned() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "black": { "$type": "color", "$value": "#1f2328" },
          "s": { "$type": "shadow", "$value": [
            { "color": "{black}", "alpha": 0.06, "offsetX": "0px", "offsetY": "1px", "blur": "0px", "spread": "0px" },
            { "color": "{black}", "opacity": 0.5, "offsetX": "0px", "offsetY": "1px", "blur": "3px", "spread": "0px", "glow": 1 } ] } }
        """##], strict: false)
        guard case .shadow(let layers)? = run.value("s") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(layers.map(\.color.alpha) == [0.06, 0.5])
        // kpsolo's text shadows export `"spread": ""`: none, not a problem.
        let empty = try FrontEndRun(["t.json": ##"{ "s": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "" } } }"##])
        #expect(empty.errors.isEmpty, "\(empty.errors)")
        #expect(layers[0].color.hexString.prefix(7) == "#1f2328")
        #expect(run.warnings == ["t.json:4:119: 's': the shadow member 'glow' is not read"])
    }

    /// CSS's spellings in shadow tokens (Open edX Paragon): `none` is a shadow of no layers, and
    /// `"inset": "inset"` is an inset layer; another text for `inset` is still a problem.
    @Test func cssNoneAndTheInsetKeywordAreRead() throws {
        let run = try FrontEndRun(["t.json": """
        { "s": { "$type": "shadow",
            "flat": { "$value": " None " },
            "well": { "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": "inset" } },
            "odd": { "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": "yes" } } } }
        """], strict: false)
        #expect(run.value("s.flat") == .shadow([]))
        guard case .shadow(let layers)? = run.value("s.well") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(layers.first?.inset == true)
        #expect(run.value("s.odd") == nil)
        #expect(run.warnings.contains { $0.contains("'s.odd': 'inset' must be true or false") })
    }

    /// CSS's `border` shorthand (Style Dictionary's own test tokens): width, style and color in any
    /// order, the color given by an alias or a function with spaces; a text without all three is
    /// no border, since CSS draws none without a style.
    @Test func cssBorderShorthandIsABorder() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "line": { "value": "#cccccc", "type": "color" } },
          "border": {
            "light": { "value": "1px solid {color.line}", "type": "border" },
            "focus": { "value": "rgb(0, 0, 255) dashed 0.125rem", "type": "border" },
            "bare": { "value": "1px #cccccc", "type": "border" } } }
        """], strict: false)
        guard case .border(let light)? = run.value("border.light"), case .border(let focus)? = run.value("border.focus") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(light.width.points == 1 && light.style == .keyword("solid") && light.color.hexString == "#cccccc")
        #expect(focus.width.points == 2 && focus.style == .keyword("dashed") && focus.color.hexString == "#0000ff")
        #expect(run.value("border.bare") == nil)
        #expect(run.warnings.contains { $0.contains("'border.bare': \"1px #cccccc\" is not a border") })
    }

    /// CSS's `box-shadow` (REI Cedar's prominence tokens, untyped): layers by comma, `inset` and the
    /// color on either side of two to four lengths; a layer without a color is no shadow.
    @Test func cssBoxShadowIsAShadow() throws {
        let run = try FrontEndRun(["t.json": """
        { "shadow": {
            "raised": { "value": "0 2px 4px 0 rgba(0, 0, 0, 0.2)" },
            "stack": { "value": "inset #000000 0 1px 2px, 0px 4px 8px 1px #ff000080", "type": "shadow" },
            "plain": { "value": "0 2px 4px", "type": "shadow" },
            "scattered": { "value": "0 #000000 2px", "type": "shadow" } } }
        """], strict: false)
        guard case .shadow(let raised)? = run.value("shadow.raised"), case .shadow(let stack)? = run.value("shadow.stack") else {
            Issue.record("not decoded: \(run.warnings)")
            return
        }
        #expect(raised.count == 1 && raised[0].offsetY.points == 2 && raised[0].blur.points == 4 && raised[0].color.hexString == "#00000033")
        #expect(stack.count == 2 && stack[0].inset && stack[0].blur.points == 2 && stack[0].spread.points == 0)
        #expect(!stack[1].inset && stack[1].spread.points == 1 && stack[1].color.hexString == "#ff000080")
        #expect(run.value("shadow.plain") == nil && run.value("shadow.scattered") == nil)
        #expect(run.warnings.contains { $0.contains("'shadow.plain': \"0 2px 4px\" is not a shadow") })
    }
}
