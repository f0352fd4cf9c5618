@testable import DsysCore
import Testing

@Suite struct MathExpressionTests {
    @Test(arguments: [
        ("8 * 2", 16.0, ""), ("(16px + 4px) / 2", 10, "px"), ("-0.5rem", -0.5, "rem"), ("2 * -3", -6, ""),
        ("1e2ms", 100, "ms"), ("50%", 50, "%"),
    ])
    func evaluates(_ text: String, _ value: Double, _ unit: String) {
        #expect(MathExpression.evaluate(text) == MathExpression.Quantity(value: value, unit: unit))
    }

    @Test(arguments: ["", "1 +", "(1", "1 / 0", "abc", "1 2", String(repeating: "(", count: 10_000) + "1"])
    func rejects(_ text: String) {
        #expect(MathExpression.evaluate(text) == nil)
    }
}
