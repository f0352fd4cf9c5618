@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Testing

/// `SwiftWriter` keeps a large text in pieces of bounded size and embeds rendered pieces without
/// copying them; joined, the pieces are exactly the text written line by line.
@Suite struct SwiftWriterTests {
    /// 40,000 lines of 40 bytes: about 1.6 MB, more than one buffer.
    private let lines = (0..<40_000).map { "let constant\(String($0).padded(to: 6)) = 0x0123456789" }

    @Test func aLargeTextIsKeptInPiecesThatJoinToTheSameBytes() {
        var writer = SwiftWriter()
        for line in lines { writer.line(line) }
        let parts = writer.lineParts()
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { $0.utf8.count <= (1 << 20) + 64 })
        #expect(parts.joined() == lines.joined(separator: "\n"))
    }

    @Test func docLinesTakeTheIndentationAndABlankOneHasNoTrailingSpace() {
        var writer = SwiftWriter()
        writer.line("enum E {")
        writer.indented { $0.doc(["First.\n\nThird.", "Fourth."]) }
        writer.indented { $0.doc([]) }
        writer.line("}")
        #expect(writer.joinedLines == "enum E {\n    /// First.\n    ///\n    /// Third.\n    /// Fourth.\n}")
    }

    @Test func embeddedPiecesFollowTheLinesBeforeThemAsOneMoreLine() {
        var section = SwiftWriter()
        for line in lines { section.line(line) }
        section.line()
        let sectionParts = section.lineParts()
        var file = SwiftWriter()
        file.line("// header")
        file.line()
        file.embed(sectionParts)
        file.embed([])
        file.line()
        file.line("#endif")
        let expected = "// header\n\n" + lines.joined(separator: "\n") + "\n\n#endif\n"
        #expect(file.textParts().joined() == expected)
    }
}

private extension String {
    func padded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
