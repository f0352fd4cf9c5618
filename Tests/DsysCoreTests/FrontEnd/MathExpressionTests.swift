@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Testing

@Suite struct MathExpressionTests {
    @Test(arguments: [
        ("8 * 2", 16.0, ""), ("(16px + 4px) / 2", 10, "px"), ("-0.5rem", -0.5, "rem"), ("2 * -3", -6, ""),
        ("1e2ms", 100, "ms"), ("50%", 50, "%"),
        // Tokens Studio's `"$scale.72 rem"` substituted (AndySobol's wds): a length unit after a space.
        ("4.5 rem", 4.5, "rem"), ("16 / 2 px", 8, "px"), ("10 %", 10, "%"), ("1 em + 1 em", 2, "em"),
    ])
    func evaluates(_ text: String, _ value: Double, _ unit: String) {
        #expect(MathExpression.evaluate(text) == MathExpression.Quantity(value: value, unit: unit))
    }

    /// The single-value cases of sd-transforms' `test/spec/checkAndEvaluateMath.spec.ts`, with the
    /// results it expects (the `it(…)` each comes from is named in the comment above it).
    static let sdTransformsCases: [(String, Double, String)] = [
        // "checks and evaluates math expressions"
        ("4 * 7", 28.0, ""), ("4 * 7px", 28, "px"), ("4 * 7rem", 28, "rem"),
        ("(15 + 20 - 17 * 8 / 3) * 7px", -72.3333, "px"),
        // "can evaluate math expressions where more than one token has a unit, in case of px"
        ("4px * 7px", 28, "px"), ("4 * 7px * 8px", 224, "px"),
        // "… assuming no mixed units are used"
        ("4em + 7em", 11, "em"),
        // "can evaluate mixed units if operators are exclusively multiplication and the mix is px or unitless"
        ("4 * 7em * 8em", 224, "em"), ("4px * 7em", 28, "em"),
        // "… as long as for each piece of the expression the unit is the same"
        ("5px * 4px / 2px", 10, "px"), ("10vw + 20vw", 30, "vw"), ("2pt * 4", 8, "pt"), ("2em * 20px", 40, "em"),
        // "supports expr-eval expressions" and "… with units"
        ("roundTo(4 / 7, 1)", 0.6, ""), ("min(10, 24, 5, 12, 6)", 5, ""), ("ceil(roundTo(16/1.2,0)/2)*2", 14, ""),
        ("roundTo(4px / 7, 1)", 0.6, "px"), ("roundTo(4px / 7px, 1)", 0.6, "px"),
        ("min(10px, 24px, 5px, 12px, 6px)", 5, "px"), ("ceil(roundTo(16px/1.2,0)/2)*2", 14, "px"),
        // "should support expr eval expressions in combination with regular math"
        ("roundTo(4 / 7, 1) * 24", 14.4, ""),
        // "supports typography values" / "supports border values"
        ("100 * 3", 300, ""), ("16px * 1.5", 24, "px"), ("6px / 4", 1.5, "px"),
    ]

    @Test(arguments: sdTransformsCases)
    func evaluatesAsSDTransforms(_ text: String, _ value: Double, _ unit: String) {
        #expect(MathExpression.evaluate(text) == MathExpression.Quantity(value: value, unit: unit))
    }

    /// The functions and operators issue 12 lists, and expr-eval's precedence.
    static let functionCases: [(String, Double, String)] = [
        ("pow(16, 2)", 256.0, ""), ("16 ^ 2", 256, ""), ("sqrt(16)", 4, ""), ("max(16, 10)", 16, ""),
        ("min(16, 10, 12)", 10, ""), ("floor(4.6)", 4, ""), ("ceil(4.2)", 5, ""), ("round(4.5)", 5, ""),
        ("clamp(1rem, 2rem, 3rem)", 2, "rem"), ("clamp(1, 5, 3)", 3, ""), ("clamp(2, 1, 3)", 2, ""),
        ("round(-4.5)", -4, ""), ("roundTo(4.567, 1)", 4.6, ""), ("roundTo(16 * 1.2^3.8)", 32, ""), ("roundTo(14.5px)", 15, "px"),
        ("abs(-3px)", 3, "px"), ("-2 ^ 2", -4, ""),
        ("2 ^ 3 ^ 2", 512, ""), ("16pxpx * 2", 32, "px"), ("10 / 3", 3.3333, ""), ("0.123456", 0.123456, ""),
        ("calc(1rem * .25)", 0.25, "rem"), ("calc(2px + 2px)", 4, "px"),
    ]

    @Test(arguments: functionCases)
    func evaluatesFunctions(_ text: String, _ value: Double, _ unit: String) {
        #expect(MathExpression.evaluate(text) == MathExpression.Quantity(value: value, unit: unit))
    }

    @Test(arguments: ["", "1 +", "(1", "1 / 0", "abc", "1 2", "4 rems", "4 ms", "2 remove", String(repeating: "(", count: 10_000) + "1"])
    func rejects(_ text: String) {
        #expect(MathExpression.evaluate(text) == nil)
    }

    /// What has no value in sd-transforms (it returns the text unchanged) is a failure that says why.
    static let failureCases: [(String, MathExpression.Failure)] = [
        ("4 + 7rem", MathExpression.Failure.unitMismatch(operation: "adds a unit to a plain number")),
        ("4em + 7rem", .mixedUnits("em", "rem")),
        ("1000 / 20em", .unitMismatch(operation: "divides by a unit")),
        ("2em + 20px", .unitMismatch(operation: "adds a unit to a plain number")),
        ("hypot(3, 4)", .unknownFunction("hypot")),
        ("pow(2)", .wrongArgumentCount(function: "pow", expected: "two arguments")),
        ("clamp(1, 2)", .wrongArgumentCount(function: "clamp", expected: "three arguments")),
        ("clamp(0.875rem, 0.875rem + 0vw, 0.875rem)", .mixedUnits("rem", "vw")),
        ("1 / 0", .divisionByZero), ("1e400", .notFinite), ("pow(10, 400)", .notFinite),
        ("2 * * 3", .unexpected(found: "*", offset: 4)), ("(1 + 2", .unexpected(found: "", offset: 6)),
        (String(repeating: "1+", count: 2100) + "1", .tooLong(limit: 4096)),
        (String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65), .nestedTooDeeply(limit: 64)),
        (String(repeating: "-", count: 65) + "1", .nestedTooDeeply(limit: 64)),
        (String(repeating: "sqrt(", count: 65) + "1" + String(repeating: ")", count: 65), .nestedTooDeeply(limit: 64)),
    ]

    @Test(arguments: failureCases)
    func explainsFailures(_ text: String, _ failure: MathExpression.Failure) {
        #expect(MathExpression.result(of: text) == .failure(failure))
    }

    /// Sage's fluid type (`clamp(0.875rem, 0.875rem + 0vw, 0.875rem)`) is said to size with the
    /// viewport, not merely to mix units.
    @Test func mixingAViewportUnitSaysItSizesWithTheViewport() {
        #expect(MathExpression.Failure.mixedUnits("rem", "vw").description
            == "it sizes with the viewport ('vw'), which an app's layout has no single value of")
        #expect(MathExpression.Failure.mixedUnits("em", "rem").description == "it mixes the units 'em' and 'rem'")
    }

    /// Issue 12 item 2: the math Tokens Studio writes with references works in a token file, and math
    /// without a value is an error that says why, at the value.
    @Test func tokensStudioMathInTokenFile() throws {
        let run = try FrontEndRun(["t.json": """
            { "base": { "value": "16", "type": "sizing" },
              "px": { "value": "16px", "type": "sizing" },
              "pow": { "value": "pow({base}, 2)", "type": "sizing" },
              "caret": { "value": "{base} ^ 2", "type": "spacing" },
              "sqrt": { "value": "sqrt(16)", "type": "dimension" },
              "max": { "value": "max({base}, 10)", "type": "sizing" },
              "floor": { "value": "floor(4.6)", "type": "sizing" },
              "roundTo": { "value": "roundTo(4.567, 1)", "type": "sizing" },
              "suffix": { "value": "{base}px * 2", "type": "sizing" },
              "suffixOfPx": { "value": "{px}px * 2", "type": "sizing" },
              "scaled": { "value": "16px * 1.5", "type": "fontSizes" },
              "rem": { "value": "4 * 0.5rem", "type": "spacing" },
              "weight": { "value": "100 * 3", "type": "fontWeights" },
              "mixed": { "value": "{base} + 1rem", "type": "sizing" } }
            """])
        let points: [(String, Double)] = [
            ("pow", 256), ("caret", 256), ("sqrt", 4), ("max", 16), ("floor", 4), ("roundTo", 4.6), ("suffix", 32),
            ("suffixOfPx", 32), ("scaled", 24), ("rem", 32),
        ]
        for (path, expected) in points {
            #expect(run.value(path) == .dimension(Dimension(points: expected, original: path == "rem" ? 2 : expected,
                                                            unit: path == "rem" ? "rem" : "px")), "\(path)")
        }
        #expect(run.value("weight") == .fontWeight(300))
        #expect(run.errors == [
            "t.json:14:23: 'mixed': \"16 + 1rem\" is not a dimension: it adds a unit to a plain number, which has no "
                + "value without knowing the unit's size",
        ])
    }

    /// As lengths, `px` is a unit and `rem`/`em` convert to it, so CSS's mixed `calc()` has a value;
    /// Tokens Studio's rules (px a plain number) still refuse it, and so do plain numbers added to
    /// lengths and units that are no length.
    @Test func mixedLengthsAddUpInPoints() throws {
        let calc = "calc(1.3333em + 1.125rem + 2px)"
        #expect(try MathExpression.result(of: calc, pointsPerRem: 16).get() == MathExpression.Quantity(value: 41.3328, unit: "px"))
        #expect(try MathExpression.result(of: "2 * (1rem - 4px)", pointsPerRem: 10).get() == MathExpression.Quantity(value: 12, unit: "px"))
        #expect(MathExpression.evaluate(calc) == nil)
        #expect(MathExpression.evaluate("1rem + 2px") == nil)
        for text in ["4 + 7rem", "1rem + 10%", "1rem + 2ms"] {
            #expect(MathExpression.evaluate(text) == nil || (try? MathExpression.result(of: text, pointsPerRem: 16).get())?.unit != "px",
                    "\(text)")
        }
        let run = try FrontEndRun(["t.json": """
            { "size": { "$type": "dimension", "control": { "$value": "calc(1rem + 2px)" }, "odd": { "$value": "4 + 7rem" } } }
            """], strict: false)
        #expect(run.value("size.control") == .dimension(Dimension(points: 18, original: 18, unit: "px")))
        #expect(run.value("size.odd") == nil)
    }
}
