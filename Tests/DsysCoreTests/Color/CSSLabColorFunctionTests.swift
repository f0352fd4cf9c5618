@testable import DsysCore
@testable import DsysTokens
import Testing

/// CSS Color 4's `lab()`, `lch()`, `oklab()` and `oklch()` strings, as Workday's canvas-tokens write
/// `oklch(…)`: each is read as exactly the color of the DTCG color object with the same components.
@Suite struct CSSLabColorFunctionTests {
    /// `(CSS string, the DTCG color object of the same color)`: numbers, percentages (100% of
    /// oklch/oklab lightness is 1, of lab/lch lightness 100; of oklch chroma and oklab a/b 0.4, of lab
    /// a/b 125, of lch chroma 150), `none`, alpha as a number or percentage, hue units, and the
    /// clamping CSS does at parse time.
    static let equivalents: [(String, String)] = [
        ("oklch(0.9779 0.0214 95.33 / 1)", #"{ "colorSpace": "oklch", "components": [0.9779, 0.0214, 95.33], "alpha": 1 }"#),
        ("oklch(0.7909 0.1711 70.15)", #"{ "colorSpace": "oklch", "components": [0.7909, 0.1711, 70.15] }"#),
        ("oklch(0.45 0.31 264.05)", #"{ "colorSpace": "oklch", "components": [0.45, 0.31, 264.05] }"#),
        ("oklch(50% 50% 180deg / 50%)", #"{ "colorSpace": "oklch", "components": [0.5, 0.2, 180], "alpha": 0.5 }"#),
        ("OKLCH(0.5 0.1 0.25TURN)", #"{ "colorSpace": "oklch", "components": [0.5, 0.1, 90] }"#),
        ("oklch(0.5 0.1 200grad/0.3)", #"{ "colorSpace": "oklch", "components": [0.5, 0.1, 180], "alpha": 0.3 }"#),
        ("oklch(0.5 none 40 / none)", #"{ "colorSpace": "oklch", "components": [0.5, "none", 40], "alpha": 0 }"#),
        ("oklch(none 0.1 none)", #"{ "colorSpace": "oklch", "components": ["none", 0.1, "none"] }"#),
        ("oklch(0.5 0.1 -90)", #"{ "colorSpace": "oklch", "components": [0.5, 0.1, 270] }"#),
        ("oklch(150% -0.1 400 / 2)", #"{ "colorSpace": "oklch", "components": [1, 0, 40], "alpha": 1 }"#),
        ("oklab(0.5 -0.1 0.1)", #"{ "colorSpace": "oklab", "components": [0.5, -0.1, 0.1] }"#),
        ("oklab(50% 25% -25% / 0.8)", #"{ "colorSpace": "oklab", "components": [0.5, 0.1, -0.1], "alpha": 0.8 }"#),
        ("oklab(-0.2 0.5 -0.5)", #"{ "colorSpace": "oklab", "components": [0, 0.5, -0.5] }"#),
        ("lab(52.2 40.1 59.9)", #"{ "colorSpace": "lab", "components": [52.2, 40.1, 59.9] }"#),
        ("lab(50% 40% -40%)", #"{ "colorSpace": "lab", "components": [50, 50, -50] }"#),
        ("lab(120 none 0)", #"{ "colorSpace": "lab", "components": [100, "none", 0] }"#),
        ("lch(52.2 72.2 56.2)", #"{ "colorSpace": "lch", "components": [52.2, 72.2, 56.2] }"#),
        ("lch(50% 20% 0.5turn / 25%)", #"{ "colorSpace": "lch", "components": [50, 30, 180], "alpha": 0.25 }"#),
    ]

    @Test(arguments: equivalents)
    func cssFormIsTheDTCGObject(css: String, object: String) throws {
        let fromCSS = try FrontEndRun(["t.json": "{ \"x\": { \"$type\": \"color\", \"$value\": \"\(css)\" } }"])
        let fromObject = try FrontEndRun(["t.json": "{ \"x\": { \"$type\": \"color\", \"$value\": \(object) } }"])
        let color = try #require(fromObject.value("x"), "the object form must decode: \(fromObject.errors)")
        #expect(fromCSS.value("x") == color, "\(fromCSS.errors)")
        #expect(fromCSS.diagnostics.sorted.map(\.message) == fromObject.diagnostics.sorted.map(\.message))
        #expect(ColorValue.parse(css: css).map(TokenValue.color) == color)
    }

    /// Workday's orange: the DTCG object path converts it to sRGB #ffa400 (within rounding), and so does its
    /// CSS string, also with the lightness as a percentage.
    @Test func knownReferenceColor() throws {
        let numbers = try #require(ColorValue.parse(css: "oklch(0.7909 0.1711 70.15)"))
        #expect(numbers.hexString == "#ffa400")
        #expect(numbers.isInSRGBGamut)
        let percentage = try #require(ColorValue.parse(css: "oklch(79.09% 0.1711 70.15)"))
        #expect(percentage.space == .oklch)
        #expect(abs((percentage.components[0] ?? 0) - 0.7909) < 1e-12)
        #expect(percentage.hexString == "#ffa400")
        #expect(ColorValue.parse(css: "lab(100 0 0)")?.hexString == "#ffffff")
        #expect(ColorValue.parse(css: "oklab(0 0 0)")?.hexString == "#000000")
    }

    @Test func radianHues() throws {
        let color = try #require(ColorValue.parse(css: "lch(50 30 3.141592653589793rad)"))
        #expect(abs((color.components[2] ?? 0) - 180) < 1e-9)
    }

    /// A color outside sRGB stays in its own space, as its object does, and is drawn in Display P3.
    @Test func wideGamutColorsKeepTheirComponents() throws {
        let color = try #require(ColorValue.parse(css: "oklch(0.7 0.3 150)"))
        #expect(color == ColorValue(space: .oklch, components: [0.7, 0.3, 150]))
        #expect(!color.isInSRGBGamut)
    }

    @Test(arguments: [
        "oklch()", "oklch(0.5 0.1)", "oklch(0.5 0.1 40 0.5)", "oklch(0.5, 0.1, 40)", "oklch(0.5, 0.1, 40, 0.5)",
        "oklch(0.5 0.1 40 /)", "oklch(0.5 0.1 40 / 0.5 / 1)", "oklch(0.5 0.1 40%)", "oklch(0.5deg 0.1 40)",
        "oklch(0.5 0.1deg 40)", "oklch(0.5 0.1 40 / 10deg)", "oklch(0.5 0.1 1e400)", "oklch(0.5 0.1 1e307turn)",
        "oklch(garbage)", "oklch(0.5 0.1 40", "oklch (0.5 0.1 40)", "lab(50, 0, 0)", "lab(50 1e308% 0)",
        "lch(50 30 20% )", "oklab(0.5 0.1 0.1deg)", "lab(50 a b)",
    ])
    func rejectsMalformedFunctions(css: String) {
        #expect(ColorValue.parse(css: css) == nil)
    }

    /// A malformed Lab-family function is "not a color", with a hint naming the notations dsys reads;
    /// it no longer claims dsys does not evaluate the function.
    @Test func malformedFunctionsAreReportedAtTheValue() throws {
        let run = try FrontEndRun(["t.json": #"{ "x": { "$type": "color", "$value": "oklch(0.5 0.1 40 0.5)" } }"#])
        #expect(run.errors == [#"t.json:1:38: 'x': "oklch(0.5 0.1 40 0.5)" is not a color"#])
        let hint = try #require(run.diagnostics.sorted.first?.hint)
        #expect(hint.contains("oklch()") && hint.contains("/ and the alpha"), "\(hint)")
        #expect(ValueDecoder.unevaluatedColorFunction(in: "oklch(1 2)") == nil)
        #expect(ValueDecoder.unevaluatedColorFunction(in: "set_chroma(oklch(0.5 0.1 40), 0.03)") == "set_chroma")
    }

    /// An untyped Style Dictionary value in a Lab-family notation is a color, as a hex string is.
    @Test func untypedValuesAreColors() throws {
        let run = try FrontEndRun(["t.json": #"{ "brand": { "value": "oklch(0.7909 0.1711 70.15)" } }"#], strict: false)
        #expect(run.value("brand") == .color(ColorValue(space: .oklch, components: [0.7909, 0.1711, 70.15])))
    }
}
