@testable import DsysCore
import Testing

/// `$extends` bombs: long cycles and chains whose naive expansion takes cubic time or quadratic
/// memory must end with one clear error or a correct result.
@Suite struct GroupExtensionBoundsTests {
    /// Groups `g0…g(n-1)` (named `prefix` and the index), each with one token and extending the
    /// previous group; `g0` extends the last one when `closed`.
    private static func extensionChain(groups: Int, closed: Bool, reversed: Bool, prefix: String = "g") -> String {
        var members = (0..<groups).map { index in
            let base = index > 0 ? "\(prefix)\(index - 1)" : (closed ? "\(prefix)\(groups - 1)" : nil)
            let extends = base.map { "\"$extends\": \"{\($0)}\", " } ?? ""
            return "\"\(prefix)\(index)\": { \(extends)\"t\(index)\": { \"$type\": \"number\", \"$value\": \(index) } }"
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
        #expect(run.errors.first?.contains("'$extends' would copy more than 100000 tokens in all the input files together") == true)
    }

    /// Chains of 300 groups, one a file (or Tokens Studio set), each copying 44,850 tokens.
    private static func chainFiles(_ names: [String], folder: String = "") -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { name in
            (folder + name + ".json", extensionChain(groups: 300, closed: false, reversed: false, prefix: name))
        })
    }

    @Test func filesUnderTheLimitTogetherLoad() throws {
        let run = try FrontEndRun(Self.chainFiles(["a", "b"]))
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.defaultTokens.count == 2 * (300 + 44_850))
    }

    /// The limit is the run's: files that each stay under it cannot together copy without bound.
    /// The third file's chain stops where the run's copies pass it (99,996 + 144).
    @Test func filesEachUnderTheLimitStopAtItTogether() throws {
        let run = try FrontEndRun(Self.chainFiles(["a", "b", "c"]))
        #expect(run.errors.count == 1)
        let error = try #require(run.errors.first)
        #expect(error.hasPrefix("c.json:1:"), Comment(rawValue: error))
        #expect(error.hasSuffix("'$extends' would copy more than 100000 tokens in all the input files together "
                                + "('c144' extends 'c143', which holds 144; 99996 were copied before)"), Comment(rawValue: error))
    }

    /// A Tokens Studio export and a resolver document naming `a`, `b` and `c` (file name, text).
    private static let tokenSystems: [(String, String)] = [
        ("$metadata.json", #"{ "tokenSetOrder": ["a", "b", "c"] }"#),
        ("ds.resolver.json", ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "a.json" }, "##
            + ##"{ "$ref": "b.json" }, { "$ref": "c.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##),
    ]

    /// The token trees of a Tokens Studio export and of a resolver document's sources share it too.
    @Test(arguments: tokenSystems)
    func setsOfATokenSystemShareTheLimit(document: String, text: String) throws {
        var files = Self.chainFiles(["a", "b", "c"], folder: "export/")
        files["export/" + document] = text
        let run = try FrontEndRun(files, inputs: ["export"])
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("export/c.json:1:") == true, Comment(rawValue: run.errors.joined()))
        #expect(run.errors.first?.contains("would copy more than 100000 tokens in all the input files together") == true)
    }
}
