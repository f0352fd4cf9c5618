/// Builds Swift source text with fixed 4-space indentation, `\n` line endings and a final newline.
///
/// Emitters pass names as `SwiftIdentifier.rendered`, strings through `SwiftLiteral.string` and
/// descriptions through `DocComment`; this type only arranges lines.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var indentation = ""

    /// Adds one line at the current indentation (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Adds `///` lines for `text` (any input text; see `DocComment`).
    mutating func doc(_ text: String) {
        lines.append(contentsOf: DocComment.lines(text, indentation: indentation))
    }

    /// Adds `///` lines for several paragraphs.
    mutating func doc(_ paragraphs: [String]) {
        lines.append(contentsOf: DocComment.lines(paragraphs, indentation: indentation))
    }

    /// `header {`, the body one level deeper, then `}` (with `suffix`, e.g. `)`).
    mutating func block(_ header: String, close: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indented(body)
        line(close)
    }

    /// The body one level deeper, without braces.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        let saved = indentation
        indentation += "    "
        body(&self)
        indentation = saved
    }

    /// The lines joined by newlines, trailing empty lines dropped, without a final newline (empty
    /// when no line has text). Built in one buffer of the final size (and room for a final newline).
    var joinedLines: String {
        let kept = lines[..<(lines.lastIndex(where: { !$0.isEmpty }).map { $0 + 1 } ?? 0)]
        var result = ""
        result.reserveCapacity(kept.reduce(1) { $0 + $1.utf8.count + 1 })
        for (index, line) in kept.enumerated() {
            if index > 0 { result += "\n" }
            result += line
        }
        return result
    }

    /// The text, with one final newline.
    var text: String {
        var result = joinedLines
        result += "\n"
        return result
    }
}
