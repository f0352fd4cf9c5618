@testable import DsysCore
import Foundation
import Testing

/// Tokens Studio themes that use their sets only as `source` (Publy's `Mobile` and `PC`): their
/// modes generate no token, which must be said, and a run that generates nothing fails.
@Suite struct TokensStudioSourceOnlyThemesTests {
    private static let publy = """
    {
      "Mobile": { "color": { "brand": { "value": "#ff6b4a", "type": "color" } } },
      "PC": { "color": { "brand": { "value": "#ff6b4a", "type": "color" } }, "gap": { "value": "{color.brand}", "type": "color" } },
      "$themes": [
        { "id": "a", "name": "Mobile", "selectedTokenSets": { "Mobile": "source" }, "group": "PUBLY" },
        { "id": "b", "name": "PC", "selectedTokenSets": { "PC": "source" }, "group": "PUBLY" }
      ],
      "$metadata": { "tokenSetOrder": ["Mobile", "PC"] }
    }
    """

    @Test func aThemeThatEnablesNoSetIsAWarningAndNothingToGenerateAnError() throws {
        let run = try FrontEndRun(["tokens.json": Self.publy], strict: false)
        #expect(run.warnings == [
            "tokens.json:5:59: theme 'PUBLY/Mobile' enables no token set: it uses 'Mobile' only as source (tokens that may be "
                + "referenced but are not generated), so its mode generates no token",
            "tokens.json:6:55: theme 'PUBLY/PC' enables no token set: it uses 'PC' only as source (tokens that may be "
                + "referenced but are not generated), so its mode generates no token",
        ], "\(run.warnings)")
        let tokens = try #require(run.tokens)
        var diagnostics = Diagnostics()
        DesignSystemGenerator.checkSomethingToGenerate(tokens, assets: AssetInventory(), diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == [
            "there is nothing to generate: all 2 tokens read are source-only: they may be referenced, but they are not generated",
        ])
        #expect(tokens.validationSummary == "0 tokens in 2 modes: Mobile, PC; 2 more skipped (2 source-only, referenced but not generated)")
    }

    /// A theme of primitives used as source is no problem when the theme picked with it enables a set.
    @Test func aSourceThemeBesideAnEnablingOneIsNoWarning() throws {
        let run = try FrontEndRun(["tokens.json": """
        {
          "core": { "red": { "value": "#ff0000", "type": "color" } },
          "light": { "bg": { "value": "{red}", "type": "color" }, "bad": { "value": "{missing}", "type": "color" } },
          "$themes": [
            { "id": "a", "name": "Base", "selectedTokenSets": { "core": "source" }, "group": "Primitives" },
            { "id": "b", "name": "Light", "selectedTokenSets": { "light": "enabled" }, "group": "Color" }
          ],
          "$metadata": { "tokenSetOrder": ["core", "light"] }
        }
        """], strict: false)
        #expect(!run.warnings.contains { $0.contains("enables no token set") }, "\(run.warnings)")
        let tokens = try #require(run.tokens)
        #expect(tokens.validationSummary.hasSuffix("; 2 more skipped (1 source-only, referenced but not generated; 1 with the warnings above)"),
                "\(tokens.validationSummary)")
    }
}
