/// The UIKit layer (`UIKit+<Module>.swift`), for apps that mix UIKit and SwiftUI: `UIColor`
/// constants backed by the same asset catalog (or built in code), and UIKit and Core Animation
/// helpers on the plain-Swift value layer, so no value is written twice:
/// `RGBA.uiColor`, `AppearanceColor.uiColor`, `TypographyValue.uiFont` and `textAttributes(color:)`
/// (scaled with `UIFontMetrics`), `CALayer.applyShadow(_:)`, `CAGradientLayer.applyGradient(_:)`
/// and `MotionValue.timingFunction`. Spacing, radius, border width and opacity are `CGFloat`
/// constants UIKit code uses as they are.
struct UIKitEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let system = context.system
        guard context.config.uiKit else { return [] }
        var writer = SwiftWriter()
        var parts: [(inout SwiftWriter) -> Void] = []
        if !system.colors.isEmpty || !system.gradients.isEmpty { parts.append(rgbaColor) }
        if !system.colors.isEmpty { parts += [appearanceColor, colorConstants] }
        if !typographyPresets.isEmpty { parts.append(typography) }
        if !system.shadows.isEmpty { parts.append(shadows) }
        if !system.gradients.isEmpty { parts.append(gradients) }
        if !system.motion.isEmpty { parts.append(motion) }
        guard !parts.isEmpty else { return [] }
        for (index, part) in parts.enumerated() {
            if index > 0 { writer.line() }
            part(&writer)
        }
        return [SourceSection(.uiKit, defaultPath: "UIKit+\(context.module).swift", framework: .uiKit, writer: writer)]
    }

    private var root: String { context.config.valuesType }

    private func values(_ category: TokenCategory) -> GeneratorConfig.Namespace {
        TokenSymbols.valueNamespace(category, config: context.config)
    }

    // MARK: - Colors

    private func rgbaColor(_ writer: inout SwiftWriter) {
        writer.block("public extension \(root).RGBA") { body in
            body.doc("The color as a `UIColor` (sRGB components).")
            body.line("var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }")
        }
    }

    private func appearanceColor(_ writer: inout SwiftWriter) {
        writer.block("public extension \(root).AppearanceColor") { body in
            body.doc("A `UIColor` that follows the trait collection: the light, dark and increased-contrast values.")
            body.block("var uiColor: UIColor") { getter in
                getter.line("let value = self")
                ColorsEmitter.writeDynamicProvider(&getter, context: context, opening: "return UIColor { traits in", closing: "}")
            }
        }
    }

    /// The `UIColor` twin of every color constant: members of `UIColor` when the colors extend
    /// `Color`, else of a namespace named like the colors' with `UI` before its last part
    /// (`ColorToken` → `UIColorToken`, `DesignSystem.Colors` → `DesignSystem.UIColors`).
    private func colorConstants(_ writer: inout SwiftWriter) {
        let namespace = context.config.colors
        let parts = namespace.typeParts
        let extendsColor = parts == ["Color"]
        let mirror = GeneratorConfig.Namespace(
            type: extendsColor ? "UIColor" : "UI" + (parts.last ?? "Colors"), paths: [], nesting: namespace.nesting
        )
        let members: (inout SwiftWriter) -> Void = { body in
            context.namespaceBlock(&body, mirror, tokens: context.system.colors, extendsExisting: extendsColor) { block, named in
                block.doc(context.documentation(named, valueText: ValueText.describe))
                if let deprecation = context.deprecation(named.token) { block.line(deprecation) }
                block.line("\(extendsColor ? "static" : "public static") var \(named.member.rendered): UIColor { \(uiColor(named)) }")
            }
        }
        guard !extendsColor, parts.count > 1 else { return members(&writer) }
        writer.block("extension \(parts.dropLast().joined(separator: "."))", members)
    }

    /// The asset-catalog color with the value layer's colors as the fallback, or the value layer's
    /// dynamic color for the other strategies.
    private func uiColor(_ named: NamedToken) -> String {
        let value = context.reference(named, in: values(.color)) + ".uiColor"
        guard context.config.colorStrategy == .assetCatalog, let asset = named.assetName else { return value }
        return "UIColor(named: \(SwiftLiteral.string(asset)), in: .module, compatibleWith: nil) ?? \(value)"
    }

    // MARK: - Typography

    /// The typography tokens whose value is a typography (the value layer's `TypographyValue`s).
    private var typographyPresets: [NamedToken] {
        context.system.typography.filter {
            if case .typography = $0.modal.defaultValue { return true }
            return false
        }
    }

    private func typography(_ writer: inout SwiftWriter) {
        writer.block("public extension \(root).TypographyValue") { body in
            body.doc("The UIKit text style the size scales with (SwiftUI's `title` is `.title1`, `caption` is `.caption1`).")
            body.block("var uiTextStyle: UIFont.TextStyle") { getter in
                getter.line("switch textStyle {")
                let styles = [("largeTitle", "largeTitle"), ("title", "title1"), ("title2", "title2"), ("title3", "title3"),
                              ("headline", "headline"), ("subheadline", "subheadline"), ("callout", "callout"),
                              ("footnote", "footnote"), ("caption", "caption1"), ("caption2", "caption2")]
                for (swiftUI, uiKit) in styles { getter.line("case \(SwiftLiteral.string(swiftUI)): return .\(uiKit)") }
                getter.line("default: return .body")
                getter.line("}")
            }
            body.line()
            body.doc("The `UIFont.Weight` nearest the DTCG weight (1–1000), as the SwiftUI presets pick it.")
            body.block("var uiFontWeight: UIFont.Weight") { getter in
                getter.line("switch weight {")
                let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy"]
                for (index, name) in weights.enumerated() { getter.line("case ...\(index * 100 + 150): return .\(name)") }
                getter.line("default: return .black")
                getter.line("}")
            }
            body.line()
            body.doc([
                "The font at its size, scaled for the current Dynamic Type size with `UIFontMetrics` for `uiTextStyle`.",
                "A custom family that is not installed falls back to the system font at the token's weight.",
            ])
            body.block("var uiFont: UIFont") { getter in
                getter.line("let base = family.flatMap { UIFont(name: $0, size: size) } ?? UIFont.systemFont(ofSize: size, weight: uiFontWeight)")
                getter.line("return UIFontMetrics(forTextStyle: uiTextStyle).scaledFont(for: base)")
            }
            body.line()
            body.doc("Attributes for an `NSAttributedString`: the scaled font, tracking as kern and line spacing (both scaled), and `color` when given.")
            body.block("func textAttributes(color: UIColor? = nil) -> [NSAttributedString.Key: Any]") { fn in
                fn.line("let metrics = UIFontMetrics(forTextStyle: uiTextStyle)")
                fn.line("let paragraph = NSMutableParagraphStyle()")
                fn.line("paragraph.lineSpacing = metrics.scaledValue(for: lineSpacing)")
                fn.line("var attributes: [NSAttributedString.Key: Any] = [")
                fn.line("    .font: uiFont, .kern: metrics.scaledValue(for: tracking), .paragraphStyle: paragraph,")
                fn.line("]")
                fn.line("if let color { attributes[.foregroundColor] = color }")
                fn.line("return attributes")
            }
        }
        guard let presetType = context.config.typographyType else { return }
        let presets = typographyPresets
        writer.line()
        writer.block("public extension \(presetType)") { body in
            body.doc("The preset's values (family, size, weight, spacing, text style), for UIKit.")
            body.block("var typographyValue: \(root).TypographyValue") { getter in
                getter.line("switch self {")
                for named in presets {
                    getter.line("case .\(context.flatName(named).rendered): return \(context.reference(named, in: values(.typography)))")
                }
                getter.line("}")
            }
            body.line()
            body.doc("The preset's font for UIKit, scaled with Dynamic Type (see `TypographyValue.uiFont`).")
            body.line("var uiFont: UIFont { typographyValue.uiFont }")
            body.line()
            body.doc("The preset's `NSAttributedString` attributes (see `TypographyValue.textAttributes(color:)`).")
            body.block("func textAttributes(color: UIColor? = nil) -> [NSAttributedString.Key: Any]") { fn in
                fn.line("typographyValue.textAttributes(color: color)")
            }
        }
    }

    // MARK: - Effects

    private func shadows(_ writer: inout SwiftWriter) {
        let type = context.config.shadowType
        writer.block("public extension CALayer") { body in
            body.doc([
                "Draws a design-system shadow on this layer: the color and opacity, offset and radius (half the CSS blur) of its first layer.",
                "Core Animation draws one shadow per layer (add a sublayer per further layer); spread and inset cannot be drawn.",
            ])
            body.block("func applyShadow(_ layers: [\(root).ShadowLayer])") { fn in
                fn.block("guard let first = layers.first else") { guardBody in
                    guardBody.line("shadowOpacity = 0")
                    guardBody.line("return")
                }
                fn.line("shadowColor = UIColor(red: first.color.red, green: first.color.green, blue: first.color.blue, alpha: 1).cgColor")
                fn.line("shadowOpacity = Float(first.color.alpha)")
                fn.line("shadowRadius = first.blur / 2")
                fn.line("shadowOffset = CGSize(width: first.x, height: first.y)")
            }
            body.line()
            body.doc("Draws a design-system shadow on this layer (see `applyShadow(_: [ShadowLayer])`).")
            body.block("func applyShadow(_ shadow: \(type))") { fn in
                fn.line("switch shadow {")
                for named in context.system.shadows {
                    fn.line("case .\(context.flatName(named).rendered): applyShadow(\(context.reference(named, in: values(.shadow))))")
                }
                fn.line("}")
            }
        }
    }

    private func gradients(_ writer: inout SwiftWriter) {
        writer.block("public extension CAGradientLayer") { body in
            body.doc([
                "Draws a design-system gradient (for example `\(root).Gradients`): its stops' colors and locations, from",
                "`startPoint` to `endPoint` in the layer's unit square (y down). The defaults run from the top-leading to the",
                "bottom-trailing corner, as the SwiftUI gradients without an angle do; pass the points for an angled gradient.",
            ])
            body.block("func applyGradient(_ stops: [\(root).GradientStop], startPoint: CGPoint = CGPoint(x: 0, y: 0), endPoint: CGPoint = CGPoint(x: 1, y: 1))") { fn in
                fn.line("colors = stops.map { $0.color.uiColor.cgColor }")
                fn.line("locations = stops.map { NSNumber(value: $0.position) }")
                fn.line("self.startPoint = startPoint")
                fn.line("self.endPoint = endPoint")
            }
        }
    }

    private func motion(_ writer: inout SwiftWriter) {
        writer.block("public extension \(root).MotionValue") { body in
            body.doc("The timing curve as a Core Animation timing function (for `CATransaction` and `CAAnimation`); linear without a curve.")
            body.block("var timingFunction: CAMediaTimingFunction") { getter in
                getter.block("guard curve.count == 4 else") { guardBody in
                    guardBody.line("return CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)")
                }
                getter.line("return CAMediaTimingFunction(controlPoints: Float(curve[0]), Float(curve[1]), Float(curve[2]), Float(curve[3]))")
            }
        }
    }
}
