import DsysTokens

/// Motion: one `Animation` per token (a timing curve from duration and cubic Bézier, or a spring
/// when the token's `dsys.spring` extension asks for one), and the Reduce Motion-aware
/// `.motion(_:value:)` modifier — two sections.
struct MotionEmitter {
    let context: EmitContext

    func sections() -> [SourceSection] {
        let tokens = context.system.motion
        guard !tokens.isEmpty else { return [] }
        return [context.categorySection(.motion, "Motion", [animations(tokens)]),
                context.categorySection(.motionModifier, "Motion", reduceMotionModifier())]
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

    private func animations(_ tokens: [NamedToken]) -> SwiftDeclaration {
        context.namespaceDeclaration(context.config.motion, tokens: tokens) { named in
            .property(SwiftProperty(access: .public, isStatic: true, binding: .var, name: SwiftName(named.member),
                                    type: "SwiftUI.Animation", value: .inlineGetter(Self.animation(named.token))))
                .documented(context.documentation(named, notesBeforeRemark: MotionValue.assumedPart(of: named.token.value).map { [$0] } ?? []))
        }.documented("The design system's animations, from duration and cubic Bézier tokens.")
    }

    private func reduceMotionModifier() -> [SwiftDeclaration] {
        let modifier = SwiftTypeDeclaration(kind: .struct, name: "ReduceMotionAnimationModifier", genericParameters: "Value: Equatable",
                                            conformances: ["ViewModifier"], members: [
            .run([
                .environment("\\.accessibilityReduceMotion", "reduceMotion"),
                .property(SwiftProperty(binding: .let, name: "animation", type: "SwiftUI.Animation")),
                .property(SwiftProperty(binding: .let, name: "value", type: "Value")),
            ]),
            .modifierBody([.code("content.animation(reduceMotion ? nil : animation, value: value)")]),
        ])
        return [
            SwiftDeclaration.type(modifier)
                .documented("Animates `value` changes with `animation`, or without animation when Reduce Motion is on."),
            .viewMethod("motion", genericParameters: "Value: Equatable",
                        parameters: [SwiftParameter(.none, "animation", "SwiftUI.Animation"), SwiftParameter(.name, "value", "Value")],
                        documentation: "Like `animation(_:value:)`, but respects the Reduce Motion accessibility setting.",
                        body: "modifier(ReduceMotionAnimationModifier(animation: animation, value: value))"),
        ]
    }
}
