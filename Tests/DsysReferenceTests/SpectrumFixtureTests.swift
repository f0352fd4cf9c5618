import Foundation
import Testing

/// Adobe Spectrum's own token format, read from `Fixtures/spectrum-native/tokens` (tokens written in
/// the shape of `adobe/spectrum-tokens`' `packages/tokens/src/*.json`): every mode's resolved tokens
/// are exactly the checked-in `expected-inspect.json` (`DSYS_RECORD=1` rewrites it and fails).
@Suite struct SpectrumFixtureTests {
    static let folder = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures/spectrum-native")

    @Test func everyModeResolvesToTheCheckedInTokens() throws {
        let result = try DsysProcess.run(["inspect", "tokens", "--format", "json"], in: Self.folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(result.standardError.isEmpty, Comment(rawValue: result.standardError))
        let expectedFile = Self.folder.appendingPathComponent("expected-inspect.json")
        if ReferenceOutputTests.isRecording {
            try result.standardOutput.write(to: expectedFile, atomically: true, encoding: .utf8)
            Issue.record("Recorded expected-inspect.json for the Spectrum fixture; review the diff.")
            return
        }
        #expect(result.standardOutput == (try String(contentsOf: expectedFile, encoding: .utf8)))
    }

    /// The modes no appearance takes are named, and `--context` generates one of them.
    @Test func generateNamesTheModesItLeavesOutAndCanPickMobile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-spectrum-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try DsysProcess.run(["generate", "tokens", "--output", scratch.path], in: Self.folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(result.standardError.contains("""
            dsys: warning: modes 'light-mobile', 'dark-mobile', 'wireframe-desktop', 'wireframe-mobile' are not \
            generated: each appearance takes one mode (light uses 'light-desktop', dark uses 'dark-desktop')
                hint: generate another mode with --context scale=mobile, or map a mode to an appearance in dsys.json's \
            "appearances"

            """), Comment(rawValue: result.standardError))
        let values = try String(contentsOf: scratch.appendingPathComponent("Sources/DesignSystem/Tokens/DesignTokens.swift"),
                                 encoding: .utf8)
        #expect(values.contains("@available(*, deprecated, message: \"Renamed to 'body-text-color'. Text colors now name their role.\")"))
        #expect(values.contains("public static let controlCornerRadius: Double = 4\n"))
        #expect(!values.contains("Ink900"), "private tokens are referenced, not generated")

        let mobile = try DsysProcess.run(["generate", "tokens", "--context", "scale=mobile", "--output", scratch.path],
                                         in: Self.folder)
        #expect(mobile.status == 0, Comment(rawValue: mobile.standardError))
        let mobileValues = try String(
            contentsOf: scratch.appendingPathComponent("Sources/DesignSystem/Tokens/DesignTokens.swift"), encoding: .utf8
        )
        #expect(mobileValues.contains("""
                @available(*, deprecated, message: "Mobile controls use the desktop radius.")
                public static let controlCornerRadius: Double = 5

            """))
    }
}
