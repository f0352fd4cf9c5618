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
        let path = "Typography+\(context.module).swift"
        var sections: [SourceSection] = []
        if context.config.fontMembers != .none {
            sections.append(SourceSection(.fonts, defaultPath: path, framework: .swiftUI, writer: fonts()))
        }
        if let type = context.config.typographyType {
            let modifier = context.config.typographyModifierType ?? "\(type)Modifier"
            sections.append(SourceSection(.typography, defaultPath: path, framework: .swiftUI, writer: presetEnum(type, presets)))
            sections.append(SourceSection(.typographyModifier, defaultPath: path, framework: .swiftUI,
                                          writer: modifierStruct(type, modifier, textStyling: presets.contains(where: \.metrics.hasTextStyling))))
            sections.append(SourceSection(.typographyViewExtension, defaultPath: path, framework: .swiftUI,
                                          writer: viewExtension(type, modifier)))
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

    private func fonts() -> SwiftWriter {
        let namespace = context.config.fonts
        let extendsFont = namespace.typeParts == ["Font"]
        let asProperties = context.config.fontMembers == .properties
        var writer = SwiftWriter()
        writer.doc("The design system's fonts. Custom families scale with Dynamic Type through `relativeTo:`.")
        context.namespaceBlock(&writer, namespace, tokens: context.system.typography, extendsExisting: extendsFont) { body, named in
            guard case .typography(let typography) = named.modal.defaultValue else { return }
            let metrics = TypographyMetrics(typography, token: named.token, fontFamilies: context.system.fontFamilies)
            let member = Self.fontMember(metrics, token: named.token)
            let access = extendsFont ? "static" : "public static"
            body.doc(context.documentation(named, valueText: ValueText.describe))
            if let deprecation = context.deprecation(named.token) { body.line(deprecation) }
            if asProperties {
                body.line("\(access) let \(named.member.rendered) = SwiftUI.Font.\(member)")
            } else {
                body.block("\(access) func \(named.member.rendered)() -> SwiftUI.Font") { fn in
                    fn.line(".\(member)")
                }
            }
        }
        return writer
    }

    private func presetEnum(_ type: String, _ presets: [Preset]) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.doc([
            "A complete text style: font, size, weight, line spacing, tracking and the Dynamic Type text style it scales with.",
            "Apply one with `.typography(_:)`.",
        ])
        writer.block("public enum \(type): CaseIterable, Sendable") { body in
            for preset in presets {
                body.doc(context.documentation(preset.named, valueText: ValueText.describe))
                if let deprecation = context.deprecation(preset.named.token) { body.line(deprecation) }
                body.line("case \(preset.name.rendered)")
            }
            property(&body, "The custom font family, or nil for the system font.", "family", "String?", presets) {
                $0.metrics.family.map(SwiftLiteral.string) ?? "nil"
            }
            property(&body, "The font size in points at the default Dynamic Type size.", "size", "CGFloat", presets) {
                SwiftNumbers.rounded($0.metrics.size)
            }
            property(&body, "The font weight.", "weight", "SwiftUI.Font.Weight", presets) { ".\($0.metrics.weight)" }
            property(&body, "Extra space between lines, in points.", "lineSpacing", "CGFloat", presets) {
                SwiftNumbers.rounded($0.metrics.lineSpacing)
            }
            property(&body, "Letter spacing, in points.", "tracking", "CGFloat", presets) {
                SwiftNumbers.rounded($0.metrics.tracking)
            }
            property(&body, "The text style the size scales with under Dynamic Type.", "relativeTo", "SwiftUI.Font.TextStyle", presets) {
                ".\($0.metrics.textStyle)"
            }
            if presets.contains(where: \.metrics.hasTextStyling) {
                property(&body, "The case transform `.typography(_:)` applies (`capitalize` has no SwiftUI counterpart and is nil).",
                         "textCase", "SwiftUI.Text.Case?", presets) { $0.metrics.swiftUITextCase.map { ".\($0)" } ?? "nil" }
                property(&body, "Whether the token underlines text: apply it with `Text.underline(_:)`.", "isUnderlined", "Bool", presets) {
                    String($0.metrics.textDecoration == "underline")
                }
                property(&body, "Whether the token strikes text through: apply it with `Text.strikethrough(_:)`.", "isStruckThrough", "Bool",
                         presets) { String($0.metrics.textDecoration == "line-through") }
            }
            body.line()
            body.doc("The font at `size` points (the modifier passes the Dynamic Type-scaled size).")
            body.block("public func font(size: CGFloat) -> SwiftUI.Font") { fn in
                fn.block("if let family") { branch in
                    branch.line("return .custom(family, fixedSize: size).weight(weight)")
                }
                fn.line("return .system(size: size, weight: weight, design: .default)")
            }
            body.line()
            body.doc("The font at its default size, scaling with `relativeTo` under Dynamic Type.")
            body.block("public var font: SwiftUI.Font") { fn in
                fn.block("if let family") { branch in
                    branch.line("return .custom(family, size: size, relativeTo: relativeTo).weight(weight)")
                }
                fn.line("return .system(size: size, weight: weight, design: .default)")
            }
        }
        return writer
    }

    private func property(
        _ writer: inout SwiftWriter, _ summary: String, _ name: String, _ type: String, _ presets: [Preset],
        value: (Preset) -> String
    ) {
        writer.line()
        writer.doc(summary)
        writer.block("public var \(name): \(type)") { body in
            body.line("switch self {")
            for preset in presets { body.line("case .\(preset.name.rendered): return \(value(preset))") }
            body.line("}")
        }
    }

    private func modifierStruct(_ type: String, _ modifier: String, textStyling: Bool) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.doc("Applies a `\(type)` and scales its size, line spacing and tracking with Dynamic Type.")
        writer.block("public struct \(modifier): ViewModifier") { body in
            body.line("private let preset: \(type)")
            body.line("@ScaledMetric private var size: CGFloat")
            body.line("@ScaledMetric private var lineSpacing: CGFloat")
            body.line("@ScaledMetric private var tracking: CGFloat")
            body.line()
            body.block("public init(_ preset: \(type))") { fn in
                fn.line("self.preset = preset")
                fn.line("_size = ScaledMetric(wrappedValue: preset.size, relativeTo: preset.relativeTo)")
                fn.line("_lineSpacing = ScaledMetric(wrappedValue: preset.lineSpacing, relativeTo: preset.relativeTo)")
                fn.line("_tracking = ScaledMetric(wrappedValue: preset.tracking, relativeTo: preset.relativeTo)")
            }
            body.line()
            body.block("public func body(content: Content) -> some View") { fn in
                fn.line("content")
                fn.line("    .font(preset.font(size: size))")
                fn.line("    .lineSpacing(lineSpacing)")
                fn.line("    .tracking(tracking)")
                if textStyling { fn.line("    .textCase(preset.textCase)") }
            }
        }
        return writer
    }

    private func viewExtension(_ type: String, _ modifier: String) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.block("public extension View") { body in
            body.doc("Styles text with a design-system typography preset that follows Dynamic Type.")
            body.block("func typography(_ preset: \(type)) -> some View") { fn in
                fn.line("modifier(\(modifier)(preset))")
            }
        }
        return writer
    }
}
