import DsysTokens

/// The plain constant categories: spacing (with the `@ScaledMetric` struct), radius, border width,
/// opacity, the other dimensions and numbers, font weights and strings, each a namespace of
/// `static let` values (`DSRadius.md`, `DSDimension.Size.Icon.md`, `DSFontWeight.bold`).
struct ConstantsEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let system = context.system
        let config = context.config
        return [
            section(.spacing, .spacing, "Spacing", config.spacing, system.spacing, type: "CGFloat", scaled: config.scaledSpacingType),
            section(.radius, .radius, "Radius", config.radius, system.radius, type: "CGFloat", scaled: nil),
            section(.borderWidth, .borderWidth, "BorderWidth", config.borderWidth, system.borderWidth, type: "CGFloat", scaled: nil),
            section(.opacity, .opacity, "Opacity", config.opacity, system.opacity, type: "Double", scaled: nil),
            section(.dimensions, .dimension, "Dimensions", config.dimensions, system.tokens(.dimension), type: "CGFloat", scaled: nil,
                    summary: "Sizes that are no spacing, radius or border width (icon sizes, font sizes, breakpoints), in points, one enum per token group."),
            section(.numbers, .number, "Numbers", config.numbers, system.tokens(.number), type: "Double", scaled: nil,
                    summary: "Unitless numbers that are no opacity (ratios, multipliers, z-indices)."),
            section(.fontWeights, .fontWeight, "FontWeights", config.fontWeights, system.tokens(.fontWeight), type: "SwiftUI.Font.Weight", scaled: nil,
                    summary: "Font weights: the nearest SwiftUI weight to each DTCG weight (the exact number is in the value layer)."),
            section(.strings, .string, "Strings", config.strings, system.tokens(.string), type: "String", scaled: nil,
                    summary: "Text tokens."),
        ].compactMap { $0 }
    }

    private func section(
        _ kind: SourceSectionKind, _ tokenCategory: TokenCategory, _ category: String, _ namespace: GeneratorConfig.Namespace,
        _ tokens: [NamedToken],
        type: String, scaled: String?, summary: String? = nil
    ) -> SourceSection? {
        guard !tokens.isEmpty else { return nil }
        let constants = context.namespaceDeclaration(namespace, tokens: tokens) { named in
            let documentation = context.documentation(named, notesBeforeRemark: AdaptiveMember.note(named, tokenCategory, config: context.config))
            return SwiftDeclaration.property(SwiftProperty(access: .public, isStatic: true, binding: .let, name: SwiftName(named.member),
                                                           type: type, value: .initial(literal(named.modal.defaultValue))))
                .documented(documentation)
                .attributed(context.deprecationAttribute(named.token))
        }.documented(summary ?? "Fixed \(category.lowercased()) values that do not scale with Dynamic Type.")
        return context.categorySection(kind, category, (scaled.map { [scaledStruct($0, tokens)] } ?? []) + [constants])
    }

    private func literal(_ value: TokenValue) -> String {
        switch value {
        case .dimension(let dimension): SwiftNumbers.rounded(dimension.points)
        case .number(let number): SwiftNumbers.rounded(number)
        case .fontWeight(let weight): "." + TypographyMetrics.weightName(weight)
        case .string(let text): SwiftLiteral.string(text)
        default: "0"
        }
    }

    /// Spacing as instance `@ScaledMetric` properties, so padding grows with the text size.
    private func scaledStruct(_ type: String, _ tokens: [NamedToken]) -> SwiftDeclaration {
        let generator = SwiftNameGenerator(digitPrefix: context.config.digitPrefix)
        let properties = tokens.map { named in
            let name = named.groups.isEmpty ? named.member : generator.memberName(named.groups.map(\.name) + [named.member.name])
            return SwiftDeclaration.property(SwiftProperty(access: .public, wrapper: "@ScaledMetric(relativeTo: .body)", binding: .var,
                                                           name: SwiftName(name), type: "CGFloat",
                                                           value: .initial(literal(named.modal.defaultValue))))
                .documented("Token " + DocComment.markdownCode(named.token.path.description) + ", scaled relative to `.body`.")
        }
        let initializer = SwiftDeclaration.function(SwiftFunction(access: .public, kind: .initializer(failable: false), body: []))
        return .type(SwiftTypeDeclaration(access: .public, kind: .struct, name: SwiftName(configured: type), conformances: ["DynamicProperty"],
                                          members: [.run(properties), initializer]))
        .documented([
            "Spacing that scales with Dynamic Type. Keep an instance in a view (`private var spacing = \(type)()`)",
            "and read `spacing.md`; use the fixed values for layout that must not grow. It is a `DynamicProperty`,",
            "so SwiftUI updates the scaled values when the text size changes.",
        ])
    }
}
