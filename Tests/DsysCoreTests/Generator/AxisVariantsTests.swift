@testable import DsysCore
@testable import DsysGenerator
import Testing

/// The value layer's variants of the choice axes: every combination when the modes hold every
/// one, else each other context alone. The combinations are counted before any is built, so an
/// input of many reduced axes (Equinor's Figma export: 20 axes, 10^13 combinations) costs only
/// its modes.
struct AxisVariantsTests {
    private func axis(_ name: String, _ contextCount: Int) -> ContextAxis {
        let contexts = (0..<contextCount).map { "\(name)\($0)" }
        return ContextAxis(name: name, contexts: contexts, defaultContext: contexts[0], typeName: SwiftIdentifier(checked: name.uppercased()),
                           label: SwiftIdentifier(checked: name), environmentMember: SwiftIdentifier(checked: name),
                           caseNames: contexts.map { SwiftIdentifier(checked: $0) }, mapping: nil)
    }

    /// The modes `ChoiceAxisReduction` keeps for `axes`: the default, then each other context alone.
    private func reducedModes(_ axes: [ContextAxis]) -> [Mode] {
        let defaults = axes.map { ContextChoice(modifier: $0.name, context: $0.defaultContext) }
        var modes = [Mode(name: "default", contexts: defaults, tokens: TokenSet())]
        for (index, axis) in axes.enumerated() {
            for context in axis.contexts.dropFirst() {
                var choices = defaults
                choices[index] = ContextChoice(modifier: axis.name, context: context)
                modes.append(Mode(name: context, contexts: choices, tokens: TokenSet()))
            }
        }
        return modes
    }

    @Test func theProductIsCountedBeforeItIsBuilt() {
        let axes = (0..<40).map { axis("a\($0)", 3) }
        #expect(ContextAxes.productIfAtMost(1_000, of: axes) == nil)
        #expect(ContextAxes.productIfAtMost(9, of: Array(axes.prefix(2)))?.count == 9)
        #expect(ContextAxes.productIfAtMost(8, of: Array(axes.prefix(2))) == nil)
        #expect(ContextAxes.productIfAtMost(9, of: Array(axes.prefix(2)))?.last?.map(\.context) == ["a02", "a12"])
    }

    @Test func reducedModesOfManyAxesGiveOneVariantPerOtherContext() {
        let axes = (0..<40).map { axis("a\($0)", 3) }
        var diagnostics = Diagnostics()
        let variants = ContextAxes.variants(of: axes, modes: reducedModes(axes), digitPrefix: "n", diagnostics: &diagnostics)
        #expect(variants.count == 80)
        #expect(variants.allSatisfy { $0.choices.count == 1 })
        #expect(variants.first?.choices == [ContextChoice(modifier: "a0", context: "a01")])
        #expect(diagnostics.all.isEmpty)
    }

    @Test func modesHoldingEveryCombinationGiveEveryCombinationButTheDefault() {
        let axes = [axis("a", 2), axis("b", 3)]
        let modes = axes[0].contexts.flatMap { a in
            axes[1].contexts.map { b in
                Mode(name: a + b, contexts: [ContextChoice(modifier: "a", context: a), ContextChoice(modifier: "b", context: b)], tokens: TokenSet())
            }
        }
        var diagnostics = Diagnostics()
        let variants = ContextAxes.variants(of: axes, modes: modes, digitPrefix: "n", diagnostics: &diagnostics)
        #expect(variants.map { $0.choices.map(\.context) } == [["a0", "b1"], ["a0", "b2"], ["a1", "b0"], ["a1", "b1"], ["a1", "b2"]])
    }
}
