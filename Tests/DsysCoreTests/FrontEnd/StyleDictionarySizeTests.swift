@testable import DsysCore
import Testing

/// Style Dictionary's untyped `size` tokens are lengths in rem, as its size transforms read them;
/// numbers that are no lengths, and DTCG files, are read as before.
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
        // Not lengths: kept as they were; a length with its unit is read by its unit.
        #expect(run.value("size.line-height.base") == .string("1.25"))
        #expect(run.value("size.z-index.modal") == .string("8000"))
        #expect(run.value("size.font.heading") == .dimension(Dimension(points: 24)))
        let notes = run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message)
        // The example is the first size that is not zero.
        #expect(notes == ["5 tokens under 'size' without a type are lengths in rem, as Style Dictionary's size transforms read "
                + "them: 'size.padding.tiny' (0.25) is 4 pt"], "\(notes)")
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
}
