/// The token type a Theo prop's `type` (and, where the type says too little, its `category`) stands
/// for, as one of dsys's type names. Theo leaves type names to each team; these are the ones its own
/// transforms and the public Theo sets (Salesforce Lightning, Twilio Paste, Skyscanner Backpack) use.
/// A type not listed gives no type, so the value's own shape decides (`#fff` is a color).
enum TheoTypeName {
    private static let names: [String: String] = [
        "color": "color",
        "size": "dimension", "font-size": "dimension", "letter-spacing": "dimension", "legacy-letter-spacing": "dimension",
        "border-width": "dimension", "radius": "dimension", "border-radius": "dimension", "spacing": "dimension", "sizing": "dimension",
        "number": "number", "z-index": "number", "opacity": "number", "line-height": "number",
        "font-weight": "fontWeight",
        "font": "fontFamily", "font-family": "fontFamily",
        "time": "duration", "duration": "duration",
        "shadow": "shadow", "box-shadow": "shadow", "drop-shadow": "shadow", "inner-shadow": "shadow",
        "string": "string", "raw": "string", "media-query": "string", "text-transform": "string", "text-align": "string",
    ]

    /// Theo's categories of font weights, whose values Theo types `number` or `string` (`400`, `bold`).
    private static let fontWeightCategories: Set<String> = ["font-weight", "font-weights"]

    /// Theo's categories of times, whose values teams type `number` or `string` (UP42's `0.08s`).
    private static let timeCategories: Set<String> = ["time", "duration", "durations"]

    /// dsys's name for the type of a prop typed `type` in `category`; nil when the value should decide.
    /// A type is also read in camel case (`fontWeight`, `lineHeight`, as some teams write them).
    static func dsysName(type: String?, category: String?) -> String? {
        if let category, fontWeightCategories.contains(category), type == "number" || type == "string" { return "fontWeight" }
        if let category, timeCategories.contains(category), type == "number" || type == "string" { return "duration" }
        return type.flatMap { names[$0] ?? names[kebabCase($0)] }
    }

    /// `fontWeight` as `font-weight`.
    private static func kebabCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "-" }
            result += character.lowercased()
        }
        return result
    }
}
