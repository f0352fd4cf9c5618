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

    public var value: Value {
        didSet { mayContainReference = Self.mayContainReference(value) }
    }

    /// Whether this value may hold a DTCG reference somewhere inside: a string containing `{` or a
    /// member named `$ref`. Kept up to date with `value` (it fits in the node's padding), so the
    /// resolver can pass over the reference-free values, most of a token set, without walking them.
    public private(set) var mayContainReference: Bool
    // Positions are stored in 32 bits: a large file has about a million nodes, and the narrower
    // fields keep each node at 32 bytes instead of 40 (less memory to fill, copy and free). They
    // follow the flag, which fits beside the value's case tag, so the three fill the node exactly.
    private var storedLine: UInt32
    private var storedColumn: UInt32
    /// `copiedFrom` plus one; 0 for a node that stands in the definition it was read from.
    private var storedCopiedFrom: UInt32 = 0

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        mayContainReference = Self.mayContainReference(value)
    }

    /// A string that holds no reference whatever braces it contains: text where a format has no
    /// references inside strings (a Figma STRING variable's `{amount} TL was sent.`).
    public init(literalText text: String, line: Int, column: Int) {
        self.init(string: text, containsOpeningBrace: false, line: line, column: column)
    }

    /// A string node whose reader already knows whether the text contains `{` (it has just scanned
    /// every byte), so the text is not scanned again.
    init(string text: String, containsOpeningBrace: Bool, line: Int, column: Int) {
        value = .string(text)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        mayContainReference = containsOpeningBrace
    }

    /// `mayContainReference` for `value`, from its own text or its children's flags (one level deep).
    private static func mayContainReference(_ value: Value) -> Bool {
        switch value {
        case .string(let text):
            return text.utf8.contains(UInt8(ascii: "{"))
        case .object(let members):
            return members.indices.contains { index in
                members[index].value.mayContainReference || members[index].key == "$ref"
            }
        case .array(let elements):
            return elements.indices.contains { elements[$0].mayContainReference }
        case .number, .bool, .null:
            return false
        }
    }

    /// 1-based line of the value's first character.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// 1-based UTF-8 column of the value's first character.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// The definition this node was written in, when a resolver copied it into another one's value
    /// (a member of a composite that a token references): a number the resolver gives meaning to
    /// (the alias resolver's merged token index), so that `line` and `column` can be placed in that
    /// definition's file. Nil for a node that stands where it was read.
    public var copiedFrom: Int? {
        get { storedCopiedFrom == 0 ? nil : Int(storedCopiedFrom) - 1 }
        set { storedCopiedFrom = newValue.map { UInt32($0) + 1 } ?? 0 }
    }

    /// This node with `value` in place of its own, at the same position and from the same definition
    /// (a part of a CSS shorthand read as a value of its own).
    public func replacingValue(with value: Value) -> SourceNode {
        var part = self
        part.value = value
        return part
    }

    /// This value with every member and element below it that is not marked as copied yet marked
    /// as copied from `definition` (`copiedFrom`); the node itself is left as it is, as the one
    /// that takes its place gets a position of its own.
    public func markingCopies(from definition: Int) -> SourceNode {
        switch value {
        case .object(var members):
            for index in members.indices { members[index].value.markAsCopy(from: definition) }
            return replacingValue(with: .object(members))
        case .array(var elements):
            for index in elements.indices { elements[index].markAsCopy(from: definition) }
            return replacingValue(with: .array(elements))
        case .string, .number, .bool, .null:
            return self
        }
    }

    /// Marks this node, unless it is marked already, and everything below it as copied from `definition`.
    private mutating func markAsCopy(from definition: Int) {
        if copiedFrom == nil { copiedFrom = definition }
        if members != nil || elements != nil { self = markingCopies(from: definition) }
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

    /// The boolean when this is `true` or `false`, else `nil`.
    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
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
    // 32-bit positions, as in `SourceNode`.
    private var storedKeyLine: UInt32
    private var storedKeyColumn: UInt32
    public var value: SourceNode

    public init(key: String, keyLine: Int, keyColumn: Int, value: SourceNode) {
        self.key = key
        storedKeyLine = UInt32(clamping: keyLine)
        storedKeyColumn = UInt32(clamping: keyColumn)
        self.value = value
    }

    /// 1-based line of the key's opening quote (or first character, for unquoted keys).
    public var keyLine: Int { Int(storedKeyLine) }

    /// 1-based UTF-8 column of the key's first character.
    public var keyColumn: Int { Int(storedKeyColumn) }
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
