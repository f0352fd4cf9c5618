import DsysTokens

/// The plain-Swift value layer (`Tokens/DesignTokens.swift`): every token value as Foundation-only
/// constants, so the generated tests build and run on Linux as well as on Apple platforms.
struct ValuesEmitter {
    let context: EmitContext
    /// Whether any typography token gives a text case or decoration, which adds them to `TypographyValue`.
    let hasTextStyling: Bool
    /// Whether any typography token is italic, which adds `isItalic` to `TypographyValue`.
    let hasItalic: Bool

    init(context: EmitContext) {
        self.context = context
        hasTextStyling = context.system.typography.contains { named in
            guard case .typography(let typography) = named.modal.defaultValue else { return false }
            return typography.textCase != nil || typography.textDecoration != nil
        }
        hasItalic = TypographyMetrics.hasItalic(context.system.typography)
    }

    func sections() -> [SourceSection] {
        let root = context.config.valuesType
        var writer = SwiftWriter()
        writeValues(into: &writer)
        return [SourceSection(.values, defaultPath: "Tokens/\(root).swift", framework: .foundation, writer: writer),
                SourceSection(.valueTypes, defaultPath: "Tokens/\(root)+Types.swift", framework: .foundation, declarations: [types()])]
    }

    /// The categories in the order the value layer lists them.
    static let categoryOrder: [TokenCategory] = [
        .color, .spacing, .radius, .borderWidth, .opacity, .typography, .shadow, .gradient, .motion,
        .dimension, .number, .fontFamily, .fontWeight, .strokeStyle, .border, .string, .letterSpacing,
    ]

    /// Writes the value layer's declarations as each category's are made, so the declarations of
    /// all categories are never held at once.
    private func writeValues(into writer: inout SwiftWriter) {
        var listed = 0
        let root = context.config.valuesType
        let system = context.system
        let used = Self.categoryOrder.filter { !system.tokens($0).isEmpty || !system.partialTokens($0).isEmpty }
        let byAppearance = appearanceOverrides()
        var categoryEnums = used.map { Self.emptyEnum($0.valueSection) }
        if used.contains(.gradient), !Self.angledGradients(system).isEmpty {
            categoryEnums.insert(Self.emptyEnum("GradientAngles"), at: (used.firstIndex(of: .gradient) ?? 0) + 1)
        }
        let appearanceEnums = byAppearance.compactMap { appearance, categories -> SwiftDeclaration? in
            guard let name = appearance.valueLayerTypeName else { return nil }
            return Self.enumOfEnums(name, categories.map(\.0))
                .documented("The values of the tokens that differ in the \(appearance) appearance; the others are the same as in the category namespaces.")
        }
        SwiftRenderer.write([SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: SwiftName(configured: root),
                                                                        members: [.run(categoryEnums)] + appearanceEnums))
            .documented("Every token value of the design system, without SwiftUI. The generated tests check these.")],
                            into: &writer, listed: &listed)
        for category in used {
            let namespace = TokenSymbols.valueNamespace(category, config: context.config)
            let values = section(namespace, category, system.tokens(category), partials: system.partialTokens(category)) { named in
                category == .color ? "\(root).AppearanceColor(" + appearanceArguments(named.modal) + ")"
                    : valueExpression(category, named.modal.defaultValue, token: named.token)
            }
            SwiftRenderer.write(values, into: &writer, listed: &listed)
            if category == .gradient {
                let namespace = GeneratorConfig.Namespace(type: "\(root).GradientAngles", paths: [])
                let angles = section(namespace, nil, Self.angledGradients(system)) { named in
                    SwiftNumbers.rounded(named.modal.defaultValue.gradientValue?.angle ?? 0)
                }
                SwiftRenderer.write(angles, into: &writer, listed: &listed)
            }
        }
        for (appearance, categories) in byAppearance {
            for (category, tokens) in categories {
                let namespace = TokenSymbols.valueNamespace(category, appearance: appearance, config: context.config)
                let partials = system.partialTokens(category, variant: nil, appearance: appearance)
                let values = section(namespace, category, tokens, partials: partials, slot: PartialToken.Slot(variant: nil, appearance: appearance)) { named in
                    valueExpression(category, named.modal.value(for: appearance), token: named.token)
                }
                SwiftRenderer.write(values, into: &writer, listed: &listed)
            }
        }
        if !system.tokens(.letterSpacing).isEmpty {
            // On the root, whose members are all capitalised namespaces, so no token name can clash with it.
            let points = SwiftFunction(access: .public, isStatic: true, kind: .function("letterSpacingPoints"),
                                       parameters: [SwiftParameter(.none, "fraction", "Double"), SwiftParameter(.name, "fontSize", "Double")],
                                       returnType: "Double", body: [.code("fraction * fontSize")])
            SwiftRenderer.write([.type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(configured: root), members: [
                SwiftDeclaration.function(points).documented(
                    "The tracking in points of a `LetterSpacing` value (a fraction of the font size, an em) for "
                        + "text of `fontSize` points: `fraction * fontSize`. For example "
                        + "`.tracking(\(root).letterSpacingPoints(-0.02, fontSize: 20))` tracks by -0.4 pt."
                ),
            ]))], into: &writer, listed: &listed)
        }
    }

    /// `public enum <name> {}`: a namespace the value layer's sections extend.
    static func emptyEnum(_ name: SwiftName) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(access: .public, kind: .enum, name: name, members: []))
    }

    /// `public enum <name> {` with an empty enum per category, without blank lines, `}`.
    static func enumOfEnums(_ name: SwiftName, _ categories: [TokenCategory]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(access: .public, kind: .enum, name: name, members: [.run(categories.map { emptyEnum($0.valueSection) })]))
    }

    /// For each appearance other than light, the non-color tokens whose value differs, by category
    /// (a category with only partial tokens there holds no others).
    func appearanceOverrides() -> [(Appearance, [(TokenCategory, [NamedToken])])] {
        context.system.appearances.compactMap { appearance in
            let categories: [(TokenCategory, [NamedToken])] = Self.categoryOrder.compactMap { category in
                let tokens = context.system.tokens(category).filter { TokenSymbols.extraAppearances($0, category).contains(appearance) }
                let hasPartials = appearance != .light && !context.system.partialTokens(category, variant: nil, appearance: appearance).isEmpty
                return tokens.isEmpty && !hasPartials ? nil : (category, tokens)
            }
            return categories.isEmpty ? nil : (appearance, categories)
        }
    }

    /// The namespace of `tokens` and `partials` (none when there are none), each a documented
    /// `public static let` of the value layer's type for `category` (`Double` without one) set to
    /// `value`; after them, each partial token as an optional of that type (`RGBA?` for colors) set
    /// to its value in `slot`, `nil` without one. `tokensAreDerived` says the tokens carry values an
    /// emitter changed (a mode-axis variant's), so their documentation is built for those values.
    func section(
        _ namespace: GeneratorConfig.Namespace, _ category: TokenCategory?, _ tokens: [NamedToken],
        partials: [PartialToken] = [], slot: PartialToken.Slot? = nil, tokensAreDerived: Bool = false,
        value: @escaping @Sendable (NamedToken) -> String
    ) -> [SwiftDeclaration] {
        guard !tokens.isEmpty || !partials.isEmpty else { return [] }
        let type = category.map { Self.valueType($0, config: context.config) } ?? "Double"
        let partialByPath = Dictionary(partials.map { ($0.token.path, $0) }) { first, _ in first }
        return [context.namespaceDeclaration(namespace, tokens: partials.isEmpty ? tokens : tokens + partials.map(\.named)) { [self] named in
            guard let partial = partialByPath[named.token.path], let category else {
                return SwiftDeclaration.property(SwiftProperty(access: .public, isStatic: true, binding: .let, name: SwiftName(named.member),
                                                               type: type, value: .initial(value(named))))
                    .documented(tokensAreDerived ? context.documentation(ofDerived: named)
                        : context.documentation(named, notesBeforeRemark: Self.assumedParts(of: named, in: category)))
                    .attributed(context.deprecationAttribute(named.token))
            }
            let partialValue = slot.flatMap(partial.value(in:)).map { valueExpression(category, $0, token: partial.token) } ?? "nil"
            return SwiftDeclaration.property(SwiftProperty(access: .public, isStatic: true, binding: .let, name: SwiftName(named.member),
                                                           type: Self.partialType(category, config: context.config), value: .initial(partialValue)))
                .documented(context.partialDocumentation(partial, valueText: ValueText.describe))
                .attributed(context.deprecationAttribute(partial.token))
        }]
    }

    /// The note on what a motion value takes that its token does not give (a duration's curve), as
    /// the SwiftUI layer's animation says it: the value layer's `MotionValue` holds it too.
    private static func assumedParts(of named: NamedToken, in category: TokenCategory?) -> [String] {
        guard category == .motion, let note = MotionValue.assumedPart(of: named.token.value) else { return [] }
        return [note]
    }

    /// The Swift type of a partial token's values: the category's value type as an optional, one
    /// appearance's `RGBA?` for colors.
    static func partialType(_ category: TokenCategory, config: GeneratorConfig) -> String {
        (category == .color ? "\(config.valuesType).RGBA" : valueType(category, config: config)) + "?"
    }

    /// The Swift type of a category's values in the value layer `config` names.
    static func valueType(_ category: TokenCategory, config: GeneratorConfig) -> String {
        let root = config.valuesType
        switch category {
        case .color: return "\(root).AppearanceColor"
        case .typography: return "\(root).TypographyValue"
        case .shadow: return "[\(root).ShadowLayer]"
        case .gradient: return "[\(root).GradientStop]"
        case .motion: return "\(root).MotionValue"
        case .fontFamily: return "[String]"
        case .strokeStyle: return "\(root).StrokeValue"
        case .border: return "\(root).BorderValue"
        case .string: return "String"
        case .spacing, .radius, .borderWidth, .dimension, .opacity, .number, .fontWeight, .letterSpacing: return "Double"
        }
    }

    /// The value-layer literal of `value`, a value of a `category` token (colors: one appearance's RGBA).
    func valueExpression(_ category: TokenCategory, _ value: TokenValue, token: Token) -> String {
        let root = context.config.valuesType
        switch value {
        case .color(let color): return rgba(color)
        case .dimension(let dimension) where category == .letterSpacing: return SwiftNumbers.rounded(dimension.fractionOfFontSize ?? 0)
        case .dimension(let dimension): return SwiftNumbers.rounded(dimension.points)
        case .number(let number): return SwiftNumbers.rounded(number)
        case .fontWeight(let weight): return SwiftNumbers.literal(weight)
        case .fontFamily(let families): return "[" + families.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        case .string(let text): return SwiftLiteral.string(text)
        case .strokeStyle(let style): return strokeValue(style)
        case .border(let border):
            return "\(root).BorderValue(color: \(rgba(border.color)), width: \(SwiftNumbers.rounded(border.width.points)), "
                + "style: \(strokeValue(border.style)))"
        case .typography(let typography):
            let metrics = TypographyMetrics(typography, token: token, fontFamilies: context.system.fontFamilies)
            let family = metrics.family.map(SwiftLiteral.string) ?? "nil"
            return "\(root).TypographyValue(family: \(family), size: \(SwiftNumbers.rounded(metrics.size)), "
                + "weight: \(SwiftNumbers.literal(typography.fontWeight ?? 400)), "
                + "lineHeight: \(metrics.lineHeight.map { SwiftNumbers.rounded($0) } ?? "nil"), "
                + "lineSpacing: \(SwiftNumbers.rounded(metrics.lineSpacing)), tracking: \(SwiftNumbers.rounded(metrics.tracking)), "
                + "textStyle: \(SwiftLiteral.string(metrics.textStyle))\(textStylingArguments(metrics))"
                + (hasItalic && metrics.isItalic ? ", isItalic: true)" : ")")
        case .shadow(let layers):
            return "[" + layers.map { layer in
                "\(root).ShadowLayer(color: \(rgba(layer.color)), x: \(SwiftNumbers.rounded(layer.offsetX.points)), "
                    + "y: \(SwiftNumbers.rounded(layer.offsetY.points)), blur: \(SwiftNumbers.rounded(layer.blur.points)), "
                    + "spread: \(SwiftNumbers.rounded(layer.spread.points)), inset: \(layer.inset))"
            }.joined(separator: ", ") + "]"
        case .gradient(let gradient):
            return "[" + gradient.stops.map { "\(root).GradientStop(color: \(rgba($0.color)), position: \(SwiftNumbers.rounded($0.position)))" }
                .joined(separator: ", ") + "]"
        case .duration, .cubicBezier, .transition:
            var modeToken = token
            modeToken.value = value
            let motion = MotionValue(modeToken)
            let spring = motion.dampingFraction.map { ", dampingFraction: \(SwiftNumbers.rounded($0))" } ?? ""
            return "\(root).MotionValue(duration: \(SwiftNumbers.rounded(motion.duration)), delay: \(SwiftNumbers.rounded(motion.delay)), "
                + "curve: [\(motion.curve.map { SwiftNumbers.rounded($0) }.joined(separator: ", "))]\(spring))"
        }
    }

    private func textStylingArguments(_ metrics: TypographyMetrics) -> String {
        guard hasTextStyling else { return "" }
        return ", textCase: \(metrics.textCase.map(SwiftLiteral.string) ?? "nil"), "
            + "textDecoration: \(metrics.textDecoration.map(SwiftLiteral.string) ?? "nil")"
    }

    private func strokeValue(_ style: StrokeStyle) -> String {
        let pattern = StrokePattern(style)
        return "\(context.config.valuesType).StrokeValue(style: \(SwiftLiteral.string(pattern.style)), "
            + "dash: [\(pattern.dashArray.map { SwiftNumbers.rounded($0) }.joined(separator: ", "))], "
            + "lineCap: \(SwiftLiteral.string(pattern.lineCap)))"
    }

    func appearanceArguments(_ modal: ModalToken) -> String {
        context.system.appearances.map { appearance in
            let label = appearance.swiftLabel
            if case .color(let color) = modal.value(for: appearance) { return "\(label): \(rgba(color))" }
            return "\(label): nil"
        }.joined(separator: ", ")
    }

    private func rgba(_ color: ColorValue) -> String {
        let srgb = color.sRGB
        let places = ColorValue.literalPlaces
        return "\(context.config.valuesType).RGBA(red: \(SwiftNumbers.rounded(srgb.red, places: places)), "
            + "green: \(SwiftNumbers.rounded(srgb.green, places: places)), blue: \(SwiftNumbers.rounded(srgb.blue, places: places)), "
            + "alpha: \(SwiftNumbers.rounded(color.alpha, places: places)))"
    }

    /// The gradients that have a direction (CSS gradients), whose angles in degrees (0 up, 90 right)
    /// the value layer keeps in `GradientAngles`, under the same names as their stops in `Gradients`.
    static func angledGradients(_ system: DesignSystemDescription) -> [NamedToken] {
        system.gradients.filter { $0.modal.defaultValue.gradientValue?.angle != nil }
    }

    static func points(_ value: TokenValue) -> String {
        if case .dimension(let dimension) = value { return SwiftNumbers.rounded(dimension.points) }
        return "0"
    }
}
