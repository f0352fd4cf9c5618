/// Input text as diagnostics show it: cut to `maximumCharacters` with an ellipsis, so a message
/// never repeats a large value (a 5 MB string, or the contents of a file read by mistake).
enum QuotedInput {
    /// How many characters of an input value a message shows.
    static let maximumCharacters = 80

    /// `text` in double quotes, shortened.
    static func quoted(_ text: String) -> String {
        "\"" + shortened(text) + "\""
    }

    /// `text`, or its first `maximumCharacters` characters followed by `…` when it is longer.
    static func shortened(_ text: String) -> String {
        // `prefix` walks at most maximumCharacters + 1 characters, however long the text is.
        let head = text.prefix(maximumCharacters + 1)
        guard head.count > maximumCharacters else { return text }
        return String(head.dropLast()) + "…"
    }
}
