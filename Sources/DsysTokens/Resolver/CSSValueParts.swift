/// The parts of a CSS value, split at separators outside parentheses and braces (`rgb(0, 0, 0)`
/// and a reference stay one part each), for the CSS forms dsys reads (`CSSBorderShorthand`,
/// `CSSBoxShadow`, `light-dark()` in `AppearanceKeyedValues`).
enum CSSValueParts {
    /// The non-empty parts of `text` between `separators` outside parentheses and braces; nil when
    /// those do not balance.
    static func split(_ text: String, at separators: Set<Character>) -> [String]? {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" { depth -= 1 }
            guard depth >= 0 else { return nil }
            if depth == 0, separators.contains(character) {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return depth == 0 ? parts : nil
    }

    /// Whether `part` is written as a length or a number (`2px`, `0`, `.5rem`, `-1px`).
    static func isLength(_ part: String) -> Bool {
        guard let first = part.first else { return false }
        return first.isNumber || first == "." || ((first == "-" || first == "+") && part.count > 1)
    }
}
