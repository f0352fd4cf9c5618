@testable import DsysCore
import Foundation

/// Runs the front end on small token files written to a temporary folder.
struct FrontEndRun {
    let tokens: ResolvedTokens?
    let diagnostics: Diagnostics

    /// Writes `files` and loads `inputs` (default: every file, by name) with the default options,
    /// except that `strict` (by default) keeps a problem confined to one token an error, so tests
    /// of each problem's message and position read it among the errors; `TokenSkipTests` checks
    /// the skips that happen without it.
    /// `choiceAxes` is the generator's (`ConfigFile.frontEnd`) when a test needs the combinations a
    /// package reads, nil to resolve every combination. `opacityPaths` are the opacity namespace's
    /// configured prefixes (`ConfigFile.frontEnd`).
    init(_ files: [String: String], inputs: [String]? = nil, contexts: [String] = [], strict: Bool = true,
         opacityPaths: [String] = [], choiceAxes: (@Sendable ([[ContextChoice]]) -> Set<String>)? = nil) throws {
        let folder = try TemporaryFolder(files)
        var diagnostics = Diagnostics()
        tokens = FrontEnd(contexts: contexts, strict: strict, opacityPaths: opacityPaths, choiceAxes: choiceAxes).load((inputs ?? files.keys.sorted()).map(folder.file), diagnostics: &diagnostics)
        self.diagnostics = diagnostics
        folderPath = folder.path
    }

    private let folderPath: String

    /// Errors as `file:line:col: message` with the temporary folder removed from the path.
    var errors: [String] { format(diagnostics.sorted.filter { $0.severity == .error }) }
    var warnings: [String] { format(diagnostics.sorted.filter { $0.severity == .warning }) }
    var notes: [String] { format(diagnostics.sorted.filter { $0.severity == .note }) }

    private func format(_ list: [Diagnostic]) -> [String] {
        list.map { diagnostic in
            let place = diagnostic.location.map {
                "\($0.file.replacingOccurrences(of: folderPath + "/", with: "")):\($0.line):\($0.column): "
            } ?? ""
            return place + diagnostic.message
        }
    }

    /// The default mode's value of `path`.
    func value(_ path: String) -> TokenValue? {
        tokens?.defaultTokens[TokenPath(dotted: path)]?.value
    }

    func token(_ path: String, mode: String? = nil) -> Token? {
        let set = mode.flatMap { name in tokens?.modes.first { $0.name == name }?.tokens } ?? tokens?.defaultTokens
        return set?[TokenPath(dotted: path)]
    }
}
