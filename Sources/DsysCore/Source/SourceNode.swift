/// A value read from a JSON, JSON5 or YAML file, with the position of its first character.
///
/// Objects keep their members in file order (DTCG and Tokens Studio give order a meaning, for
/// example a palette's shade order), which Foundation's `JSONSerialization` does not.
public struct SourceNode: Sendable, Hashable {
    /// The kinds of value a token file can hold.
    ///
    /// Not `indirect`: the recursive cases hold arrays, which keep their elements out of line
    /// already, so scalars and strings need no box of their own (one allocation fewer per value).
    public enum Value: Sendable, Hashable {
        case object([SourceMember])
        case array([SourceNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    /// 1-based line of the value's first character.
    public var line: Int
    /// 1-based UTF-8 column of the value's first character.
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The members when this is an object, else `nil`.
    public var members: [SourceMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements when this is an array, else `nil`.
    public var elements: [SourceNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text when this is a string, else `nil`.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number when this is a number, else `nil`.
    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The first member named `key`, when this is an object.
    public subscript(key: String) -> SourceNode? {
        guard case .object(let members) = value else { return nil }
        // Compares the keys in place: iterating the members would copy each one (and retain its value).
        for index in members.indices where members[index].key == key {
            return members[index].value
        }
        return nil
    }

    /// A short name for the kind of value, for messages ("an object", "a string", ...).
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of an object, with the key's own position.
public struct SourceMember: Sendable, Hashable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: SourceNode

    public init(key: String, keyLine: Int, keyColumn: Int, value: SourceNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}

/// A parsed input file: its display path and root value.
public struct SourceFile: Sendable {
    /// The path used in diagnostics and generated headers.
    public var path: String
    public var root: SourceNode

    public init(path: String, root: SourceNode) {
        self.path = path
        self.root = root
    }

    /// The location of `node` in this file.
    public func location(of node: SourceNode) -> SourceLocation {
        SourceLocation(file: path, line: node.line, column: node.column)
    }

    /// The location of `member`'s key in this file.
    public func location(ofKey member: SourceMember) -> SourceLocation {
        SourceLocation(file: path, line: member.keyLine, column: member.keyColumn)
    }
}
