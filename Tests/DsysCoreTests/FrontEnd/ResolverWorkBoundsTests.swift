@testable import DsysCore
import Testing

/// Hostile token sets whose naive resolution takes exponential time or memory, or depends on the
/// order tokens are declared in: each must end with a correct value or a clear error.
@Suite struct ResolverWorkBoundsTests {
    /// A number group `group` whose token `<prefix>0` is 1 and whose token `<prefix>n` has the value
    /// `value(n - 1)` (a JSON string body), declared in dependency or reverse order.
    private static func numberChain(
        group: String, prefix: String, count: Int, reversed: Bool, value: (Int) -> String
    ) -> String {
        var members = ["\"\(prefix)0\": { \"$value\": 1 }"]
        for index in 1..<count { members.append("\"\(prefix)\(index)\": { \"$value\": \"\(value(index - 1))\" }") }
        if reversed { members.reverse() }
        return "{ \"\(group)\": { \"$type\": \"number\", " + members.joined(separator: ", ") + " } }"
    }

    /// `"{m.t(n-1)} + {m.t(n-1)}"` for `n` levels.
    private static func doublingMath(levels: Int, reversed: Bool) -> String {
        numberChain(group: "m", prefix: "t", count: levels, reversed: reversed) { "{m.t\($0)} + {m.t\($0)}" }
    }

    @Test(arguments: [false, true])
    func mathThatDoublesAtEveryLevelIsEvaluatedOncePerToken(reversed: Bool) throws {
        let run = try FrontEndRun(["t.json": Self.doublingMath(levels: 28, reversed: reversed)])
        #expect(run.errors.isEmpty)
        #expect(run.value("m.t27") == .number(134_217_728))
    }

    @Test func mathOfAnExpressionUsesItsValueNotItsText() throws {
        let run = try FrontEndRun(["t.json": """
        { "s": { "$type": "dimension",
          "sum": { "$value": "4px + 4px" },
          "twice": { "$value": "{s.sum} * 2" } } }
        """])
        #expect(run.errors.isEmpty)
        #expect(run.value("s.twice") == .dimension(Dimension(points: 16, original: 16, unit: "px")))
    }

    @Test func textThatDoublesAtEveryLevelStopsAtTheSubstitutionLimit() throws {
        var members = ["\"t0\": { \"$value\": \"abcdefgh\" }"]
        for level in 1..<40 {
            members.append("\"t\(level)\": { \"$value\": \"{f.t\(level - 1)}, {f.t\(level - 1)}\" }")
        }
        let run = try FrontEndRun(["t.json": "{ \"f\": { \"$type\": \"fontFamily\", " + members.joined(separator: ", ") + " } }"])
        #expect(run.errors == [
            "t.json:1:711: 'f.t17' grows to more than 1 MiB of text when its references are substituted",
        ])
    }

    @Test func substitutedTextHasABudgetSharedByTheModes() throws {
        let folder = try TemporaryFolder(["t.json": """
        { "f": { "$type": "fontFamily", "long": { "$value": "abcdefghij" },
          "a": { "$value": "{f.long}, x" }, "b": { "$value": "{f.long}, y" } } }
        """])
        var diagnostics = Diagnostics()
        let file = try #require(SourceFileReader.read(fileAt: folder.file("t.json"), displayPath: "t.json", diagnostics: &diagnostics))
        let layers = [TokenLayer(name: "t.json", tokens: TokenTreeParser.parse(file, diagnostics: &diagnostics))]
        var budget = 30
        _ = AliasResolver(resolving: layers, textBudget: &budget, diagnostics: &diagnostics)
        #expect(budget == 4)
        _ = AliasResolver(resolving: layers, textBudget: &budget, diagnostics: &diagnostics)
        #expect(diagnostics.errors.map(\.message) == [
            "substituting references into text produced more than 64 MiB by 'f.a'; a value references a long text many "
                + "times over",
        ])
    }

    /// `a0 = 1`, `a(n) = {n.a(n-1)}`.
    private static func aliasChain(length: Int, reversed: Bool) -> String {
        numberChain(group: "n", prefix: "a", count: length, reversed: reversed) { "{n.a\($0)}" }
    }

    @Test(arguments: [false, true])
    func longAliasChainsResolveInEitherDeclarationOrder(reversed: Bool) throws {
        let run = try FrontEndRun(["t.json": Self.aliasChain(length: 10_000, reversed: reversed)])
        #expect(run.errors.isEmpty)
        #expect(run.value("n.a9999") == .number(1))
        #expect(run.token("n.a9999")?.aliasOf == TokenPath(dotted: "n.a9998"))
    }

    @Test(arguments: [false, true])
    func longAliasCyclesAreReportedOnceInEitherDeclarationOrder(reversed: Bool) throws {
        var members = (1..<5_000).map { "\"a\($0)\": { \"$value\": \"{n.a\($0 - 1)}\" }" }
        members.append("\"a0\": { \"$value\": \"{n.a4999}\" }")
        if reversed { members.reverse() }
        let run = try FrontEndRun(["t.json": "{ \"n\": { \"$type\": \"number\", " + members.joined(separator: ", ") + " } }"])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("alias cycle: ") == true)
        #expect(run.errors.first?.contains("… 4993 more …") == true)
    }
}
