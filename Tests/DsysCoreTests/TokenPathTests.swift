import DsysCore
import Testing

@Suite struct TokenPathTests {
    @Test func ordersDigitRunsNumerically() {
        let paths = ["gray.1000", "gray.100", "gray.50", "gray.900"].map(TokenPath.init(dotted:))
        #expect(paths.sorted().map(\.description) == ["gray.50", "gray.100", "gray.900", "gray.1000"])
    }

    @Test func orderIsTotalForLeadingZeros() {
        let a = TokenPath(dotted: "x.01")
        let b = TokenPath(dotted: "x.1")
        #expect((a < b) != (b < a))
    }
}
