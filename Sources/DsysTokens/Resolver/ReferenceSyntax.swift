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
    ///
    /// Scans UTF-8 bytes only (this runs once for every string value of a token set): braces and
    /// dots are ASCII, so byte positions are always character boundaries.
    public static func wholeReference(_ text: String) -> TokenPath? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
                return nil
            }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return path(fromUTF8: inner)
        }
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

    /// The dot-separated segments of a reference's inner text, each without surrounding spaces and tabs.
    private static func path(from inner: Substring) -> TokenPath {
        var text = inner
        return text.withUTF8 { path(fromUTF8: $0) }
    }

    /// `path(from:)` on the text's UTF-8 bytes. Dots, spaces and tabs are ASCII, so every cut is a
    /// character boundary; this runs for every alias of a token set.
    private static func path(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> TokenPath {
        var segments: [String] = []
        segments.reserveCapacity(bytes.count { $0 == UInt8(ascii: ".") } + 1)
        var segmentStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
            var first = segmentStart
            var end = index
            while first < end, isSpaceOrTab(bytes[first]) { first += 1 }
            while first < end, isSpaceOrTab(bytes[end - 1]) { end -= 1 }
            segments.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self))
            segmentStart = index + 1
        }
        return TokenPath(segments)
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (Foundation-free).
    package func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
