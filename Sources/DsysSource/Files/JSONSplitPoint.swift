#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A place where a large JSON document can be cut in two so that two threads read it: just after a
/// comma that ends a line, where the next line starts with an object key. The second reader starts
/// there and reads the rest of that object's members.
///
/// A line break can never be inside a JSON string, so everything around one is structure: the
/// search looks only at the lines near the middle of the document and reads no other byte, except
/// to count line breaks (so the second reader's positions are exact). Of the candidate lines it
/// takes the least indented one, nearest the middle: in a pretty-printed file that is the shallowest
/// object, which usually runs on to near the end, so the second reader gets about half of the
/// document. Files without line breaks near the middle (minified JSON) are not split.
///
/// Nothing here checks the document: on malformed input the readers report the error, and
/// `ConcurrentJSONReading` then reads the document again on one thread.
package struct JSONSplitPoint: Sendable {
    /// The first byte after the comma: where the second reader starts.
    var offset: Int
    /// 1-based line of `offset`.
    package var line: Int
    /// Offset of the first byte of that line.
    package var lineStart: Int

    /// How far from the middle a split point may be, as a fraction of the document's size.
    private static let windowFraction = 8

    /// The split point of `bytes`, or nil when no line near the middle qualifies.
    package static func find(in bytes: UnsafeBufferPointer<UInt8>) -> JSONSplitPoint? {
        let middle = bytes.count / 2
        let window = bytes.count / windowFraction
        var best: (comma: Int, indentation: Int, distance: Int)?
        var lineBreak = nextLineBreak(in: bytes, from: middle - window)
        while let current = lineBreak, current < middle + window {
            let next = nextLineBreak(in: bytes, from: current + 1)
            if let comma = commaEndingLine(at: current, in: bytes),
               let indentation = keyIndentation(afterLineBreakAt: current, in: bytes) {
                let distance = abs(comma - middle)
                if best.map({ indentation < $0.indentation || (indentation == $0.indentation && distance < $0.distance) })
                    ?? true {
                    best = (comma, indentation, distance)
                }
            }
            lineBreak = next
        }
        guard let best else { return nil }
        let (line, lineStart) = lineAndStart(of: best.comma + 1, in: bytes)
        return JSONSplitPoint(offset: best.comma + 1, line: line, lineStart: lineStart)
    }

    /// The offset of the first LF at or after `start` (files that break lines with CR alone, long
    /// obsolete, are not split).
    private static func nextLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start >= 0, start < bytes.count,
              let found = memchr(base + start, 0x0A, bytes.count - start)
        else { return nil }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// The offset of the comma the line ending at `lineBreak` ends with (only spaces, tabs and the CR
    /// of a CRLF may follow it), if it ends with one.
    private static func commaEndingLine(at lineBreak: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = lineBreak - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index -= 1 }
        return index >= 0 && bytes[index] == UInt8(ascii: ",") ? index : nil
    }

    /// The indentation of the line after the line break at `lineBreak` when that line starts with an
    /// object key (a string followed by `:`), else nil.
    private static func keyIndentation(afterLineBreakAt lineBreak: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = lineBreak + 1
        let lineStart = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let indentation = index - lineStart
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == 0x0A || bytes[index] == 0x0D { return nil }
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":") ? indentation : nil
    }

    /// The 1-based line of `offset` and the offset where that line starts, counting LF, CR and CRLF
    /// line breaks as the readers do.
    private static func lineAndStart(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, lineStart: Int) {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        guard let base = bytes.baseAddress, offset > 0 else { return (1, lineStart) }
        // `memchr` jumps from one line-break byte to the next far faster than a loop over every byte.
        // Every LF ends a line; a CR does only when no LF follows it.
        var lineBreaks = 0
        forEachOccurrence(of: 0x0A, in: base, count: offset) { _ in lineBreaks += 1 }
        forEachOccurrence(of: 0x0D, in: base, count: offset) { index in
            if index + 1 >= bytes.count || bytes[index + 1] != 0x0A { lineBreaks += 1 }
        }
        return (1 + lineBreaks, lineStart)
    }

    /// Calls `body` with the offset of every `byte` among the first `count` bytes at `base`.
    private static func forEachOccurrence(
        of byte: UInt8, in base: UnsafePointer<UInt8>, count: Int, _ body: (Int) -> Void
    ) {
        var position = base
        let end = base + count
        while position < end, let found = memchr(position, Int32(byte), end - position) {
            let match = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            body(match - base)
            position = match + 1
        }
    }
}
