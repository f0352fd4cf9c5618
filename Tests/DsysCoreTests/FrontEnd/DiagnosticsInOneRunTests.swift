@testable import DsysCore
import Testing

/// Issue 12 item 8: one run reports every problem of a file, each at its token, and says what a
/// reference to a group is.
@Suite struct DiagnosticsInOneRunTests {
    static let file = """
        { "a": { "$type": "number", "$value": 1e400 },
          "b": { "$type": "color", "$value": "nope" },
          "c": { "$type": "typography", "$value": { "fontFamily": "Inter" } },
          "d": { "$type": "typography", "$value": { "fontSize": "16px" } },
          "e": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px" } },
          "f": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400,
                 "letterSpacing": "0px", "lineHeight": 1.5 } },
          "space": { "$type": "dimension", "sm": { "$value": "4px" }, "md": { "$value": "8px" }, "lg": { "$value": "16px" },
                     "xl": { "$value": "24px" }, "2xl": { "$value": "32px" }, "3xl": { "$value": "48px" } },
          "g": { "$type": "dimension", "$value": "{space}" } }
        """

    @Test func everyProblemOfTheFileIsReported() throws {
        let run = try FrontEndRun(["t.json": Self.file])
        #expect(run.errors == [
            "t.json:1:39: number '1e400' is not finite; token values must be finite numbers",
            "t.json:2:38: 'b': \"nope\" is not a color",
            "t.json:3:43: 'c': a typography value is missing 'fontSize'",
            "t.json:4:43: 'd': a typography value is missing 'fontFamily'",
            "t.json:10:42: 'g' references 'space', which is a group, not a token; it holds 'space.2xl', 'space.3xl', "
                + "'space.lg', 'space.md', 'space.sm' and 1 more",
        ])
        #expect(run.warnings == [
            "t.json:5:43: 'e': a typography value without 'fontWeight' and 'lineHeight' uses 400 (regular) "
                + "and the font's own line height (no extra line spacing) respectively",
        ])
        #expect(run.value("f") != nil)
    }
}
