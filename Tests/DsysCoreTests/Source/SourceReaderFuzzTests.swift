import DsysCore
import Foundation
import Testing

/// Robustness: whatever the bytes, a reader returns a tree or at least one error, never crashes, and
/// points its errors inside the text. Inputs are random (from a fixed seed, so failures reproduce),
/// mutated real files, and every prefix of real files. Also reads the whole shared corpus.
@Suite struct SourceReaderFuzzTests {
    private static let corpusMissing: Comment = "the shared corpus (../shared/corpus next to the repository) is not present"

    /// Bytes that make up JSON, JSON5 and YAML, so random input gets past the first character.
    private static let syntaxBytes = Array("{}[]:,\"'\\/*-+.0123456789eExuUtrfalsnIN \n\r\t#&!|>?~%@`".utf8)
        + [0xC3, 0xA9, 0xE2, 0x80, 0xA8, 0xF0, 0x9F, 0x98, 0x80, 0xEF, 0xBB, 0xBF]

    /// Small real files, one per syntax, that the mutation and truncation tests start from.
    private static let seedFiles = [
        "dtcg-spec-examples/format/composite-types/example-09.json",
        "dtcg-spec-examples/format/aliases/example-05.jsonc",
        "redhat-design-tokens/tokens/color/crayon/red.yaml",
    ]

    /// Checks the reader's contract on `bytes`; returns a description of the breach, or `nil`.
    private static func contractBreach(_ bytes: [UInt8], _ syntax: SourceFileReader.Syntax) -> String? {
        let outcome = SourceReaderTestSupport.read(bytes: bytes, syntax)
        if outcome.file == nil && outcome.errors.isEmpty { return "no tree and no error" }
        let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
        for error in outcome.errors {
            guard let location = error.location, location.line >= 1, location.line <= lineCount,
                  location.column >= 1, location.column <= bytes.count + 1
            else { return "error outside the text: \(error)" }
        }
        return nil
    }

    /// Runs `contractBreach` on every input and expects no breach, naming the first few inputs that break it.
    private static func expectContract(_ inputs: [([UInt8], SourceFileReader.Syntax)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var breaches: [String] = []
        for (bytes, syntax) in inputs {
            if let breach = contractBreach(bytes, syntax) {
                breaches.append("\(syntax) \(bytes.prefix(80)): \(breach)")
            }
        }
        #expect(breaches.isEmpty, "\(breaches.count) breaches, first: \(breaches.prefix(3))", sourceLocation: sourceLocation)
    }

    private static func syntax(of path: String) -> SourceFileReader.Syntax { SourceFileReader.syntax(forPath: path) }

    @Test func randomBytes() {
        var generator = SplitMix64(seed: 0x5EED)
        var inputs: [([UInt8], SourceFileReader.Syntax)] = []
        for syntax in [SourceFileReader.Syntax.json, .json5, .yaml] {
            for _ in 0..<2_000 {
                let length = Int.random(in: 0...80, using: &generator)
                let bytes = (0..<length).map { _ in
                    Int.random(in: 0..<10, using: &generator) == 0
                        ? UInt8.random(in: 0...255, using: &generator)
                        : Self.syntaxBytes.randomElement(using: &generator) ?? 0
                }
                inputs.append((bytes, syntax))
            }
        }
        Self.expectContract(inputs)
    }

    @Test(.enabled(if: SourceReaderTestSupport.corpusDirectory != nil, corpusMissing))
    func mutatedRealFiles() throws {
        var generator = SplitMix64(seed: 0xF00D)
        var inputs: [([UInt8], SourceFileReader.Syntax)] = []
        for path in Self.seedFiles {
            let original = try SourceReaderTestSupport.corpusBytes(path)
            try #require(!original.isEmpty)
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    Self.mutate(&bytes, using: &generator)
                }
                inputs.append((bytes, Self.syntax(of: path)))
            }
        }
        Self.expectContract(inputs)
    }

    /// One random edit: overwrite, insert, delete a run, or duplicate a run.
    private static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes.append(syntaxBytes.randomElement(using: &generator) ?? 0)
            return
        }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        let runEnd = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.insert(syntaxBytes.randomElement(using: &generator) ?? 0, at: position)
        case 2: bytes.removeSubrange(position..<runEnd)
        default: bytes.insert(contentsOf: bytes[position..<runEnd], at: Int.random(in: 0...bytes.count, using: &generator))
        }
    }

    @Test(.enabled(if: SourceReaderTestSupport.corpusDirectory != nil, corpusMissing))
    func everyPrefixOfRealFiles() throws {
        var inputs: [([UInt8], SourceFileReader.Syntax)] = []
        for path in Self.seedFiles {
            let bytes = try SourceReaderTestSupport.corpusBytes(path)
            for length in 0...bytes.count {
                inputs.append((Array(bytes[..<length]), Self.syntax(of: path)))
            }
        }
        Self.expectContract(inputs)
    }

    @Test func truncatedJSONSaysItIsIncomplete() {
        let text = Array(#"{"a": {"b": [1, "x", true, null, {"c": 2.5e3}]}}"#.utf8)
        for length in 0..<text.count {
            let outcome = SourceReaderTestSupport.read(bytes: Array(text[..<length]), .json)
            let message = outcome.errors.first?.message ?? ""
            #expect(message == "unexpected end of file; the JSON is incomplete" || message.hasPrefix("unterminated string"),
                    "prefix of \(length) bytes: \(message)")
        }
    }

    /// Files in the corpus that are really malformed, with the expected first error as `line:column`.
    private static let malformedCorpusFiles: [String: String] = [:]

    @Test(.enabled(if: SourceReaderTestSupport.corpusDirectory != nil, corpusMissing))
    func wholeCorpusReads() throws {
        let directory = try #require(SourceReaderTestSupport.corpusDirectory)
        let paths = SourceReaderTestSupport.corpusTokenFiles()
        #expect(paths.count > 800)
        var failures: [String] = []
        var totalBytes = 0
        let clock = ContinuousClock()
        var readTime = Swift.Duration.zero
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(path)))
            totalBytes += bytes.count
            var outcome = SourceReaderTestSupport.Outcome(file: nil, diagnostics: Diagnostics())
            readTime += clock.measure {
                outcome = SourceReaderTestSupport.read(bytes: bytes, Self.syntax(of: path), path: path)
            }
            let firstError = outcome.errorPositions.first
            if firstError != Self.malformedCorpusFiles[path] {
                failures.append("\(path): \(outcome.errors.first?.description ?? "read without errors")")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) unexpected results:\n\(failures.joined(separator: "\n"))")
        print("Read \(paths.count) corpus files (\(totalBytes / 1024) KB) in \(readTime); malformed as expected: \(Self.malformedCorpusFiles.count)")
    }
}
