@testable import DsysCore
import Foundation
import Testing

/// Tokens of source-only sets and files are in the account as `source-only`, never silently
/// absent: the summary line counts them and `--report` names each with the set it is in.
@Suite struct SourceOnlyAccountTests {
    /// A Tokens Studio export whose theme uses `core` as source only.
    static let export: [String: String] = [
        "$metadata.json": #"{ "tokenSetOrder": ["core", "semantic"] }"#,
        "$themes.json": #"[{ "id": "1", "name": "Light", "selectedTokenSets": { "core": "source", "semantic": "enabled" } }]"#,
        "core.json": ##"{ "blue": { "value": "#0000ff", "type": "color" }, "gray": { "value": "#777777", "type": "color" } }"##,
        "semantic.json": ##"{ "accent": { "value": "{blue}", "type": "color" } }"##,
    ]

    @Test func aTokensStudioSourceSetIsAccountedAsSourceOnly() throws {
        let folder = try TemporaryFolder(Self.export)
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load([folder.path], diagnostics: &diagnostics))
        let description = DesignSystemTranslator(config: GeneratorTestHarness.plainConfig).translate(resolved, diagnostics: &diagnostics)
        #expect(description.account.summary == "3 tokens read, 1 emitted, 2 skipped (2 source-only)")
        let blue = try #require(description.account.records.first { $0.path.description == "blue" })
        guard case .skipped(.sourceOnly, let note) = blue.outcome else {
            Issue.record("blue must be source-only, not \(blue.outcome)")
            return
        }
        #expect(note == "'blue' is source only (\(folder.file("core.json"))): other tokens may reference it, but it is not generated")
        #expect(blue.type == "color")
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(description.account.reportJSON().utf8)) as? [String: Any]
        )
        #expect((report["skipped"] as? [String: Int]) == ["source-only": 2])
        #expect(((report["tokens"] as? [String: Any])?["gray"] as? [String: Any])?["skipped"] as? String == "source-only")
        #expect(diagnostics.warnings.isEmpty, "the export asks for source-only sets: no warning")
    }

    @Test func aSourceOnlyTokenThatAnotherSetEnablesIsEmittedNotSkipped() throws {
        var files = Self.export
        files["semantic.json"] = ##"{ "accent": { "value": "{blue}", "type": "color" }, "gray": { "value": "#888888", "type": "color" } }"##
        let folder = try TemporaryFolder(files)
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load([folder.path], diagnostics: &diagnostics))
        #expect(resolved.skipped.map(\.path.description) == ["blue"])
    }
}
