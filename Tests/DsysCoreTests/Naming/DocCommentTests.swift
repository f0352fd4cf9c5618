import DsysCore
import Testing

@Suite struct DocCommentTests {
    @Test func prefixesEachLineAndIndents() {
        #expect(DocComment.lines("Primary action color.", indentation: "    ") == ["    /// Primary action color."])
        #expect(DocComment.lines("a\n\nb") == ["/// a", "///", "/// b"])
    }

    @Test func splitsOnEveryKindOfLineBreak() {
        let text = "1\n2\r\n3\r4\u{85}5\u{2028}6\u{2029}7\u{B}8\u{C}9"
        #expect(DocComment.lines(text) == (1...9).map { "/// \($0)" })
    }

    @Test func trimsTrailingWhitespaceAndOuterBlankLines() {
        #expect(DocComment.lines("\n  \n  indented  \t\nnext\u{3000}\n \n") == ["///   indented", "/// next"])
        #expect(DocComment.lines("") == [])
        #expect(DocComment.lines(" \n\t\r\n") == [])
    }

    @Test func keepsCommentMarkersAndMarkdownAsWritten() {
        #expect(DocComment.lines("*/ not /* closed") == ["/// */ not /* closed"])
        #expect(DocComment.lines("**bold** `code` \\(x)") == ["/// **bold** `code` \\(x)"])
    }

    @Test func showsControlCharactersAsReplacementCharacter() {
        #expect(DocComment.lines("a\u{0}b\u{7}c\u{1B}d\te") == ["/// a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te"])
    }

    @Test func injectedCodeStaysInsideComments() {
        let lines = DocComment.lines("x\r#error(\"a\")\u{2028}}\nlet y = 1", indentation: "  ")
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix("  ///") && !$0.contains { $0.isNewline } })
    }

    @Test func joinsParagraphs() {
        #expect(DocComment.lines(["First.", "", "Second\nline."]) == ["/// First.", "///", "/// Second", "/// line."])
        #expect(DocComment.render("a\nb", indentation: " ") == " /// a\n /// b\n")
        #expect(DocComment.render("") == "")
    }

    @Test func codeSpansSurviveBackticks() {
        #expect(DocComment.markdownCode("color.brand") == "`color.brand`")
        #expect(DocComment.markdownCode("a`b") == "``a`b``")
        #expect(DocComment.markdownCode("`x``") == "``` `x`` ```")
        #expect(DocComment.markdownCode(" padded ") == "`  padded  `")
        #expect(DocComment.markdownCode("two\nlines") == "`two lines`")
        #expect(DocComment.markdownCode("") == "` `")
    }

    /// Plain ASCII text takes a byte-level shortcut; a final U+2028 (one more line break, dropped
    /// as a trailing blank line) sends the same text through the general path, which must agree.
    @Test func plainASCIITextGivesTheLinesOfTheGeneralPath() {
        var generator = SplitMix64(seed: 0xD0C_C0DE)
        let alphabet = Array("ab `*/\t\n  ")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(DocComment.lines(text, indentation: "  ") == DocComment.lines(text + "\u{2028}", indentation: "  "), "\(text.debugDescription)")
        }
    }
}
