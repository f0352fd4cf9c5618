/// The key of a Figma file, as the REST API's `:file_key` takes it: letters and digits, given
/// bare (`abc123XYZ`) or inside the file's link (`https://www.figma.com/design/abc123XYZ/Name`).
public struct FigmaFileKey: Sendable, Hashable, CustomStringConvertible {
    public let text: String

    /// The key `input` gives, bare or in a `figma.com/file/…`, `/design/…` or `/proto/…` link; nil
    /// when it holds no key.
    public init?(_ input: String) {
        let trimmed = input.trimmingSpaces()
        var candidate = Substring(trimmed)
        let parts = trimmed.split(separator: "/")
        if let marker = parts.firstIndex(where: { ["file", "design", "proto", "board"].contains($0) }),
           parts.contains(where: { $0.hasSuffix("figma.com") }), marker + 1 < parts.count {
            candidate = parts[marker + 1]
        }
        guard !candidate.isEmpty, candidate.utf8.count <= 128,
              candidate.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return nil }
        text = String(candidate)
    }

    public var description: String { text }
}
