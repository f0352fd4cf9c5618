/// Motion: one `Animation` per token (a timing curve from duration and cubic Bézier, or a spring
/// when the token's `dsys.spring` extension asks for one), and the Reduce Motion-aware
/// `.motion(_:value:)` modifier — two sections.
struct MotionEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let tokens = context.system.motion
        guard !tokens.isEmpty else { return [] }
        let path = "Motion+\(context.module).swift"
        return [SourceSection(.motion, defaultPath: path, framework: .swiftUI, writer: animations(tokens)),
                SourceSection(.motionModifier, defaultPath: path, framework: .swiftUI, writer: reduceMotionModifier())]
    }

    /// The `SwiftUI.Animation` expression for a motion token.
    static func animation(_ token: Token) -> String {
        let motion = MotionValue(token)
        var expression: String
        if let damping = motion.dampingFraction {
            expression = "SwiftUI.Animation.spring(response: \(SwiftNumbers.rounded(motion.duration)), "
                + "dampingFraction: \(SwiftNumbers.rounded(damping)))"
        } else {
            expression = "SwiftUI.Animation.timingCurve(" + motion.curve.map { SwiftNumbers.rounded($0) }.joined(separator: ", ")
                + ", duration: \(SwiftNumbers.rounded(motion.duration)))"
        }
        if motion.delay > 0 { expression += ".delay(\(SwiftNumbers.rounded(motion.delay)))" }
        return expression
    }

    private func animations(_ tokens: [NamedToken]) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.doc("The design system's animations, from duration and cubic Bézier tokens.")
        context.namespaceBlock(&writer, context.config.motion, tokens: tokens) { body, named in
            body.doc(context.documentation(named, valueText: ValueText.describe))
            body.line("public static var \(named.member.rendered): SwiftUI.Animation { \(Self.animation(named.token)) }")
        }
        return writer
    }

    private func reduceMotionModifier() -> SwiftWriter {
        var writer = SwiftWriter()
        writer.doc("Animates `value` changes with `animation`, or without animation when Reduce Motion is on.")
        writer.block("struct ReduceMotionAnimationModifier<Value: Equatable>: ViewModifier") { body in
            body.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
            body.line("let animation: SwiftUI.Animation")
            body.line("let value: Value")
            body.line()
            body.block("func body(content: Content) -> some View") { fn in
                fn.line("content.animation(reduceMotion ? nil : animation, value: value)")
            }
        }
        writer.line()
        writer.block("public extension View") { body in
            body.doc("Like `animation(_:value:)`, but respects the Reduce Motion accessibility setting.")
            body.block("func motion<Value: Equatable>(_ animation: SwiftUI.Animation, value: Value) -> some View") { fn in
                fn.line("modifier(ReduceMotionAnimationModifier(animation: animation, value: value))")
            }
        }
        return writer
    }
}
