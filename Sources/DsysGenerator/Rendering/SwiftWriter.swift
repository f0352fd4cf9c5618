/// Builds Swift source text with fixed 4-space indentation, `\n` line endings and a final newline.
///
/// ``SwiftRenderer`` writes declarations through it; besides, only file headers and imports and
/// the text templates that are no declarations (starter components, catalog views) are written
/// as lines. This type only arranges lines.
package struct SwiftWriter {
    /// Text finished before `buffer`: full buffers, and embedded texts kept as they are (`embed`).
    private var parts: [String] = []
    /// The latest lines up to the last one with text, joined by newlines: a growing buffer rather
    /// than a string per line (a large value layer has millions of lines), set aside in
    /// `parts` once it holds `bufferLimit` bytes, so a large text is never copied to grow.
    private var buffer = ""
    private static let bufferLimit = 1 << 20
    /// Whether `buffer` holds at least one line with text.
    private var hasText = false
    /// Empty lines after the last line with text; written only when text follows them.
    private var pendingEmptyLines = 0
    private var indentation = "" {
        didSet {
            lineBreak = "\n" + indentation
            docLineBreak = lineBreak + "/// "
        }
    }
    /// A newline and the indentation, and the same followed by `/// `: a line is its start and its
    /// text, two appends (a large value layer has millions of lines).
    private var lineBreak = "\n"
    private var docLineBreak = "\n/// "

    /// Adds one line at the current indentation (an empty line stays empty).
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            pendingEmptyLines += 1
        } else {
            startLine(doc: false)
            buffer += text
        }
    }

    /// Adds `textParts`, lines rendered elsewhere (`lineParts()`), as the next lines at the
    /// outermost level, without copying them: they stay pieces of their own in `textParts()`.
    mutating func embed(_ textParts: [String]) {
        precondition(indentation.isEmpty, "embedded text is not indented")
        guard textParts.contains(where: { !$0.isEmpty }) else { return }
        startLine(doc: false)
        parts.append(Self.compacted(buffer))
        parts += textParts
        buffer = ""
    }

    /// Adds `///` lines for several paragraphs.
    mutating func doc(_ paragraphs: [String]) {
        guard !paragraphs.isEmpty else { return }
        DocComment.forEachLine(of: paragraphs) { content in
            if content.isEmpty {
                startLine(doc: false)
                buffer += "///"
            } else {
                startLine(doc: true)
                buffer += content
            }
        }
    }

    /// Writes what separates the next line's text from what came before (the newlines, then the
    /// indentation), and `/// ` when `doc`.
    private mutating func startLine(doc: Bool) {
        if buffer.utf8.count >= Self.bufferLimit {
            parts.append(Self.compacted(buffer))
            buffer = ""
        }
        for _ in 0..<pendingEmptyLines { buffer += "\n" }
        pendingEmptyLines = 0
        if hasText {
            buffer += doc ? docLineBreak : lineBreak
        } else {
            buffer += indentation
            if doc { buffer += "/// " }
            hasText = true
        }
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
    /// when no line has text).
    var joinedLines: String { parts.isEmpty ? buffer : (parts + [buffer]).joined() }

    /// `joinedLines` in pieces that follow each other without separators, as `embed` takes them.
    consuming func lineParts() -> [String] {
        (parts + [Self.compacted(buffer)]).filter { !$0.isEmpty }
    }

    /// The text, with one final newline, in pieces: embedded texts are pieces of their own, so a
    /// file made of large sections is written without joining them.
    consuming func textParts() -> [String] {
        buffer += "\n"
        return parts.filter { !$0.isEmpty } + [Self.compacted(buffer)]
    }

    /// `text` in storage of its own size when it is large: a buffer grown by appending may hold
    /// twice the bytes it uses, and a large token set's sections are all held until their files
    /// are made.
    private static func compacted(_ text: String) -> String {
        guard text.utf8.count >= 1 << 16 else { return text }
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { storage in
                storage.initialize(fromContentsOf: bytes)
            }
        }
    }
}
