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
}
