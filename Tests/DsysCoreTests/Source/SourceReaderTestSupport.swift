import DsysCore
import Foundation
import Testing

/// Helpers shared by the reader suites: reading text in one call, and finding the shared corpus.
enum SourceReaderTestSupport {
    /// The result of one read.
    struct Outcome {
        var file: SourceFile?
        var diagnostics: Diagnostics

        var root: SourceNode? { file?.root }
        var errors: [Diagnostic] { diagnostics.errors }
        var warnings: [Diagnostic] { diagnostics.all.filter { $0.severity == .warning } }
        /// `line:column` of each warning, in the order reported.
        var warningPositions: [String] { warnings.map { $0.location.map { "\($0.line):\($0.column)" } ?? "-" } }
        /// `line:column` of each error, in the order reported.
        var errorPositions: [String] { errors.map { $0.location.map { "\($0.line):\($0.column)" } ?? "-" } }
    }

    static func read(_ text: String, _ syntax: SourceFileReader.Syntax) -> Outcome {
        read(bytes: Array(text.utf8), syntax)
    }

    static func read(bytes: [UInt8], _ syntax: SourceFileReader.Syntax, path: String = "tokens.json") -> Outcome {
        var diagnostics = Diagnostics()
        let file = SourceFileReader.read(bytes, displayPath: path, syntax: syntax, diagnostics: &diagnostics)
        return Outcome(file: file, diagnostics: diagnostics)
    }

    /// `/work/shared/corpus`, found as `../shared/corpus` next to the repository root, or `nil` when absent.
    static let corpusDirectory: URL? = {
        let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Source
            .deletingLastPathComponent()  // DsysCoreTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        let corpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? corpus : nil
    }()

    /// The extensions of the token files the readers take.
    static let tokenFileExtensions: Set<String> = ["json", "json5", "jsonc", "yaml", "yml"]

    /// Every token file in the corpus, as paths relative to it, sorted.
    static func corpusTokenFiles() -> [String] {
        guard let corpusDirectory,
              let enumerator = FileManager.default.enumerator(atPath: corpusDirectory.path)
        else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { tokenFileExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
    }

    static func corpusBytes(_ relativePath: String) throws -> [UInt8] {
        let directory = try #require(corpusDirectory)
        return try [UInt8](Data(contentsOf: directory.appendingPathComponent(relativePath)))
    }
}
