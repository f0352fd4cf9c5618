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

    /// Spectrum's scale axis has a touch context, so iOS gets `mobile` and says so; the modes no
    /// appearance takes are named, and `--context` generates another scale.
    @Test func generateNamesTheModesItLeavesOutAndCanPickDesktop() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-spectrum-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try DsysProcess.run(["generate", "tokens", "--output", scratch.path], in: Self.folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(result.standardError.contains(
            "dsys: note: of the axis 'scale', dsys generates the iOS context 'mobile'; 2 modes of 'desktop' are not emitted"),
                Comment(rawValue: result.standardError))
        // The desktop twins of the generated modes are counted in that note; the wireframe theme is a warning each.
        for mode in ["light-desktop", "dark-desktop", "wireframe-desktop", "wireframe-mobile"] {
            #expect(result.standardError.contains("dsys: warning: mode '\(mode)' is not emitted") == mode.hasPrefix("wireframe"),
                    Comment(rawValue: result.standardError))
        }
        let values = try String(contentsOf: scratch.appendingPathComponent("Sources/DesignSystem/Tokens/DesignTokens.swift"),
                                 encoding: .utf8)
        #expect(values.contains("@available(*, deprecated, message: \"Renamed to 'body-text-color'. Text colors now name their role.\")"))
        #expect(values.contains("""
                @available(*, deprecated, message: "Mobile controls use the desktop radius.")
                public static let controlCornerRadius: Double = 5

            """))
        #expect(!values.contains("Ink900"), "private tokens are referenced, not generated")

        let desktop = try DsysProcess.run(["generate", "tokens", "--context", "scale=desktop", "--output", scratch.path],
                                          in: Self.folder)
        #expect(desktop.status == 0, Comment(rawValue: desktop.standardError))
        let desktopValues = try String(
            contentsOf: scratch.appendingPathComponent("Sources/DesignSystem/Tokens/DesignTokens.swift"), encoding: .utf8
        )
        #expect(desktopValues.contains("public static let controlCornerRadius: Double = 4\n"))
    }
}
