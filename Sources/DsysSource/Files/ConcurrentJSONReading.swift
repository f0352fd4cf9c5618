/// What the second reader of a split document read: the members of the split object from the split
/// point to its closing brace, and where that brace is.
struct JSONMemberRun: Sendable {
    var members: [SourceMember]
    /// The offset of the split object's closing `}`.
    var closingBrace: Int
    /// 1-based line of `closingBrace`, and the offset where that line starts.
    var line: Int
    var lineStart: Int
    /// The most containers that were open at once in the second half, the split object included.
    var deepest: Int
}

/// Reads a large strict-JSON document on two threads.
///
/// `JSONSplitPoint` finds a comma between two members of an object near the middle of the document.
/// A second reader starts there and reads the rest of that object's members while the first reads
/// the document from the start; when the first reaches the split point it takes the second's
/// members over (checking them for duplicate keys as if it had read them itself) and goes on after
/// the object's closing brace. Both readers keep exact line and column positions, so the tree is
/// the one a single reader builds.
///
/// Any syntax error, on either side, abandons the attempt, and so does a duplicate key in the second
/// half (a single reader would name a different first definition for a key repeated there): the
/// caller then reads the document on one thread, so the diagnostics are exactly the sequential ones.
package enum ConcurrentJSONReading {
    /// Documents smaller than this are read on one thread: below it, the split costs more than it saves.
    package static let minimumSize = 1 << 20

    /// The document's root and diagnostics (duplicate keys), or nil when the attempt was abandoned
    /// (no split point, a syntax error, or anything unexpected): then read it sequentially.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> (root: SourceNode, diagnostics: [Diagnostic])? {
        guard bytes.count >= minimumSize, let point = JSONSplitPoint.find(in: bytes) else { return nil }
        // The second reader only reads `bytes`, which outlive it: `read` waits for it on every path.
        nonisolated(unsafe) let sharedBytes = bytes
        let secondReader = WorkerThread {
            try? readMembers(of: sharedBytes, from: point, file: file)
        }
        var tookOver = false
        var reader = JSONReader(bytes: bytes, lenient: false, tree: SourceTreeBuilder(file: file))
        reader.handOverOffset = point.offset
        reader.secondReader = {
            tookOver = true
            return secondReader.wait()
        }
        let root = try? reader.readDocument()
        _ = secondReader.wait()
        guard let root, tookOver else { return nil }
        return (root, reader.tree.diagnostics)
    }

    /// The second reader: the members of the split object from `point` to its closing brace.
    private static func readMembers(
        of bytes: UnsafeBufferPointer<UInt8>, from point: JSONSplitPoint, file: String
    ) throws(SourceSyntaxError) -> JSONMemberRun {
        // A stand-in for the split object collects the members. The objects around it are unknown
        // here, so the first reader checks the nesting limit when it takes the members over.
        var reader = JSONReader(bytes: bytes, lenient: false, tree: SourceTreeBuilder(file: file))
        reader.offset = point.offset
        reader.line = point.line
        reader.lineStart = point.lineStart
        try reader.tree.openContainer(isObject: true, line: point.line, column: point.offset - point.lineStart + 1)
        try reader.readKey()
        repeat {
            while try reader.beginValue() {}
        } while try reader.finishValues()
        // The stand-in closed at the split object's closing brace, just before `offset`.
        guard let members = reader.tree.root?.members, reader.tree.diagnostics.isEmpty else {
            throw SourceSyntaxError("the second half has duplicate keys", line: reader.line, column: reader.currentColumn)
        }
        return JSONMemberRun(
            members: members, closingBrace: reader.offset - 1, line: reader.line, lineStart: reader.lineStart,
            deepest: reader.tree.deepest
        )
    }
}

extension JSONReader {
    /// At the split point: adds the second reader's members to the innermost object (through the
    /// builder, which reports keys the two halves share) and moves to the object's closing brace.
    /// Throws, abandoning the concurrent read, when the second reader failed, when the first reader
    /// is not between two members of an object (possible only in malformed input), or when the two
    /// halves together nest deeper than the limit (one reader reports that).
    mutating func takeOverFromSecondReader() throws(SourceSyntaxError) {
        handOverOffset = -1
        guard let run = secondReader?(), tree.isExpectingKey,
              tree.depth - 1 + run.deepest <= SourceTreeBuilder.maximumDepth
        else {
            throw SourceSyntaxError("the concurrent read was abandoned", line: line, column: currentColumn)
        }
        for member in run.members {
            tree.setKey(member.key, line: member.keyLine, column: member.keyColumn)
            tree.add(member.value)
        }
        offset = run.closingBrace
        line = run.line
        lineStart = run.lineStart
    }
}
