@testable import DsysCore
import Testing

/// `"exclude"` in `dsys.json`: token path globs that leave tokens out of the public API while
/// aliases still resolve through them, each recorded in the account as `excluded`.
struct ExcludePatternTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try #require(TokenPathPattern(pattern)).matches(TokenPath(dotted: path))
    }

    @Test func doubleStarMatchesAnyNumberOfSegments() throws {
        #expect(try matches("palette.**", "palette.blue.500"))
        #expect(try matches("palette.**", "palette.blue"))
        #expect(try matches("palette.**", "palette"))
        #expect(try !matches("palette.**", "color.palette.blue"))
        #expect(try matches("**.base", "color.text.base"))
        #expect(try matches("**.base", "base"))
        #expect(try !matches("**.base", "color.base.text"))
        #expect(try matches("ref.**.500", "ref.blue.shade.500"))
    }

    @Test func singleStarStaysInsideOneSegment() throws {
        #expect(try matches("color.*-hover", "color.accent-hover"))
        #expect(try !matches("color.*-hover", "color.accent.hover"))
        #expect(try matches("color.*", "color.accent"))
        #expect(try !matches("color.*", "color.accent.hover"))
        #expect(try matches("*.*", "a.b"))
        #expect(try matches("co*r.a*b*c", "color.aXbYbZc"))
        #expect(try !matches("co*r.a*b*c", "color.aXbYbZ"))
    }

    @Test func emptySegmentsAreNoPattern() {
        #expect(TokenPathPattern("") == nil)
        #expect(TokenPathPattern("palette..blue") == nil)
        #expect(TokenPathPattern("palette.") == nil)
    }

    /// Many `**`s against a long path stay fast: the matcher is a pass per pattern segment, not a
    /// backtracking search (which would take 2^30 steps here).
    @Test func manyDoubleStarsDoNotBacktrack() throws {
        let pattern = try #require(TokenPathPattern(Array(repeating: "**", count: 30).joined(separator: ".") + ".x"))
        #expect(!pattern.matches(TokenPath(Array(repeating: "a", count: 60))))
    }

    static let tokens = """
    {
      "palette": { "$type": "color", "blue": { "500": { "$value": "#1d4ed8" } }, "gray": { "900": { "$value": "#111827" } } },
      "color": { "$type": "color", "accent": { "$value": "{palette.blue.500}" }, "text": { "$value": "{palette.gray.900}" } }
    }
    """

    @Test func excludedTokensLeaveTheAPIButAliasesStillResolve() throws {
        var config = GeneratorTestHarness.plainConfig
        config.exclude = [try #require(TokenPathPattern("palette.**"))]
        var diagnostics = Diagnostics()
        let resolved = try GeneratorTestHarness.resolve(Self.tokens, diagnostics: &diagnostics)
        let description = DesignSystemTranslator(config: config).translate(resolved, diagnostics: &diagnostics)
        #expect(description.colors.map(\.token.path.description) == ["color.accent", "color.text"])
        #expect(description.account.summary == "4 tokens read, 2 emitted, 2 skipped (2 excluded)")
        let excluded = try #require(description.account.records.first { $0.path.description == "palette.blue.500" })
        guard case .skipped(.excluded, let note) = excluded.outcome else {
            Issue.record("palette.blue.500 must be excluded, not \(excluded.outcome)")
            return
        }
        #expect(note.contains("'palette.**'"))
        #expect(diagnostics.sorted.allSatisfy { $0.severity != .warning }, "excluding is asked for: no warning")

        let (files, _) = try GeneratorTestHarness.generate(Self.tokens, config: config)
        let colors = files.map(\.contents).joined()
        #expect(!colors.contains("palette"), "no symbol names the palette")
        #expect(colors.contains("red: 0.1137"), "color.accent keeps the palette's blue (0x1d / 255)")
    }

    @Test func theConfigReadsPatternsAndRejectsEmptySegments() throws {
        let (config, diagnostics) = try GeneratorTestHarness.readConfig(#"{ "exclude": ["palette.**", "ref.*"], "$comment": "primitives" }"#)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        #expect(config.generator.exclude.map(\.description) == ["palette.**", "ref.*"])
        let (_, bad) = try GeneratorTestHarness.readConfig(#"{ "exclude": ["palette..blue"] }"#)
        #expect(bad.sorted.map(\.description) == [
            "dsys.json:1:15: error: 'palette..blue' is not a token path pattern: segments are separated by single dots and none is empty "
                + "(* matches within a segment, ** any number of segments)",
        ])
    }
}
