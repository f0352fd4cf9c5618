@testable import DsysTokens
import Testing

/// Script files beside token files explain missing references (the Canadian design system keeps
/// its spacing in `tokens.js`), and say nothing when nothing is missing.
struct UnreadScriptFilesTests {
    private static let referencingSpacing = #"{ "gap": { "$type": "dimension", "$value": "{spacing.150}" } }"#

    private func note(_ files: [String: String]) throws -> [String] {
        let folder = try TemporaryFolder(files)
        let (_, diagnostics) = InputTestSupport.load([folder.path])
        return diagnostics.sorted.filter { $0.severity == .note && $0.message.contains("script files") }.map(\.message)
    }

    @Test func missingReferencesBesideScriptFilesNameThem() throws {
        let notes = try note([
            "components/gap.json": Self.referencingSpacing,
            // A module of code (a plain literal is read as tokens, `ScriptModuleTests`).
            "global/spacing/tokens.js": "module.exports = { spacing: { 150: { value: base * 1.5 } } }",
            "global/typography/core.ts": "export default { size: { value: base } }",
            "style-dictionary.config.js": "module.exports = {}",
            "types/tokens.d.ts": "export {}",
        ])
        let message = try #require(notes.first, "\(notes)")
        #expect(notes.count == 1 && message.hasPrefix(
            "1 token references a token that no input defines, and the input folders hold script files dsys does not read: '"))
        // The token modules, in path order; not the build configuration or the type declarations.
        #expect(message.contains("/global/spacing/tokens.js' and '") && message.hasSuffix("/global/typography/core.ts'") && !message.contains("config") && !message.contains(".d.ts"), "\(message)")
    }

    @Test func withoutMissingReferencesOrScriptsThereIsNoNote() throws {
        #expect(try note([
            "components/gap.json": Self.referencingSpacing,
            "global/spacing.json": #"{ "spacing": { "150": { "$type": "dimension", "$value": "12px" } } }"#,
            "global/spacing/tokens.js": "module.exports = {}",
        ]).isEmpty)
        #expect(try note(["components/gap.json": Self.referencingSpacing, "README.md": "spacing lives elsewhere"]).isEmpty)
    }
}
