/// The DTCG font-weight names (and Tokens Studio's spellings such as "Semi Bold" or "Bold Italic").
enum FontWeightName {
    private static let weights: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400, "roman": 400,
        "medium": 500,
        "semibold": 600, "demibold": 600,
        "bold": 700,
        "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// Whether `name` names an italic style beside its weight ("Bold Italic", "Italic"), which a
    /// weight cannot carry.
    static func namesItalic(_ name: String) -> Bool {
        name.lowercased().filter { $0.isLetter }.hasSuffix("italic")
    }

    /// The weight a style name ends in after other words, and those words: Figma's style names
    /// such as "Display Medium" (500, "Display") or "ExtraCondensed Semi Bold" (600,
    /// "ExtraCondensed"), an "italic" suffix left out; nil when the name does not end in a weight
    /// name after at least one other word.
    static func trailingWeight(in name: String) -> (weight: Double, rest: String)? {
        var words = name.split { !$0.isLetter }.map(String.init)
        if words.last?.lowercased() == "italic" { words.removeLast() }
        for count in [2, 1] where words.count > count {
            if let weight = weights[words.suffix(count).joined().lowercased()] {
                return (weight, words.dropLast(count).joined(separator: " "))
            }
        }
        return nil
    }

    /// The numeric weight for `name`, ignoring case, spaces, hyphens and an "italic" suffix.
    static func weight(for name: String) -> Double? {
        var key = String(name.lowercased().filter { $0.isLetter })
        if key.hasSuffix("italic"), key != "italic" { key.removeLast("italic".count) }
        if key == "italic" { key = "regular" }
        return weights[key]
    }
}
