/// Where a resolver document's `{ "$ref": "…" }` points.
enum ResolverReference: Sendable, Equatable {
    /// A JSON pointer inside the resolver document itself, such as `#/sets/base`.
    case local(pointer: String)
    /// A file relative to the resolver document, and a JSON pointer inside it (empty for the whole
    /// file), such as `modes.json#/light`.
    case file(path: String, pointer: String)
    /// A URL with a scheme (`https://…`), which dsys does not fetch.
    case remote(String)

    /// Parses a `$ref` string; nil when the text is empty or its pointer part is malformed.
    /// A fragment without the leading `/` (`modes.json#light`, as Terrazzo writes) is accepted.
    init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        if let schemeEnd = text.firstRange(of: "://")?.lowerBound, schemeEnd > text.startIndex,
           text[..<schemeEnd].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            self = .remote(text)
            return
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var pointer = parts.count > 1 ? String(parts[1]) : ""
        if !pointer.isEmpty, !pointer.hasPrefix("/") { pointer = "/" + pointer }
        guard JSONPointer.segments(pointer) != nil else { return nil }
        let path = String(parts[0])
        self = path.isEmpty ? .local(pointer: pointer) : .file(path: path, pointer: pointer)
    }
}
