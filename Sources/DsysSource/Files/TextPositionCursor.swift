/// Turns character indexes and byte offsets into line and UTF-8 column, walking the text forward.
///
/// libyaml reports positions as character (Unicode scalar) indexes; the rest of dsys speaks in 1-based
/// lines and UTF-8 byte columns, with LF, CR and CRLF as line breaks (as `JSONReader` counts them).
/// Positions are usually asked for in increasing order, so the cursor keeps its place and each
/// request costs only the distance from the previous one; an earlier position restarts the walk.
struct TextPositionCursor {
    /// A place in the text.
    struct Position {
        var line: Int
        var column: Int
        var byteOffset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var characterIndex = 0
    private var byteOffset = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The position of the character with 0-based index `index` (clamped to the end of the text).
    mutating func position(ofCharacter index: Int) -> Position {
        if index < characterIndex { self = TextPositionCursor(bytes: bytes) }
        while characterIndex < index && byteOffset < bytes.count { step() }
        return current
    }

    /// The position of the byte at `offset` (clamped to the end of the text).
    mutating func position(ofByte offset: Int) -> Position {
        if offset < byteOffset { self = TextPositionCursor(bytes: bytes) }
        while byteOffset < offset && byteOffset < bytes.count { step() }
        return current
    }

    private var current: Position {
        Position(line: line, column: byteOffset - lineStart + 1, byteOffset: byteOffset)
    }

    /// Moves past one character; a line starts after LF, after CRLF, and after a CR on its own.
    private mutating func step() {
        let byte = bytes[byteOffset]
        byteOffset += byte < 0x80 ? 1 : UTF8Scanning.sequenceLength(in: bytes, at: byteOffset) ?? 1
        characterIndex += 1
        let endsLine = byte == 0x0A || (byte == 0x0D && (byteOffset == bytes.count || bytes[byteOffset] != 0x0A))
        if endsLine {
            line += 1
            lineStart = byteOffset
        }
    }
}
