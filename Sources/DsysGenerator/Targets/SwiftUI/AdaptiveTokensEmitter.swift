import DsysTokens

/// `DSAdaptiveTokens` (`"adaptiveTokensType"`): a `DynamicProperty` with one member per token whose
/// value differs along a mode axis, or by appearance where its API does not adapt by itself (see
/// `AdaptiveMember`). Each member reads `colorScheme`, `colorSchemeContrast` and the axes from the environment
/// and returns the value layer's value for them, so the static constants stay as they are (the
/// default mode's values) and a view that keeps `private var tokens = DSAdaptiveTokens()` gets the
/// value for its own appearance and contexts, updated by SwiftUI when they change.
struct AdaptiveTokensEmitter {
    let context: EmitContext

    /// Every token with a member, by category in value-layer order.
    private var members: [(TokenCategory, NamedToken)] {
        ValuesEmitter.categoryOrder.flatMap { category in
            context.system.tokens(category).filter { AdaptiveMember.includes($0.modal, category) }.map { (category, $0) }
        }
    }

    func sections() -> [SourceSection] {
        guard let type = context.config.adaptiveTokensType else { return [] }
        let members = members
        let system = context.system
        let partials = system.partialTokens.filter(AdaptiveMember.includes)
        guard !members.isEmpty || !partials.isEmpty else { return [] }
        let usesColors = members.contains { $0.0 == .color }
        var environment: [SwiftDeclaration] = []
        if system.appearances.count > 1 || usesColors { environment.append(.environment("\\.colorScheme", "_colorScheme")) }
        if system.appearances.contains(where: \.isHighContrast) {
            environment.append(.environment("\\.colorSchemeContrast", "_colorSchemeContrast"))
        }
        environment += system.axes.flatMap(axisProperties)
        let initializer = SwiftDeclaration.function(SwiftFunction(access: .public, kind: .initializer(failable: false), body: []))
        let tokenMembers = members.map { category, named in
            let documentation = context.documentation(named, notesBeforeRemark: variantDocumentation(named))
            let name = AdaptiveMember.name(named.token, digitPrefix: context.config.digitPrefix)
            return SwiftDeclaration.property(SwiftProperty(access: .public, binding: .var, name: SwiftName(name), type: apiType(category),
                                                           value: .getter([.code(expression(category, named))])))
                .documented(documentation)
                .attributed(context.deprecationAttribute(named.token))
        }
        let partialMembers = partials.map { partial in
            SwiftDeclaration.property(SwiftProperty(
                access: .public, binding: .var, name: SwiftName(AdaptiveMember.name(partial.token, digitPrefix: context.config.digitPrefix)),
                type: apiType(partial.category) + "?", value: .getter([.code(partialExpression(partial))])
            ))
            .documented(context.partialDocumentation(partial, valueText: ValueText.describe))
            .attributed(context.deprecationAttribute(partial.token))
        }
        let usesPartialColors = partials.contains { $0.category == .color }
        let srgbFunction = SwiftDeclaration.function(SwiftFunction(
            access: .private, kind: .function("_srgbColor"),
            parameters: [SwiftParameter(.none, "rgba", "\(context.config.valuesType).RGBA")], returnType: "Color",
            body: [.code("Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)")]
        )).documented("The color of `rgba`, one appearance's value of a token that only some modes define, in sRGB.")
        let colorFunction = SwiftDeclaration.function(SwiftFunction(
            access: .private, kind: .function("_color"),
            parameters: [SwiftParameter(.none, "value", "\(context.config.valuesType).AppearanceColor")], returnType: "Color",
            body: [
                .code("let rgba = " + appearanceChoice { $0 == .light ? "value.light" : "(value.\($0.swiftLabel) ?? value.light)" }),
                .code("return Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)"),
            ]
        )).documented("The color of `value` for the view's appearance, in sRGB.")
        let tokens = SwiftDeclaration.type(SwiftTypeDeclaration(
            access: .public, kind: .struct, name: SwiftName(configured: type), conformances: ["DynamicProperty"],
            members: [.run(environment), initializer] + tokenMembers + partialMembers + (usesColors ? [colorFunction] : [])
                + (usesPartialColors ? [srgbFunction] : [])
        )).documented([
            "Token values that differ by appearance or by a mode axis, resolved for the view's environment. Keep an instance in a "
                + "view (`private var tokens = \(type)()`) and read `tokens.<member>`; it is a `DynamicProperty`, so SwiftUI updates "
                + "the view when the appearance" + (system.axes.isEmpty ? "" : " or a mode axis") + " changes.",
            "The static constants keep the default mode's values.",
        ])
        return [SourceSection(.adaptiveTokens, defaultPath: "AdaptiveTokens+\(context.module).swift", framework: .swiftUI, declarations: [tokens])]
    }

    /// The axis's context as private properties: its own environment entry, or the system value it
    /// follows (read once per system value) and the context computed from it.
    private func axisProperties(_ axis: ContextAxis) -> [SwiftDeclaration] {
        let type = axis.typeName.rendered
        guard let mapping = axis.mapping else {
            return [.environment("\\.\(axis.environmentMember.rendered)", contextProperty(axis))]
        }
        let source = mapping.source.rawValue
        let systemValue = SwiftName(configured: "_" + source)
        let isFirstReader = !context.system.axes.contains(where: { $0.mapping?.source == mapping.source && $0.name < axis.name })
        return (isFirstReader ? [.environment("\\.\(source)", systemValue)] : []) + [
            .property(SwiftProperty(access: .private, binding: .var, name: contextProperty(axis), type: type,
                                    value: .inlineGetter("\(type)(\(source): \(systemValue.rendered))"))),
        ]
    }

    /// The private property holding the view's context of `axis` (`_densityContext`): the suffix
    /// keeps it apart from the environment properties and `_color(_:)` whatever the axis is named.
    private func contextProperty(_ axis: ContextAxis) -> SwiftName { SwiftName(prefix: "_", SwiftName(axis.label), suffix: "Context") }

    /// The values of the token in each variant, for its doc comment.
    private func variantDocumentation(_ named: NamedToken) -> [String] {
        let lines = context.system.variants.enumerated().compactMap { index, variant -> String? in
            guard named.modal.values.contains(where: { named.modal.differs(in: index, appearance: $0.appearance) }) else { return nil }
            let values = named.modal.values.map { "\($0.appearance) " + ValueText.describe(named.modal.value(for: $0.appearance, variant: index)) }
            return "- " + variant.choices.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") + ": " + values.joined(separator: "; ")
        }
        return lines.isEmpty ? [] : [lines.joined(separator: "\n")]
    }

    /// The member's type: the static API's type for plain constants, else the value layer's.
    private func apiType(_ category: TokenCategory) -> String {
        switch category {
        case .spacing, .radius, .borderWidth, .dimension: "CGFloat"
        case .fontWeight: "Font.Weight"
        case .color: "Color"
        default: ValuesEmitter.valueType(category, config: context.config)
        }
    }

    /// The variants whose value differs, each under its condition, falling back to the default contexts.
    private func expression(_ category: TokenCategory, _ named: NamedToken) -> String {
        variantChoice { contextsExpression(category, named, variant: $0) }
    }

    /// A partial token's value for the environment: its value-layer constant in the variants and
    /// appearances whose modes define it, `nil` in the others.
    private func partialExpression(_ partial: PartialToken) -> String {
        variantChoice { variant in
            appearanceChoice(dropsTrailingFallbacks: true) { appearance in
                guard let value = partial.value(in: PartialToken.Slot(variant: variant, appearance: appearance)) else { return "nil" }
                if case .fontWeight(let weight) = value { return "Font.Weight." + TypographyMetrics.weightName(weight) }
                let variantType = variant.map { context.system.variants[$0] }
                let reference = context.reference(partial.named, in: TokenSymbols.partialNamespace(
                    partial.category, variant: variantType, appearance: appearance, config: context.config))
                switch apiType(partial.category) {
                case "CGFloat": return reference + ".map { CGFloat($0) }"
                case "Color": return reference + ".map { _srgbColor($0) }"
                default: return reference
                }
            }
        }
    }

    /// `value(nil)` (the default contexts) when no variant's value differs from it, else a
    /// conditional expression over the axes' contexts.
    private func variantChoice(_ value: (Int?) -> String) -> String {
        let fallback = value(nil)
        var branches: [String] = []
        for (index, variant) in context.system.variants.enumerated() {
            let variantValue = value(index)
            guard variantValue != fallback else { continue }
            let condition = variant.choices.compactMap { choice in
                context.system.axes.first { $0.name == choice.modifier }
                    .map { axis in "\(contextProperty(axis).rendered) == .\(axis.caseName(choice.context).rendered)" }
            }.joined(separator: " && ")
            branches.append("\(condition) ? \(variantValue) : ")
        }
        return branches.isEmpty ? fallback : branches.joined() + fallback
    }

    /// The value in one variant (nil: the default contexts), chosen by appearance.
    private func contextsExpression(_ category: TokenCategory, _ named: NamedToken, variant: Int?) -> String {
        if category == .color {
            guard let variant, !TokenSymbols.variantAppearances(named, .color, variant: variant).isEmpty,
                  context.system.variants.indices.contains(variant)
            else { return context.reference(named, in: context.config.colors) }
            let namespace = TokenSymbols.variantNamespace(.color, context.system.variants[variant], appearance: .light, config: context.config)
            return "_color(\(context.reference(named, in: namespace)))"
        }
        return appearanceChoice { leaf(category, named, appearance: $0, variant: variant) }
    }

    /// `value(.light)` when the appearances agree, else a conditional expression over the environment;
    /// with `dropsTrailingFallbacks`, the last branches that give `value(.light)` anyway are left out.
    private func appearanceChoice(dropsTrailingFallbacks: Bool = false, _ value: (Appearance) -> String) -> String {
        let light = value(.light)
        var branches = [Appearance.darkHighContrast, .dark, .lightHighContrast].filter(context.system.appearances.contains).map { appearance in
            let condition = switch (appearance.isDark, appearance.isHighContrast) {
            case (true, true): "_colorScheme == .dark && _colorSchemeContrast == .increased"
            case (true, false): "_colorScheme == .dark"
            default: "_colorSchemeContrast == .increased"
            }
            return (condition: condition, value: value(appearance))
        }
        guard branches.contains(where: { $0.value != light }) else { return light }
        while dropsTrailingFallbacks, branches.last?.value == light { branches.removeLast() }
        return "(" + branches.map { "\($0.condition) ? \($0.value) : " }.joined() + light + ")"
    }

    /// The value in one appearance and variant: the value layer's constant that holds it, as the member's type.
    private func leaf(_ category: TokenCategory, _ named: NamedToken, appearance: Appearance, variant: Int?) -> String {
        if category == .fontWeight, case .fontWeight(let weight) = named.modal.value(for: appearance, variant: variant) {
            return "." + TypographyMetrics.weightName(weight)
        }
        let config = context.config
        let namespace: GeneratorConfig.Namespace
        if let variant, context.system.variants.indices.contains(variant),
           TokenSymbols.variantAppearances(named, category, variant: variant).contains(appearance) {
            namespace = TokenSymbols.variantNamespace(category, context.system.variants[variant], appearance: appearance, config: config)
        } else if TokenSymbols.extraAppearances(named, category).contains(appearance) {
            namespace = TokenSymbols.valueNamespace(category, appearance: appearance, config: config)
        } else {
            namespace = TokenSymbols.valueNamespace(category, config: config)
        }
        let reference = context.reference(named, in: namespace)
        return apiType(category) == "CGFloat" ? "CGFloat(\(reference))" : reference
    }
}
