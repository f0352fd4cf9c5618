/// The qualified Swift names a named token gets: its API constant and its value-layer constants.
/// The translator records them in the `TokenAccount`; the emitters declare exactly these.
package enum TokenSymbols {
    /// `Color.dsActionPrimary`, `ColorToken.Primary.p500`: the namespace, the groups, the member.
    /// Built in one string: the emitters ask for it once per token and target.
    package static func qualified(_ named: NamedToken, in namespace: GeneratorConfig.Namespace) -> String {
        var text = namespace.dottedType
        func append(_ part: SwiftIdentifier) {
            if !text.isEmpty { text += "." }
            text += part.rendered
        }
        named.groups.forEach(append)
        append(named.member)
        return text
    }

    /// The value layer's namespace of `category`: `DesignTokens.Spacing`, or for the values of an
    /// appearance other than light, `DesignTokens.Dark.Spacing`.
    static func valueNamespace(_ category: TokenCategory, appearance: Appearance? = nil, config: GeneratorConfig)
        -> GeneratorConfig.Namespace {
        let appearancePart = appearance.flatMap(\.valueLayerTypeName).map { ".\($0)" } ?? ""
        return GeneratorConfig.Namespace(type: "\(config.valuesType)\(appearancePart).\(category.valueSection)", paths: [])
    }

    /// The appearances other than light whose values the value layer keeps in their own namespace
    /// for `named` (colors keep every appearance inside `AppearanceColor` instead).
    static func extraAppearances(_ named: NamedToken, _ category: TokenCategory) -> [Appearance] {
        guard category != .color, named.modal.varies else { return [] }
        return named.modal.values.map(\.appearance).filter { $0 != .light }
    }

    /// The value layer's namespace of `category` for the variant `variant` of the mode axes:
    /// `DesignTokens.DensityCompact.Spacing`, or `DesignTokens.DensityCompact.Dark.Spacing` for
    /// another appearance than light (colors keep every appearance in one namespace).
    static func variantNamespace(_ category: TokenCategory, _ variant: AxisVariant, appearance: Appearance, config: GeneratorConfig)
        -> GeneratorConfig.Namespace {
        let appearancePart = category == .color ? "" : appearance.valueLayerTypeName.map { ".\($0)" } ?? ""
        return GeneratorConfig.Namespace(type: "\(config.valuesType).\(variant.typeName.rendered)\(appearancePart).\(category.valueSection)", paths: [])
    }

    /// The appearances whose value of `named` the variant at `variant` keeps in its own namespace:
    /// those where it differs from the default contexts (for colors, `.light` standing for the
    /// whole `AppearanceColor` when any appearance differs).
    static func variantAppearances(_ named: NamedToken, _ category: TokenCategory, variant: Int) -> [Appearance] {
        let differing = named.modal.values.map(\.appearance).filter { named.modal.differs(in: variant, appearance: $0) }
        if category == .color { return differing.isEmpty ? [] : [.light] }
        return differing
    }

    /// The value layer's namespace of a partial token's value in a variant of the mode axes (nil:
    /// the default contexts) and an appearance: `DesignTokens.Dark.Colors`,
    /// `DesignTokens.DensityComfortable.Dimensions`. Colors too name their appearance, since a
    /// partial color is one `RGBA?` per appearance (no `AppearanceColor` without a light value).
    static func partialNamespace(_ category: TokenCategory, variant: AxisVariant?, appearance: Appearance, config: GeneratorConfig)
        -> GeneratorConfig.Namespace {
        let variantPart = variant.map { ".\($0.typeName.rendered)" } ?? ""
        let appearancePart = appearance.valueLayerTypeName.map { ".\($0)" } ?? ""
        return GeneratorConfig.Namespace(type: "\(config.valuesType)\(variantPart)\(appearancePart).\(category.valueSection)", paths: [])
    }

    /// Every symbol that holds `partial`: the default namespace's `nil` constant, the constant of
    /// each slot with a value, and the adaptive member.
    static func symbols(_ partial: PartialToken, config: GeneratorConfig, variants: [AxisVariant]) -> [String] {
        var symbols = [qualified(partial.named, in: valueNamespace(partial.category, config: config))]
        for (slot, _) in partial.values {
            let variant = slot.variant.map { variants[$0] }
            symbols.append(qualified(partial.named, in: partialNamespace(partial.category, variant: variant, appearance: slot.appearance, config: config)))
        }
        if let adaptive = config.adaptiveTokensType, AdaptiveMember.includes(partial) {
            symbols.append("\(adaptive).\(AdaptiveMember.name(partial.token, digitPrefix: config.digitPrefix).rendered)")
        }
        return symbols
    }

    /// Every symbol that holds `named`: the SwiftUI API member(s), then the value-layer constants.
    static func symbols(_ named: NamedToken, _ category: TokenCategory, config: GeneratorConfig, variants: [AxisVariant] = []) -> [String] {
        var symbols: [String] = []
        let flat = named.flatMember(digitPrefix: config.digitPrefix).rendered
        switch category {
        case .typography:
            switch config.fontMembers {
            case .functions: symbols.append(qualified(named, in: config.fonts) + "()")
            case .properties: symbols.append(qualified(named, in: config.fonts))
            case .none: break
            }
            if let preset = config.typographyType { symbols.append("\(preset).\(flat)") }
        case .shadow:
            symbols.append("\(config.shadowType).\(flat)")
        case .letterSpacing:
            break  // value layer only
        default:
            symbols.append(qualified(named, in: category.namespace(config)))
        }
        symbols.append(qualified(named, in: valueNamespace(category, config: config)))
        if category == .gradient, named.modal.defaultValue.gradientValue?.angle != nil {
            symbols.append(qualified(named, in: GeneratorConfig.Namespace(type: "\(config.valuesType).GradientAngles", paths: [])))
        }
        for appearance in extraAppearances(named, category) {
            symbols.append(qualified(named, in: valueNamespace(category, appearance: appearance, config: config)))
        }
        for (index, variant) in variants.enumerated() {
            for appearance in variantAppearances(named, category, variant: index) {
                symbols.append(qualified(named, in: variantNamespace(category, variant, appearance: appearance, config: config)))
            }
        }
        if let adaptive = config.adaptiveTokensType, AdaptiveMember.includes(named.modal, category) {
            symbols.append("\(adaptive).\(AdaptiveMember.name(named.token, digitPrefix: config.digitPrefix).rendered)")
        }
        return symbols
    }
}

extension Appearance {
    /// The parameter label for this appearance in generated code (`light`, `darkHighContrast`).
    var swiftLabel: String { swiftLabelName.rendered }

    /// ``swiftLabel`` as a name to declare (`AppearanceColor.darkHighContrast`).
    var swiftLabelName: SwiftName {
        switch (isDark, isHighContrast) {
        case (false, false): "light"
        case (true, false): "dark"
        case (false, true): "lightHighContrast"
        case (true, true): "darkHighContrast"
        }
    }

    /// The value layer's enum for this appearance's values (`Dark`); nil for light, whose values
    /// are the category namespaces themselves.
    var valueLayerTypeName: SwiftName? {
        switch (isDark, isHighContrast) {
        case (false, false): nil
        case (true, false): "Dark"
        case (false, true): "LightHighContrast"
        case (true, true): "DarkHighContrast"
        }
    }
}
