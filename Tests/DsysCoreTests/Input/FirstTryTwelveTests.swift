@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// Inputs of the twelfth to fifteenth first-try sweeps that need no suite of their own.
struct FirstTryTwelveTests {
    /// healthcraft's `Semantic-Color` group has `Baseline`, with sets, and `Dark Mode`, with none: a
    /// theme that does nothing in Tokens Studio became the dark appearance, in which 430 component
    /// tokens lost their references and were then left out of every mode.
    @Test func aThemeThatEnablesNoSetMakesNoMode() throws {
        let run = try FrontEndRun([
            "$themes.json": ##"""
            [ { "id": "1", "name": "Baseline", "group": "Semantic-Color", "selectedTokenSets": { "semantic": "enabled", "core": "source" } },
              { "id": "2", "name": "Dark Mode", "group": "Semantic-Color", "selectedTokenSets": {} } ]
            """##,
            "$metadata.json": ##"{ "tokenSetOrder": ["core", "semantic"] }"##,
            "core.json": ##"{ "blue": { "value": "#0044ff", "type": "color" } }"##,
            "semantic.json": ##"{ "button": { "fill": { "value": "{blue}", "type": "color" } } }"##,
        ], inputs: ["."], strict: false)
        #expect(run.tokens?.modes.map(\.name) == ["Baseline"])
        #expect(run.value("button.fill") != nil)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.diagnostics.sorted.contains { $0.severity == .note
            && $0.message == "the theme 'Semantic-Color/Dark Mode' enables no token set, so it makes no mode" })
    }

    /// Until-Now's `styles.fg.status.errorNormal` and `error-normal` exist only in one brand's mode:
    /// the first was said to be "generated as an optional" and skipped for its Swift name at once.
    /// A skipped optional gets only the skip's warning.
    @Test func anOptionalSkippedForItsNameIsNotSaidToBeGenerated() {
        let path = { (dotted: String, line: Int) in
            Token(path: TokenPath(dotted: dotted), value: .color(ColorValue(red: 1, green: 0, blue: 0)),
                  location: SourceLocation(file: "t.json", line: line, column: 5), pointer: "/" + dotted.replacingOccurrences(of: ".", with: "/"))
        }
        let modes = [
            Mode(name: "base", contexts: [ContextChoice(modifier: "brand", context: "base")], tokens: TokenSet([path("fg.ink", 1)])),
            Mode(name: "quantum", contexts: [ContextChoice(modifier: "brand", context: "quantum")],
                 tokens: TokenSet([path("fg.ink", 1), path("fg.error-normal", 2), path("fg.errorNormal", 3)])),
        ]
        let (description, diagnostics) = GeneratorTestHarness.translate(modes)
        let about = diagnostics.all.filter { $0.tokenPath == "fg.errorNormal" }.map(\.message)
        #expect(about.count == 1 && about.first?.hasPrefix("'fg.errorNormal' is skipped: it would become the Swift name") == true, "\(about)")
        #expect(diagnostics.all.contains { $0.tokenPath == "fg.error-normal" && $0.message.contains("generated as an optional") })
        #expect(description.partialTokens.map(\.named.modal.token.path.description) == ["fg.error-normal"])
    }
}
