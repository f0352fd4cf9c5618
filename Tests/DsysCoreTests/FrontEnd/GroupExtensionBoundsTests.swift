@testable import DsysCore
import Testing

/// `$extends` bombs: long cycles and chains whose naive expansion takes cubic time or quadratic
/// memory must end with one clear error or a correct result.
@Suite struct GroupExtensionBoundsTests {
    /// Groups `g0…g(n-1)`, each with one token and extending the previous group; `g0` extends the
    /// last one when `closed`.
    private static func extensionChain(groups: Int, closed: Bool, reversed: Bool) -> String {
        var members = (0..<groups).map { index in
            let base = index > 0 ? "g\(index - 1)" : (closed ? "g\(groups - 1)" : nil)
            let extends = base.map { "\"$extends\": \"{\($0)}\", " } ?? ""
            return "\"g\(index)\": { \(extends)\"t\(index)\": { \"$type\": \"number\", \"$value\": \(index) } }"
        }
        if reversed { members.reverse() }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    @Test(arguments: [false, true])
    func aCycleOfAThousandGroupsIsReportedOnce(reversed: Bool) throws {
        let run = try FrontEndRun(["t.json": Self.extensionChain(groups: 1_000, closed: true, reversed: reversed)])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("'$extends' cycle: ") == true)
        #expect(run.errors.first?.contains("… 993 more …") == true)
    }

    @Test(arguments: [false, true])
    func aChainCopiesEveryBaseTokenInEitherDeclarationOrder(reversed: Bool) throws {
        let run = try FrontEndRun(["t.json": Self.extensionChain(groups: 100, closed: false, reversed: reversed)])
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.defaultTokens.count == 5_050)
        #expect(run.value("g99.t0") == .number(0))
    }

    @Test func aChainThatCopiesTooManyTokensStopsAtTheLimit() throws {
        let run = try FrontEndRun(["t.json": Self.extensionChain(groups: 1_000, closed: false, reversed: false)])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("'$extends' would copy more than 100000 tokens in this file") == true)
    }
}
