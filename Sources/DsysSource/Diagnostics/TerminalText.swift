/// Text dsys did not write itself, made safe to print on a terminal. Newlines and printable text
/// stay as they are; every other control character (C0 but the newline, DEL, C1) and the
/// bidirectional controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which could move the
/// cursor, rewrite what was printed or reorder how it reads, are shown as Swift escapes: `\u{1B}`.
public enum TerminalText {
    /// `text` with its controls escaped, cut at `maximumBytes` (UTF-8) with a note saying so.
    package static func printable(_ text: String, maximumBytes: Int) -> String {
        var shown = ""
        var shownBytes = 0
        for scalar in text.unicodeScalars {
            let escape = isEscaped(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
            let width = escape?.utf8.count ?? UTF8.width(scalar)
            guard shownBytes + width <= maximumBytes else {
                return shown + (shown.hasSuffix("\n") ? "" : "\n")
                    + "dsys: note: the rest was cut (more than \(maximumBytes) bytes)" + (text.hasSuffix("\n") ? "\n" : "")
            }
            if let escape { shown += escape } else { shown.unicodeScalars.append(scalar) }
            shownBytes += width
        }
        return shown
    }

    /// `text` with its controls escaped, whole: for messages that quote input (diagnostics, the
    /// API diff), so a token name cannot move the cursor, retitle the terminal or reverse the text.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        return printable(text, maximumBytes: .max)
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
