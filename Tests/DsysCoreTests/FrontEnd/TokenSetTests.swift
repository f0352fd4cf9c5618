@testable import DsysTokens
import DsysSource
import Testing

/// A token set knows when another holds its very token array, which lets the translator skip the
/// default mode when it looks for tokens the default mode lacks.
struct TokenSetTests {
    private let tokens = ["a", "b"].map { path in
        Token(path: TokenPath(dotted: path), value: .string(path), location: SourceLocation(file: "t.json", line: 1, column: 1),
              pointer: "/" + path)
    }

    @Test func aSetSharesTheTokensOfItsCopies() {
        let set = TokenSet(tokens)
        let copy = set
        #expect(set.sharesTokens(with: copy))
        #expect(Mode(name: "m", contexts: [], tokens: set).tokens.sharesTokens(with: set))
    }

    /// Equal tokens in another array are not shared: the caller must still compare them.
    @Test func equalTokensInAnotherArrayAreNotShared() {
        let set = TokenSet(tokens)
        #expect(!set.sharesTokens(with: TokenSet(tokens.map { $0 })))
        #expect(!set.sharesTokens(with: TokenSet(Array(tokens.prefix(1)))))
        var grown = set
        grown.insert(tokens[0])
        #expect(!set.sharesTokens(with: grown))
    }
}
