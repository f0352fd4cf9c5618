@testable import DsysCore
import Testing

/// CSS's `cubic-bezier(x1, y1, x2, y2)` and easing keywords as cubic Bézier values, as Style
/// Dictionary and Tokens Studio files write them (`"type": "cubic-bezier"`), and as a transition's
/// timing function: the same curve as DTCG's `[x1, y1, x2, y2]`.
@Suite struct CSSCubicBezierDecodingTests {
    /// `(value as written, the control points it stands for)`; the keywords' points are CSS Easing 1's.
    static let readings: [(String, CubicBezier)] = [
        ("cubic-bezier(0.4, 0, 0.2, 1)", CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)),
        (" Cubic-Bezier( .25 ,-0.5,0.75 , 1.5e0 ) ", CubicBezier(x1: 0.25, y1: -0.5, x2: 0.75, y2: 1.5)),
        ("linear", CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)),
        ("ease", CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("ease-in", CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        ("EASE-OUT", CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
        ("ease-in-out", CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
    ]

    @Test(arguments: readings)
    func cssFormsAreTheArrayForm(css: String, curve: CubicBezier) throws {
        let array = "[\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2)]"
        let run = try FrontEndRun(["t.json": """
        { "css": { "$type": "cubicBezier", "$value": "\(css)" },
          "array": { "$type": "cubicBezier", "$value": \(array) } }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("css") == .cubicBezier(curve))
        #expect(run.value("css") == run.value("array"))
    }

    /// Tokens Studio's and Style Dictionary's type name, an alias to such a token, and a transition's timing function
    /// (also spelled `timing-function`).
    @Test func styleDictionaryTokensAndTransitionsReadTheCSSForm() throws {
        let run = try FrontEndRun(["t.json": """
        { "easing": { "standard": { "value": "cubic-bezier(0.2, 0, 0, 1)", "type": "cubic-bezier" },
                      "alias": { "value": "{easing.standard}", "type": "cubicBezier" } },
          "fade": { "value": { "duration": "200ms", "timingFunction": "ease-out" }, "type": "transition" },
          "slide": { "value": { "duration": "200ms", "timing-function": "ease-out" }, "type": "transition" } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        let standard = CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)
        #expect(run.value("easing.standard") == .cubicBezier(standard))
        #expect(run.value("easing.alias") == .cubicBezier(standard))
        #expect(run.value("fade") == .transition(Transition(duration: TimeSpan(milliseconds: 200), delay: TimeSpan(milliseconds: 0),
                                                            timingFunction: CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))))
        // CSS's spelling of the member, as Open edX Paragon writes it.
        #expect(run.value("slide") == run.value("fade"))
    }

    @Test func xValuesOutsideZeroToOneAreStillRejected() throws {
        let run = try FrontEndRun(["t.json": #"{ "x": { "$type": "cubicBezier", "$value": "cubic-bezier(1.2, 0, 0.2, 1)" } }"#])
        #expect(run.errors == ["t.json:1:44: 'x': a cubic Bézier's x values must lie between 0 and 1"])
    }

    @Test(arguments: [
        "cubic-bezier(0.4, 0, 0.2)", "cubic-bezier(0.4, 0, 0.2, 1, 0)", "cubic-bezier(0.4 0 0.2 1)",
        "cubic-bezier(0.4, 0, 0.2, 1", "cubic-bezier(0.4, 0, 0.2, 1px)", "cubic-bezier(0.4, 0, 0.2, none)",
        "cubic-bezier(0.4, 0, 0.2,)", "cubic-bezier(0.4, 0, 0.2, 1, x)", "cubic-bezier (0.4, 0, 0.2, 1)", "steps(4, end)", "ease-in-out-back", "fast", "",
    ])
    func otherTextIsRejectedNamingTheAcceptedForms(css: String) throws {
        let run = try FrontEndRun(["t.json": "{ \"x\": { \"$type\": \"cubicBezier\", \"$value\": \"\(css)\" } }"])
        #expect(run.errors == [
            "t.json:1:44: 'x': a cubic Bézier must be an array of four numbers [x1, y1, x2, y2], CSS's cubic-bezier(x1, y1, x2, y2) "
                + "or one of linear, ease, ease-in, ease-out, ease-in-out, but it is \"\(css)\"",
        ])
    }

    @Test(arguments: ["[0.4, 0, 0.2]", #"[0.4, 0, "a", 1]"#, #"{ "x1": 0, "y1": 0 }"#, "true"])
    func otherValuesAreRejectedNamingTheAcceptedForms(json: String) throws {
        let run = try FrontEndRun(["t.json": "{ \"x\": { \"$type\": \"cubicBezier\", \"$value\": \(json) } }"])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("a cubic Bézier must be an array of four numbers [x1, y1, x2, y2], CSS's cubic-bezier(") == true,
                "\(run.errors)")
    }
}
