import DsysTokens

/// A platform layer beside the SwiftUI code, for apps that mix UIKit or AppKit with SwiftUI
/// (`UIKit+<Module>.swift`, `AppKit+<Module>.swift`): color constants backed by the same asset
/// catalog (or built in code), and UIKit/AppKit and Core Animation helpers on the plain-Swift value
/// layer, so no value is written twice: `RGBA.uiColor`/`nsColor`, `AppearanceColor.uiColor`/`nsColor`,
/// `TypographyValue.uiFont`/`nsFont` and `textAttributes(color:)` (UIKit scales them with
/// `UIFontMetrics`; AppKit has no Dynamic Type), `CALayer.applyShadow(_:)`,
/// `CAGradientLayer.applyGradient(_:)` and `MotionValue.timingFunction`. Spacing, radius, border
/// width and opacity are `CGFloat` constants UIKit and AppKit code use as they are.
struct UIKitEmitter {
    let context: EmitContext
    /// UIKit or AppKit: the same concepts, written for one framework.
    let framework: NativeUIFramework

    /// The layer's one section. Each group of declarations is written as soon as it is made, like
    /// the value layer's, with namespaces' members made as they are written (`MadeWhenWritten`),
    /// so no list of all groups is held at the run's peak.
    func sections() -> [SourceSection] {
        let system = context.system
        guard context.config.uiKit else { return [] }
        var writer = SwiftWriter(), listed = 0
        func write(_ declarations: [SwiftDeclaration]) { SwiftRenderer.write(declarations, into: &writer, listed: &listed) }
        if !system.colors.isEmpty || !system.gradients.isEmpty { write([rgbaColor()]) }
        if !system.colors.isEmpty { write([appearanceColor(), colorConstants()]) }
        if !typographyPresets.isEmpty { write(typography()) }
        if !system.shadows.isEmpty { write([shadows()]) }
        if !system.gradients.isEmpty { write([gradients()]) }
        if !system.motion.isEmpty { write([motion()]) }
        guard listed > 0 else { return [] }
        let path = "\(framework.name)+\(context.module).swift"
        return [SourceSection(framework.sectionKind, defaultPath: path, framework: framework.sourceFramework, writer: writer)]
    }

    private var root: String { context.config.valuesType }

    /// A type of the value layer (`DesignSystemValues.RGBA`); the root is the configured `valuesType`.
    private func valueType(_ name: String) -> SwiftName {
        SwiftName(configured: root + "." + name)
    }

    private func values(_ category: TokenCategory) -> GeneratorConfig.Namespace {
        TokenSymbols.valueNamespace(category, config: context.config)
    }

    /// `public extension <type> {` holding `members`.
    private func publicExtension(_ type: SwiftName, _ members: [SwiftDeclaration]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(access: .public, kind: .extension, name: type, members: members))
    }

    /// A computed property without access modifier (the extension's `public` covers it).
    private func computed(_ name: SwiftName, _ type: String, _ value: SwiftProperty.Value) -> SwiftDeclaration {
        .property(SwiftProperty(binding: .var, name: name, type: type, value: value))
    }

    /// `func <name>(<parameters>) -> <returnType> { body }` without access modifier.
    private func method(
        _ name: SwiftName, _ parameters: [SwiftParameter], returns returnType: String? = nil, _ body: [SwiftStatement]
    ) -> SwiftDeclaration {
        .function(SwiftFunction(kind: .function(name), parameters: parameters, returnType: returnType, body: body))
    }

    // MARK: - Colors

    private func rgbaColor() -> SwiftDeclaration {
        let color = framework.colorType
        let member = computed(framework.colorMember, color,
                              .inlineGetter(framework.rgbColor(red: "red", green: "green", blue: "blue", alpha: "alpha")))
        return publicExtension(valueType("RGBA"), [
            member.documented("The color as \(framework.colorArticle) `\(color)` (sRGB components)."),
        ])
    }

    private func appearanceColor() -> SwiftDeclaration {
        let doc = framework == .uiKit
            ? "A `UIColor` that follows the trait collection: the light, dark and increased-contrast values."
            : "An `NSColor` that follows the appearance it is drawn in: the light, dark and increased-contrast values."
        let provider: SwiftStatement
        switch framework {
        case .uiKit:
            provider = DynamicColorProvider.statement(context: context, opening: "return UIColor { traits in", closing: "}")
        case .appKit:
            provider = appKitDynamicProvider()
        }
        let member = computed(framework.colorMember, framework.colorType, .getter([.code("let value = self"), provider]))
        return publicExtension(valueType("AppearanceColor"), [member.documented(doc)])
    }

    /// `NSColor(name:dynamicProvider:)` picking the value for the appearance AppKit draws in
    /// (`bestMatch(from:)` over the light, dark and increased-contrast appearances).
    private func appKitDynamicProvider() -> SwiftStatement {
        let names = "[.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]"
        return .enclosed(open: "return NSColor(name: nil) { appearance in", body: [
            .switchOver("appearance.bestMatch(from: \(names))", cases: [
                SwiftSwitchCase(".darkAqua?", [.code("return \(appearanceValue(preferring: ["dark"])).nsColor")]),
                SwiftSwitchCase(".accessibilityHighContrastAqua?",
                                [.code("return \(appearanceValue(preferring: ["lightHighContrast"])).nsColor")]),
                SwiftSwitchCase(".accessibilityHighContrastDarkAqua?",
                                [.code("return \(appearanceValue(preferring: ["darkHighContrast", "dark"])).nsColor")]),
                .otherwise([.code("return value.light.nsColor")]),
            ]),
        ], close: "}")
    }

    /// `value.darkHighContrast ?? value.dark ?? value.light`: the first of `labels` the colors have,
    /// then the light value.
    private func appearanceValue(preferring labels: [String]) -> String {
        let present = Set(context.system.appearances.map(\.swiftLabel))
        let chain = labels.filter(present.contains).map { "value.\($0)" } + ["value.light"]
        return chain.count == 1 ? chain[0] : "(" + chain.joined(separator: " ?? ") + ")"
    }

    /// The twin of every color constant: members of `UIColor`/`NSColor` when the colors extend
    /// `Color`, else of a namespace named like the colors' with `UI`/`NS` before its last part
    /// (`ColorToken` → `UIColorToken`, `DesignSystem.Colors` → `DesignSystem.NSColors`).
    private func colorConstants() -> SwiftDeclaration {
        let namespace = context.config.colors
        let parts = namespace.typeParts
        let extendsColor = parts == ["Color"]
        let mirror = GeneratorConfig.Namespace(
            type: extendsColor ? framework.colorType : framework.typePrefix + (parts.last ?? "Colors"), paths: [],
            nesting: namespace.nesting
        )
        let constants = context.namespaceDeclaration(mirror, tokens: context.system.colors, extendsExisting: extendsColor) { named in
            SwiftDeclaration.property(SwiftProperty(access: extendsColor ? nil : .public, isStatic: true, binding: .var,
                                                    name: SwiftName(named.member), type: framework.colorType,
                                                    value: .inlineGetter(color(named))))
                .documented(context.documentation(named))
                .attributed(context.deprecationAttribute(named.token))
        }
        guard !extendsColor, parts.count > 1 else { return constants }
        return .type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(configured: parts.dropLast().joined(separator: ".")),
                                          members: [constants]))
    }

    /// The asset-catalog color with the value layer's colors as the fallback, or the value layer's
    /// dynamic color for the other strategies.
    private func color(_ named: NamedToken) -> String {
        let value = context.reference(named, in: values(.color)) + "." + framework.colorMember.rendered
        guard context.config.colorStrategy == .assetCatalog, let asset = named.assetName else { return value }
        return framework.namedColor(asset) + " ?? " + value
    }

    // MARK: - Typography

    /// The typography tokens whose value is a typography (the value layer's `TypographyValue`s).
    private var typographyPresets: [NamedToken] {
        context.system.typography.filter {
            if case .typography = $0.modal.defaultValue { return true }
            return false
        }
    }

    /// `textAttributes(color:)`'s signature: the same on the value and on the preset.
    private var textAttributesParameters: [SwiftParameter] {
        [SwiftParameter(.name, "color", "\(framework.colorType)?", default: "nil")]
    }

    private var textAttributesType: String { "[NSAttributedString.Key: Any]" }

    private func typography() -> [SwiftDeclaration] {
        let font = framework.fontType
        let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy"]
        let weight = computed(framework.fontWeightMember, "\(font).Weight", .getter([.switchOver(
            "weight", cases: weights.enumerated().map { index, name in SwiftSwitchCase("...\(index * 100 + 150)", [.code("return .\(name)")]) }
                + [.otherwise([.code("return .black")])]
        )])).documented("The `\(font).Weight` nearest the DTCG weight (1–1000), as the SwiftUI presets pick it.")
        let unscaled = "family.flatMap { \(font)(name: $0, size: size) } ?? \(font).systemFont(ofSize: size, weight: \(framework.fontWeightMember))"
        // With italic tokens, the font takes the italic trait from its descriptor (kept upright where
        // the family has no italic face).
        let hasItalic = TypographyMetrics.hasItalic(context.system.typography)
        let italicNote = hasItalic ? ["An italic token's font has the italic trait where its family has an italic face."] : []
        let fontMember: SwiftDeclaration
        switch framework {
        case .uiKit:
            fontMember = computed("uiFont", "UIFont", .getter((hasItalic ? [
                .code("let upright = \(unscaled)"),
                .code("let base = isItalic ? upright.fontDescriptor.withSymbolicTraits(.traitItalic).map { UIFont(descriptor: $0, size: size) } ?? upright : upright"),
            ] : [.code("let base = \(unscaled)")]) + [
                .code("return UIFontMetrics(forTextStyle: uiTextStyle).scaledFont(for: base)"),
            ])).documented([
                "The font at its size, scaled for the current Dynamic Type size with `UIFontMetrics` for `uiTextStyle`.",
                "A custom family that is not installed falls back to the system font at the token's weight.",
            ] + italicNote)
        case .appKit:
            fontMember = computed("nsFont", "NSFont", hasItalic ? .getter([
                .code("let upright = \(unscaled)"),
                .code("return isItalic ? NSFont(descriptor: upright.fontDescriptor.withSymbolicTraits(.italic), size: size) ?? upright : upright"),
            ]) : .inlineGetter(unscaled)).documented([
                "The font at the token's size: AppKit has no Dynamic Type, so nothing scales it.",
                "A custom family that is not installed falls back to the system font at the token's weight.",
            ] + italicNote)
        }
        let value = publicExtension(valueType("TypographyValue"),
                                    (framework == .uiKit ? [uiTextStyle()] : []) + [weight, fontMember, textAttributes()])
        guard let presetType = context.config.typographyType else { return [value] }
        let valueCases = typographyPresets.map { named in
            SwiftSwitchCase(enumCase: SwiftName(context.flatName(named)), [.code("return " + context.reference(named, in: values(.typography)))])
        }
        let scaling = framework == .uiKit ? ", scaled with Dynamic Type" : ""
        let preset = publicExtension(SwiftName(configured: presetType), [
            computed("typographyValue", valueType("TypographyValue").rendered, .getter([.switchOver("self", cases: valueCases)]))
                .documented("The preset's values (family, size, weight, spacing, text style), for \(framework.name)."),
            computed(framework.fontMember, font, .inlineGetter("typographyValue.\(framework.fontMember)"))
                .documented("The preset's font for \(framework.name)\(scaling) (see `TypographyValue.\(framework.fontMember)`)."),
            method("textAttributes", textAttributesParameters, returns: textAttributesType,
                   [.code("typographyValue.textAttributes(color: color)")])
                .documented("The preset's `NSAttributedString` attributes (see `TypographyValue.textAttributes(color:)`)."),
        ])
        return [value, preset]
    }

    /// `uiTextStyle`: the UIKit text style a preset scales with (UIKit only: AppKit does not scale).
    private func uiTextStyle() -> SwiftDeclaration {
        let styles = [("largeTitle", "largeTitle"), ("title", "title1"), ("title2", "title2"), ("title3", "title3"),
                      ("headline", "headline"), ("subheadline", "subheadline"), ("callout", "callout"),
                      ("footnote", "footnote"), ("caption", "caption1"), ("caption2", "caption2")]
        return computed("uiTextStyle", "UIFont.TextStyle", .getter([.switchOver(
            "textStyle", cases: styles.map { swiftUI, uiKit in SwiftSwitchCase(SwiftLiteral.string(swiftUI), [.code("return .\(uiKit)")]) }
                + [.otherwise([.code("return .body")])]
        )])).documented("The UIKit text style the size scales with (SwiftUI's `title` is `.title1`, `caption` is `.caption1`).")
    }

    /// `textAttributes(color:)`: font, tracking as kern, line spacing and the color; UIKit scales
    /// the lengths with the text style's `UIFontMetrics`. The line spacing is the token's line
    /// height less the font's own, which the text system adds it to.
    private func textAttributes() -> SwiftDeclaration {
        let isScaled = framework == .uiKit
        let scaled = { (length: String) in isScaled ? "metrics.scaledValue(for: \(length))" : length }
        let fontLineHeight = isScaled ? "font.lineHeight" : "(font.ascender - font.descender + font.leading)"
        let body: [SwiftStatement] = (isScaled ? [.code("let metrics = UIFontMetrics(forTextStyle: uiTextStyle)")] : []) + [
            .code("let font = \(framework.fontMember)"),
            .code("let paragraph = NSMutableParagraphStyle()"),
            .code("paragraph.lineSpacing = lineHeight.map { max(0, \(scaled("$0")) - \(fontLineHeight)) } ?? 0"),
            .enclosed(open: "var attributes: \(textAttributesType) = [", body: [
                .code(".font: font, .kern: \(scaled("tracking")), .paragraphStyle: paragraph,"),
            ], close: "]"),
            .code("if let color { attributes[.foregroundColor] = color }"),
            .code("return attributes"),
        ]
        return method("textAttributes", textAttributesParameters, returns: textAttributesType, body).documented(isScaled
            ? "Attributes for an `NSAttributedString`: the scaled font, tracking as kern and the line spacing that puts baselines `lineHeight` apart (both scaled), and `color` when given."
            : "Attributes for an `NSAttributedString`: the font, tracking as kern, the line spacing that puts baselines `lineHeight` apart, and `color` when given.")
    }

    // MARK: - Effects (Core Animation: the same code for UIKit and AppKit but for the color type)

    /// `CALayer.applyShadow(_:)`: the first outer layer as the layer's own shadow (a spread through
    /// `shadowPath`, the bounds grown by the spread), and each inset layer as a masked sublayer
    /// (`innerShadowLayer(_:)`). Both read `bounds` and `cornerRadius` when called.
    private func shadows() -> SwiftDeclaration {
        let shadowLayer = "\(root).ShadowLayer"
        let yOffset = framework.layerYPointsDown ? "layer.y" : "-layer.y"
        func opaque(_ layer: String) -> String {
            framework.rgbColor(red: "\(layer).color.red", green: "\(layer).color.green", blue: "\(layer).color.blue", alpha: "1") + ".cgColor"
        }
        let applyLayers = method("applyShadow", [SwiftParameter(.none, "layers", "[\(shadowLayer)]")], [
            .code("sublayers?.filter { $0.name == \(SwiftLiteral.string(Self.innerShadowLayerName)) }.forEach { $0.removeFromSuperlayer() }"),
            .braces([("if let outer = layers.first(where: { !$0.inset })", [
                .code("shadowColor = \(opaque("outer"))"),
                .code("shadowOpacity = Float(outer.color.alpha)"),
                .code("shadowRadius = outer.blur / 2"),
                .code("shadowOffset = CGSize(width: outer.x, height: \(framework.layerYPointsDown ? "outer.y" : "-outer.y"))"),
                .code("shadowPath = outer.spread == 0 ? nil : roundedPath(bounds.insetBy(dx: -outer.spread, dy: -outer.spread), radius: cornerRadius + outer.spread)"),
            ]), ("else", [.code("shadowOpacity = 0"), .code("shadowPath = nil")])]),
            .block("for inner in layers where inner.inset", [.code("insertSublayer(innerShadowLayer(inner), at: 0)")]),
        ]).documented([
            "Draws a design-system shadow on this layer as CSS draws a `box-shadow`, for the layer's current `bounds` and",
            "`cornerRadius` (call it again when they change, for example from `layoutSubviews()`). The first outer layer is the",
            "layer's shadow: color and opacity, offset, radius (half the CSS blur) and a spread as a `shadowPath` of the bounds",
            "grown by the spread. Each inset layer is a sublayer masked to the rounded bounds, behind the other sublayers (as CSS",
            "draws inner shadows under the content). Core Animation draws one shadow per layer, so further outer layers are not",
            "drawn (`dsys generate` warns about such tokens).",
        ] + (framework.layerYPointsDown ? [] : ["The y offset is negated: AppKit's layers are unflipped (y up), and a CSS offset points down."]))
        let roundedPath = SwiftFunction(access: .private, kind: .function("roundedPath"), parameters: [
            SwiftParameter(.none, "rect", "CGRect"), SwiftParameter(.name, "radius", "CGFloat"),
        ], returnType: "CGPath", body: [
            .block("guard !rect.isEmpty else", [.code("return CGMutablePath()")]),
            .code("let corner = min(max(radius, 0), rect.width / 2, rect.height / 2)"),
            .code("return CGPath(roundedRect: rect, cornerWidth: corner, cornerHeight: corner, transform: nil)"),
        ])
        let innerShadow = SwiftFunction(access: .private, kind: .function("innerShadowLayer"), parameters: [
            SwiftParameter(.none, "layer", shadowLayer),
        ], returnType: "CALayer", body: [
            .code("let clip = CALayer()"),
            .code("clip.name = \(SwiftLiteral.string(Self.innerShadowLayerName))"),
            .code("clip.frame = bounds"),
            .code("clip.cornerRadius = cornerRadius"),
            .code("clip.masksToBounds = true"),
            .code("let area = CGRect(origin: .zero, size: bounds.size)"),
            .code("let reach = abs(layer.spread) + abs(layer.x) + abs(layer.y) + 2 * layer.blur + 1"),
            .code("let ring = CGMutablePath()"),
            .code("ring.addRect(area.insetBy(dx: -reach, dy: -reach))"),
            .code("ring.addPath(roundedPath(area.insetBy(dx: layer.spread, dy: layer.spread), radius: cornerRadius - layer.spread))"),
            .code("let away = area.width + 2 * reach"),
            .code("let shape = CAShapeLayer()"),
            .code("shape.frame = area.offsetBy(dx: -away, dy: 0)"),
            .code("shape.path = ring"),
            .code("shape.fillRule = .evenOdd"),
            .code("shape.fillColor = \(opaque("layer"))"),
            .code("shape.shadowColor = \(opaque("layer"))"),
            .code("shape.shadowOpacity = Float(layer.color.alpha)"),
            .code("shape.shadowRadius = layer.blur / 2"),
            .code("shape.shadowOffset = CGSize(width: layer.x + away, height: \(yOffset))"),
            .code("clip.addSublayer(shape)"),
            .code("return clip"),
        ])
        let cases = context.system.shadows.map { named in
            SwiftSwitchCase(enumCase: SwiftName(context.flatName(named)), [.code("applyShadow(\(context.reference(named, in: values(.shadow))))")])
        }
        let applyPreset = method("applyShadow", [SwiftParameter(.none, "shadow", context.config.shadowType)],
                                 [.switchOver("shadow", cases: cases)])
            .documented("Draws a design-system shadow on this layer (see `applyShadow(_: [ShadowLayer])`).")
        return publicExtension("CALayer", [
            applyLayers, applyPreset,
            SwiftDeclaration.function(roundedPath)
                .documented("`rect` with corners of `radius`, clamped to what the rectangle holds; an empty path for an empty rectangle."),
            SwiftDeclaration.function(innerShadow).documented(
                "An inner shadow: a sublayer masked to the rounded bounds holding a ring around the hole (the bounds inset",
                "by the spread), drawn out of sight to the left; its shadow, offset back by as much, is what shows."
            ),
        ])
    }

    /// The name of the sublayers `applyShadow(_:)` adds for inset layers, so a second call replaces them.
    static let innerShadowLayerName = "dsys.innerShadow"

    private func gradients() -> SwiftDeclaration {
        let yDown = framework.layerYPointsDown
        let (startY, endY) = yDown ? (0, 1) : (1, 0)
        let apply = method("applyGradient", [
            SwiftParameter(.none, "stops", "[\(root).GradientStop]"),
            SwiftParameter(.name, "startPoint", "CGPoint", default: "CGPoint(x: 0, y: \(startY))"),
            SwiftParameter(.name, "endPoint", "CGPoint", default: "CGPoint(x: 1, y: \(endY))"),
        ], [
            .code("colors = stops.map { $0.color.\(framework.colorMember).cgColor }"),
            .code("locations = stops.map { NSNumber(value: $0.position) }"),
            .code("self.startPoint = startPoint"),
            .code("self.endPoint = endPoint"),
        ]).documented(
            "Draws a design-system gradient (for example `\(root).Gradients`): its stops' colors and locations, from",
            "`startPoint` to `endPoint` in the layer's unit square (\(yDown ? "y down" : "y up, as in AppKit's unflipped layers")). The defaults run from the top-leading to the",
            "bottom-trailing corner, as the SwiftUI gradients without an angle do; pass the points for an angled gradient."
        )
        return publicExtension("CAGradientLayer", [apply])
    }

    private func motion() -> SwiftDeclaration {
        let timing = computed("timingFunction", "CAMediaTimingFunction", .getter([
            .block("guard curve.count == 4 else", [.code("return CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)")]),
            .code("return CAMediaTimingFunction(controlPoints: Float(curve[0]), Float(curve[1]), Float(curve[2]), Float(curve[3]))"),
        ])).documented("The timing curve as a Core Animation timing function (for `CATransaction` and `CAAnimation`); linear without a curve.")
        return publicExtension(valueType("MotionValue"), [timing])
    }
}
