/// Byte-level UTF-8 checks shared by the readers.
///
/// Validation follows the well-formed byte sequences of the Unicode Standard (table 3-7): no overlong
/// forms, no surrogates, nothing above U+10FFFF.
package enum UTF8Scanning {
    /// The hint given with every invalid-UTF-8 error.
    static let encodingHint = "save the file with UTF-8 encoding"

    /// The length of the well-formed UTF-8 sequence that starts at `offset`, or `nil` when the bytes
    /// there are not valid UTF-8 (including a sequence cut off by the end of the buffer).
    static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        if lead < 0x80 { return 1 }
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        for continuation in (offset + 2)..<(offset + length) where bytes[continuation] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, or `nil` when all of
    /// `bytes` is valid.
    package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] < 0x80 {
                offset += 1
            } else if let length = sequenceLength(in: bytes, at: offset) {
                offset += length
            } else {
                return offset
            }
        }
        return nil
    }

    /// The character at `offset` as messages show it: `'x'`, `'é'`, `U+0009` for invisible characters,
    /// `byte 0xFF` for bytes that are not valid UTF-8.
    static func describeCharacter(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard let length = sequenceLength(in: bytes, at: offset) else {
            return "byte " + hex(bytes[offset])
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "byte " + hex(bytes[offset]) }
        let invisible = scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
            || scalar.properties.generalCategory == .format
        if invisible { return unicodeName(scalar.value) }
        return text == "'" ? "\"'\"" : "'\(text)'"
    }

    /// `U+00E9` style name of a code point.
    static func unicodeName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `0xFF` style name of a byte.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
