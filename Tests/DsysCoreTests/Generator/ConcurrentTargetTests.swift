@testable import DsysCore
import Foundation
import Testing

/// With a concurrent output, the light targets (the generated tests) and the file-bound targets
/// (the asset catalogs) run on a second thread and stream their files there in batches; the
/// package and the diagnostics are the ones a single thread gives.
@Suite struct ConcurrentTargetTests {
    /// Files handed over from the pipeline's second thread, batch by batch.
    private final class Collector: ConcurrentFileOutput, @unchecked Sendable {
        private let lock = NSLock()
        private var received: [[GeneratedFile]] = []

        func add(_ files: consuming [GeneratedFile]) {
            let batch = files
            lock.withLock { received.append(batch) }
        }

        var batches: [[GeneratedFile]] { lock.withLock { received } }
    }

    /// A target that writes one file and notes `message` as a warning, or as an error.
    private struct NotingTarget: Target {
        var name: String
        var placement: TargetPlacement
        var isError = false

        func files(for model: DesignModel, diagnostics: inout Diagnostics) -> [GeneratedFile] {
            if isError { diagnostics.error("\(name) failed") } else { diagnostics.warning("\(name) noted") }
            return [GeneratedFile(path: "\(name).txt", contents: name)]
        }
    }

    private static func colors(_ count: Int) -> String {
        let members = (0..<count).map { "\"c\($0)\": { \"$value\": \"#\(String(format: "%06x", $0 * 97))\" }" }
        return "{ \"color\": { \"$type\": \"color\", " + members.joined(separator: ", ") + " } }"
    }

    @Test func theTestsAndAssetCatalogsStreamBesideAndThePackageIsTheSequentialOne() throws {
        let json = Self.colors(1_200)
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(json, diagnostics: &diagnostics)
        var main: [GeneratedFile] = []
        let beside = Collector()
        let account = GeneratorPipeline(config: GeneratorConfig())
            .generate(tokens, diagnostics: &diagnostics, into: { main += $0 }, beside: { beside })
        #expect(account != nil && !diagnostics.hasErrors, "\(diagnostics.sorted)")

        #expect(!main.contains { $0.path.contains(".xcassets/") || $0.path.hasPrefix("Tests/") })
        let batches = beside.batches
        #expect(batches.first?.allSatisfy { $0.path.hasPrefix("Tests/") } == true, "the generated tests come first")
        #expect(batches.count == 5, "the tests, 1,201 colorset files in three batches of \(ColorCatalogFiles.filesPerBatch), the images")
        #expect(batches.dropFirst().allSatisfy { $0.count <= ColorCatalogFiles.filesPerBatch })
        let (sequential, sequentialDiagnostics) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        #expect((main + batches.flatMap { $0 }).sorted() == sequential)
        #expect(diagnostics == sequentialDiagnostics)
    }

    @Test func diagnosticsKeepTheOrderOfTheTargetsWhicheverThreadRanThem() throws {
        let targets: [any Target] = [
            NotingTarget(name: "zeroth", placement: .secondThread),
            NotingTarget(name: "first", placement: .secondThread), NotingTarget(name: "second", placement: .callingThread),
            NotingTarget(name: "third", placement: .secondThread), NotingTarget(name: "fourth", placement: .callingThread),
            NotingTarget(name: "fifth", placement: .secondThreadFirst),
        ]
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.colors(1), diagnostics: &diagnostics)
        var main: [String] = []
        let beside = Collector()
        let account = GeneratorPipeline(config: GeneratorConfig(), targets: targets)
            .generate(tokens, diagnostics: &diagnostics, into: { main += $0.map(\.path) }, beside: { beside })
        #expect(account != nil)
        #expect(diagnostics.warnings.map(\.message) == ["zeroth noted", "first noted", "second noted", "third noted", "fourth noted", "fifth noted"])
        #expect(main == ["second.txt", "fourth.txt"])
        #expect(beside.batches.map { $0.map(\.path) } == [["fifth.txt"], ["zeroth.txt"], ["first.txt"], ["third.txt"]],
                "the second thread's targets run by placement, then in their order")
    }

    @Test func anErrorOfATargetBesideFailsTheRunAndStopsTheTargetsAfterIt() throws {
        let targets: [any Target] = [
            NotingTarget(name: "broken", placement: .secondThread, isError: true), NotingTarget(name: "after", placement: .secondThread),
            NotingTarget(name: "code", placement: .callingThread),
        ]
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.colors(1), diagnostics: &diagnostics)
        let beside = Collector()
        let account = GeneratorPipeline(config: GeneratorConfig(), targets: targets)
            .generate(tokens, diagnostics: &diagnostics, into: { _ in }, beside: { beside })
        #expect(account == nil)
        #expect(diagnostics.errors.map(\.message) == ["broken failed"])
        // Files made before the error was known may have been handed over: the caller discards them.
        #expect(!beside.batches.joined().contains { $0.path == "after.txt" })
    }

    @Test func aRunWhoseTranslationFailsNeverOpensTheConcurrentOutput() throws {
        var diagnostics = Diagnostics()
        // Two tokens with one Swift name, under --strict: an error of the translation, before any target runs.
        let tokens = try GeneratorTestHarness.resolve("""
        { "color": { "$type": "color", "brand-blue": { "$value": "#000000" }, "brandBlue": { "$value": "#ffffff" } } }
        """, diagnostics: &diagnostics)
        var opened = false
        var strict = GeneratorConfig()
        strict.strict = true
        let account = GeneratorPipeline(config: strict)
            .generate(tokens, diagnostics: &diagnostics, into: { _ in Issue.record("no files after an error") },
                      beside: { opened = true; return Collector() })
        #expect(account == nil)
        #expect(diagnostics.hasErrors)
        #expect(!opened, "a write session would have created and locked the output folder")
    }

    @Test func anErrorOfACodeTargetFailsTheRunAndItsFilesAreNotHandedOver() throws {
        let targets: [any Target] = [
            NotingTarget(name: "code", placement: .callingThread, isError: true), NotingTarget(name: "more", placement: .callingThread),
            NotingTarget(name: "assets", placement: .secondThread),
        ]
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(Self.colors(1), diagnostics: &diagnostics)
        let account = GeneratorPipeline(config: GeneratorConfig(), targets: targets)
            .generate(tokens, diagnostics: &diagnostics, into: { _ in Issue.record("no files after an error") },
                      beside: { Collector() })
        #expect(account == nil)
        #expect(diagnostics.errors.map(\.message) == ["code failed"])
        #expect(diagnostics.warnings.map(\.message) == ["more noted", "assets noted"], "the other targets still ran")
    }
}
