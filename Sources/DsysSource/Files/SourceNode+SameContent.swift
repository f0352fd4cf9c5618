extension SourceNode {
    /// Whether `other` holds the same value as this node, wherever each stands in its file: the
    /// same kind, text, number or members (keys in the same order), positions aside.
    public func hasSameContent(as other: SourceNode) -> Bool {
        switch (value, other.value) {
        case (.object(let mine), .object(let theirs)):
            return mine.count == theirs.count
                && zip(mine, theirs).allSatisfy { $0.key == $1.key && $0.value.hasSameContent(as: $1.value) }
        case (.array(let mine), .array(let theirs)):
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.hasSameContent(as: $1) }
        case (.string(let mine), .string(let theirs)): return mine == theirs
        case (.number(let mine), .number(let theirs)): return mine == theirs
        case (.bool(let mine), .bool(let theirs)): return mine == theirs
        case (.null, .null): return true
        default: return false
        }
    }
}
