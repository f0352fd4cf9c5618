@testable import DsysGenerator
import DsysSource
import DsysTokens
import Testing

/// Names are claimed per scope, and claims on several scopes interleave (a shadow's member in its
/// namespace, then its flat case in the shadow enum): collisions are found within a scope only.
@Suite struct NamingContextTests {
    private func token(_ dotted: String, line: Int) -> Token {
        Token(path: TokenPath(dotted: dotted), value: .number(1), location: SourceLocation(file: "t.json", line: line, column: 1),
              pointer: "")
    }

    @Test func namesCollideWithinTheirScopeWhereverItsClaimsInterleaveWithOthers() {
        var naming = NamingContext()
        let a = SwiftIdentifier(checked: "a"), b = SwiftIdentifier(checked: "b")
        naming.claim(a, for: token("x.a", line: 1), in: "X")
        naming.claim(a, for: token("y.a", line: 2), in: "Y")
        naming.claim(b, for: token("x.b", line: 3), in: "X")
        naming.claim(a, for: token("x.a-", line: 4), in: "X")
        naming.claim(b, for: token("y.b", line: 5), in: "Y")
        naming.claim(b, for: token("y.b_", line: 6), in: "Y")
        let errors = naming.collisions(strict: true).diagnostics.errors
        #expect(errors.map(\.message) == [
            "'x.a' and 'x.a-' both become the Swift name 'a'", "'x.a' and 'x.a-' both become the Swift name 'a'",
            "'y.b' and 'y.b_' both become the Swift name 'b'", "'y.b' and 'y.b_' both become the Swift name 'b'",
        ])
        #expect(errors.map { $0.location?.line } == [1, 4, 5, 6])
    }

    /// Outside `--strict`, the token first in path order keeps a name, and every other token that
    /// would get it in that scope is skipped, once, with a warning at it saying which token has it.
    @Test func outsideStrictTheFirstPathKeepsTheNameAndTheOthersAreSkipped() {
        var naming = NamingContext()
        let a = SwiftIdentifier(checked: "a")
        naming.claim(a, for: token("x.a-", line: 1), in: "X")
        naming.claim(a, for: token("x.a", line: 2), in: "X")
        naming.claim(a, for: token("x.a_", line: 3), in: "X")
        naming.claim(a, for: token("x.a-", line: 1), in: "Flat")
        naming.claim(a, for: token("x.a", line: 2), in: "Flat")
        let (diagnostics, skipped) = naming.collisions(strict: false)
        #expect(diagnostics.errors.isEmpty)
        #expect(diagnostics.warnings.map(\.message) == [
            "'x.a-' is skipped: it would become the Swift name 'a', which 'x.a' has",
            "'x.a_' is skipped: it would become the Swift name 'a', which 'x.a' has",
        ])
        #expect(diagnostics.warnings.map { $0.location?.line } == [1, 3])
        #expect(diagnostics.warnings.first?.hint == #"add "nameOverrides": {"x.a-": "aAlt"} to dsys.json, or rename the token"#)
        #expect(diagnostics.warnings.last?.hint == #"add "nameOverrides": {"x.a_": "aAlt2"} to dsys.json, or rename the token"#)
        #expect(skipped.keys.map(\.description).sorted() == ["x.a-", "x.a_"])
    }

    /// A token skipped for a clash in one scope does not hold its name in another: there the next
    /// token in path order keeps the name, and nothing else is skipped for the skipped one.
    @Test func aTokenSkippedInOneScopeHoldsNoNameInAnother() {
        var naming = NamingContext()
        let a = SwiftIdentifier(checked: "a"), b = SwiftIdentifier(checked: "b")
        naming.claim(a, for: token("x.a", line: 1), in: "X")
        naming.claim(a, for: token("x.a-", line: 2), in: "X")
        naming.claim(b, for: token("x.a-", line: 2), in: "Y")
        naming.claim(b, for: token("x.a_", line: 3), in: "Y")
        let (diagnostics, skipped) = naming.collisions(strict: false)
        #expect(skipped.keys.map(\.description) == ["x.a-"])
        #expect(diagnostics.warnings.map(\.message) == ["'x.a-' is skipped: it would become the Swift name 'a', which 'x.a' has"])
    }
}
