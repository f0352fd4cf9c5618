import Foundation
import DsysSource

/// Dark mode written inside one token, as projects without modes of their own do: a value keyed by
/// appearance (`"value": {"light": "{color.black}", "dark": "{color.white}"}`, Deutsche Telekom's
/// Scale), a `darkValue` beside the value (the single-token method of Style Dictionary's author),
/// CSS's `light-dark(#fff, #000)`, or a color given as two values, light then dark (Red Hat's
/// "responsive" colors, which its build writes as `light-dark()`). dsys reads each as per-mode
/// values, the way it reads `$extensions.mode` (`ModeExtension`): the light value is the token's
/// value, and each appearance named becomes a mode.
///
/// Firefox's design tokens key values by CSS condition too: `default` (the value where neither
/// `light` nor `dark` is given), `prefersContrast` (increased contrast, light or dark) and
/// `forcedColors` (Windows' forced colors, a system color name such as `GrayText`, which no Apple
/// appearance has: it is not generated, and the parser says so).
enum AppearanceKeyedValues {
    /// How a token wrote its appearances.
    enum Form {
        case keyedByAppearance, darkValue, lightDarkFunction
        /// A color token's two values: no format defines it, so the parser notes the reading.
        case colorPair
    }

    /// The keys that make a value object one keyed by appearance (no token type's value has them).
    static let appearanceNames: Set<String> = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// Firefox's keys beside the appearances: the value for both, for increased contrast, and for forced colors.
    private static let conditionNames: Set<String> = ["default", "prefersContrast", "forcedColors"]

    /// The per-appearance values of a value object keyed by appearance (at least two of the keys of
    /// `appearanceNames` and `conditionNames`, `light` or `default` among them), each keyed by the
    /// appearance it becomes; and the members that no appearance takes (`forcedColors`, other keys).
    /// `default` gives light and dark where they are missing; `prefersContrast` both increased-contrast
    /// appearances where they are missing. Nil for any other object.
    static func appearanceValues(of members: [SourceMember]) -> (modes: [SourceMember], ungenerated: [SourceMember])? {
        let known = members.filter { appearanceNames.contains($0.key) || conditionNames.contains($0.key) }
        let value = { (key: String) in members.first { $0.key == key } }
        guard known.count > 1, let light = value("light") ?? value("default") else { return nil }
        let contrast = value("prefersContrast")
        let chosen: [(key: String, member: SourceMember?)] = [
            ("light", light),
            ("dark", value("dark") ?? (value("light") == nil ? nil : value("default"))),
            ("light-high-contrast", value("light-high-contrast") ?? contrast),
            ("dark-high-contrast", value("dark-high-contrast") ?? contrast),
        ]
        let modes = chosen.compactMap { key, member in
            member.map { SourceMember(key: key, keyLine: $0.keyLine, keyColumn: $0.keyColumn, value: $0.value) }
        }
        let ungenerated = members.filter { !appearanceNames.contains($0.key) && $0.key != "default" && $0.key != "prefersContrast" }
        return (modes, ungenerated)
    }

    /// Whether `text` is one `light-dark()` call whose two arguments are colors or references (which
    /// CSS allows there, colors being all `light-dark()` takes): the color of a token typed `string`
    /// (Terrazzo's `color` type does not take `light-dark()`, so projects type them `string`).
    static func isLightDarkColor(_ text: String) -> Bool {
        guard let (light, dark) = lightDarkArguments(text) else { return false }
        return [light, dark].allSatisfy { argument in
            ReferenceSyntax.wholeReference(argument) != nil || ColorValue.parse(css: argument) != nil
                || TokensStudioColor.parse(argument) != nil
        }
    }

    /// The value (the light one), the `$extensions` (`existing`, with the per-mode values added), the
    /// form, and the members no appearance takes (`appearanceValues`) of a token whose `value` is
    /// keyed by appearance, that has `darkValue`, whose value is one `light-dark()` call, or, when
    /// `typeName` is `color`, a list of two texts (colors or references); nil when it has none of
    /// these, or has per-mode values of its own.
    static func split(value: SourceNode, darkValue: SourceMember?, typeName: String?, extensions existing: SourceNode?)
        -> (value: SourceNode, extensions: SourceNode, form: Form, ungenerated: [SourceMember])? {
        guard existing?[RawToken.modeValuesKey] == nil else { return nil }
        let modes: [SourceMember]
        let form: Form
        var ungenerated: [SourceMember] = []
        if let members = value.members, let keyed = appearanceValues(of: members) {
            (modes, ungenerated) = keyed
            form = .keyedByAppearance
        } else if let darkValue {
            modes = [SourceMember(key: "light", keyLine: value.line, keyColumn: value.column, value: value),
                     SourceMember(key: "dark", keyLine: darkValue.keyLine, keyColumn: darkValue.keyColumn, value: darkValue.value)]
            form = .darkValue
        } else if let (light, dark) = value.string.flatMap(lightDarkArguments) {
            modes = [SourceMember(key: "light", keyLine: value.line, keyColumn: value.column,
                                  value: SourceNode(.string(light), line: value.line, column: value.column)),
                     SourceMember(key: "dark", keyLine: value.line, keyColumn: value.column,
                                  value: SourceNode(.string(dark), line: value.line, column: value.column))]
            form = .lightDarkFunction
        } else if typeName == "color", let elements = value.elements, elements.count == 2, elements.allSatisfy({ $0.string != nil }) {
            modes = [SourceMember(key: "light", keyLine: elements[0].line, keyColumn: elements[0].column, value: elements[0]),
                     SourceMember(key: "dark", keyLine: elements[1].line, keyColumn: elements[1].column, value: elements[1])]
            form = .colorPair
        } else {
            return nil
        }
        let light = modes.first { $0.key == "light" }!.value
        let modeMember = SourceMember(key: RawToken.modeValuesKey, keyLine: value.line, keyColumn: value.column,
                                      value: SourceNode(.object(modes), line: value.line, column: value.column))
        let extensions = SourceNode(.object((existing?.members ?? []) + [modeMember]), line: value.line, column: value.column)
        return (light, extensions, form, ungenerated)
    }

    /// The two arguments of `text` when it is one CSS `light-dark(<light>, <dark>)` call (any letter
    /// case, spaces around), each trimmed; commas inside parentheses and braces belong to an
    /// argument (`rgb(0, 0, 0)`, `{color.a, b}` is no reference but is kept whole).
    static func lightDarkArguments(_ text: String) -> (light: String, dark: String)? {
        // Every string value of every token comes here: most are no call, told by their first letters
        // without a copy of the text.
        let opening = "light-dark("
        guard let first = text.utf8.first(where: { $0 != UInt8(ascii: " ") }), first | 0x20 == UInt8(ascii: "l") else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.count > opening.utf8.count, trimmed.prefix(opening.count).lowercased() == opening, trimmed.hasSuffix(")")
        else { return nil }
        guard let arguments = CSSValueParts.split(String(trimmed.dropFirst(opening.count).dropLast()), at: [","]) else { return nil }
        let trimmedArguments = arguments.map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmedArguments.count == 2, !trimmedArguments.contains(where: \.isEmpty) else { return nil }
        return (trimmedArguments[0], trimmedArguments[1])
    }
}
