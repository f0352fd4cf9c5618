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

    /// The text, with one final newline.
    var text: String {
        var copy = lines
        while copy.last == "" { copy.removeLast() }
        return copy.joined(separator: "\n") + "\n"
    }
}
