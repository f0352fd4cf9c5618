@testable import DsysCore
import Foundation
import Testing

/// Real token sets of `../shared/corpus` with values broken at random (seeded, so each case repeats
/// exactly), read and generated the way `dsys generate` does without `--strict`.
///
/// - Breaking one token's value (a number, text, object or list where its type wants something
///   else) never stops the run: the broken token is skipped or read, the package is generated
///   from the rest, and no error is reported.
/// - Any edit (an alias to anywhere, a renamed key, a deep group, a value of another kind) ends
///   in a package or in errors that each name a file, never in a crash.
@Suite(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
struct MutatedCorpusTests {
    /// Values no token type takes as they are.
    private static var brokenValues: [Any] { [
        NSNull(), true, -1, 1e308, "", " ", "#ggg", "#12345", "rgb(1, 2)", "1e999px", "12vw", "NaNpx", "calc(1px + )", "\u{202E}",
        "x(y", [Any](), [String: Any](), [[Any]()], ["colorSpace": "srgb", "components": [1, 2]],
        ["value": 1, "unit": "furlong"], ["value": "1", "unit": "px"], [0.1, 0.2, 0.3], ["offsetX": "a"],
        ["fontFamily": 3, "fontSize": []] as [String: Any], String(repeating: "x", count: 3_000),
    ] }

    /// The corpus projects small enough to generate many times in a test run (under 200 kB of files).
    private static let projects: [String] = CorpusTests.projects.filter { project in
        guard let corpus = InputTestSupport.corpus else { return false }
        return tokenFiles(in: corpus + "/" + project).reduce(0) { $0 + ((try? Data(contentsOf: URL(fileURLWithPath: $1)).count) ?? 0) }
            < 200_000
    }

    /// The JSON token files below `folder`, sorted.
    private static func tokenFiles(in folder: String) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
    }

    /// What one seeded case did: the project it edited, whether any file was edited, and the run.
    private struct MutatedRun {
        var project: String
        var edited: Bool
        var folder: String
        var files: [GeneratedFile]?
        var diagnostics: Diagnostics
    }

    /// A corpus project chosen by `seed` (with `salt`, so each test draws its own), copied into a
    /// temporary folder with `edit` applied to `count` of its JSON files, then read and generated.
    private func mutatedRun(seed: Int, salt: UInt64, files count: Int, edit: (inout Any, inout SplitMix64) -> Void) throws -> MutatedRun {
        var random = SplitMix64(seed: UInt64(seed) &* salt)
        let project = Self.projects[Int.random(in: 0..<Self.projects.count, using: &random)]
        let source = try #require(InputTestSupport.corpus) + "/" + project
        let copy = try TemporaryFolder([:])
        var edited = false
        var chosen = Set<String>()
        let files = Self.tokenFiles(in: source)
        for _ in 0..<count where !files.isEmpty { chosen.insert(files[Int.random(in: 0..<files.count, using: &random)]) }
        for file in files {
            let target = copy.path + String(file.dropFirst(source.count))
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            var data = try Data(contentsOf: URL(fileURLWithPath: file))
            if chosen.contains(file), var document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
                edit(&document, &random)
                data = try JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed])
                edited = true
            }
            try data.write(to: URL(fileURLWithPath: target))
        }
        let (generated, diagnostics) = generate(copy.path)
        return MutatedRun(project: project, edited: edited, folder: copy.path, files: generated, diagnostics: diagnostics)
    }

    /// The project in `folder` read and generated as `dsys generate` does by default.
    private func generate(_ folder: String) -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        guard let tokens = InputTestSupport.corpusFrontEnd.load([folder], diagnostics: &diagnostics), !diagnostics.hasErrors else {
            return (nil, diagnostics)
        }
        let files = GeneratorPipeline(config: GeneratorConfig()).generate(tokens, diagnostics: &diagnostics)
        return (files, diagnostics)
    }

    @Test(arguments: 0..<48)
    func breakingOneTokensValueNeverStopsTheRun(seed: Int) throws {
        let run = try mutatedRun(seed: seed, salt: 0x9E37_79B9, files: 2) { document, random in
            for _ in 0..<3 { JSONMutation.breakATokenValue(in: &document, with: Self.brokenValues, random: &random) }
        }
        guard run.edited else { return }
        #expect(!run.diagnostics.hasErrors, "\(run.project), seed \(seed): \(run.diagnostics.errors.map(\.message))")
        #expect(run.files?.isEmpty == false, "\(run.project), seed \(seed): no package")
    }

    @Test(arguments: 0..<48)
    func anyEditEndsInAPackageOrInErrorsThatNameAFile(seed: Int) throws {
        let run = try mutatedRun(seed: seed, salt: 0xBF58_476D, files: 3) { document, random in
            for _ in 0..<4 { JSONMutation.editAnywhere(in: &document, with: Self.brokenValues, random: &random) }
        }
        if run.diagnostics.hasErrors {
            for error in run.diagnostics.errors where error.location == nil && !error.message.contains(run.folder) {
                Issue.record("\(run.project), seed \(seed): an error names no file: \(error.message)")
            }
        } else {
            #expect(run.files?.isEmpty == false, "\(run.project), seed \(seed): no errors, but no package")
        }
    }
}
