/// The JSON5 additions to `JSONReader`, used when it reads leniently (`.json5` and `.jsonc` files):
/// `//` and `/* */` comments, extra white space, single-quoted strings with the JSON5 escapes,
/// identifier keys, hexadecimal numbers, and `Infinity`/`NaN`, which are rejected because token
/// values must be finite. Trailing commas and leading `+` or `.` are handled where they occur in
/// `JSONReader`.
extension JSONReader {
    /// Whether `byte` can start a comment or JSON5-only white space: a cheap test that keeps the
    /// common case (a value or punctuation follows) out of `skipJSON5SpaceOrComment`.
    static func mayStartJSON5SpaceOrComment(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == 0x0B || byte == 0x0C || byte >= 0x80
    }

    /// Skips one comment or one JSON5-only white-space character at `offset`. Returns `false` when
    /// there is none there.
    mutating func skipJSON5SpaceOrComment() throws(SourceSyntaxError) -> Bool {
        let byte = bytes[offset]
        switch byte {
        case 0x0B, 0x0C:
            offset += 1
        case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
            offset += 2
            while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
                try skipCharacter()
            }
        case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
            try skipBlockComment()
        case 0x80...:
            guard let length = unicodeSpaceLength() else { return false }
            offset += length
        default:
            return false
        }
        return true
    }

    /// Skips a `/* ... */` comment whose `/` is at `offset`.
    private mutating func skipBlockComment() throws(SourceSyntaxError) {
        let start = (line: line, column: currentColumn)
        offset += 2
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                offset += 2
                return
            }
            if !skipLineBreak() { try skipCharacter() }
        }
        throw SourceSyntaxError(
            "unterminated comment; the closing '*/' is missing", line: start.line, column: start.column,
            hint: "close the comment with */"
        )
    }

    /// Steps over one (valid UTF-8) character that is not a line break.
    private mutating func skipCharacter() throws(SourceSyntaxError) {
        if bytes[offset] < 0x80 {
            offset += 1
        } else {
            offset += try validSequenceLength()
        }
    }

    /// The byte length of the non-ASCII white-space character at `offset` (no-break space, byte order
    /// mark, line and paragraph separators, other space separators), or `nil` if it is something else.
    private func unicodeSpaceLength() -> Int? {
        guard let length = UTF8Scanning.sequenceLength(in: bytes, at: offset),
              let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
                  .unicodeScalars.first
        else { return nil }
        let isSpace = scalar.properties.generalCategory == .spaceSeparator
            || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
        return isSpace ? length : nil
    }

    /// Decodes a JSON5-only escape, with `offset` just after the backslash. Returns `false` for a
    /// character that is not a valid escape in JSON5 either.
    mutating func readJSON5Escape(backslashColumn: Int) throws(SourceSyntaxError) -> Bool {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            return false
        case UInt8(ascii: "0"):
            if offset + 1 < bytes.count, Self.isDigit(bytes[offset + 1]) { return false }
            scratch.append(0)
            offset += 1
        case UInt8(ascii: "v"):
            scratch.append(0x0B)
            offset += 1
        case UInt8(ascii: "x"):
            try readHexEscape(backslashColumn: backslashColumn)
        case 0x0A, 0x0D:
            _ = skipLineBreak()  // A line continuation: the break is not part of the text.
        case 0x80...:
            let length = try validSequenceLength()
            let isLineSeparator = length == 3 && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
                && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
            if !isLineSeparator {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]))
            }
            offset += length
        default:
            // Any other character, `\'` included, stands for itself.
            scratch.append(byte)
            offset += 1
        }
        return true
    }

    /// Decodes `\xXX`, with `offset` at the `x`.
    private mutating func readHexEscape(backslashColumn: Int) throws(SourceSyntaxError) {
        guard offset + 2 < bytes.count else { throw unterminatedString(hint: nil) }
        guard let high = Self.hexDigitValue(bytes[offset + 1]), let low = Self.hexDigitValue(bytes[offset + 2]) else {
            throw SourceSyntaxError(
                "invalid hex escape in string; expected two hex digits after '\\x'", line: line, column: backslashColumn,
                hint: "write it as \\x followed by two hex digits, as in \\xE9"
            )
        }
        appendScalar(UInt32(high) << 4 | UInt32(low))
        offset += 3
    }

    /// Reads what only JSON5 allows right after a number's optional sign: a hexadecimal number
    /// (returned without its sign), or `Infinity`/`NaN` (rejected). Returns `nil`, leaving `offset`
    /// alone, when a decimal number follows instead.
    mutating func readJSON5SpecialNumber(numberStart: Int) throws(SourceSyntaxError) -> Double? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "I") || byte == UInt8(ascii: "N") {
            let wordStart = offset
            while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<offset]), as: UTF8.self)
            if word == "Infinity" || word == "NaN" { throw nonFiniteNumber(numberStart: numberStart) }
            offset = wordStart
            return nil
        }
        guard byte == UInt8(ascii: "0"), offset + 1 < bytes.count,
              bytes[offset + 1] == UInt8(ascii: "x") || bytes[offset + 1] == UInt8(ascii: "X")
        else { return nil }
        offset += 2
        let digitsStart = offset
        var value = 0.0
        while offset < bytes.count, let digit = Self.hexDigitValue(bytes[offset]) {
            value = value * 16 + Double(digit)
            offset += 1
        }
        guard offset > digitsStart else { throw expectedDigit("after '0x'") }
        guard value.isFinite else { throw nonFiniteNumber(numberStart: numberStart) }
        return value
    }

    /// Whether `byte` can start an unquoted JSON5 key: an ASCII letter, `_`, `$`, or the first byte of a
    /// non-ASCII character.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (isWordByte(byte) && !isDigit(byte))
    }

    /// Reads a key written as a number, as JavaScript allows in an object literal: digits, with
    /// one `.` and more digits (`0`, `100`, `0.5`), kept as written.
    mutating func readNumberKey() -> String {
        let start = offset
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "."), Self.isDigit(bytes[offset + 1]) {
            offset += 1
            while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// Reads an unquoted key: ASCII letters, digits, `_`, `$` and non-ASCII characters other than
    /// white space.
    mutating func readIdentifier() throws(SourceSyntaxError) -> String {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isWordByte(byte) {
                offset += 1
            } else if byte >= 0x80, unicodeSpaceLength() == nil {
                offset += try validSequenceLength()
            } else {
                break
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }
}
