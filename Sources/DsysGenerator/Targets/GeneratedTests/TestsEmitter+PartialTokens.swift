extension TestsEmitter {
    /// `testTokensOfNonDefaultModes()`: every partial token (`PartialToken`) is `nil` in the default
    /// namespace and holds its value in the namespace of each mode that defines it.
    func partialTokenTest() -> TestMethod? {
        let system = context.system
        guard !system.partialTokens.isEmpty else { return nil }
        var lines: [String] = []
        for partial in system.partialTokens {
            let category = partial.category
            lines.append("XCTAssertNil(\(reference(partial.named, category)))")
            for (slot, value) in partial.values {
                let namespace = TokenSymbols.partialNamespace(
                    category, variant: slot.variant.map { system.variants[$0] }, appearance: slot.appearance, config: context.config)
                let reference = context.reference(partial.named, in: namespace)
                if case .color(let color) = value {
                    lines.append("XCTAssertEqual(\(reference)?.hex, \(SwiftLiteral.string(color.emittedHexString)))")
                } else {
                    lines += assertions(category, "(try XCTUnwrap(\(reference)))", value, partial.named, checksAngle: false)
                }
            }
        }
        return TestMethod(group: context.config.valuesType, "testTokensOfNonDefaultModes", isThrowing: true, lines)
    }
}
