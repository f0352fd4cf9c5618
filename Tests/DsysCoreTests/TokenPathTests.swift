import DsysCore
import Testing

@Suite struct TokenPathTests {
    @Test func ordersDigitRunsNumerically() {
        let paths = ["gray.1000", "gray.100", "gray.50", "gray.900"].map(TokenPath.init(dotted:))
        #expect(paths.sorted().map(\.description) == ["gray.50", "gray.100", "gray.900", "gray.1000"])
    }

    /// Paths are hashed in a chain as they are built; a path extended segment by segment must
    /// equal, and hash like, the same path built at once, or lookups would miss it.
    @Test func pathsBuiltDifferentlyAreEqualKeys() {
        let extended = TokenPath([]).appending("color").appending("brand").appending("primary")
        let whole = TokenPath(["color", "brand", "primary"])
        let dotted = TokenPath(dotted: "color.brand.primary")
        #expect(extended == whole && whole == dotted)
        #expect(extended.hashValue == whole.hashValue && whole.hashValue == dotted.hashValue)
        let index = [whole: 1]
        #expect(index[extended] == 1 && index[dotted] == 1)
        #expect(Set([extended, whole, dotted]).count == 1)
        // Neighbours that share segments, or split them differently, are different keys.
        let others = [TokenPath(dotted: "color.brand"), TokenPath(dotted: "color.brand.primary.x"),
                      TokenPath(["color", "brandprimary"]), TokenPath(["colorbrand", "primary"]), TokenPath([])]
        #expect(others.allSatisfy { index[$0] == nil })
        #expect(Set(others + [whole]).count == others.count + 1)
    }

    /// Names compare by their bytes, as JSON compares keys: a precomposed and a decomposed `é` are
    /// two names (Swift's `String ==` would call them equal).
    @Test func namesCompareByteForByte() {
        let precomposed = TokenPath(["caf\u{E9}"])
        let decomposed = TokenPath(["cafe\u{301}"])
        #expect(precomposed != decomposed)
        #expect(Set([precomposed, decomposed]).count == 2)
        #expect(precomposed == TokenPath(dotted: "caf\u{E9}"))
    }

    @Test func orderIsTotalForLeadingZeros() {
        let a = TokenPath(dotted: "x.01")
        let b = TokenPath(dotted: "x.1")
        #expect((a < b) != (b < a))
    }
}
