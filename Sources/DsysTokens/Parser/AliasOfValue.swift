import DsysSource

/// A value written as `{"aliasOf": "color.blue.500"}` (Microsoft's Style Dictionary pipeline):
/// an alias of that token, read as `"{color.blue.500}"` would be; also inside a composite value,
/// as Fluent UI's token pipeline writes a shadow's color (`{"x": 0, "y": 2, "blur": 4, "color":
/// {"aliasOf": "Global.Color.Shadow Key"}}`).
enum AliasOfValue {
    /// `node` with every `aliasOf` object in it (itself included) replaced by its reference, or nil
    /// when it holds none. Only objects and arrays are walked; a scalar value costs nothing.
    static func rewritten(_ node: SourceNode) -> SourceNode? {
        if let whole = reference(node) { return whole }
        var copy = node
        switch node.value {
        case .object(var members):
            var changed = false
            for index in members.indices {
                guard let rewritten = rewritten(members[index].value) else { continue }
                members[index].value = rewritten
                changed = true
            }
            guard changed else { return nil }
            copy.value = .object(members)
        case .array(var elements):
            var changed = false
            for index in elements.indices {
                guard let rewritten = rewritten(elements[index]) else { continue }
                elements[index] = rewritten
                changed = true
            }
            guard changed else { return nil }
            copy.value = .array(elements)
        case .string, .number, .bool, .null:
            return nil
        }
        return copy
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
