/// `///` documentation comments for text taken from input files (token descriptions).
///
/// Each output line is a complete line comment: input line breaks of every kind become separate
/// `///` lines, so nothing in the text can end the comment and reach code. The text is otherwise
/// kept as written (Markdown stays Markdown), except that control characters, which would be
/// invisible or make swiftc warn (NUL), and invisible format characters other than the emoji
/// joiner U+200D (bidi overrides such as U+202E, which reorder how the code reads), are shown as
/// U+FFFD.
public enum DocComment {
    /// The `///` lines for free text, each starting with `indentation`.
    ///
    /// Splits on `\n`, `\r\n`, `\r`, vertical tab, form feed, U+0085, U+2028 and U+2029; trims
    /// trailing whitespace from every line; drops blank lines at the start and end. Empty lines in
    /// between become `///`. Text with nothing to say gives no lines.
    public static func lines(_ text: String, indentation: String = "") -> [String] {
        lines([text], indentation: indentation)
    }

    /// The `///` lines for several paragraphs of text, in order; each element may itself hold
    /// line breaks.
    public static func lines(_ paragraphs: [String], indentation: String = "") -> [String] {
        var lines: [String] = []
        forEachLine(of: paragraphs) { content in
            lines.append(content.isEmpty ? indentation + "///" : indentation + "/// " + content)
        }
        return lines
    }

    /// Calls `body` with what follows `/// ` on each line for `paragraphs` (joined by line breaks;
    /// see `lines(_:indentation:)`), in order, and with an empty string for an empty line between
    /// two others. The renderer writes every doc comment of a package through this, with no array
    /// of lines in between.
    static func forEachLine(of paragraphs: [String], _ body: (Substring) -> Void) {
        var blankLines = 0
        var hasContent = false
        func take(_ content: Substring) {
            guard !content.isEmpty else {
                if hasContent { blankLines += 1 }
                return
            }
            for _ in 0..<blankLines { body("") }
            blankLines = 0
            hasContent = true
            body(content)
        }
        // Most descriptions are printable ASCII with `\n` breaks: split without Unicode properties,
        // on the bytes.
        guard paragraphs.allSatisfy(isPlainText) else {
            for line in textLines(paragraphs.joined(separator: "\n")) { take(Substring(withoutTrailingWhitespace(line))) }
            return
        }
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
        for var paragraph in paragraphs {
            let text = paragraph
            paragraph.withUTF8 { bytes in
                func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
                var start = 0
                while true {
                    var lineEnd = start
                    while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
                    var end = lineEnd
                    while end > start, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
                    take(text[index(start)..<index(end)])
                    guard lineEnd < bytes.count else { break }
                    start = lineEnd + 1
                }
            }
        }
    }

    /// Whether `text` is printable ASCII, tabs and `\n` line breaks only.
    private static func isPlainText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { isPrintableASCII($0) || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
        }
    }

    /// The lines for `text` as source text, each line ending in `\n`; empty when there are no
    /// lines.
    public static func render(_ text: String, indentation: String = "") -> String {
        lines(text, indentation: indentation).map { $0 + "\n" }.joined()
    }

    /// A Markdown code span showing `code` literally, even when it contains backticks: the fence
    /// is one backtick longer than the longest run inside, with a space of padding where the code
    /// starts or ends with a backtick. Line breaks become spaces, as Markdown would show them.
    public static func markdownCode(_ code: String) -> String {
        if isPlainCode(code) {
            let needsPadding = code.utf8.first == UInt8(ascii: " ") && code.utf8.last == UInt8(ascii: " ")
                && code.utf8.contains { $0 != UInt8(ascii: " ") }
            return needsPadding ? "` " + code + " `" : "`" + code + "`"
        }
        let singleLine = String(code.map { $0.isNewline ? " " : $0 })
        if singleLine.isEmpty { return "` `" }
        var longestRun = 0
        var run = 0
        for character in singleLine {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let needsPadding = singleLine.first == "`" || singleLine.last == "`"
            || (singleLine.first == " " && singleLine.last == " " && singleLine.contains { $0 != " " })
        let padding = needsPadding ? " " : ""
        return fence + padding + singleLine + padding + fence
    }

    /// The text split at every line break, with control characters other than tab, and format
    /// characters other than U+200D, shown as U+FFFD REPLACEMENT CHARACTER.
    private static func textLines(_ text: String) -> [String.UnicodeScalarView] {
        var lines = [String.UnicodeScalarView()]
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn:
                continue
            case "\n", "\r", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(String.UnicodeScalarView())
            case "\t":
                lines[lines.count - 1].append(scalar)
            default:
                let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                let isHiddenFormat = scalar.value >= 0xAD && scalar != "\u{200D}"
                    && scalar.properties.generalCategory == .format
                lines[lines.count - 1].append(isControl || isHiddenFormat ? "\u{FFFD}" : scalar)
            }
        }
        return lines
    }

    /// Whether `code` is shown as `` `code` `` (padded only when it starts and ends with a space):
    /// it is not empty, and printable ASCII without backticks.
    static func isPlainCode(_ code: String) -> Bool {
        !code.isEmpty && code.utf8.allSatisfy { isPrintableASCII($0) && $0 != UInt8(ascii: "`") }
    }

    /// Whether `byte` is a printable ASCII character (space to tilde).
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    private static func withoutTrailingWhitespace(_ line: String.UnicodeScalarView) -> String {
        var end = line.endIndex
        while end > line.startIndex {
            let before = line.index(before: end)
            guard line[before].properties.isWhitespace else { break }
            end = before
        }
        return String(line[..<end])
    }
}
