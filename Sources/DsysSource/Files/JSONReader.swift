/// Reads JSON (RFC 8259) into a `SourceNode` tree, or JSON5 when `lenient` (see JSON5Syntax.swift).
///
/// A single forward pass over the bytes: no Foundation, no intermediate token list, no recursion
/// (open objects and arrays live on `SourceTreeBuilder`'s stack). Positions are tracked as the scan
/// goes: `line` counts LF, CR and CRLF line breaks, and a column is the 1-based UTF-8 byte offset
/// from the start of its line. The first syntax error stops the read; duplicate keys are reported
/// and the read goes on.
package struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Accept JSON5: comments, trailing commas, single quotes, identifier keys, hex numbers, ...
    let lenient: Bool
    /// The next byte to read.
    var offset = 0
    /// 1-based line of `offset`.
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0
    var tree: SourceTreeBuilder
    /// Where the string being read opened, for "unterminated string" errors.
    var stringStart = (line: 1, column: 1)
    /// Decoded bytes of a string that contains escapes; reused between strings.
    var scratch: [UInt8] = []
    /// Whether the string `readString` read last contains `{` (see `SourceNode.mayContainReference`).
    var stringContainsOpeningBrace = false
    /// Where a second reader took over the rest of an object's members (see `ConcurrentJSONReading`),
    /// or -1. Reaching this offset after a comma hands over to `takeOverFromSecondReader`.
    var handOverOffset = -1
    /// Waits for the second reader and returns what it read.
    var secondReader: (() -> JSONMemberRun?)?

    /// Reads a whole document. Returns the root, or `nil` after appending the syntax error; duplicate
    /// keys are appended as errors either way.
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, lenient: Bool, diagnostics: inout Diagnostics
    ) -> SourceNode? {
        var reader = JSONReader(bytes: bytes, lenient: lenient, tree: SourceTreeBuilder(file: file))
        let root: SourceNode?
        do {
            root = try reader.readDocument()
        } catch {
            diagnostics.append(error.diagnostic(file: file))
            root = nil
        }
        for duplicate in reader.tree.diagnostics { diagnostics.append(duplicate) }
        return root
    }

    // MARK: - Structure

    /// Reads exactly one value followed by nothing but whitespace (and, in JSON5, comments).
    mutating func readDocument() throws(SourceSyntaxError) -> SourceNode {
        repeat {
            while try beginValue() {}
        } while try finishValues()
        try skipWhitespace()
        if offset < bytes.count {
            throw unexpectedCharacter(
                expected: "the end of the file after the top-level value",
                hint: "a file holds one value; remove the extra text or wrap the values in an array"
            )
        }
        guard let root = tree.root else { throw endOfFile() }
        return root
    }

    /// Reads the start of a value. Returns `true` when that opened a non-empty object or array, so its
    /// first value follows (an object's first key has then been read too); returns `false` when a
    /// complete value was added to the tree.
    mutating func beginValue() throws(SourceSyntaxError) -> Bool {
        try skipWhitespace()
        guard offset < bytes.count else { throw endOfFile() }
        let line = self.line
        let column = currentColumn
        let byte = bytes[offset]
        let value: SourceNode.Value
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = byte == UInt8(ascii: "{")
            try tree.openContainer(isObject: isObject, line: line, column: column)
            offset += 1
            try skipWhitespace()
            if offset < bytes.count, bytes[offset] == closingBracket(isObject: isObject) {
                offset += 1
                tree.closeContainer()
                return false
            }
            if isObject { try readKey() }
            return true
        case _ where isQuote(byte):
            let text = try readString()
            tree.add(SourceNode(string: text, containsOpeningBrace: stringContainsOpeningBrace, line: line, column: column))
            return false
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+") where lenient, UInt8(ascii: ".") where lenient:
            value = .number(try readNumber())
        case _ where Self.isWordByte(byte):
            value = try readKeywordValue()
        default:
            throw unexpectedCharacter(expected: "a value")
        }
        tree.add(SourceNode(value, line: line, column: column))
        return false
    }

    /// Reads what follows a complete value: commas and closing brackets. Returns `true` when another
    /// value follows (its key, inside an object, has been read), `false` when the top-level value is
    /// complete.
    mutating func finishValues() throws(SourceSyntaxError) -> Bool {
        while let isObject = tree.innermostIsObject {
            try skipWhitespace()
            guard offset < bytes.count else { throw endOfFile() }
            let closing = closingBracket(isObject: isObject)
            switch bytes[offset] {
            case closing:
                offset += 1
                tree.closeContainer()
            case UInt8(ascii: ","):
                offset += 1
                if offset == handOverOffset {
                    try takeOverFromSecondReader()
                    continue
                }
                try skipWhitespace()
                if offset < bytes.count, bytes[offset] == closing {
                    guard lenient else {
                        throw unexpectedCharacter(
                            expected: isObject ? "a key after ','" : "a value after ','",
                            hint: "remove the trailing comma; trailing commas are allowed only in .json5 files"
                        )
                    }
                    offset += 1
                    tree.closeContainer()
                } else {
                    if isObject { try readKey() }
                    return true
                }
            case let byte:
                let startsAnotherItem = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{")
                    || byte == UInt8(ascii: "[") || Self.isWordByte(byte)
                throw unexpectedCharacter(
                    expected: isObject ? "',' or '}'" : "',' or ']'",
                    hint: startsAnotherItem ? "separate \(isObject ? "members" : "elements") with ','" : nil
                )
            }
        }
        return false
    }

    /// Reads an object key and the ':' after it, and hands the key to the tree.
    mutating func readKey() throws(SourceSyntaxError) {
        try skipWhitespace()
        guard offset < bytes.count else { throw endOfFile() }
        let line = self.line
        let column = currentColumn
        let key: String
        switch bytes[offset] {
        case let byte where isQuote(byte):
            key = try readString()
        case let byte where lenient && Self.isIdentifierStart(byte):
            key = try readIdentifier()
        // A JavaScript object's number key (Ontario's spacing module: `0: { value: '0' }`, `0.5: …`).
        case let byte where lenient && Self.isDigit(byte):
            key = readNumberKey()
        default:
            throw unexpectedCharacter(expected: lenient ? "a key" : "a key in double quotes")
        }
        try skipWhitespace()
        guard offset < bytes.count else { throw endOfFile() }
        guard bytes[offset] == UInt8(ascii: ":") else {
            throw unexpectedCharacter(expected: "':' after the key '\(key)'")
        }
        offset += 1
        tree.setKey(key, line: line, column: column)
    }

    /// Whether `byte` opens a string: `"`, or in JSON5 also `'`.
    private func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || (lenient && byte == UInt8(ascii: "'"))
    }

    private func closingBracket(isObject: Bool) -> UInt8 {
        isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    // MARK: - Whitespace and positions

    /// 1-based UTF-8 column of `offset`.
    var currentColumn: Int { offset - lineStart + 1 }

    /// Notes that a line break ended just before `offset`.
    mutating func startLine() {
        line += 1
        lineStart = offset
    }

    /// Skips the line break at `offset` (LF, CR or CRLF), if there is one. Returns whether there was.
    mutating func skipLineBreak() -> Bool {
        switch bytes[offset] {
        case 0x0A:
            offset += 1
        case 0x0D:
            offset += 1
            if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
        default:
            return false
        }
        startLine()
        return true
    }

    /// Skips spaces, tabs and line breaks (and, in JSON5, comments and the extra JSON5 white space).
    mutating func skipWhitespace() throws(SourceSyntaxError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 {
                offset += 1
            } else if skipLineBreak() {
                continue
            } else if !lenient || !Self.mayStartJSON5SpaceOrComment(byte) {
                return
            } else if try !skipJSON5SpaceOrComment() {
                return
            }
        }
    }

    // MARK: - Strings

    /// Reads a string whose opening quote is at `offset` and returns its decoded text.
    mutating func readString() throws(SourceSyntaxError) -> String {
        let quote = bytes[offset]
        stringStart = (line, currentColumn)
        let start = offset + 1
        // Fast path: no escapes, so the text is a slice of the input.
        var index = start
        var containsOpeningBrace = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                offset = index + 1
                stringContainsOpeningBrace = containsOpeningBrace
                // Copying into the new string's own storage validates once; `String(decoding:)` costs more.
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                return String(unsafeUninitializedCapacity: text.count) { storage in
                    storage.initialize(from: text).index
                }
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte < 0x80 {
                containsOpeningBrace = containsOpeningBrace || byte == UInt8(ascii: "{")
                index += 1
            } else {
                offset = index
                index += try validSequenceLength()
            }
        }
        offset = index
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        return try readEscapedString(quote: quote)
    }

    /// Continues a string from its first escape or control character, decoding into `scratch`.
    private mutating func readEscapedString(quote: UInt8) throws(SourceSyntaxError) -> String {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                stringContainsOpeningBrace = scratch.contains(UInt8(ascii: "{"))
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape()
            case 0x0A, 0x0D:
                throw unterminatedString(hint: "a string cannot span lines; close it or write the line break as \\n")
            case 0x00..<0x20 where !lenient:
                throw SourceSyntaxError(
                    "control character \(UTF8Scanning.unicodeName(UInt32(byte))) in string",
                    line: line, column: currentColumn,
                    hint: "write it as an escape, for example \\t or \\u\(UTF8Scanning.unicodeName(UInt32(byte)).dropFirst(2))"
                )
            case 0x80...:
                let length = try validSequenceLength()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]))
                offset += length
            default:
                scratch.append(byte)
                offset += 1
            }
        }
        throw unterminatedString(hint: nil)
    }

    /// Decodes the escape whose backslash is at `offset` into `scratch`.
    private mutating func readEscape() throws(SourceSyntaxError) {
        let backslashColumn = currentColumn
        offset += 1
        guard offset < bytes.count else { throw unterminatedString(hint: nil) }
        let byte = bytes[offset]
        let decoded: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = byte
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            try readUnicodeEscape(backslashColumn: backslashColumn)
            return
        default:
            if lenient, try readJSON5Escape(backslashColumn: backslashColumn) { return }
            throw SourceSyntaxError(
                "invalid escape '\\\(escapedCharacterText())' in string", line: line, column: backslashColumn,
                hint: #"the escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#
                    + (lenient ? #" (JSON5 adds \' \v \0 \xXX and a backslash before a line break)"# : "")
            )
        }
        scratch.append(decoded)
        offset += 1
    }

    /// The character after a backslash, as an error message shows it.
    private func escapedCharacterText() -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return UTF8Scanning.describeCharacter(in: bytes, at: offset)
    }

    /// Decodes `\uXXXX` (with `offset` at the `u`), joining a surrogate pair into one scalar.
    private mutating func readUnicodeEscape(backslashColumn: Int) throws(SourceSyntaxError) {
        let first = try readHexQuad(backslashColumn: backslashColumn)
        var value = first
        switch first {
        case 0xD800...0xDBFF:
            let lowColumn = currentColumn
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { throw unpairedSurrogate(first, column: backslashColumn) }
            offset += 1
            let second = try readHexQuad(backslashColumn: lowColumn)
            guard (0xDC00...0xDFFF).contains(second) else { throw unpairedSurrogate(first, column: backslashColumn) }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(first, column: backslashColumn)
        default:
            break
        }
        appendScalar(value)
    }

    /// Appends the UTF-8 encoding of a valid scalar value to `scratch`.
    mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// Reads the four hex digits after the `u` at `offset`; leaves `offset` after them.
    private mutating func readHexQuad(backslashColumn: Int) throws(SourceSyntaxError) -> UInt32 {
        offset += 1
        var value: UInt32 = 0
        for index in 0..<4 {
            guard offset + index < bytes.count else { throw unterminatedString(hint: nil) }
            guard let digit = Self.hexDigitValue(bytes[offset + index]) else {
                let shown = bytes[offset..<min(offset + 4, bytes.count)]
                    .prefix { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }
                throw SourceSyntaxError(
                    "invalid unicode escape '\\u\(String(decoding: shown, as: UTF8.self))'; expected four hex digits",
                    line: line, column: backslashColumn, hint: "write it as \\u followed by four hex digits, as in \\u00E9"
                )
            }
            value = value << 4 | UInt32(digit)
        }
        offset += 4
        return value
    }

    private func unpairedSurrogate(_ value: UInt32, column: Int) -> SourceSyntaxError {
        let escape = "\\u" + String(value, radix: 16, uppercase: true)
        let isHigh = value < 0xDC00
        return SourceSyntaxError(
            "unpaired surrogate '\(escape)' in string", line: line, column: column,
            hint: isHigh
                ? "a high surrogate must be followed by a low surrogate escape (\\uDC00–\\uDFFF), or write the character itself"
                : "a low surrogate must follow a high surrogate escape (\\uD800–\\uDBFF), or write the character itself"
        )
    }

    func unterminatedString(hint: String?) -> SourceSyntaxError {
        SourceSyntaxError(
            "unterminated string; the closing quote is missing",
            line: stringStart.line, column: stringStart.column, hint: hint
        )
    }

    /// The length of the valid UTF-8 sequence at `offset`, or an "invalid UTF-8" error.
    mutating func validSequenceLength() throws(SourceSyntaxError) -> Int {
        guard let length = UTF8Scanning.sequenceLength(in: bytes, at: offset) else { throw invalidUTF8() }
        return length
    }

    private func invalidUTF8() -> SourceSyntaxError {
        SourceSyntaxError(
            "invalid UTF-8 byte \(UTF8Scanning.hex(bytes[offset]))", line: line, column: currentColumn,
            hint: UTF8Scanning.encodingHint
        )
    }

    // MARK: - Numbers and keywords

    /// Reads a number starting at `offset` (a sign, a digit, or in JSON5 also '.').
    private mutating func readNumber() throws(SourceSyntaxError) -> Double {
        let start = offset
        let isNegative = bytes[offset] == UInt8(ascii: "-")
        if isNegative || bytes[offset] == UInt8(ascii: "+") { offset += 1 }
        if lenient, let special = try readJSON5SpecialNumber(numberStart: start) {
            return isNegative ? -special : special
        }
        let unsignedStart = offset
        var mantissa: UInt64 = 0
        var digitCount = 0
        let integerStart = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "0"),
           offset + 1 < bytes.count, Self.isDigit(bytes[offset + 1]) {
            throw SourceSyntaxError(
                "leading zeros are not allowed in numbers", line: line, column: currentColumn,
                hint: "remove the leading zero, or quote the value if it is text"
            )
        }
        accumulateDigits(into: &mantissa, count: &digitCount)
        let hasIntegerDigits = offset > integerStart
        let hasPoint = offset < bytes.count && bytes[offset] == UInt8(ascii: ".")
        if !hasIntegerDigits && !(lenient && hasPoint) {
            throw expectedDigit("after '\(Character(UnicodeScalar(bytes[start])))'")
        }
        var decimalExponent = 0
        if hasPoint {
            offset += 1
            let fractionStart = offset
            accumulateDigits(into: &mantissa, count: &digitCount)
            decimalExponent = fractionStart - offset
            if offset == fractionStart && !(lenient && hasIntegerDigits) {
                throw expectedDigit("after the decimal point")
            }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            decimalExponent += try readExponent()
        }
        let magnitude: Double
        let exponentSize = abs(decimalExponent)
        if digitCount <= 15 && exponentSize < Self.exactPowersOfTen.count {
            // Mantissa and power are exact doubles, so one correctly rounded operation is exact enough.
            let power = Self.exactPowersOfTen[exponentSize]
            magnitude = decimalExponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[unsignedStart..<offset]), as: UTF8.self)
            magnitude = Double(text) ?? .infinity
        }
        guard magnitude.isFinite else {
            // Reported, and read as the largest finite number, so the rest of the file is still checked
            // (the run fails on the error either way).
            tree.report(nonFiniteNumber(numberStart: start).diagnostic(file: tree.file))
            return isNegative ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude
        }
        return isNegative ? -magnitude : magnitude
    }

    /// Reads the exponent digits (with optional sign) after an `e`; returns the exponent, clamped far
    /// beyond the range of `Double` so it cannot overflow.
    private mutating func readExponent() throws(SourceSyntaxError) -> Int {
        var isNegative = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
            isNegative = bytes[offset] == UInt8(ascii: "-")
            offset += 1
        }
        let start = offset
        var exponent = 0
        while offset < bytes.count, Self.isDigit(bytes[offset]) {
            exponent = min(exponent * 10 + Int(bytes[offset] - UInt8(ascii: "0")), 100_000)
            offset += 1
        }
        guard offset > start else { throw expectedDigit("in the exponent") }
        return isNegative ? -exponent : exponent
    }

    /// Consumes decimal digits, adding up to 19 of them into `mantissa`; `count` counts all digits seen.
    private mutating func accumulateDigits(into mantissa: inout UInt64, count: inout Int) {
        while offset < bytes.count, Self.isDigit(bytes[offset]) {
            if count < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - UInt8(ascii: "0")) }
            count += 1
            offset += 1
        }
    }

    func expectedDigit(_ place: String) -> SourceSyntaxError {
        guard offset < bytes.count else { return endOfFile() }
        return SourceSyntaxError(
            "invalid number: expected a digit \(place), found \(UTF8Scanning.describeCharacter(in: bytes, at: offset))",
            line: line, column: currentColumn
        )
    }

    /// An error for the non-finite number that runs from `numberStart` to `offset`.
    func nonFiniteNumber(numberStart: Int) -> SourceSyntaxError {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<offset]), as: UTF8.self)
        return SourceSyntaxError(
            "number '\(QuotedInput.shortened(text))' is not finite; token values must be finite numbers",
            line: line, column: numberStart - lineStart + 1,
            hint: "use a finite number, or quote the value if it is text"
        )
    }

    /// Powers of ten that `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// Reads `true`, `false` or `null` (JSON5: also rejects `Infinity` and `NaN`).
    private mutating func readKeywordValue() throws(SourceSyntaxError) -> SourceNode.Value {
        let start = offset
        while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "Infinity", "NaN": throw nonFiniteNumber(numberStart: start)
        default:
            if offset == bytes.count, ["true", "false", "null"].contains(where: { $0.hasPrefix(word) }) {
                throw endOfFile()
            }
            throw SourceSyntaxError(
                "unexpected word '\(QuotedInput.shortened(word))'; expected a value", line: line, column: start - lineStart + 1,
                hint: lenient ? "put text values in quotes" : "put text values in double quotes, as in \(QuotedInput.quoted(word))"
            )
        }
    }

    // MARK: - Character classes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ASCII letters, digits, `_` and `$`: the bytes of a keyword or an ASCII identifier.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Errors

    /// "unexpected end of file", pointing at the end and naming the container left open.
    func endOfFile() -> SourceSyntaxError {
        let hint = tree.innermostDescription.map { "\($0) is not closed" } ?? (bytes.isEmpty ? "the file is empty" : nil)
        return SourceSyntaxError(
            "unexpected end of file; the JSON is incomplete", line: line, column: bytes.count - lineStart + 1, hint: hint
        )
    }

    /// An error for the character at `offset`, saying what was expected instead. Invalid UTF-8 and the
    /// end of the file get their own messages.
    func unexpectedCharacter(expected: String, hint: String? = nil) -> SourceSyntaxError {
        guard offset < bytes.count else { return endOfFile() }
        let byte = bytes[offset]
        if byte >= 0x80, UTF8Scanning.sequenceLength(in: bytes, at: offset) == nil { return invalidUTF8() }
        return SourceSyntaxError(
            "unexpected character \(UTF8Scanning.describeCharacter(in: bytes, at: offset)); expected \(expected)",
            line: line, column: currentColumn, hint: hint ?? (lenient ? nil : Self.strictModeHint(for: byte))
        )
    }

    /// Explains a character that JSON5 would accept where strict JSON does not.
    private static func strictModeHint(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "/"): "comments are allowed only in .json5 files"
        case UInt8(ascii: "'"): "JSON strings and keys use double quotes"
        case UInt8(ascii: "+"), UInt8(ascii: "."): "JSON numbers start with a digit or '-'"
        case _ where isIdentifierStart(byte): "JSON keys must be in double quotes"
        default: nil
        }
    }
}
