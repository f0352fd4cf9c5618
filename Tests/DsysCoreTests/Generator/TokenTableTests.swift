@testable import DsysCore
import Testing

/// `dsys inspect`'s table lists every token of every mode: a token only a non-default mode defines
/// gets a row, with "—" where a mode lacks it.
struct TokenTableTests {
    @Test func aTokenOnlyAnotherModeDefinesHasARow() throws {
        let run = try FrontEndRun([
            "light.tokens.json": ##"{ "$type": "color", "bg": { "$value": "#ffffff" } }"##,
            "dark.tokens.json": ##"{ "$type": "color", "bg": { "$value": "#000000" }, "glow": { "$value": "#00ff00" } }"##,
        ])
        let lines = TokenTable.render(try #require(run.tokens)).split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["token type light dark", "----- ----- ------- -------", "bg color #ffffff #000000", "glow color — #00ff00"])
    }
}
