import Foundation
import Testing

/// The AppKit layer must compile on macOS: every generated module, with its example's usage files,
/// is type-checked against the macOS stubs, where AppKit is importable and UIKit is not (the iOS
/// run in `CompileCheckTests` checks the UIKit layer; each run skips the other framework's file).
@Suite("Compile check against the macOS (AppKit) interface stubs")
struct AppKitCompileTests {
    @Test("Generated outputs type-check for macOS", arguments: GeneratedModuleDiscovery.modules(under: RepositoryLayout.root))
    func generatedOutputsTypeCheckForMacOS(_ module: GeneratedModule) throws {
        let all = GeneratedModuleDiscovery.modules(under: RepositoryLayout.root)
        let result = try CompileCheck.shared(.macOS).typecheck(module, among: all)
        #expect(result.succeeded, "\(module.directory.path) must compile for macOS:\n\(result.summary)")
    }

    @Test("Every example's package has an AppKit layer and an AppKit usage file that the macOS run checks")
    func examplesHaveAnAppKitLayer() {
        let examples = GeneratedModuleDiscovery.modules(under: RepositoryLayout.root)
            .filter { $0.directory.path.contains("/Examples/") }
        #expect(examples.count == 5)
        for module in examples {
            #expect(module.sourceFiles.contains { $0.lastPathComponent.hasPrefix("AppKit+") }, "\(module.name) has no AppKit layer")
            let usage = GeneratedModuleDiscovery.usageFiles(besidePackageOf: module).map(\.lastPathComponent)
            #expect(usage.contains("AppKitScreen.swift"), "\(module.name) has no AppKit usage file")
        }
    }

    /// Each control is compiled with the Starter example's module (and its usage) against the macOS
    /// stubs and must fail with the message in its first line.
    @Test("macOS negative controls are rejected", arguments: Self.negativeControls())
    func negativeControlIsRejected(_ control: NegativeControl) throws {
        let all = GeneratedModuleDiscovery.modules(under: RepositoryLayout.root)
        let starter = try #require(all.first { $0.directory.path.contains("/Examples/Starter/") })
        let result = try CompileCheck.shared(.macOS).typecheck(starter.addingUsageFiles([control.file]), among: all)
        try CompileCheckTests.expectRejection(of: control, in: result)
    }

    @Test("Every macOS negative control is present")
    func negativeControlsArePresent() {
        #expect(Self.negativeControls().map(\.description) == [
            "NSFontDescenderIsGetOnly.swift", "NSFontFromDescriptorIsOptional.swift", "UIFontOnStarterPreset.swift", "UIKitLabelsOnNSColor.swift", "UIKitOnMacOS.swift",
        ])
    }

    /// The controls in `Fixtures/NegativeMacOS`.
    static func negativeControls() -> [NegativeControl] {
        FixtureCatalog.negativeControls(in: RepositoryLayout.macOSNegativeFixturesDirectory)
    }
}
