import DsysTokens

/// The value layer's types (`Tokens/DesignTokens+Types.swift`): `RGBA`, `AppearanceColor` with a
/// property per appearance, and the composite values, each a `Sendable, Hashable` struct whose
/// initializer sets every property. Optional fields appear only when some token uses them.
extension ValuesEmitter {
    /// Whether any motion token is a spring, which adds `dampingFraction` to `MotionValue`.
    private var hasSprings: Bool { context.system.motion.contains { MotionValue($0.token).dampingFraction != nil } }

    func types() -> SwiftDeclaration {
        let system = context.system
        let styling = hasTextStyling
        let spring = hasSprings
        var members = [
            valueStruct("RGBA", [("red", "Double"), ("green", "Double"), ("blue", "Double"), ("alpha", "Double")], extra: [hexProperty])
                .documented("Gamma-encoded sRGB channels from 0 to 1 (wide-gamut colors may lie outside)."),
            valueStruct("AppearanceColor", system.appearances.map { ($0.swiftLabelName, $0 == .light ? "RGBA" : "RGBA?") })
                .documented("A color's value in each appearance the design system defines."),
            valueStruct("TypographyValue", [("family", "String?"), ("size", "Double"), ("weight", "Double"), ("lineHeight", "Double?"), ("lineSpacing", "Double"),
                                            ("tracking", "Double"), ("textStyle", "String")]
                        + (styling ? [("textCase", "String?"), ("textDecoration", "String?")] : [])
                        + (hasItalic ? [("isItalic", "Bool")] : []), defaults: hasItalic ? ["isItalic": "false"] : [:])
                .documented("A typography preset: family (nil for the system font), size, line height (the distance between\n"
                    + "baselines; nil for the font's own), line spacing (the line height less the size) and tracking in points,\n"
                    + "DTCG weight (1-1000) and the Dynamic Type text style it scales with"
                    + (styling ? ";\ntext case and decoration as the token gives them (nil when it gives none)" : "")
                    + (hasItalic ? ";\nwhether the font is italic." : ".")),
            valueStruct("ShadowLayer", [("color", "RGBA"), ("x", "Double"), ("y", "Double"), ("blur", "Double"), ("spread", "Double"),
                                        ("inset", "Bool")])
                .documented("One shadow layer in points, as the token defines it (blur is the CSS blur length)."),
            valueStruct("GradientStop", [("color", "RGBA"), ("position", "Double")])
                .documented("One gradient stop; `position` from 0 to 1."),
            valueStruct("MotionValue", [("duration", "Double"), ("delay", "Double"), ("curve", "[Double]")]
                        + (spring ? [("dampingFraction", "Double?")] : []), defaults: spring ? ["dampingFraction": "nil"] : [:])
                .documented("A motion token: duration and delay in seconds, cubic Bézier control points"
                    + (spring ? ",\nand for springs the damping fraction (the duration is the spring's response)." : ".")),
        ]
        if !system.tokens(.strokeStyle).isEmpty || !system.tokens(.border).isEmpty {
            members.append(valueStruct("StrokeValue", [("style", "String"), ("dash", "[Double]"), ("lineCap", "String")])
                .documented("A stroke style: `style` is the DTCG keyword (`solid`, `dashed`, ...) or `dashes` for an\n"
                    + "explicit `dash` pattern in points; `lineCap` is `butt`, `round` or `square`."))
        }
        if !system.tokens(.border).isEmpty {
            members.append(valueStruct("BorderValue", [("color", "RGBA"), ("width", "Double"), ("style", "StrokeValue")])
                .documented("A border: color, width in points and stroke style."))
        }
        return .type(SwiftTypeDeclaration(kind: .extension, name: SwiftName(configured: context.config.valuesType), members: members))
    }

    /// `public struct <name>: Sendable, Hashable` with a `public let` per field, the memberwise
    /// initializer and `extra` members after it.
    private func valueStruct(
        _ name: SwiftName, _ fields: [(name: SwiftName, type: String)], defaults: [SwiftName: String] = [:], extra: [SwiftDeclaration] = []
    ) -> SwiftDeclaration {
        let memberwise = SwiftDeclaration.memberwise(fields, defaults: defaults)
        return .type(SwiftTypeDeclaration(access: .public, kind: .struct, name: name, conformances: ["Sendable", "Hashable"],
                                          members: [.run(memberwise.properties), memberwise.initializer] + extra))
    }

    /// `RGBA.hex`: `#rrggbb`, or `#rrggbbaa` when not opaque.
    private var hexProperty: SwiftDeclaration {
        SwiftDeclaration.property(SwiftProperty(access: .public, binding: .var, name: "hex", type: "String", value: .getter([
            .code("let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]"),
            .enclosed(open: "return \"#\" + channels.map { channel -> String in", body: [
                .code("let clamped: Double = Swift.min(Swift.max(channel, 0), 1)"),
                .code("let byte = Int((clamped * 255).rounded())"),
                .code("let digits = String(byte, radix: 16)"),
                .code("return digits.count == 1 ? \"0\" + digits : digits"),
            ], close: "}.joined()"),
        ]))).documented("`#rrggbb`, or `#rrggbbaa` when not opaque; channels clamped to 0...1 and rounded to 8 bits.")
    }
}
