/// A place where a large JSON document can be cut in two so that two threads read it: just after a
/// comma between two members of an object that is open across the middle of the document.
///
/// Found by a quick structural scan (strings, brackets, commas and line breaks only) that checks
/// nothing: on malformed input the readers report the error, and `ConcurrentJSONReading` then reads
/// the whole document again on one thread so the diagnostics are exactly the sequential ones.
struct JSONSplitPoint: Sendable {
    /// The first byte after the comma: where the second reader starts, at a member's key.
    var offset: Int
    /// 1-based line of `offset`.
    var line: Int
    /// Offset of the first byte of that line.
    var lineStart: Int
    /// How deeply the split object is nested: 1 for the root object.
    var depth: Int

    /// How far from the middle a split point may be, as a fraction of the document's size.
    private static let windowFraction = 5

    /// The split point of `bytes`: after a comma between members of an object that is open across
    /// the middle, within a fifth of the document's size of the middle, preferring the shallowest
    /// such object (it usually runs to near the end of the document, so the second reader gets about
    /// half of it) and then the comma nearest the middle. Nil when there is none.
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> JSONSplitPoint? {
        let middle = bytes.count / 2
        let window = bytes.count / windowFraction
        /// The open containers, innermost last: whether each is an object, and the last comma
        /// between its members (only objects' commas are kept).
        var open: [(isObject: Bool, lastComma: JSONSplitPoint?)] = []
        open.reserveCapacity(64)
        var line = 1
        var lineStart = 0
        /// The shallowest depth reached since the middle: objects at or above it enclose the middle.
        var lowestDepth = Int.max
        var best: JSONSplitPoint?
        var index = 0
        while index < bytes.count, index < middle + window {
            if index >= middle, lowestDepth == Int.max {
                lowestDepth = open.count
                // The nearest comma before the middle of the shallowest enclosing object.
                best = open.lazy.compactMap(\.lastComma).first { middle - $0.offset <= window }
                if best?.depth == 1 { return best }
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append((bytes[index] == UInt8(ascii: "{"), nil))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                if index >= middle { lowestDepth = min(lowestDepth, open.count) }
            case UInt8(ascii: ","):
                let depth = open.count
                guard depth > 0, open[depth - 1].isObject else { break }
                let point = JSONSplitPoint(offset: index + 1, line: line, lineStart: lineStart, depth: depth)
                if index < middle {
                    open[depth - 1].lastComma = point
                } else if depth <= lowestDepth, depth < (best?.depth ?? Int.max)
                    || (depth == best?.depth && point.offset - middle < middle - (best?.offset ?? 0)) {
                    best = point
                    if depth == 1 { return best }
                }
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                lineStart = index + 1
            default:
                break
            }
            index += 1
        }
        return best
    }
}
