import CYaml

/// Reads YAML into a `SourceNode` tree from the event stream of libyaml, the C parser that Yams
/// ships as `CYaml`.
///
/// `Yams.compose` would give the same nodes, but it builds them recursively, so a deeply nested file
/// (a few thousand `[`) overflows the stack; reading events onto `SourceTreeBuilder`'s explicit stack
/// keeps the 256-level limit an ordinary error. Mappings keep their order, plain scalars resolve with
/// the YAML 1.2 core schema (`YAMLCoreSchema`), quoted and block scalars stay text, keys keep their
/// source text (`05:` is the key "05"). An alias is a copy of its anchor's value; the copies a file
/// may expand to are bounded, so an "alias bomb" is an error rather than an endless expansion.
struct YAMLReader {
    /// Aliases may add this many values, plus one per byte of input, before the read stops.
    private static let aliasExpansionAllowance = 100_000

    private let bytes: UnsafeBufferPointer<UInt8>
    private var tree: SourceTreeBuilder
    private var positions: TextPositionCursor
    /// Anchored values by anchor name, with the number of values each holds.
    private var anchors: [String: (node: SourceNode, valueCount: Int)] = [:]
    /// For each open collection: its anchor and the value count when it opened.
    private var openCollections: [(anchor: String?, valueCountAtStart: Int)] = []
    /// Values produced so far, alias copies included.
    private var valueCount = 0
    /// Values produced by alias copies so far.
    private var aliasValueCount = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        tree = SourceTreeBuilder(file: file)
        positions = TextPositionCursor(bytes: bytes)
    }

    /// Reads a whole stream, which must hold at most one document (an empty stream reads as `null`).
    /// Returns the root, or `nil` after appending the error; duplicate keys are appended either way.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, diagnostics: inout Diagnostics) -> SourceNode? {
        var reader = YAMLReader(bytes: bytes, file: file)
        let root: SourceNode?
        do {
            root = YAMLMergeKeys.merged(try reader.readStream())
        } catch {
            diagnostics.append(error.diagnostic(file: file))
            root = nil
        }
        for duplicate in reader.tree.diagnostics { diagnostics.append(duplicate) }
        return root
    }

    private mutating func readStream() throws(SourceSyntaxError) -> SourceNode {
        if let invalid = UTF8Scanning.firstInvalidOffset(in: bytes) {
            let position = positions.position(ofByte: invalid)
            throw SourceSyntaxError(
                "invalid UTF-8 byte \(UTF8Scanning.hex(bytes[invalid]))", line: position.line, column: position.column,
                hint: UTF8Scanning.encodingHint
            )
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return SourceNode(.null, line: 1, column: 1) }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            event.deallocate()
        }
        guard yaml_parser_initialize(parser) == 1 else {
            throw SourceSyntaxError("out of memory while starting the YAML parser", line: 1, column: 1)
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, base, bytes.count)
        var documentCount = 0
        while true {
            guard yaml_parser_parse(parser, event) == 1 else { throw parserError(parser.pointee) }
            defer { yaml_event_delete(event) }
            let current = event.pointee
            switch current.type {
            case YAML_STREAM_END_EVENT:
                return tree.root ?? SourceNode(.null, line: 1, column: 1)
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    let position = position(of: current.start_mark)
                    throw SourceSyntaxError(
                        "a second YAML document starts here; a token file holds one document",
                        line: position.line, column: position.column, hint: "split the documents into separate files"
                    )
                }
            case YAML_SCALAR_EVENT:
                try readScalar(current)
            case YAML_SEQUENCE_START_EVENT:
                try openCollection(isMapping: false, anchor: current.data.sequence_start.anchor, mark: current.start_mark)
            case YAML_MAPPING_START_EVENT:
                try openCollection(isMapping: true, anchor: current.data.mapping_start.anchor, mark: current.start_mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                closeCollection()
            case YAML_ALIAS_EVENT:
                try readAlias(current)
            default:
                break
            }
        }
    }

    // MARK: - Events

    private mutating func readScalar(_ event: yaml_event_t) throws(SourceSyntaxError) {
        let scalar = event.data.scalar
        let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        let position = position(of: event.start_mark)
        let node: SourceNode
        if tree.isExpectingKey {
            tree.setKey(text, line: position.line, column: position.column)
            node = SourceNode(.string(text), line: position.line, column: position.column)
        } else {
            let value = try resolve(text, tag: scalar.tag.map { String(cString: $0) },
                                    isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, at: position)
            node = SourceNode(value, line: position.line, column: position.column)
            tree.add(node)
        }
        valueCount += 1
        if let anchor = scalar.anchor {
            anchors[String(cString: anchor)] = (node, 1)
        }
    }

    private mutating func openCollection(
        isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, mark: yaml_mark_t
    ) throws(SourceSyntaxError) {
        let position = position(of: mark)
        if tree.isExpectingKey { throw nonScalarKey(isMapping ? "a mapping" : "a sequence", at: position) }
        try tree.openContainer(isObject: isMapping, line: position.line, column: position.column)
        openCollections.append((anchor.map { String(cString: $0) }, valueCount))
    }

    private mutating func closeCollection() {
        guard let collection = openCollections.popLast(), let node = tree.closeContainer() else { return }
        valueCount += 1
        if let anchor = collection.anchor {
            anchors[anchor] = (node, valueCount - collection.valueCountAtStart)
        }
    }

    private mutating func readAlias(_ event: yaml_event_t) throws(SourceSyntaxError) {
        let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
        let position = position(of: event.start_mark)
        guard let anchored = anchors[name] else {
            throw SourceSyntaxError(
                "alias '*\(name)' refers to no anchor", line: position.line, column: position.column,
                hint: "define '&\(name)' on a value before this alias (an alias cannot refer to its own parent)"
            )
        }
        if tree.isExpectingKey {
            guard let key = anchored.node.string else { throw nonScalarKey(anchored.node.kindDescription, at: position) }
            tree.setKey(key, line: position.line, column: position.column)
            return
        }
        aliasValueCount += anchored.valueCount
        let limit = Self.aliasExpansionAllowance + bytes.count
        guard aliasValueCount <= limit else {
            throw SourceSyntaxError(
                "aliases expand to more than \(limit) values", line: position.line, column: position.column,
                hint: "each alias copies its anchored value; nested aliases multiply, so use fewer of them"
            )
        }
        valueCount += anchored.valueCount
        var copy = anchored.node
        copy.line = position.line
        copy.column = position.column
        tree.add(copy)
    }

    // MARK: - Scalars

    /// The value of a scalar: explicit `!!str` (or `!`) and quoted or block scalars are text; plain
    /// scalars and the explicit core tags resolve with the core schema. Other tags are ignored.
    private func resolve(
        _ text: String, tag: String?, isPlain: Bool, at position: TextPositionCursor.Position
    ) throws(SourceSyntaxError) -> SourceNode.Value {
        let coreTagPrefix = "tag:yaml.org,2002:"
        let coreTag = tag.flatMap { $0.hasPrefix(coreTagPrefix) ? String($0.dropFirst(coreTagPrefix.count)) : nil }
        if tag == "!" || coreTag == "str" { return .string(text) }
        let checksTag = ["null", "bool", "int", "float"].contains(coreTag)
        if !isPlain && !checksTag { return .string(text) }
        switch YAMLCoreSchema.resolvePlain(text) {
        case .nonFinite:
            throw SourceSyntaxError(
                "'\(QuotedInput.shortened(text))' is not a finite number; token values must be finite numbers",
                line: position.line, column: position.column, hint: "quote the value if it is text"
            )
        case .value(let value):
            if let coreTag, checksTag, !Self.value(value, matchesCoreTag: coreTag) {
                throw SourceSyntaxError(
                    "'\(QuotedInput.shortened(text))' is not a valid !!\(coreTag) value", line: position.line, column: position.column,
                    hint: "remove the !!\(coreTag) tag or correct the value"
                )
            }
            return value
        }
    }

    private static func value(_ value: SourceNode.Value, matchesCoreTag tag: String) -> Bool {
        switch value {
        case .null: tag == "null"
        case .bool: tag == "bool"
        case .number(let number): tag == "float" || (tag == "int" && number == number.rounded())
        default: false
        }
    }

    // MARK: - Positions and errors

    private mutating func position(of mark: yaml_mark_t) -> TextPositionCursor.Position {
        positions.position(ofCharacter: Int(mark.index))
    }

    private func nonScalarKey(_ kind: String, at position: TextPositionCursor.Position) -> SourceSyntaxError {
        SourceSyntaxError(
            "a mapping key must be text, not \(kind)", line: position.line, column: position.column,
            hint: "token files use plain text keys"
        )
    }

    /// The error libyaml stopped on, at the place it names.
    private mutating func parserError(_ parser: yaml_parser_t) -> SourceSyntaxError {
        var message = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let position: TextPositionCursor.Position
        if parser.error == YAML_READER_ERROR {
            position = positions.position(ofByte: Int(parser.problem_offset))
            if parser.problem_value >= 0 { message += " (\(UTF8Scanning.unicodeName(UInt32(parser.problem_value))))" }
        } else {
            position = self.position(of: parser.problem_mark)
        }
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextPosition = self.position(of: parser.context_mark)
            message += " (\(context) at \(contextPosition.line):\(contextPosition.column))"
            _ = self.position(of: parser.problem_mark)
        }
        let isTab = position.byteOffset < bytes.count && bytes[position.byteOffset] == 0x09
        return SourceSyntaxError(
            "YAML syntax error: \(message)", line: position.line, column: position.column,
            hint: isTab ? "indent YAML with spaces; tabs are not allowed for indentation" : nil
        )
    }
}
