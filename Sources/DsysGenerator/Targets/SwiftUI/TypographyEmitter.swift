import DsysTokens

/// Typography: the fonts namespace (`DSFont.body()` functions or `DesignSystem.Typography.body`
/// properties), the preset enum (`DSTypography`, `TypographyToken`) carrying size, weight, line
/// spacing, tracking and text style, its Dynamic Type `ViewModifier` (`@ScaledMetric`) and
/// `.typography(_:)` — each its own section, so the layout can place them apart.
struct TypographyEmitter {
    let context: EmitContext

    /// A typography token with its case name and metrics. A class: each property of the preset enum
    /// reads every preset twice per case, which copied (and retained) each of its fields.
    private final class Preset: Sendable {
        let name: SwiftIdentifier
        let named: NamedToken
        let metrics: TypographyMetrics

        init(name: SwiftIdentifier, named: NamedToken, metrics: TypographyMetrics) {
            self.name = name
            self.named = named
            self.metrics = metrics
        }
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
            // UIKit or AppKit measure the font's own line height (`fontLineHeight`).
            sections.append(SourceSection(.typography, defaultPath: "Typography+\(context.module).swift", framework: .swiftUI,
                                          optionalImports: ["UIKit", "AppKit"], declarations: [presetEnum(type, presets)]))
            sections.append(context.categorySection(.typographyModifier, "Typography", [modifierStruct(type, modifier, textStyling: textStyling)]))
            sections.append(context.categorySection(.typographyViewExtension, "Typography", [
                .viewMethod("typography", parameters: [SwiftParameter(.none, "preset", type.rendered)],
                            documentation: "Styles text with a design-system typography preset that follows Dynamic Type.",
                            body: "modifier(\(modifier)(preset))"),
            ]))
        }
        if needsFontStackSupport {
            sections.append(SourceSection(nil, defaultPath: "FontStacks+\(context.module).swift", framework: .swiftUI,
                                          optionalImports: ["UIKit", "AppKit"], declarations: [fontStackSupport()]))
        }
        return sections
    }

    /// Whether some typography token, or a component's own typography, names a stack to choose
    /// from at run time.
    private var needsFontStackSupport: Bool {
        let tokens = context.system.typography.map(\.token) + context.system.componentTokens
        return tokens.contains { token in
            guard case .typography(let typography) = token.value else { return false }
            return TypographyMetrics(typography, token: token, fontFamilies: context.system.fontFamilies).stack.runtimeChoice != nil
        }
    }

    /// `Font.firstInstalledFamily(_:)`: the first family of a stack this device has, as CSS picks
    /// one (`UIFont(name:size:)`, `NSFont(name:size:)`); nil when none is, so the caller falls back
    /// to the system font in the stack's design.
    private func fontStackSupport() -> SwiftDeclaration {
        let pick = SwiftFunction(isStatic: true, kind: .function(Self.installedFamilyFunction),
                                 parameters: [SwiftParameter(.none, "families", "[String]")], returnType: "String?", body: [
            .conditionalCompilation(SwiftConditionalCompilation(
                condition: "canImport(UIKit)", then: [.code("return families.first { UIFont(name: $0, size: 12) != nil }")],
                otherwise: [.conditionalCompilation(SwiftConditionalCompilation(
                    condition: "canImport(AppKit)", then: [.code("return families.first { NSFont(name: $0, size: 12) != nil }")],
                    otherwise: [.code("return families.first")]
                ))]
            )),
        ])
        return .type(SwiftTypeDeclaration(kind: .extension, name: "SwiftUI.Font", members: [
            SwiftDeclaration.function(pick).documented(
                "The first of `families` installed on this device, as CSS picks from a font stack; nil when none is."
            ),
        ]))
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
        if let family = metrics.family { return customMember(SwiftLiteral.string(family), metrics) }
        return systemMember(metrics)
    }

    /// `custom(family, size:relativeTo:)` for a family expression (a literal, or `$0`), at the
    /// token's weight: a custom family's face is picked by weight.
    private static func customMember(_ family: String, _ metrics: TypographyMetrics) -> String {
        let custom = "custom(\(family), size: \(SwiftNumbers.rounded(metrics.size)), relativeTo: .\(metrics.textStyle))"
        return (metrics.weight == "regular" ? custom : custom + ".weight(.\(metrics.weight))") + italic(metrics)
    }

    /// The system font in the stack's design: by text style when the size is the style's own.
    private static func systemMember(_ metrics: TypographyMetrics) -> String {
        let design = metrics.stack.design
        if metrics.matchesTextStyleSize {
            return "system(.\(metrics.textStyle), design: .\(design), weight: .\(metrics.weight))" + italic(metrics)
        }
        return "system(size: \(SwiftNumbers.rounded(metrics.size)), weight: .\(metrics.weight), design: .\(design))" + italic(metrics)
    }

    /// `.italic()` after an italic token's font.
    private static func italic(_ metrics: TypographyMetrics) -> String {
        metrics.isItalic ? ".italic()" : ""
    }

    /// The `Font` expression of a typography token: `prefix` + `fontMember` (`prefix` is `.` where
    /// the type is known, else `SwiftUI.Font.`), or for a font stack to choose from at run time the
    /// first installed family, else the system font in the stack's design.
    static func fontExpression(_ metrics: TypographyMetrics, token: Token, prefix: String) -> String {
        guard let families = metrics.stack.runtimeChoice else { return prefix + fontMember(metrics, token: token) }
        return "SwiftUI.Font.\(installedFamilyFunction.rendered)(\(familyList(families))).map { SwiftUI.Font.\(customMember("$0", metrics)) } "
            + "?? SwiftUI.Font.\(systemMember(metrics))"
    }

    /// The helper that picks a stack's family at run time (see `fontStackSupport()`).
    static let installedFamilyFunction: SwiftName = "firstInstalledFamily"

    /// `["Consolas", "Menlo"]`.
    private static func familyList(_ families: [String]) -> String {
        "[" + families.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    private func fonts() -> SwiftDeclaration {
        let namespace = context.config.fonts
        let extendsFont = namespace.typeParts == ["Font"]
        let asProperties = context.config.fontMembers == .properties
        return context.namespaceDeclaration(namespace, tokens: context.system.typography, extendsExisting: extendsFont) { named in
            guard case .typography(let typography) = named.modal.defaultValue else { return nil }
            let metrics = TypographyMetrics(typography, token: named.token, fontFamilies: context.system.fontFamilies)
            let access: SwiftAccess? = extendsFont ? nil : .public
            let name = SwiftName(named.member)
            let declaration: SwiftDeclaration = asProperties
                ? .property(SwiftProperty(access: access, isStatic: true, binding: .let, name: name,
                                          value: .initial(Self.fontExpression(metrics, token: named.token, prefix: "SwiftUI.Font."))))
                : .function(SwiftFunction(access: access, isStatic: true, kind: .function(name), returnType: "SwiftUI.Font",
                                          body: [.code(Self.fontExpression(metrics, token: named.token, prefix: "."))]))
            return declaration.documented(context.documentation(named))
                .attributed(context.deprecationAttribute(named.token))
        }.documented("The design system's fonts. Custom families scale with Dynamic Type through `relativeTo:`.")
    }

    private func presetEnum(_ type: SwiftName, _ presets: [Preset]) -> SwiftDeclaration {
        let presetEnum = PresetEnum(name: type, presets: presets, caseName: { SwiftName($0.name) })
        var properties = [
            presetEnum.property("The custom font family, or nil for the system font.", "family", "String?") {
                if let families = $0.metrics.stack.runtimeChoice {
                    return "SwiftUI.Font.\(Self.installedFamilyFunction.rendered)(\(Self.familyList(families)))"
                }
                return $0.metrics.family.map(SwiftLiteral.string) ?? "nil"
            },
            presetEnum.property("The font size in points at the default Dynamic Type size.", "size", "CGFloat") {
                SwiftNumbers.rounded($0.metrics.size)
            },
            presetEnum.property("The font weight.", "weight", "SwiftUI.Font.Weight") { ".\($0.metrics.weight)" },
            presetEnum.property("The distance between baselines, in points at the default Dynamic Type size; nil for the font's own.",
                                "lineHeight", "CGFloat?") { $0.metrics.lineHeight.map { SwiftNumbers.rounded($0) } ?? "nil" },
            presetEnum.property("The line height less the size, in points (CSS's leading; 0 without a line height). "
                                + "`.typography(_:)` applies `appliedLineSpacing(size:)`, which takes off the font's own line height instead.",
                                "lineSpacing", "CGFloat") { SwiftNumbers.rounded($0.metrics.lineSpacing) },
            presetEnum.property("Letter spacing, in points.", "tracking", "CGFloat") { SwiftNumbers.rounded($0.metrics.tracking) },
            presetEnum.property("The text style the size scales with under Dynamic Type.", "relativeTo", "SwiftUI.Font.TextStyle") {
                ".\($0.metrics.textStyle)"
            },
        ]
        let hasItalic = presets.contains(where: \.metrics.isItalic)
        if hasItalic {
            properties.append(presetEnum.property("Whether the font is italic.", "isItalic", "Bool") { String($0.metrics.isItalic) })
        }
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
        // The system font's design when no family is installed: a property only when some preset's
        // stack asks for another design than the default (`monospace` → `.monospaced`).
        let design: String
        if presets.contains(where: { $0.metrics.stack.design != "default" }) {
            properties.append(presetEnum.property("The system font's design, used when no family of the stack is installed.", "design",
                                                  "SwiftUI.Font.Design") { ".\($0.metrics.stack.design)" })
            design = "design"
        } else {
            design = ".default"
        }
        // Italic presets pass their font through `styled(_:)`, which applies `.italic()`.
        let styled = { (font: String) in hasItalic ? "styled(\(font))" : font }
        let fontAtSize = SwiftFunction(
            access: .public, kind: .function("font"), parameters: [SwiftParameter(.name, "size", "CGFloat")], returnType: "SwiftUI.Font",
            body: [.block("if let family", [.code("return \(styled(".custom(family, fixedSize: size).weight(weight)"))")]),
                   .code("return \(styled(".system(size: size, weight: weight, design: \(design))"))")]
        )
        let scalingFont = SwiftProperty(
            access: .public, binding: .var, name: "font", type: "SwiftUI.Font",
            value: .getter([.block("if let family", [.code("return \(styled(".custom(family, size: size, relativeTo: relativeTo).weight(weight)"))")]),
                            .code("return \(styled(".system(size: size, weight: weight, design: \(design))"))")])
        )
        let italicStyle = SwiftFunction(
            access: .private, kind: .function("styled"), parameters: [SwiftParameter(.none, "font", "SwiftUI.Font")], returnType: "SwiftUI.Font",
            body: [.code("isItalic ? font.italic() : font")]
        )
        let members = properties + (hasItalic ? [SwiftDeclaration.function(italicStyle).documented("`font`, italic where the preset is.")] : []) + [
            SwiftDeclaration.function(fontAtSize).documented("The font at `size` points (the modifier passes the Dynamic Type-scaled size)."),
            SwiftDeclaration.property(scalingFont).documented("The font at its default size, scaling with `relativeTo` under Dynamic Type."),
            SwiftDeclaration.function(Self.lineSpacingFunction).documented(
                "The space to add between lines at `size` points (the modifier passes the Dynamic Type-scaled size) so that",
                "baselines lie `lineHeight` apart, scaled as the size is: SwiftUI adds line spacing to the font's own line",
                "height, so that height is taken off. 0 without a line height, or where the font's own is taller."
            ),
            SwiftDeclaration.function(Self.fontLineHeightFunction).documented(
                "The line height UIKit or AppKit measure for `family` (else the system font) at `size` points: ascender,",
                "descender and leading; 1.2 times the size where neither framework exists."
            ),
        ]
        return presetEnum.declaration(presetCase: { preset, declaration in
            declaration.documented(context.documentation(preset.named))
                .attributed(context.deprecationAttribute(preset.named.token))
        }, members: members).documented(
            "A complete text style: font, size, weight, line height, tracking and the Dynamic Type text style it scales with.",
            "Apply one with `.typography(_:)`."
        )
    }

    /// `appliedLineSpacing(size:)`: the token's line height, scaled as the size is, less the font's own.
    private static let lineSpacingFunction = SwiftFunction(
        access: .public, kind: .function("appliedLineSpacing"), parameters: [SwiftParameter(.name, "size", "CGFloat")], returnType: "CGFloat",
        body: [.code("guard let lineHeight else { return 0 }"),
               .code("let scaled = self.size > 0 ? lineHeight * size / self.size : lineHeight"),
               .code("return max(0, scaled - Self.fontLineHeight(family: family, size: size))")]
    )

    /// `fontLineHeight(family:size:)`: UIKit's `lineHeight`, or AppKit's ascender, descender and leading.
    private static let fontLineHeightFunction = SwiftFunction(
        access: .private, isStatic: true, kind: .function("fontLineHeight"),
        parameters: [SwiftParameter(.name, "family", "String?"), SwiftParameter(.name, "size", "CGFloat")], returnType: "CGFloat",
        body: [.conditionalCompilation(SwiftConditionalCompilation(
            condition: "canImport(UIKit)",
            then: [.code("return (family.flatMap { UIFont(name: $0, size: size) } ?? UIFont.systemFont(ofSize: size, weight: .regular)).lineHeight")],
            otherwise: [.conditionalCompilation(SwiftConditionalCompilation(
                condition: "canImport(AppKit)",
                then: [.code("let font = family.flatMap { NSFont(name: $0, size: size) } ?? NSFont.systemFont(ofSize: size, weight: .regular)"),
                       .code("return font.ascender - font.descender + font.leading")],
                otherwise: [.code("return size * 1.2")]
            ))]
        ))]
    )

    private func modifierStruct(_ type: SwiftName, _ modifier: SwiftName, textStyling: Bool) -> SwiftDeclaration {
        let scaled: [SwiftName] = ["size", "tracking"]
        let stored = [SwiftDeclaration.property(SwiftProperty(access: .private, binding: .let, name: "preset", type: type.rendered))]
            + scaled.map { .property(SwiftProperty(access: .private, wrapper: "@ScaledMetric", binding: .var, name: $0, type: "CGFloat")) }
        let initializer = SwiftFunction(
            access: .public, kind: .initializer(failable: false), parameters: [SwiftParameter(.none, "preset", type.rendered)],
            body: [.code("self.preset = preset")]
                + scaled.map { .code("_\($0) = ScaledMetric(wrappedValue: preset.\($0), relativeTo: preset.relativeTo)") }
        )
        let modifiers = [".font(preset.font(size: size))", ".lineSpacing(preset.appliedLineSpacing(size: size))", ".tracking(tracking)"]
            + (textStyling ? [".textCase(preset.textCase)"] : [])
        return .type(SwiftTypeDeclaration(access: .public, kind: .struct, name: modifier, conformances: ["ViewModifier"],
                                          members: [.run(stored), .function(initializer),
                                                             .modifierBody(access: .public, [.modifierChain("content", modifiers: modifiers)])]))
            .documented("Applies a `\(type)` and scales its size, line spacing and tracking with Dynamic Type.")
    }
}
