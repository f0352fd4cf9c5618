import Foundation
import Testing

/// Generated SwiftUI code must compile for an iOS 16 target in Swift 6 mode; these tests check it
/// against the interface stubs in `Tests/CompilationEnvironment`.
@Suite("Compile check against the SwiftUI interface stubs")
struct CompileCheckTests {
    @Test("Positive fixtures type-check", arguments: FixtureCatalog.positiveModules())
    func positiveFixtureTypeChecks(_ fixture: GeneratedModule) throws {
        let result = try CompileCheck.shared().typecheck(files: fixture.sourceFiles, moduleName: fixture.name)
        #expect(result.succeeded, "\(fixture.name) must compile:\n\(result.summary)")
    }

    @Test("Both positive fixtures exist")
    func positiveFixturesArePresent() {
        let names = FixtureCatalog.positiveModules().map(\.name)
        #expect(names == ["ApiCoverage", "Seed003"])
    }

    @Test("Negative controls are rejected with the expected message", arguments: FixtureCatalog.negativeControls())
    func negativeControlIsRejected(_ control: NegativeControl) throws {
        let result = try CompileCheck.shared().typecheck(files: [control.file], moduleName: "NegativeControl")
        try Self.expectRejection(of: control, in: result)
    }

    @Test("Every negative control is present")
    func negativeControlsArePresent() {
        #expect(FixtureCatalog.negativeControls().count == 31)
    }

    /// Every module dsys generated into `Examples/` or the reference-test fixtures. While none
    /// exist, this runs no case; `generatedOutputsAreWellFormed` still checks the discovery.
    @Test("Generated outputs type-check", arguments: GeneratedModuleDiscovery.modules(under: RepositoryLayout.root))
    func generatedOutputsTypeCheck(_ module: GeneratedModule) throws {
        let all = GeneratedModuleDiscovery.modules(under: RepositoryLayout.root)
        let result = try CompileCheck.shared().typecheck(module, among: all)
        #expect(result.succeeded, "\(module.directory.path) must compile:\n\(result.summary)")
    }

    /// Misspelled tokens and other misuse written against an example's generated API
    /// (`Usage/MustNotCompile/`), compiled with the module and its usage, must be rejected: the
    /// generated API is checked at compile time (the AvaRobotics document's T023).
    @Test("Misuse of an example's generated API does not compile",
          arguments: GeneratedModuleDiscovery.rejectedUsage(under: RepositoryLayout.root))
    func rejectedUsageDoesNotCompile(_ usage: RejectedUsage) throws {
        let all = GeneratedModuleDiscovery.modules(under: RepositoryLayout.root)
        let result = try CompileCheck.shared().typecheck(usage.module.addingUsageFiles([usage.control.file]), among: all)
        try Self.expectRejection(of: usage.control, in: result)
    }

    @Test("Every seed example has a rejected-usage control")
    func rejectedUsageIsPresent() {
        let examples = Set(GeneratedModuleDiscovery.rejectedUsage(under: RepositoryLayout.root).map(\.module.name))
        // and the fixture whose optionals (tokens only some modes define) must not pass as plain values.
        #expect(examples == ["AvaRoboticsDesignSystem", "FigmaDesignSystem", "KordantDesign", "TaskweaveDesignSystem", "ModesPartialTokens"])
    }

    @Test("Discovered generated outputs are well formed")
    func generatedOutputsAreWellFormed() throws {
        let modules = GeneratedModuleDiscovery.modules(under: RepositoryLayout.root)
        for module in modules {
            let usage = Set(GeneratedModuleDiscovery.usageFiles(besidePackageOf: module))
            #expect(module.sourceFiles.allSatisfy { $0.path.hasPrefix(module.directory.path) || usage.contains($0) })
            _ = try GeneratedModuleDiscovery.siblingDependencies(of: module, in: modules)
        }
        let directories = modules.map(\.directory)
        #expect(Set(directories).count == directories.count)
        let examplesWithUsage = modules.filter { !GeneratedModuleDiscovery.usageFiles(besidePackageOf: $0).isEmpty }
        #expect(examplesWithUsage.count >= 3, "the seed examples' usage files must be type-checked")
    }

    /// Expects `result` to be a failed compilation whose errors include the control's expected
    /// message, reported in the control's own file.
    static func expectRejection(of control: NegativeControl, in result: CompileResult) throws {
        let expectedMessage = try #require(
            control.expectedMessage,
            "\(control) must start with '\(NegativeControl.headerPrefix)<message substring>'"
        )
        #expect(!result.succeeded, "\(control) must not compile")
        let matching = result.errors.filter { $0.message.contains(expectedMessage) }
        #expect(!matching.isEmpty, "no error containing '\(expectedMessage)' in:\n\(result.summary)")
        #expect(matching.allSatisfy { $0.file?.standardizedFileURL == control.file.standardizedFileURL })
    }
}
