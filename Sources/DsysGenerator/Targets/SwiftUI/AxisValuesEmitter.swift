/// The value layer's namespaces for the variants of the mode axes (`DesignTokens.DensityCompact`):
/// for each combination of contexts other than the default, the values that differ from the
/// default contexts' (`DesignTokens.DensityCompact.Spacing.md`, in another appearance
/// `DesignTokens.DensityCompact.Dark.Spacing.md`; colors as one `AppearanceColor`). Foundation
/// only, placed with the value layer, so the generated tests assert every context on Linux too.
struct AxisValuesEmitter {
    let context: EmitContext

    /// A token's values in one variant, as a named token of its own (its documentation lists them
    /// and names where the variant's first mode defines it).
    static func named(_ named: NamedToken, variant: Int) -> NamedToken {
        var result = named
        result.modal.values = named.modal.values.map { ($0.appearance, named.modal.value(for: $0.appearance, variant: variant)) }
        result.modal.variantValues = []
        if named.modal.variantLocations.indices.contains(variant), let location = named.modal.variantLocations[variant] {
            result.modal.token.location = location
        }
        result.modal.variantLocations = []
        if let light = result.modal.values.first?.value { result.modal.token.value = light }
        return result
    }

    /// The tokens of each category that the variant at `variant` keeps for `appearance`.
    func listed(variant: Int, appearance: Appearance) -> [(TokenCategory, [NamedToken])] {
        ValuesEmitter.categoryOrder.compactMap { category in
            let tokens = context.system.tokens(category).filter {
                TokenSymbols.variantAppearances($0, category, variant: variant).contains(appearance)
            }
            return tokens.isEmpty ? nil : (category, tokens)
        }
    }

    /// `listed(variant:appearance:)` with the partial tokens that have a value there, by category:
    /// each category's tokens and partial tokens share one namespace.
    private func listedWithPartials(variant: Int, appearance: Appearance) -> [(TokenCategory, [NamedToken], [PartialToken])] {
        let listed = Dictionary(uniqueKeysWithValues: listed(variant: variant, appearance: appearance))
        return ValuesEmitter.categoryOrder.compactMap { category in
            let tokens = listed[category] ?? []
            let partials = context.system.partialTokens(category, variant: variant, appearance: appearance)
            return tokens.isEmpty && partials.isEmpty ? nil : (category, tokens, partials)
        }
    }

    func sections() -> [SourceSection] {
        let system = context.system
        guard !system.variants.isEmpty else { return [] }
        let root = context.config.valuesType
        let values = ValuesEmitter(context: context)
        let variantEnums = system.variants.enumerated().map { index, variant in
            let members = system.appearances.flatMap { appearance -> [SwiftDeclaration] in
                let categories = listedWithPartials(variant: index, appearance: appearance).map(\.0)
                guard !categories.isEmpty else { return [] }
                if let name = appearance.valueLayerTypeName { return [ValuesEmitter.enumOfEnums(name, categories)] }
                return categories.map { ValuesEmitter.emptyEnum($0.valueSection) }
            }
            let choices = variant.choices.map { "\($0.modifier) is \($0.context)" }.joined(separator: ", ")
            return SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: SwiftName(variant.typeName), members: [.run(members)]))
                .documented("The values that differ when \(choices); the others are the default contexts' values.")
        }
        var declarations = [SwiftDeclaration.type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(configured: root), members: variantEnums))]
        for (index, variant) in system.variants.enumerated() {
            for appearance in system.appearances {
                for (category, tokens, partials) in listedWithPartials(variant: index, appearance: appearance) {
                    // The same namespace whenever the category has both (colors list their tokens in light only).
                    let namespace = tokens.isEmpty
                        ? TokenSymbols.partialNamespace(category, variant: variant, appearance: appearance, config: context.config)
                        : TokenSymbols.variantNamespace(category, variant, appearance: appearance, config: context.config)
                    declarations += values.section(namespace, category, tokens.map { Self.named($0, variant: index) },
                                                   partials: partials, slot: PartialToken.Slot(variant: index, appearance: appearance),
                                                   tokensAreDerived: true) { named in
                        category == .color ? "\(root).AppearanceColor(" + values.appearanceArguments(named.modal) + ")"
                            : values.valueExpression(category, named.modal.value(for: appearance), token: named.token)
                    }
                }
            }
        }
        return [SourceSection(.values, defaultPath: "Tokens/\(root).swift", framework: .foundation, declarations: declarations)]
    }
}
