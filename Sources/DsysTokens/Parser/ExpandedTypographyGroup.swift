import DsysSource

/// A typography written as a group of its fields (Deriv's Tokens Studio export, "expanded"
/// typography): the group typed `typography`, each field a token of its own without a type,
///
/// ```
/// "sm": { "type": "typography", "fontFamily": { "value": "{core.fontFamily.inter}" },
///         "fontSize": { "value": "{core.fontSize.50}" }, "lineHeight": { "value": "16" } }
/// ```
///
/// Read as a group, each field took the type `typography` and was skipped (625 tokens), and every
/// token referencing the typography referenced a group (108 more). It is one typography token whose
/// value holds the fields' values, as written where the fields are.
enum ExpandedTypographyGroup {
    /// The fields a typography token may have.
    private static let fields: Set<String> = [
        "fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "paragraphSpacing", "paragraphIndent",
        "textCase", "textDecoration", "fontStyle",
    ]

    /// The token `node` stands for, with `valueKey` and `typeKey` its dialect's: nil unless its type
    /// is `typography` and its other members (but a description) are two or more field tokens.
    static func token(_ node: SourceNode, members: [SourceMember], valueKey: String, typeKey: String, descriptionKeys: [String]) -> SourceNode? {
        guard members.contains(where: { $0.key == typeKey && $0.value.string == "typography" }) else { return nil }
        var values: [SourceMember] = []
        for member in members where member.key != typeKey && !descriptionKeys.contains(member.key) {
            guard fields.contains(member.key), let value = member.value[valueKey],
                  member.value.members?.allSatisfy({ $0.key == valueKey || $0.key == typeKey || descriptionKeys.contains($0.key) }) == true
            else { return nil }
            values.append(SourceMember(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn, value: value))
        }
        guard values.count > 1 else { return nil }
        let value = SourceMember(key: valueKey, keyLine: values[0].keyLine, keyColumn: values[0].keyColumn,
                                 value: SourceNode(.object(values), line: node.line, column: node.column))
        return SourceNode(.object(members.filter { !fields.contains($0.key) } + [value]), line: node.line, column: node.column)
    }
}
