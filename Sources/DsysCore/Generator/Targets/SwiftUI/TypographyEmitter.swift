/// Typography: the fonts namespace (`DSFont.body()` functions or `DesignSystem.Typography.body`
/// properties), the preset enum (`DSTypography`, `TypographyToken`) carrying size, weight, line
/// spacing, tracking and text style, its Dynamic Type `ViewModifier` (`@ScaledMetric`) and
/// `.typography(_:)` — each its own section, so the layout can place them apart.
struct TypographyEmitter {
    let context: EmitContext

    private struct Preset {
        var name: SwiftIdentifier
        var named: NamedToken
        var metrics: TypographyMetrics
    }

    func sections() -> [SourceSection] {
        let presets = self.presets()
        guard !presets.isEmpty else { return [] }
        var sections: [SourceSection] = []
        if context.config.fontMembers != .none {
            sections.append(context.categorySection(.fonts, "Typography", [fonts()]))
        }
        if let typographyType = context.config.typographyType {
            let type = SwiftName(configured: typographyType)
            let modifier = SwiftName(configured: context.config.typographyModifierType ?? "\(typographyType)Modifier")
            let textStyling = presets.contains(where: \.metrics.hasTextStyling)
            sections.append(context.categorySection(.typography, "Typography", [presetEnum(type, presets)]))
            sections.append(context.categorySection(.typographyModifier, "Typography", [modifierStruct(type, modifier, textStyling: textStyling)]))
            sections.append(context.categorySection(.typographyViewExtension, "Typography", [
                .viewMethod("typography", parameters: [SwiftParameter(.none, "preset", type.rendered)],
                            documentation: "Styles text with a design-system typography preset that follows Dynamic Type.",
                            body: "modifier(\(modifier)(preset))"),
            ]))
        }
        return sections
    }

    private func presets() -> [Preset] {
        context.system.typography.compactMap { named in
            guard case .typography(let typography) = named.modal.defaultValue else { return nil }
            let name = context.flatName(named)
            return Preset(name: name, named: named,
                          metrics: TypographyMetrics(typography, token: named.token, fontFamilies: context.system.fontFamilies))
        }
    }

    /// The `Font` for a typography token, as a member of `Font` (write `.` or `SwiftUI.Font.` before it):
    /// a custom family scaling with `relativeTo:` at the token's weight; the system font by text style when the size is the
    /// style's own (so it scales with Dynamic Type); else the system font at a fixed size.
    static func fontMember(_ metrics: TypographyMetrics, token: Token) -> String {
        if let family = metrics.family {
            let custom = "custom(\(SwiftLiteral.string(family)), size: \(SwiftNumbers.rounded(metrics.size)), relativeTo: .\(metrics.textStyle))"
            // A custom family's face is picked by weight, so the token's weight is applied too.
            return metrics.weight == "regular" ? custom : custom + ".weight(.\(metrics.weight))"
        }
        let isMonospaced = token.path.segments.contains { ["code", "mono"].contains($0.lowercased()) }
        let design = isMonospaced ? "monospaced" : "default"
        if metrics.matchesTextStyleSize {
            return "system(.\(metrics.textStyle), design: .\(design), weight: .\(metrics.weight))"
        }
        return "system(size: \(SwiftNumbers.rounded(metrics.size)), weight: .\(metrics.weight), design: .\(design))"
    }

    private func fonts() -> SwiftDeclaration {
        let namespace = context.config.fonts
        let extendsFont = namespace.typeParts == ["Font"]
        let asProperties = context.config.fontMembers == .properties
        return context.namespaceDeclaration(namespace, tokens: context.system.typography, extendsExisting: extendsFont) { named in
            guard case .typography(let typography) = named.modal.defaultValue else { return nil }
            let metrics = TypographyMetrics(typography, token: named.token, fontFamilies: context.system.fontFamilies)
            let member = Self.fontMember(metrics, token: named.token)
            let access: SwiftAccess? = extendsFont ? nil : .public
            let name = SwiftName(named.member)
            let declaration: SwiftDeclaration = asProperties
                ? .property(SwiftProperty(access: access, isStatic: true, binding: .let, name: name, value: .initial("SwiftUI.Font.\(member)")))
                : .function(SwiftFunction(access: access, isStatic: true, kind: .function(name), returnType: "SwiftUI.Font",
                                          body: [.code(".\(member)")]))
            return declaration.documented(context.documentation(named, valueText: ValueText.describe))
                .attributed(context.deprecationAttribute(named.token))
        }.documented("The design system's fonts. Custom families scale with Dynamic Type through `relativeTo:`.")
    }

    private func presetEnum(_ type: SwiftName, _ presets: [Preset]) -> SwiftDeclaration {
        let presetEnum = PresetEnum(name: type, presets: presets, caseName: { SwiftName($0.name) })
        var properties = [
            presetEnum.property("The custom font family, or nil for the system font.", "family", "String?") {
                $0.metrics.family.map(SwiftLiteral.string) ?? "nil"
            },
            presetEnum.property("The font size in points at the default Dynamic Type size.", "size", "CGFloat") {
                SwiftNumbers.rounded($0.metrics.size)
            },
            presetEnum.property("The font weight.", "weight", "SwiftUI.Font.Weight") { ".\($0.metrics.weight)" },
            presetEnum.property("Extra space between lines, in points.", "lineSpacing", "CGFloat") {
                SwiftNumbers.rounded($0.metrics.lineSpacing)
            },
            presetEnum.property("Letter spacing, in points.", "tracking", "CGFloat") { SwiftNumbers.rounded($0.metrics.tracking) },
            presetEnum.property("The text style the size scales with under Dynamic Type.", "relativeTo", "SwiftUI.Font.TextStyle") {
                ".\($0.metrics.textStyle)"
            },
        ]
        if presets.contains(where: \.metrics.hasTextStyling) {
            properties += [
                presetEnum.property("The case transform `.typography(_:)` applies (`capitalize` has no SwiftUI counterpart and is nil).",
                                    "textCase", "SwiftUI.Text.Case?") { $0.metrics.swiftUITextCase.map { ".\($0)" } ?? "nil" },
                presetEnum.property("Whether the token underlines text: apply it with `Text.underline(_:)`.", "isUnderlined", "Bool") {
                    String($0.metrics.textDecoration == "underline")
                },
                presetEnum.property("Whether the token strikes text through: apply it with `Text.strikethrough(_:)`.", "isStruckThrough",
                                    "Bool") { String($0.metrics.textDecoration == "line-through") },
            ]
        }
        let fontAtSize = SwiftFunction(
            access: .public, kind: .function("font"), parameters: [SwiftParameter(.name, "size", "CGFloat")], returnType: "SwiftUI.Font",
            body: [.block("if let family", [.code("return .custom(family, fixedSize: size).weight(weight)")]),
                   .code("return .system(size: size, weight: weight, design: .default)")]
        )
        let scalingFont = SwiftProperty(
            access: .public, binding: .var, name: "font", type: "SwiftUI.Font",
            value: .getter([.block("if let family", [.code("return .custom(family, size: size, relativeTo: relativeTo).weight(weight)")]),
                            .code("return .system(size: size, weight: weight, design: .default)")])
        )
        let members = properties + [
            SwiftDeclaration.function(fontAtSize).documented("The font at `size` points (the modifier passes the Dynamic Type-scaled size)."),
            SwiftDeclaration.property(scalingFont).documented("The font at its default size, scaling with `relativeTo` under Dynamic Type."),
        ]
        return presetEnum.declaration(presetCase: { preset, declaration in
            declaration.documented(context.documentation(preset.named, valueText: ValueText.describe))
                .attributed(context.deprecationAttribute(preset.named.token))
        }, members: members).documented(
            "A complete text style: font, size, weight, line spacing, tracking and the Dynamic Type text style it scales with.",
            "Apply one with `.typography(_:)`."
        )
    }

    private func modifierStruct(_ type: SwiftName, _ modifier: SwiftName, textStyling: Bool) -> SwiftDeclaration {
        let scaled: [SwiftName] = ["size", "lineSpacing", "tracking"]
        let stored = [SwiftDeclaration.property(SwiftProperty(access: .private, binding: .let, name: "preset", type: type.rendered))]
            + scaled.map { .property(SwiftProperty(access: .private, wrapper: "@ScaledMetric", binding: .var, name: $0, type: "CGFloat")) }
        let initializer = SwiftFunction(
            access: .public, kind: .initializer(failable: false), parameters: [SwiftParameter(.none, "preset", type.rendered)],
            body: [.code("self.preset = preset")]
                + scaled.map { .code("_\($0) = ScaledMetric(wrappedValue: preset.\($0), relativeTo: preset.relativeTo)") }
        )
        let modifiers = [".font(preset.font(size: size))", ".lineSpacing(lineSpacing)", ".tracking(tracking)"]
            + (textStyling ? [".textCase(preset.textCase)"] : [])
        return .type(SwiftTypeDeclaration(access: .public, kind: .struct, name: modifier, conformances: ["ViewModifier"],
                                          members: [.run(stored), .function(initializer),
                                                             .modifierBody(access: .public, [.modifierChain("content", modifiers: modifiers)])]))
            .documented("Applies a `\(type)` and scales its size, line spacing and tracking with Dynamic Type.")
    }
}
