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
        let path = "\(framework.name)+\(context.module).swift"
        return [SourceSection(framework.sectionKind, defaultPath: path, framework: framework.sourceFramework, writer: writer)]
    }

    private var root: String { context.config.valuesType }

    private func values(_ category: TokenCategory) -> GeneratorConfig.Namespace {
        TokenSymbols.valueNamespace(category, config: context.config)
    }

    /// `public extension <type> {` holding one documented member that `member` writes.
    private func documentedExtension(
        _ writer: inout SwiftWriter, of type: String, doc: [String], member: (inout SwiftWriter) -> Void
    ) {
        writer.block("public extension \(type)") { body in
            body.doc(doc)
            member(&body)
        }
    }

    // MARK: - Colors

    private func rgbaColor(_ writer: inout SwiftWriter) {
        let color = framework.colorType
        documentedExtension(&writer, of: "\(root).RGBA", doc: ["The color as \(framework.colorArticle) `\(color)` (sRGB components)."]) { body in
            body.line("var \(framework.colorMember): \(color) { \(framework.rgbColor(red: "red", green: "green", blue: "blue", alpha: "alpha")) }")
        }
    }

    private func appearanceColor(_ writer: inout SwiftWriter) {
        let doc = framework == .uiKit
            ? "A `UIColor` that follows the trait collection: the light, dark and increased-contrast values."
            : "An `NSColor` that follows the appearance it is drawn in: the light, dark and increased-contrast values."
        documentedExtension(&writer, of: "\(root).AppearanceColor", doc: [doc]) { body in
            body.block("var \(framework.colorMember): \(framework.colorType)") { getter in
                getter.line("let value = self")
                switch framework {
                case .uiKit:
                    ColorsEmitter.writeDynamicProvider(&getter, context: context, opening: "return UIColor { traits in", closing: "}")
                case .appKit:
                    appKitDynamicProvider(&getter)
                }
            }
        }
    }

    /// `NSColor(name:dynamicProvider:)` picking the value for the appearance AppKit draws in
    /// (`bestMatch(from:)` over the light, dark and increased-contrast appearances).
    private func appKitDynamicProvider(_ getter: inout SwiftWriter) {
        getter.line("return NSColor(name: nil) { appearance in")
        getter.indented { provider in
            let names = "[.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]"
            provider.line("switch appearance.bestMatch(from: \(names)) {")
            provider.line("case .darkAqua?: return \(appearanceValue(preferring: ["dark"])).nsColor")
            provider.line("case .accessibilityHighContrastAqua?: return \(appearanceValue(preferring: ["lightHighContrast"])).nsColor")
            provider.line("case .accessibilityHighContrastDarkAqua?: return \(appearanceValue(preferring: ["darkHighContrast", "dark"])).nsColor")
            provider.line("default: return value.light.nsColor")
            provider.line("}")
        }
        getter.line("}")
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
    private func colorConstants(_ writer: inout SwiftWriter) {
        let namespace = context.config.colors
        let parts = namespace.typeParts
        let extendsColor = parts == ["Color"]
        let mirror = GeneratorConfig.Namespace(
            type: extendsColor ? framework.colorType : framework.typePrefix + (parts.last ?? "Colors"), paths: [],
            nesting: namespace.nesting
        )
        let members: (inout SwiftWriter) -> Void = { body in
            context.namespaceBlock(&body, mirror, tokens: context.system.colors, extendsExisting: extendsColor) { block, named in
                block.doc(context.documentation(named, valueText: ValueText.describe))
                if let deprecation = context.deprecation(named.token) { block.line(deprecation) }
                block.line("\(extendsColor ? "static" : "public static") var \(named.member.rendered): \(framework.colorType) { \(color(named)) }")
            }
        }
        guard !extendsColor, parts.count > 1 else { return members(&writer) }
        writer.block("extension \(parts.dropLast().joined(separator: "."))", members)
    }

    /// The asset-catalog color with the value layer's colors as the fallback, or the value layer's
    /// dynamic color for the other strategies.
    private func color(_ named: NamedToken) -> String {
        let value = context.reference(named, in: values(.color)) + "." + framework.colorMember
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

    private func typography(_ writer: inout SwiftWriter) {
        let font = framework.fontType
        writer.block("public extension \(root).TypographyValue") { body in
            if framework == .uiKit { uiTextStyle(&body) }
            body.doc("The `\(font).Weight` nearest the DTCG weight (1–1000), as the SwiftUI presets pick it.")
            body.block("var \(framework.memberPrefix)FontWeight: \(font).Weight") { getter in
                getter.line("switch weight {")
                let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy"]
                for (index, name) in weights.enumerated() { getter.line("case ...\(index * 100 + 150): return .\(name)") }
                getter.line("default: return .black")
                getter.line("}")
            }
            body.line()
            let unscaled = "family.flatMap { \(font)(name: $0, size: size) } ?? \(font).systemFont(ofSize: size, weight: \(framework.memberPrefix)FontWeight)"
            switch framework {
            case .uiKit:
                body.doc([
                    "The font at its size, scaled for the current Dynamic Type size with `UIFontMetrics` for `uiTextStyle`.",
                    "A custom family that is not installed falls back to the system font at the token's weight.",
                ])
                body.block("var uiFont: UIFont") { getter in
                    getter.line("let base = \(unscaled)")
                    getter.line("return UIFontMetrics(forTextStyle: uiTextStyle).scaledFont(for: base)")
                }
            case .appKit:
                body.doc([
                    "The font at the token's size: AppKit has no Dynamic Type, so nothing scales it.",
                    "A custom family that is not installed falls back to the system font at the token's weight.",
                ])
                body.line("var nsFont: NSFont { \(unscaled) }")
            }
            body.line()
            textAttributes(&body)
        }
        guard let presetType = context.config.typographyType else { return }
        let presets = typographyPresets
        writer.line()
        writer.block("public extension \(presetType)") { body in
            body.doc("The preset's values (family, size, weight, spacing, text style), for \(framework.name).")
            body.block("var typographyValue: \(root).TypographyValue") { getter in
                getter.line("switch self {")
                for named in presets {
                    getter.line("case .\(context.flatName(named).rendered): return \(context.reference(named, in: values(.typography)))")
                }
                getter.line("}")
            }
            body.line()
            let scaling = framework == .uiKit ? ", scaled with Dynamic Type" : ""
            body.doc("The preset's font for \(framework.name)\(scaling) (see `TypographyValue.\(framework.fontMember)`).")
            body.line("var \(framework.fontMember): \(font) { typographyValue.\(framework.fontMember) }")
            body.line()
            body.doc("The preset's `NSAttributedString` attributes (see `TypographyValue.textAttributes(color:)`).")
            body.block("func textAttributes(color: \(framework.colorType)? = nil) -> [NSAttributedString.Key: Any]") { fn in
                fn.line("typographyValue.textAttributes(color: color)")
            }
        }
    }

    /// `uiTextStyle`: the UIKit text style a preset scales with (UIKit only: AppKit does not scale).
    private func uiTextStyle(_ body: inout SwiftWriter) {
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
    }

    /// `textAttributes(color:)`: font, tracking as kern, line spacing and the color; UIKit scales
    /// the lengths with the text style's `UIFontMetrics`.
    private func textAttributes(_ body: inout SwiftWriter) {
        let isScaled = framework == .uiKit
        body.doc(isScaled
            ? "Attributes for an `NSAttributedString`: the scaled font, tracking as kern and line spacing (both scaled), and `color` when given."
            : "Attributes for an `NSAttributedString`: the font, tracking as kern, line spacing, and `color` when given.")
        body.block("func textAttributes(color: \(framework.colorType)? = nil) -> [NSAttributedString.Key: Any]") { fn in
            if isScaled { fn.line("let metrics = UIFontMetrics(forTextStyle: uiTextStyle)") }
            let scaled = { (length: String) in isScaled ? "metrics.scaledValue(for: \(length))" : length }
            fn.line("let paragraph = NSMutableParagraphStyle()")
            fn.line("paragraph.lineSpacing = \(scaled("lineSpacing"))")
            fn.line("var attributes: [NSAttributedString.Key: Any] = [")
            fn.line("    .font: \(framework.fontMember), .kern: \(scaled("tracking")), .paragraphStyle: paragraph,")
            fn.line("]")
            fn.line("if let color { attributes[.foregroundColor] = color }")
            fn.line("return attributes")
        }
    }

    // MARK: - Effects (Core Animation: the same code for UIKit and AppKit but for the color type)

    private func shadows(_ writer: inout SwiftWriter) {
        let type = context.config.shadowType
        writer.block("public extension CALayer") { body in
            body.doc([
                "Draws a design-system shadow on this layer: the color and opacity, offset and radius (half the CSS blur) of its first layer.",
                "Core Animation draws one shadow per layer (add a sublayer per further layer); spread and inset cannot be drawn.",
            ] + (framework.layerYPointsDown ? [] : ["The y offset is negated: AppKit's layers are unflipped (y up), and a CSS offset points down."]))
            body.block("func applyShadow(_ layers: [\(root).ShadowLayer])") { fn in
                fn.block("guard let first = layers.first else") { guardBody in
                    guardBody.line("shadowOpacity = 0")
                    guardBody.line("return")
                }
                let color = framework.rgbColor(red: "first.color.red", green: "first.color.green", blue: "first.color.blue", alpha: "1")
                fn.line("shadowColor = \(color).cgColor")
                fn.line("shadowOpacity = Float(first.color.alpha)")
                fn.line("shadowRadius = first.blur / 2")
                fn.line("shadowOffset = CGSize(width: first.x, height: \(framework.layerYPointsDown ? "first.y" : "-first.y"))")
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
        let yDown = framework.layerYPointsDown
        documentedExtension(&writer, of: "CAGradientLayer", doc: [
            "Draws a design-system gradient (for example `\(root).Gradients`): its stops' colors and locations, from",
            "`startPoint` to `endPoint` in the layer's unit square (\(yDown ? "y down" : "y up, as in AppKit's unflipped layers")). The defaults run from the top-leading to the",
            "bottom-trailing corner, as the SwiftUI gradients without an angle do; pass the points for an angled gradient.",
        ]) { body in
            let (startY, endY) = yDown ? (0, 1) : (1, 0)
            body.block("func applyGradient(_ stops: [\(root).GradientStop], startPoint: CGPoint = CGPoint(x: 0, y: \(startY)), endPoint: CGPoint = CGPoint(x: 1, y: \(endY)))") { fn in
                fn.line("colors = stops.map { $0.color.\(framework.colorMember).cgColor }")
                fn.line("locations = stops.map { NSNumber(value: $0.position) }")
                fn.line("self.startPoint = startPoint")
                fn.line("self.endPoint = endPoint")
            }
        }
    }

    private func motion(_ writer: inout SwiftWriter) {
        documentedExtension(&writer, of: "\(root).MotionValue", doc: [
            "The timing curve as a Core Animation timing function (for `CATransaction` and `CAAnimation`); linear without a curve.",
        ]) { body in
            body.block("var timingFunction: CAMediaTimingFunction") { getter in
                getter.block("guard curve.count == 4 else") { guardBody in
                    guardBody.line("return CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)")
                }
                getter.line("return CAMediaTimingFunction(controlPoints: Float(curve[0]), Float(curve[1]), Float(curve[2]), Float(curve[3]))")
            }
        }
    }
}
