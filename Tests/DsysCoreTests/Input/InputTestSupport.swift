@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation

/// A folder of fixture files under the system temporary folder, removed when released.
final class TemporaryFolder {
    let path: String

    /// Writes `files` (relative path → contents), creating folders as needed.
    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "dsys-input-" + UUID().uuidString
        for (relative, contents) in files {
            let file = path + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try contents.write(toFile: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The absolute path of `relative` inside the folder.
    func file(_ relative: String) -> String {
        path + "/" + relative
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Helpers shared by the input-format suites.
enum InputTestSupport {
    /// The shared corpus of real token files (`<repo>/../shared/corpus`), or nil when it is missing.
    static let corpus: String? = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
        return FileManager.default.fileExists(atPath: corpus) ? corpus : nil
    }()

    static let corpusMissing = "the shared corpus (<repo>/../shared/corpus) is not present"

    /// The front end `dsys generate` reads the corpus with under the default configuration (with
    /// the generator's choice axes, so modes past the limit are reduced and pinned as a user sees).
    static let corpusFrontEnd = ConfigFile().frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder)

    /// `paths` read through the front end with `contexts` pinned: the tokens, and what was reported.
    static func load(_ paths: [String], contexts: [String] = []) -> (ResolvedTokens?, Diagnostics) {
        var diagnostics = Diagnostics()
        let tokens = FrontEnd(contexts: contexts).load(paths, diagnostics: &diagnostics)
        return (tokens, diagnostics)
    }

    /// A path inside the corpus; only call from tests enabled by `corpus != nil`.
    static func corpusPath(_ relative: String) -> String {
        (corpus ?? "/nonexistent") + "/" + relative
    }

    /// `text` read as a JSON file displayed as `path`; syntax errors go to `diagnostics`.
    static func sourceFile(_ text: String, path: String, diagnostics: inout Diagnostics) -> SourceFile? {
        SourceFileReader.read(Array(text.utf8), displayPath: path, syntax: .json, diagnostics: &diagnostics)
    }

    /// The name of the standard registry's format that reads `file`; nil when none claims it.
    static func formatName(of file: SourceFile, isAlone: Bool = false) -> String? {
        var diagnostics = Diagnostics()
        return InputFormatRegistry.standard.claim(file: file, isAlone: isAlone, diagnostics: &diagnostics)?.format.name
    }

    /// Each diagnostic as `line:column: message`, for compact expectations.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
            return place + diagnostic.message
        }
    }

    /// The resolved color of `path` in the mode named `mode`, as `#rrggbb`.
    static func hex(_ path: String, in mode: String, of tokens: ResolvedTokens) -> String? {
        guard case .color(let color)? = value(path, in: mode, of: tokens) else { return nil }
        return color.hexString
    }

    /// The resolved dimension of `path` in the mode named `mode`, in points.
    static func points(_ path: String, in mode: String, of tokens: ResolvedTokens) -> Double? {
        guard case .dimension(let dimension)? = value(path, in: mode, of: tokens) else { return nil }
        return dimension.points
    }

    /// The resolved value of `path` in the mode named `mode`.
    static func value(_ path: String, in mode: String, of tokens: ResolvedTokens) -> TokenValue? {
        tokens.modes.first { $0.name == mode }?.tokens[TokenPath(dotted: path)]?.value
    }
}
