@testable import DsysCore
import Foundation
import Testing

/// The two-thread reader of large JSON files must build exactly the tree, and report exactly the
/// diagnostics, that one reader does.
@Suite struct ConcurrentJSONReadingTests {
    /// What a read gave: the root and the diagnostics as text.
    private struct Outcome: Equatable {
        var root: SourceNode?
        var diagnostics: [String]
    }

    /// Strings that a structural scan could mistake for structure.
    private static let trickyText = #"a{b},c[d]:e \"quoted\" back\\slash é \u00e9 {alias.path}"#

    /// A token document of about `tokenCount` tokens: `groupCount` top-level groups holding
    /// ten-token subgroups, with tricky strings, nested arrays and the given line break.
    private static func document(tokenCount: Int, groupCount: Int, lineBreak: String = "\n") -> String {
        var text = "{" + lineBreak
        let perGroup = tokenCount / groupCount
        for group in 0..<groupCount {
            text += "  \"group\(group)\": {" + lineBreak
            for token in 0..<perGroup {
                let separator = token == perGroup - 1 ? "" : ","
                text += "    \"t\(token)\": { \"$value\": \"\(trickyText)\", \"$extensions\": { \"list\": [1, [2, {\"x\": null}], true] } }"
                    + separator + lineBreak
            }
            text += "  }" + (group == groupCount - 1 ? "" : ",") + lineBreak
        }
        return text + "}" + lineBreak
    }

    private func sequential(_ text: String) -> Outcome {
        var diagnostics = Diagnostics()
        let bytes = Array(text.utf8)
        let root = bytes.withUnsafeBufferPointer {
            JSONReader.read($0, file: "big.json", lenient: false, diagnostics: &diagnostics)
        }
        return Outcome(root: root, diagnostics: diagnostics.sorted.map(\.description))
    }

    /// Through the public entry point, which reads large files concurrently.
    private func throughSourceFileReader(_ text: String) -> Outcome {
        var diagnostics = Diagnostics()
        let file = SourceFileReader.read(Array(text.utf8), displayPath: "big.json", syntax: .json, diagnostics: &diagnostics)
        return Outcome(root: file?.root, diagnostics: diagnostics.sorted.map(\.description))
    }

    /// Whether the concurrent reader accepted `text` (instead of leaving it to one reader).
    private func readsConcurrently(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ConcurrentJSONReading.read($0, file: "big.json") != nil }
    }

    /// The text of the line the split point's second half starts on, from the split point.
    private func splitLine(_ text: String) -> Substring? {
        let bytes = Array(text.utf8)
        guard let point = bytes.withUnsafeBufferPointer({ JSONSplitPoint.find(in: $0) }) else { return nil }
        let line = text.utf8.split(separator: 10, omittingEmptySubsequences: false)[point.line - 1]
        #expect(text.utf8.distance(from: text.utf8.startIndex, to: line.startIndex) == point.lineStart)
        return Substring(line)
    }

    @Test func splitsBetweenTopLevelGroupsAndBuildsTheSameTree() throws {
        let text = Self.document(tokenCount: 12_000, groupCount: 6)
        #expect(text.utf8.count > ConcurrentJSONReading.minimumSize)
        // Between two top-level groups: the line closing one of them.
        #expect(splitLine(text) == "  },")
        #expect(readsConcurrently(text))
        let expected = sequential(text)
        #expect(expected.root != nil && expected.diagnostics.isEmpty)
        #expect(throughSourceFileReader(text) == expected)
    }

    @Test func splitsInsideASingleTopLevelGroup() throws {
        let text = Self.document(tokenCount: 12_000, groupCount: 1)
        // Between two tokens of the only group.
        #expect(splitLine(text)?.hasPrefix("    \"t") == true)
        #expect(readsConcurrently(text))
        #expect(throughSourceFileReader(text) == sequential(text))
    }

    @Test func keepsPositionsWithWindowsLineBreaks() throws {
        let text = Self.document(tokenCount: 12_000, groupCount: 4, lineBreak: "\r\n")
        #expect(readsConcurrently(text))
        let outcome = throughSourceFileReader(text)
        #expect(outcome == sequential(text))
        // The last group starts on the line after three groups of 3000 tokens plus their braces.
        let lastGroup = try #require(outcome.root?.members?.last)
        #expect(lastGroup.keyLine == 2 + 3 * 3002)
    }

    @Test func syntaxErrorInTheSecondHalfIsReportedAsOneReaderWould() throws {
        var text = Self.document(tokenCount: 12_000, groupCount: 6)
        let cut = text.index(text.startIndex, offsetBy: text.utf8.count * 3 / 4)
        let lineEnd = try #require(text[cut...].firstIndex(of: "\n"))
        text.insert(contentsOf: " oops", at: lineEnd)
        #expect(!readsConcurrently(text))
        let outcome = throughSourceFileReader(text)
        #expect(outcome == sequential(text))
        #expect(outcome.root == nil && outcome.diagnostics.count == 1)
    }

    @Test func syntaxErrorInTheFirstHalfIsReportedAsOneReaderWould() throws {
        var text = Self.document(tokenCount: 12_000, groupCount: 6)
        let cut = text.index(text.startIndex, offsetBy: text.utf8.count / 4)
        text.insert(contentsOf: "}}", at: try #require(text[cut...].firstIndex(of: "\n")))
        #expect(!readsConcurrently(text))
        #expect(throughSourceFileReader(text) == sequential(text))
    }

    @Test func duplicateKeysAcrossAndWithinTheHalvesAreReportedAsOneReaderWould() throws {
        let base = Self.document(tokenCount: 12_000, groupCount: 6)
        // group0 defined again at the very end: a key the two halves share.
        let across = String(base.dropLast(3)) + ",\n  \"group0\": {}\n}\n"
        #expect(readsConcurrently(across))
        let acrossOutcome = throughSourceFileReader(across)
        #expect(acrossOutcome == sequential(across))
        #expect(acrossOutcome.diagnostics.count == 1)
        // And twice more: the second half repeats it itself, so one reader decides.
        let within = String(base.dropLast(3)) + ",\n  \"group0\": {},\n  \"group0\": {}\n}\n"
        #expect(!readsConcurrently(within))
        let withinOutcome = throughSourceFileReader(within)
        #expect(withinOutcome == sequential(within))
        #expect(withinOutcome.diagnostics.count == 2)
    }

    @Test func nestingLimitCountsTheObjectsAroundTheSecondHalf() throws {
        let base = Self.document(tokenCount: 12_000, groupCount: 1)
        // 254 arrays inside a token of the second half: one level too deep with the root, group0
        // and the token around them, but not for a second reader that forgot the root.
        let deep = String(repeating: "[", count: 254) + String(repeating: "]", count: 254)
        let text = base.replacingOccurrences(
            of: "\"t11000\": { \"$value\"", with: "\"t11000\": { \"deep\": \(deep), \"$value\""
        )
        #expect(text != base)
        let outcome = throughSourceFileReader(text)
        #expect(outcome == sequential(text))
        #expect(outcome.diagnostics.first?.contains("nesting is deeper than") == true)
    }

    @Test func smallDocumentsAreLeftToOneReader() {
        let text = Self.document(tokenCount: 100, groupCount: 2)
        #expect(!readsConcurrently(text))
        #expect(throughSourceFileReader(text) == sequential(text))
    }
}
