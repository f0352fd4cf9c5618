import DsysSource

/// The modes a generated package reads when the full product of mode axes is more than
/// `ModeLimit.maximumModes`.
///
/// A choice axis (one the generated package sets from the environment, `.designSystem(color: .violet)`,
/// rather than an appearance or a platform) needs its other contexts only against the defaults of
/// the other choice axes: `Typography=Large` with the default `Color`, `Color=Violet` with the default
/// `Typography`, each crossed with every appearance. So instead of the product (2 appearances ×
/// 2 typographies × 8 colors = 32 modes) only appearances × (1 + Σ(contexts − 1)) = 2 × (1 + 1 + 7)
/// = 18 are resolved, and memory stays bounded by tokens × those modes. Small products are kept
/// whole, so a view that picks non-default contexts on two axes at once gets that combination's values.
enum ChoiceAxisReduction {
    /// `plan` itself when it has at most `ModeLimit.maximumModes` modes or reducing removes none;
    /// else the modes that take the first mode's context on every choice axis but at most one,
    /// with a note at `plan.modesLocation` saying what is left out.
    static func apply(to plan: ResolutionPlan, choiceAxes: Set<String>, diagnostics: inout Diagnostics) -> ResolutionPlan {
        guard plan.modes.count > ModeLimit.maximumModes, let first = plan.modes.first else { return plan }
        let defaults = Set(first.contexts.filter { choiceAxes.contains($0.modifier) })
        var reduced = plan
        reduced.modes = plan.modes.filter { keeps($0.contexts, defaults: defaults, choiceAxes: choiceAxes) }
        guard reduced.modes.count < plan.modes.count else { return plan }
        let axes = first.contexts.filter { choiceAxes.contains($0.modifier) }.map(\.modifier)
        diagnostics.append(note(combinations: plan.modes.count, kept: reduced.modes.count, choiceAxes: axes, at: plan.modesLocation))
        return reduced
    }

    /// The rule: whether a combination of contexts changes at most one of `choiceAxes` from `defaults`.
    static func keeps(_ choices: [ContextChoice], defaults: Set<ContextChoice>, choiceAxes: Set<String>) -> Bool {
        choices.count { choiceAxes.contains($0.modifier) && !defaults.contains($0) } <= 1
    }

    /// The note saying that `kept` of `combinations` (nil: more than `Int.max`) are resolved, and why.
    static func note(combinations: Int?, kept: Int, choiceAxes: [String], at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .note,
            "the input has \(combinations.map(String.init) ?? "more than \(Int.max)") combinations of contexts; dsys resolves the \(kept) "
                + "that change at most one of the choice axes \(choiceAxes.map { "'\($0)'" }.joined(separator: ", ")) from the default mode, "
                + "so a view that sets two of them to other contexts gets the values of the one declared first",
            at: location,
            hint: "pin an axis with --context (or \"contexts\" in dsys.json) to generate every combination of the others"
        )
    }
}
