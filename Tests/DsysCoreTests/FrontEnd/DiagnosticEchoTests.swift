@testable import DsysCore
import Testing

/// Diagnostics quote input values, but never a large one whole: a message stays readable (and a
/// file read by mistake is not printed) however long the value is.
@Suite struct DiagnosticEchoTests {
    private static let long = String(repeating: "x", count: 100_000)

    @Test func aLongInvalidValueIsQuotedShortened() throws {
        let run = try FrontEndRun(["t.json": """
        { "d": { "$type": "dimension", "$value": "\(Self.long)" },
          "c": { "$type": "color", "$value": "#\(Self.long)" } }
        """])
        let quoted = "\"" + String(repeating: "x", count: 80) + "…\""
        #expect(run.errors == [
            "t.json:1:42: 'd': \(quoted) is not a dimension",
            "t.json:2:38: 'c': \"#\(String(repeating: "x", count: 79))…\" is not a color",
        ])
    }

    @Test func aLongUnexpectedWordIsQuotedShortened() throws {
        let run = try FrontEndRun(["t.json": "{ \"a\": \(Self.long) }"])
        #expect(run.errors == ["t.json:1:8: unexpected word '\(String(repeating: "x", count: 80))…'; expected a value"])
        #expect((run.diagnostics.errors.first?.hint?.count ?? .max) < 200)
    }

    @Test func anyLongMessageIsCutShort() throws {
        let run = try FrontEndRun(["t.json": "{ \"a.\(Self.long)\": { \"$type\": \"number\", \"$value\": 1 } }"])
        #expect(run.warnings.count == 1)
        #expect((run.warnings.first?.count ?? .max) <= Diagnostic.maximumMessageCharacters + 20)
        #expect(run.warnings.first?.hasSuffix("…") == true)
    }
}
