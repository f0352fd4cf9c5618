import DsysSource

/// Dark mode written inside one token, as Style Dictionary projects do without modes of their own:
/// a value keyed by appearance (`"value": {"light": "{color.black}", "dark": "{color.white}"}`,
/// Deutsche Telekom's Scale) or a `darkValue` beside the value (the single-token method of Style
/// Dictionary's author). dsys reads both as per-mode values, the way it reads `$extensions.mode`
/// (`ModeExtension`): the light value is the token's value, and each appearance named becomes a mode.
enum AppearanceKeyedValues {
    /// The keys that make a value object one keyed by appearance (no token type's value has them).
    static let appearanceNames: Set<String> = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    /// The value (the light one) and the `$extensions` (`existing`, with the per-mode values added)
    /// of a token whose `value` is keyed by appearance (with a light value and at least one other),
    /// or that has `darkValue`; nil when it has neither, or has per-mode values of its own.
    static func split(value: SourceNode, darkValue: SourceMember?, extensions existing: SourceNode?)
        -> (value: SourceNode, extensions: SourceNode)? {
        guard existing?[RawToken.modeValuesKey] == nil else { return nil }
        let light: SourceNode
        let modes: [SourceMember]
        if let members = value.members, members.count > 1, members.allSatisfy({ appearanceNames.contains($0.key) }),
           let lightMember = members.first(where: { $0.key == "light" }) {
            light = lightMember.value
            modes = members
        } else if let darkValue {
            light = value
            modes = [SourceMember(key: "light", keyLine: value.line, keyColumn: value.column, value: value),
                     SourceMember(key: "dark", keyLine: darkValue.keyLine, keyColumn: darkValue.keyColumn, value: darkValue.value)]
        } else {
            return nil
        }
        let modeMember = SourceMember(key: RawToken.modeValuesKey, keyLine: value.line, keyColumn: value.column,
                                      value: SourceNode(.object(modes), line: value.line, column: value.column))
        let extensions = SourceNode(.object((existing?.members ?? []) + [modeMember]), line: value.line, column: value.column)
        return (light, extensions)
    }
}
