extension SourceNode {
    /// This value with each node `replacement` gives a new node for replaced by it, looking at a node
    /// before its members or elements (those of a replaced node are not looked at); nil when nothing
    /// was replaced, so a value without any such node (most of a token file) is never copied.
    public func replacingNodes(_ replacement: (SourceNode) -> SourceNode?) -> SourceNode? {
        if let replaced = replacement(self) { return replaced }
        var copy = self
        switch value {
        case .object(var members):
            var changed = false
            for index in members.indices {
                guard let replaced = members[index].value.replacingNodes(replacement) else { continue }
                members[index].value = replaced
                changed = true
            }
            guard changed else { return nil }
            copy.value = .object(members)
        case .array(var elements):
            var changed = false
            for index in elements.indices {
                guard let replaced = elements[index].replacingNodes(replacement) else { continue }
                elements[index] = replaced
                changed = true
            }
            guard changed else { return nil }
            copy.value = .array(elements)
        case .string, .number, .bool, .null:
            return nil
        }
        return copy
    }
}
