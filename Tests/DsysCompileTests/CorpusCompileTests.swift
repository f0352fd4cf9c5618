import DsysCore
import Foundation
import Testing

/// Real token sets make names and values no hand-written fixture thinks of. Every project of
/// `../shared/corpus` that reads without errors (its file in `Tests/CorpusExpectations/` lists
/// none) is generated with the default configuration, and the package must type-check in Swift 6
/// mode against the SwiftUI stubs, within the type-check budget, like the checked-in outputs.
@Suite("Generated code of the corpus type-checks", .enabled(if: RepositoryLayout.sharedCorpus != nil,
       "../shared/corpus is absent; the corpus's generated code is not checked"))
struct CorpusCompileTests {
    /// The corpus projects whose expected diagnostics hold no error, as each expectation file's first
    /// line names them (`# style-dictionary-v5-examples/__integration__: 162 tokens, …`): the file
    /// names join path components with `__`, which project names may contain too.
    static var errorFreeProjects: [String] {
        let expectations = RepositoryLayout.root.appending(path: "Tests/CorpusExpectations", directoryHint: .isDirectory)
        let files = (try? FileManager.default.contentsOfDirectory(at: expectations, includingPropertiesForKeys: nil)) ?? []
        return files.compactMap { file -> String? in
            guard file.pathExtension == "txt", let text = try? String(contentsOf: file, encoding: .utf8),
                  !text.contains(": error: "), text.hasPrefix("# "), let end = text.range(of: ": ")
            else { return nil }
            return String(text[text.index(text.startIndex, offsetBy: 2)..<end.lowerBound])
        }
        .sorted()
    }

    @Test("Most corpus projects are error-free and so checked here")
    func errorFreeProjectsAreFound() {
        #expect(Self.errorFreeProjects.count >= 50)
    }

    @Test(arguments: Self.errorFreeProjects)
    func generatedPackageTypeChecks(_ project: String) throws {
        let corpus = try #require(RepositoryLayout.sharedCorpus)
        var diagnostics = Diagnostics()
        let frontEnd = ConfigFile().frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder)
        let tokens = try #require(frontEnd.load([corpus.appending(path: project).path], diagnostics: &diagnostics))
        let files = try #require(GeneratorPipeline(config: GeneratorConfig()).generate(tokens, diagnostics: &diagnostics),
                                 "\(diagnostics.sorted.prefix(5).map(\.description))")
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.prefix(5).map(\.description))")

        let output = FileManager.default.temporaryDirectory.appending(path: "dsys-corpus-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try OutputWriter(root: output.path).write(files)
        let module = try #require(GeneratedModule(directory: output.appending(path: "Sources/DesignSystem", directoryHint: .isDirectory)))
        let result = try CompileCheck.shared().typecheck(module, among: [module])
        #expect(result.succeeded, "\(project) must compile:\n\(result.summary)")
    }
}
