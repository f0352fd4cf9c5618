/// The curly-brace alias syntax: `{color.brand.primary}`, on its own or inside a larger string
/// (`"{spacing.base} * 2"`, Tokens Studio math). Style Dictionary's `{color.red.value}` form is
/// handled by the resolver, which drops a trailing `value` segment when the full path names nothing.
public enum ReferenceSyntax {
    /// One `{...}` occurrence inside a string.
    public struct Occurrence: Sendable, Hashable {
        public var path: TokenPath
        /// The range of the whole `{...}` text.
        public var range: Range<String.Index>
    }

    /// The path when `text` is exactly one reference, such as `"{color.blue}"`.
    public static func wholeReference(_ text: String) -> TokenPath? {
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}"), utf8.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return path(from: inner)
    }

    /// Every `{...}` occurrence in `text`, in order.
    public static func occurrences(in text: String) -> [Occurrence] {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return [] }
        var result: [Occurrence] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            guard let close = text[open...].firstIndex(of: "}") else { break }
            let inner = text[text.index(after: open)..<close]
            if !inner.isEmpty, !inner.contains("{") {
                result.append(Occurrence(path: path(from: inner), range: open..<text.index(after: close)))
                index = text.index(after: close)
            } else {
                index = text.index(after: open)
            }
        }
        return result
    }

    private static func path(from inner: Substring) -> TokenPath {
        TokenPath(inner.split(separator: ".", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() })
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (Foundation-free).
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
