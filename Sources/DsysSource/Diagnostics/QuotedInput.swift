/// Input text as diagnostics show it: cut to `maximumCharacters` with an ellipsis, so a message
/// never repeats a large value (a 5 MB string, or the contents of a file read by mistake).
package enum QuotedInput {
    /// How many characters of an input value a message shows.
    static let maximumCharacters = 80

    /// `text` in double quotes, shortened.
    package static func quoted(_ text: String) -> String {
        "\"" + shortened(text) + "\""
    }

    /// `text`, or its first `limit` characters followed by `…` when it is longer.
    package static func shortened(_ text: String, to limit: Int = maximumCharacters) -> String {
        // `prefix` walks at most limit + 1 characters, however long the text is.
        let head = text.prefix(limit + 1)
        guard head.count > limit else { return text }
        return String(head.dropLast()) + "…"
    }
}
