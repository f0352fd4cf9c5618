import DsysSource

/// A value written as `{"aliasOf": "color.blue.500"}` (Microsoft's Style Dictionary pipeline):
/// an alias of that token, read as `"{color.blue.500}"` would be; also inside a composite value,
/// as Fluent UI's token pipeline writes a shadow's color (`{"x": 0, "y": 2, "blur": 4, "color":
/// {"aliasOf": "Global.Color.Shadow Key"}}`).
enum AliasOfValue {
    /// `node` with every `aliasOf` object in it (itself included) replaced by its reference, or nil
    /// when it holds none.
    static func rewritten(_ node: SourceNode) -> SourceNode? {
        node.replacingNodes(reference)
    }

    /// A token written as its alias alone (`{"aliasOf": "Global.Color.Grey.14"}`, about 90 of Fluent
    /// UI's tokens, which were read as empty groups and left out without a word), as a token whose
    /// `value` is that reference, its other plain members (a description, a type) kept; nil when
    /// `members` hold no string `aliasOf`, or a `value` or an object beside it.
    static func token(_ node: SourceNode, members: [SourceMember]) -> SourceNode? {
        guard let index = members.firstIndex(where: { $0.key == "aliasOf" }), members[index].value.string != nil,
              !members.contains(where: { $0.key == "value" || $0.value.members != nil }),
              let reference = reference(SourceNode(.object([members[index]]), line: node.line, column: node.column))
        else { return nil }
        var rewritten = members
        rewritten[index] = SourceMember(key: "value", keyLine: members[index].keyLine, keyColumn: members[index].keyColumn,
                                        value: SourceNode(.string(reference.string ?? ""), line: members[index].value.line,
                                                          column: members[index].value.column))
        return SourceNode(.object(rewritten), line: node.line, column: node.column)
    }

    /// The reference `node` stands for, as a string node at its position, or nil when `node` is not
    /// an object whose only member is a string `aliasOf`.
    private static func reference(_ node: SourceNode) -> SourceNode? {
        guard let members = node.members, members.count == 1, members[0].key == "aliasOf",
              let target = members[0].value.string?.trimmingSpaces(), !target.isEmpty
        else { return nil }
        let path = target.hasPrefix("{") && target.hasSuffix("}") ? target : "{" + target + "}"
        return SourceNode(.string(path), line: node.line, column: node.column)
    }
}
