@testable import DsysCore
import Testing

/// A token typed as a line height whose value has a length unit is a length: Midas's
/// `"$type": "lineHeight"` of `"1rem"` was the number 16, which a reader takes as 16 times the font
/// size, after a warning whose hint (`"$type": "number"`) led to a second warning that said the opposite.
struct LineHeightLengthTests {
    @Test func aLineHeightWithALengthUnitIsADimensionAndTheHintSaysSo() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "typography": { "lineHeight": { "$type": "lineHeight",
            "10": { "$value": "1rem" }, "20": { "$value": "24px" }, "object": { "$value": { "value": 2, "unit": "rem" } },
            "tight": { "$value": 1.2 }, "loose": { "$value": "150%" } } } }
        """##], strict: false)
        #expect(run.value("typography.lineHeight.10") == .dimension(Dimension(points: 16, original: 1, unit: "rem")))
        #expect(run.value("typography.lineHeight.20") == .dimension(Dimension(points: 24, original: 24, unit: "px")))
        #expect(run.value("typography.lineHeight.object") == .dimension(Dimension(points: 32, original: 2, unit: "rem")))
        // Without a length unit, a line height is the multiple of the font size.
        #expect(run.value("typography.lineHeight.tight") == .number(1.2))
        #expect(run.value("typography.lineHeight.loose") == .number(1.5))
        #expect(run.warnings == ["t.json:1:44: 'lineHeight' is not a DTCG type; its tokens are read as number (a multiple of the font size), "
                + "or as dimension where the value has a length unit"], "\(run.warnings)")
        #expect(run.diagnostics.all.first { $0.severity == .warning }?.hint == #"use "$type": "dimension""#)
    }

    @Test func unitlessLineHeightsKeepTheNumberHint() throws {
        let run = try FrontEndRun(["t.json": ##"{ "lineHeight": { "$type": "lineHeight", "body": { "$value": 1.5 } } }"##], strict: false)
        #expect(run.value("lineHeight.body") == .number(1.5))
        #expect(run.diagnostics.all.first { $0.severity == .warning }?.hint == #"use "$type": "number""#)
    }

    /// Tokens Studio's `lineHeights` type, in its own files, is read alike: `"24px"` was the number 24.
    @Test func tokensStudioLineHeightsInPixelsAreLengths() throws {
        let run = try FrontEndRun(["t.json": ##"{ "lineHeights": { "body": { "value": "24px", "type": "lineHeights" }, "tight": { "value": "120%", "type": "lineHeights" } } }"##],
                                  strict: false)
        #expect(run.value("lineHeights.body") == .dimension(Dimension(points: 24, original: 24, unit: "px")))
        #expect(run.value("lineHeights.tight") == .number(1.2))
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }
}
