/// Builds Swift source text with fixed 4-space indentation, `\n` line endings and a final newline.
///
/// ``SwiftRenderer`` writes declarations through it; besides, only file headers and imports and
/// the text templates that are no declarations (starter components, catalog views) are written
/// as lines. This type only arranges lines.
struct SwiftWriter {
    private var lines: [String] = []
    private var indentation = ""

    /// Adds one line at the current indentation (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Adds `///` lines for several paragraphs.
    mutating func doc(_ paragraphs: [String]) {
        lines.append(contentsOf: DocComment.lines(paragraphs, indentation: indentation))
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
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
