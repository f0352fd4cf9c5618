@testable import DsysCore
import Testing

/// A new output is one `Target` type passed to the pipeline: its files join the package and go
/// through the same checks as the built-in targets' files.
@Suite struct TargetPluginTests {
    private let json = """
    { "color": { "$type": "color", "bg": { "$value": "#ffffff" } },
      "space": { "$type": "dimension", "md": { "$value": "16px" } } }
    """

    private func generate(adding target: TokenIndexTarget) throws -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(json, diagnostics: &diagnostics)
        let pipeline = GeneratorPipeline(config: GeneratorConfig(), targets: GeneratorPipeline.standardTargets + [target])
        return (pipeline.generate(tokens, diagnostics: &diagnostics), diagnostics)
    }

    @Test func addedTargetWritesItsFilesBesideTheStandardOnes() throws {
        let (withIndex, diagnostics) = try generate(adding: TokenIndexTarget())
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let files = try #require(withIndex)
        #expect(GeneratorTestHarness.contents(files, "tokens.txt") == """
        # DesignSystem
        color.bg: Color.dsBg, DesignTokens.Colors.dsBg
        space.md: DSSpacingFixed.spaceMd, DesignTokens.Spacing.spaceMd
        colors: dsBg
        spacing: spaceMd

        """)
        let (standard, _) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        #expect(files.filter { $0.path != "tokens.txt" } == standard)
    }

    @Test func filesReachTheOutputTargetByTarget() throws {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(json, diagnostics: &diagnostics)
        let pipeline = GeneratorPipeline(config: GeneratorConfig(), targets: GeneratorPipeline.standardTargets + [TokenIndexTarget()])
        var batches: [[String]] = []
        let account = pipeline.generate(tokens, diagnostics: &diagnostics, into: { batches.append($0.map(\.path)) })
        #expect(account != nil && !diagnostics.hasErrors, "\(diagnostics.sorted)")
        #expect(batches.count == pipeline.targets.count)
        #expect(batches.last == ["tokens.txt"])
        let (standard, _) = try GeneratorTestHarness.generate(json, config: GeneratorConfig())
        #expect(batches.dropLast().flatMap { $0 }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } == standard.map(\.path))
    }

    @Test func aTargetWritingAnotherTargetsFileIsAnError() throws {
        let (files, diagnostics) = try generate(adding: TokenIndexTarget(path: "Sources/DesignSystem/Colors+DesignSystem.swift"))
        #expect(files == nil)
        #expect(diagnostics.errors.map(\.message) == [
            "the SwiftUI and token index targets both write 'Sources/DesignSystem/Colors+DesignSystem.swift'",
        ])
    }

    @Test func aTargetFileDifferingOnlyInCaseIsAnError() throws {
        let (files, diagnostics) = try generate(adding: TokenIndexTarget(path: "package.swift"))
        #expect(files == nil)
        #expect(diagnostics.errors.map(\.message) == [
            "the output files 'Package.swift' and 'package.swift' differ only in letter case, "
                + "so one would overwrite the other on a case-insensitive file system",
        ])
    }
}
