/// Tests of the mode axes' variants: every value the value layer keeps for a combination of
/// contexts other than the default (`DesignTokens.DensityCompact.Spacing.md`), in every appearance.
extension TestsEmitter {
    /// `test<Variant>()` per variant that keeps any value, in the value layer's test group.
    func axisVariantTests() -> [TestMethod] {
        let system = context.system
        let values = AxisValuesEmitter(context: context)
        return system.variants.enumerated().compactMap { index, variant in
            var lines: [String] = []
            for appearance in system.appearances {
                for (category, tokens) in values.listed(variant: index, appearance: appearance) {
                    let namespace = TokenSymbols.variantNamespace(category, variant, appearance: appearance, config: context.config)
                    for named in tokens {
                        let variantNamed = AxisValuesEmitter.named(named, variant: index)
                        let reference = context.reference(named, in: namespace)
                        lines += category == .color
                            ? colorAssertions(variantNamed, reference: reference)
                            : assertions(category, reference, variantNamed.modal.value(for: appearance), variantNamed)
                    }
                }
            }
            guard !lines.isEmpty else { return nil }
            return TestMethod(group: context.config.valuesType, SwiftName(prefix: "test", SwiftName(variant.typeName)), lines)
        }
    }
}
