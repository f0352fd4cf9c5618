/// The plain-Swift value layer (`Tokens/DesignTokens.swift`): every token value as Foundation-only
/// constants, so the generated tests build and run on Linux as well as on Apple platforms.
struct ValuesEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let root = context.config.valuesType
        return [SourceSection(.values, defaultPath: "Tokens/\(root).swift", framework: .foundation, writer: values()),
                SourceSection(.valueTypes, defaultPath: "Tokens/\(root)+Types.swift", framework: .foundation, writer: types())]
    }

    /// Whether any motion token is a spring, which adds `dampingFraction` to `MotionValue`.
    private var hasSprings: Bool { context.system.motion.contains { MotionValue($0.token).dampingFraction != nil } }

    /// The namespace of a category inside the value layer.
    static func categoryNamespace(_ name: String, config: GeneratorConfig) -> GeneratorConfig.Namespace {
        GeneratorConfig.Namespace(type: "\(config.valuesType).\(name)", paths: [])
    }

    private func values() -> SwiftWriter {
        let root = context.config.valuesType
        var writer = SwiftWriter()
        writer.doc("Every token value of the design system, without SwiftUI. The generated tests check these.")
        let system = context.system
        let categories: [(String, [NamedToken])] = [
            ("Colors", system.colors), ("Spacing", system.spacing), ("Radius", system.radius),
            ("BorderWidth", system.borderWidth), ("Opacity", system.opacity), ("Typography", system.typography),
            ("Shadows", system.shadows), ("Gradients", system.gradients), ("GradientAngles", Self.angledGradients(system)),
            ("Motion", system.motion), ("LetterSpacing", system.letterSpacing),
        ]
        writer.block("public enum \(root)") { body in
            for (name, tokens) in categories where !tokens.isEmpty { body.line("public enum \(name) {}") }
        }
        section(&writer, "Colors", system.colors) { "\(root).AppearanceColor(" + appearanceArguments($0) + ")" }
        section(&writer, "Spacing", system.spacing) { Self.points($0.defaultValue) }
        section(&writer, "Radius", system.radius) { Self.points($0.defaultValue) }
        section(&writer, "BorderWidth", system.borderWidth) { Self.points($0.defaultValue) }
        section(&writer, "Opacity", system.opacity) { modal in
            if case .number(let value) = modal.defaultValue { return SwiftNumbers.literal(value) }
            return "0"
        }
        section(&writer, "Typography", system.typography) { modal in
            guard case .typography(let typography) = modal.defaultValue else { return "" }
            let metrics = TypographyMetrics(typography, token: modal.token, fontFamilies: system.fontFamilies)
            let family = metrics.family.map(SwiftLiteral.string) ?? "nil"
            return "\(root).TypographyValue(family: \(family), size: \(SwiftNumbers.rounded(metrics.size)), "
                + "weight: \(SwiftNumbers.literal(typography.fontWeight ?? 400)), "
                + "lineSpacing: \(SwiftNumbers.rounded(metrics.lineSpacing)), tracking: \(SwiftNumbers.rounded(metrics.tracking)), "
                + "textStyle: \(SwiftLiteral.string(metrics.textStyle)))"
        }
        section(&writer, "Shadows", system.shadows) { modal in
            guard case .shadow(let layers) = modal.defaultValue else { return "[]" }
            return "[" + layers.map { layer in
                "\(root).ShadowLayer(color: \(rgba(layer.color)), x: \(SwiftNumbers.rounded(layer.offsetX.points)), "
                    + "y: \(SwiftNumbers.rounded(layer.offsetY.points)), blur: \(SwiftNumbers.rounded(layer.blur.points)), "
                    + "spread: \(SwiftNumbers.rounded(layer.spread.points)), inset: \(layer.inset))"
            }.joined(separator: ", ") + "]"
        }
        section(&writer, "Gradients", system.gradients) { modal in
            "[" + (modal.defaultValue.gradientValue?.stops ?? []).map { "\(root).GradientStop(color: \(rgba($0.color)), position: \(SwiftNumbers.rounded($0.position)))" }
                .joined(separator: ", ") + "]"
        }
        section(&writer, "GradientAngles", Self.angledGradients(system)) { modal in
            SwiftNumbers.rounded(modal.defaultValue.gradientValue?.angle ?? 0)
        }
        section(&writer, "Motion", system.motion) { modal in
            let motion = MotionValue(modal.token)
            let spring = motion.dampingFraction.map { ", dampingFraction: \(SwiftNumbers.rounded($0))" } ?? ""
            return "\(root).MotionValue(duration: \(SwiftNumbers.rounded(motion.duration)), delay: \(SwiftNumbers.rounded(motion.delay)), "
                + "curve: [\(motion.curve.map { SwiftNumbers.rounded($0) }.joined(separator: ", "))]\(spring))"
        }
        section(&writer, "LetterSpacing", system.letterSpacing) { modal in
            SwiftNumbers.rounded(Self.fractionOfFontSize(modal.defaultValue))
        }
        if !system.letterSpacing.isEmpty {
            writer.line()
            // On the root, whose members are all capitalised namespaces, so no token name can clash with it.
            writer.block("extension \(root)") { body in
                body.doc("The tracking in points of a `LetterSpacing` value (a fraction of the font size, an em) for "
                    + "text of `fontSize` points: `fraction * fontSize`. For example "
                    + "`.tracking(\(root).letterSpacingPoints(-0.02, fontSize: 20))` tracks by -0.4 pt.")
                body.block("public static func letterSpacingPoints(_ fraction: Double, fontSize: Double) -> Double") { function in
                    function.line("fraction * fontSize")
                }
            }
        }
        return writer
    }

    /// The fraction of the font size a letter-spacing value is (0 for anything else).
    static func fractionOfFontSize(_ value: TokenValue) -> Double {
        if case .dimension(let dimension) = value { return dimension.fractionOfFontSize ?? 0 }
        return 0
    }

    private func section(
        _ writer: inout SwiftWriter, _ name: String, _ tokens: [NamedToken], value: (ModalToken) -> String
    ) {
        guard !tokens.isEmpty else { return }
        writer.line()
        let type = tokenType(name)
        context.namespaceBlock(&writer, Self.categoryNamespace(name, config: context.config), tokens: tokens) { body, named in
            body.doc(context.documentation(named, valueText: ValueText.describe))
            if let deprecation = context.deprecation(named.token) { body.line(deprecation) }
            body.line("public static let \(named.member.rendered): \(type) = \(value(named.modal))")
        }
    }

    private func tokenType(_ section: String) -> String {
        let root = context.config.valuesType
        switch section {
        case "Colors": return "\(root).AppearanceColor"
        case "Typography": return "\(root).TypographyValue"
        case "Shadows": return "[\(root).ShadowLayer]"
        case "Gradients": return "[\(root).GradientStop]"
        case "Motion": return "\(root).MotionValue"
        default: return "Double"
        }
    }

    private func appearanceArguments(_ modal: ModalToken) -> String {
        context.system.appearances.map { appearance in
            let label = appearance.swiftLabel
            if case .color(let color) = modal.value(for: appearance) { return "\(label): \(rgba(color))" }
            return "\(label): nil"
        }.joined(separator: ", ")
    }

    private func rgba(_ color: ColorValue) -> String {
        let srgb = color.sRGB
        return "\(context.config.valuesType).RGBA(red: \(SwiftNumbers.rounded(srgb.red, places: 6)), "
            + "green: \(SwiftNumbers.rounded(srgb.green, places: 6)), blue: \(SwiftNumbers.rounded(srgb.blue, places: 6)), "
            + "alpha: \(SwiftNumbers.rounded(color.alpha, places: 6)))"
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

    private func types() -> SwiftWriter {
        let root = context.config.valuesType
        var writer = SwiftWriter()
        let labels = context.system.appearances.map(\.swiftLabel)
        let body = """
        extension \(root) {
            /// Gamma-encoded sRGB channels from 0 to 1 (wide-gamut colors may lie outside).
            public struct RGBA: Sendable, Hashable {
                public let red: Double
                public let green: Double
                public let blue: Double
                public let alpha: Double

                public init(red: Double, green: Double, blue: Double, alpha: Double) {
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.alpha = alpha
                }

                /// `#rrggbb`, or `#rrggbbaa` when not opaque; channels clamped to 0...1 and rounded to 8 bits.
                public var hex: String {
                    let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
                    return "#" + channels.map { channel -> String in
                        let clamped: Double = Swift.min(Swift.max(channel, 0), 1)
                        let byte = Int((clamped * 255).rounded())
                        let digits = String(byte, radix: 16)
                        return digits.count == 1 ? "0" + digits : digits
                    }.joined()
                }
            }

            /// A color's value in each appearance the design system defines.
            public struct AppearanceColor: Sendable, Hashable {
        \(labels.map { "        public let \($0): RGBA\($0 == "light" ? "" : "?")" }.joined(separator: "\n"))

                public init(\(labels.map { "\($0): RGBA\($0 == "light" ? "" : "?")" }.joined(separator: ", "))) {
        \(labels.map { "            self.\($0) = \($0)" }.joined(separator: "\n"))
                }
            }

            /// A typography preset: family (nil for the system font), size and spacing in points,
            /// DTCG weight (1-1000) and the Dynamic Type text style it scales with.
            public struct TypographyValue: Sendable, Hashable {
                public let family: String?
                public let size: Double
                public let weight: Double
                public let lineSpacing: Double
                public let tracking: Double
                public let textStyle: String

                public init(family: String?, size: Double, weight: Double, lineSpacing: Double, tracking: Double, textStyle: String) {
                    self.family = family
                    self.size = size
                    self.weight = weight
                    self.lineSpacing = lineSpacing
                    self.tracking = tracking
                    self.textStyle = textStyle
                }
            }

            /// One shadow layer in points, as the token defines it (blur is the CSS blur length).
            public struct ShadowLayer: Sendable, Hashable {
                public let color: RGBA
                public let x: Double
                public let y: Double
                public let blur: Double
                public let spread: Double
                public let inset: Bool

                public init(color: RGBA, x: Double, y: Double, blur: Double, spread: Double, inset: Bool) {
                    self.color = color
                    self.x = x
                    self.y = y
                    self.blur = blur
                    self.spread = spread
                    self.inset = inset
                }
            }

            /// One gradient stop; `position` from 0 to 1.
            public struct GradientStop: Sendable, Hashable {
                public let color: RGBA
                public let position: Double

                public init(color: RGBA, position: Double) {
                    self.color = color
                    self.position = position
                }
            }

        \(motionValueType)
        }
        """
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) { writer.line(String(line)) }
        return writer
    }

    /// `MotionValue`, with the spring damping fraction only when some token is a spring.
    private var motionValueType: String {
        let spring = hasSprings
        return """
            /// A motion token: duration and delay in seconds, cubic Bézier control points\(spring ? ",\n    /// and for springs the damping fraction (the duration is the spring's response)" : "").
            public struct MotionValue: Sendable, Hashable {
                public let duration: Double
                public let delay: Double
                public let curve: [Double]\(spring ? "\n        public let dampingFraction: Double?" : "")

                public init(duration: Double, delay: Double, curve: [Double]\(spring ? ", dampingFraction: Double? = nil" : "")) {
                    self.duration = duration
                    self.delay = delay
                    self.curve = curve\(spring ? "\n            self.dampingFraction = dampingFraction" : "")
                }
            }
        """
    }
}

extension Appearance {
    /// The parameter label for this appearance in generated code (`light`, `darkHighContrast`).
    var swiftLabel: String {
        (isDark ? "dark" : "light") + (isHighContrast ? "HighContrast" : "")
    }
}
