import DsysCore
import Foundation
import Testing

/// `DesignSystemGenerator.generate`, the library call behind `dsys generate`: the same package as
/// the command line, the up-to-date shortcut, `check`, and nothing written for a broken input.
@Suite struct LibraryGenerationTests {
    /// The fixture whose settings and tokens the runs use.
    private let fixture = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures/css-gradients")

    /// A request for the fixture's tokens (`inputs`, absolute) into `output`, with its settings.
    private func request(inputs: [String], output: URL) throws -> GenerationRequest {
        var diagnostics = Diagnostics()
        let settings = try #require(ConfigFile.load(
            explicitPath: fixture.appendingPathComponent("dsys.json").path, orIn: fixture.path, diagnostics: &diagnostics
        ))
        return GenerationRequest(settings: settings, frontEnd: settings.frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder), inputs: inputs, output: output.path)
    }

    @Test func theLibraryWritesWhatTheCommandLineWritesThenKnowsItIsUpToDate() throws {
        let scratch = try ScratchDirectory.make("dsys-library-")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tokens = fixture.appendingPathComponent("tokens.json").path
        let viaLibrary = scratch.appendingPathComponent("Library")
        let viaCommandLine = scratch.appendingPathComponent("CommandLine")

        var first = try request(inputs: [tokens], output: viaLibrary)
        first.recorder = InputRecorder()
        let written = try first.recorder!.recording { try DesignSystemGenerator.generate(first) }
        guard case .generated(let package, _, .written(let report, .notAsked)) = written else {
            Issue.record("expected a written package, got \(written)")
            return
        }
        #expect(package.tokenCount > 0 && !report.written.isEmpty && report.unchanged.isEmpty)

        let cli = try DsysProcess.run(["generate", tokens, "--config", fixture.appendingPathComponent("dsys.json").path,
                                       "--output", viaCommandLine.path], in: scratch)
        #expect(cli.status == 0, "\(cli.standardError)")
        #expect(FolderComparison.differences(expected: viaCommandLine, actual: viaLibrary) == [])

        var again = try request(inputs: [tokens], output: viaLibrary)
        again.recorder = InputRecorder()
        guard case .upToDate(let summary, _, _) = try again.recorder!.recording({ try DesignSystemGenerator.generate(again) }) else {
            Issue.record("an identical second run should stop at the up-to-date record")
            return
        }
        #expect(summary.tokenCount == package.tokenCount)

        var check = try request(inputs: [tokens], output: viaLibrary)
        check.check = true
        guard case .generated(_, _, .checked(let stale, let fileCount)) = try DesignSystemGenerator.generate(check) else {
            Issue.record("check should compare the generated package")
            return
        }
        #expect(stale.isEmpty && fileCount == report.written.count)
    }

    @Test func aBrokenInputWritesNothingAndSaysWhy() throws {
        let scratch = try ScratchDirectory.make("dsys-library-")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let broken = scratch.appendingPathComponent("tokens.json")
        try Data(##"{ "a": { "$type": "color", "$value": "#ff0000" }, }"##.utf8).write(to: broken)
        let output = scratch.appendingPathComponent("Out")
        let result = try DesignSystemGenerator.generate(request(inputs: [broken.path], output: output))
        guard case .notGenerated(let diagnostics, nil) = result else {
            Issue.record("expected nothing generated, got \(result)")
            return
        }
        #expect(diagnostics.errors.contains { $0.message.hasPrefix("unexpected character '}'") }, "\(diagnostics.all)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
