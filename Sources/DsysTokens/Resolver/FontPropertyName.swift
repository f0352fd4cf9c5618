import DsysSource

/// Untyped tokens whose path says they are a font's weight or family, as Style Dictionary's
/// category/type paths do (`font.weight.bold: "700"`, `font.family.sans: "'Source Sans Pro', …"`,
/// US Veterans Affairs' fonts): read as such, not as a number and a `String` of the CSS stack.
enum FontPropertyName {
    /// The type `node` has under `path` when the path names a font weight or family and the value
    /// fits it: a weight as a number from 1 to 1000 or a weight name, a family as text.
    static func type(of node: SourceNode, path: TokenPath) -> TokenType? {
        if names("weight", in: path) {
            let number = node.number ?? node.string.flatMap { Double($0.trimmingSpaces()) }
            if let number, (1...1000).contains(number) { return .fontWeight }
            if let text = node.string, FontWeightName.weight(for: text) != nil { return .fontWeight }
        } else if names("family", in: path), let text = node.string, Double(text.trimmingSpaces()) == nil, !text.contains("{") {
            return .fontFamily
        }
        return nil
    }

    /// Whether `path` names a font weight (`font.weight`, `font-weight`, `fontWeight`), whatever its value.
    static func namesWeight(_ path: TokenPath) -> Bool {
        names("weight", in: path)
    }

    /// Whether `path` names the font `property`: `font` and `property` as neighbouring words, or
    /// joined (`fontWeight`).
    private static func names(_ property: String, in path: TokenPath) -> Bool {
        // Most paths name no font: they are not split into words (every untyped token comes here).
        guard path.segments.contains(where: mentionsFont) else { return false }
        let words = path.segments.flatMap(\.lowercasedWords)
        return words.indices.contains { index in
            words[index] == "font" + property
                || words[index] == "font" && index + 1 < words.count && words[index + 1] == property
        }
    }

    private static let fontBytes: [UInt8] = Array("font".utf8)

    /// Whether `segment` holds `font` in any letter case.
    private static func mentionsFont(_ segment: String) -> Bool {
        segment.containsIgnoringASCIICase(fontBytes)
    }
}
