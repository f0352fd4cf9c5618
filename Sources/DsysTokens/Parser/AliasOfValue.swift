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
