import DsysSource

/// One axis along which modes vary: a resolver modifier or a Tokens Studio theme group, with its
/// contexts (themes) in declaration order.
struct ModeAxis: Sendable {
    var name: String
    var contexts: [String]
    /// The context the default mode uses; the first context when the input names none.
    var defaultContext: String?
    /// Whether the generated package sets this axis by choice, so that above `ModeLimit.maximumModes`
    /// combinations only those `ChoiceAxisReduction` keeps are planned.
    var isChoice = false
}

/// Builds the modes of a multi-context input: one per combination of one context from each axis.
enum ModeCombinations {
    /// One combination: the mode's display name and its context choices, in axis order.
    struct Combination: Sendable {
        var name: String
        var choices: [ContextChoice]
    }

    /// More combinations than this are not even planned. Planning is cheap (modes share their layers),
    /// so this is higher than `ModeLimit.maximumModes`, which applies after `--context` has pinned axes.
    static let maximumCount = 1_000

    /// The cartesian product of `axes` in declaration order (the last axis varies fastest), with the
    /// default combination moved to the front. Without axes there is one combination, `default`.
    /// When the product is more than `ModeLimit.maximumModes` and some axes are choice axes
    /// (`ModeAxis.isChoice`), only the combinations `ChoiceAxisReduction` keeps are built, with its note.
    ///
    /// A mode's name joins the chosen contexts with `-`, leaving out axes that have a single context
    /// (they distinguish nothing) unless every axis has one.
    ///
    /// When combinations are reduced, a choice axis that `pins` names (contexts `--context` keeps)
    /// takes only its pinned contexts, the first of them as its default: otherwise pins off the
    /// defaults on two choice axes would match none of the reduced combinations. Pins that name no
    /// context of an axis change nothing (`ContextSelection` reports them).
    static func all(
        _ axes: [ModeAxis], location: SourceLocation?, pins: [ContextChoice] = [], diagnostics: inout Diagnostics
    ) -> [Combination] {
        guard !axes.isEmpty else { return [Combination(name: "default", choices: [])] }
        var axes = pinned(axes, to: pins)
        guard axes.allSatisfy({ !$0.contexts.isEmpty }) else { return [] }
        if (count(of: axes, choiceAxesReduced: false) ?? Int.max) > maximumCount, !axes.contains(where: \.isChoice) {
            axes = fittingByDefaults(axes, pins: pins, location: location, diagnostics: &diagnostics)
        }
        let defaults = axes.map { $0.defaultContext ?? $0.contexts[0] }
        let productCount = count(of: axes, choiceAxesReduced: false)
        let choiceAxes = Set(axes.filter(\.isChoice).map(\.name))
        let reduces = !choiceAxes.isEmpty && (productCount ?? Int.max) > ModeLimit.maximumModes
        guard let planned = reduces ? count(of: axes, choiceAxesReduced: true) : productCount, planned <= maximumCount else {
            diagnostics.error(
                "the input has more than \(maximumCount) combinations of "
                    + axes.map { "\($0.name) (\($0.contexts.count))" }.joined(separator: " × "),
                at: location, hint: "remove contexts, or split the design system into several inputs"
            )
            return []
        }
        let defaultChoices = Set(zip(axes, defaults).map { ContextChoice(modifier: $0.name, context: $1) })
        var combinations = product(of: axes) { choices in
            !reduces || ChoiceAxisReduction.keeps(choices, defaults: defaultChoices, choiceAxes: choiceAxes)
        }
        if let index = combinations.firstIndex(where: { $0.map(\.context) == defaults }), index > 0 {
            combinations.insert(combinations.remove(at: index), at: 0)
        }
        if reduces {
            diagnostics.append(ChoiceAxisReduction.note(
                combinations: productCount, kept: combinations.count,
                choiceAxes: axes.filter { $0.isChoice && $0.contexts.count > 1 }.map(\.name), at: location
            ))
        }
        let anyAxisVaries = axes.contains { $0.contexts.count > 1 }
        let namedAxes = axes.map { !anyAxisVaries || $0.contexts.count > 1 }
        let result = combinations.map { choices in
            Combination(
                name: zip(choices, namedAxes).filter(\.1).map(\.0.context).joined(separator: "-"), choices: choices
            )
        }
        reportDuplicateNames(result, location: location, diagnostics: &diagnostics)
        return result
    }

    /// `axes` (more combinations than `maximumCount`) with the axes `pins` names narrowed to their
    /// pinned contexts, then the others with the most contexts narrowed to their default one until
    /// the combinations fit, with a warning naming them: several Figma collections of many modes
    /// (moon-tokens' brands and button variants) multiply past any package, and refusing the file
    /// would leave no way to pick the modes wanted. Axes whose contexts name an appearance (`Light`,
    /// `MDS-Dark`) are narrowed last: narrowing moon-tokens' palette collection to its light mode
    /// would have left its dark colors to a button collection's `Dark`.
    private static func fittingByDefaults(
        _ axes: [ModeAxis], pins: [ContextChoice], location: SourceLocation?, diagnostics: inout Diagnostics
    ) -> [ModeAxis] {
        var fitted = axes.map { axis in
            let kept = axis.contexts.filter { pins.contains(ContextChoice(modifier: axis.name, context: $0)) }
            guard !kept.isEmpty else { return axis }
            var narrowed = axis
            narrowed.contexts = kept
            narrowed.defaultContext = kept[0]
            return narrowed
        }
        var narrowedToDefault: [String] = []
        while (count(of: fitted, choiceAxesReduced: false) ?? Int.max) > maximumCount,
              let widest = fitted.indices.filter({ fitted[$0].contexts.count > 1 })
                  .max(by: { (narrowingRank(fitted[$0]), fitted[$0].contexts.count, $1)
                           < (narrowingRank(fitted[$1]), fitted[$1].contexts.count, $0) }) {
            let axis = fitted[widest]
            fitted[widest].contexts = [axis.defaultContext ?? axis.contexts[0]]
            fitted[widest].defaultContext = fitted[widest].contexts[0]
            narrowedToDefault.append("\(axis.name) (\(fitted[widest].contexts[0]) of \(axis.contexts.count))")
        }
        if !narrowedToDefault.isEmpty {
            diagnostics.warning(
                "the input has more than \(maximumCount) combinations of "
                    + axes.map { "\($0.name) (\($0.contexts.count))" }.joined(separator: " × ")
                    + ", so these axes keep their default context: " + narrowedToDefault.joined(separator: ", "),
                at: location, hint: "pick other contexts with --context (\"contexts\" in dsys.json), such as --context \"\(axes[0].name)=\(axes[0].contexts.last ?? "")\""
            )
        }
        return fitted
    }

    /// Which axes are narrowed first: 1 for an axis whose contexts name no appearance, 0 for one
    /// where some context names light or dark.
    private static func narrowingRank(_ axis: ModeAxis) -> Int {
        axis.contexts.contains(where: AppearanceContextName.namesLightOrDark) ? 0 : 1
    }

    /// `axes` with each choice axis that `pins` names narrowed to its pinned contexts.
    private static func pinned(_ axes: [ModeAxis], to pins: [ContextChoice]) -> [ModeAxis] {
        guard !pins.isEmpty else { return axes }
        return axes.map { axis in
            let kept = axis.contexts.filter { context in pins.contains(ContextChoice(modifier: axis.name, context: context)) }
            guard axis.isChoice, !kept.isEmpty else { return axis }
            var narrowed = axis
            narrowed.contexts = kept
            narrowed.defaultContext = kept.contains(axis.defaultContext ?? axis.contexts[0]) ? axis.defaultContext : kept[0]
            return narrowed
        }
    }

    /// How many combinations `axes` make: every one, or (`choiceAxesReduced`) those that change at
    /// most one choice axis from its default; nil when more than `Int.max`.
    private static func count(of axes: [ModeAxis], choiceAxesReduced: Bool) -> Int? {
        var count = 1
        for axis in axes where !(choiceAxesReduced && axis.isChoice) {
            let (total, overflow) = count.multipliedReportingOverflow(by: axis.contexts.count)
            guard !overflow else { return nil }
            count = total
        }
        guard choiceAxesReduced else { return count }
        let alternatives = axes.filter(\.isChoice).reduce(1) { $0 + $1.contexts.count - 1 }
        let (total, overflow) = count.multipliedReportingOverflow(by: alternatives)
        return overflow ? nil : total
    }

    /// Every combination in declaration order that `keeps` accepts, built iteratively (no recursion
    /// on the axis count); `keeps` sees each prefix, so a rejected prefix is never extended.
    private static func product(of axes: [ModeAxis], keeps: ([ContextChoice]) -> Bool) -> [[ContextChoice]] {
        var combinations: [[ContextChoice]] = [[]]
        for axis in axes {
            combinations = combinations.flatMap { prefix in
                axis.contexts.map { prefix + [ContextChoice(modifier: axis.name, context: $0)] }.filter(keeps)
            }
        }
        return combinations
    }

    /// Context names containing `-` can make two combinations print the same, which later stages
    /// could not tell apart.
    private static func reportDuplicateNames(
        _ combinations: [Combination], location: SourceLocation?, diagnostics: inout Diagnostics
    ) {
        var seen: [String: [ContextChoice]] = [:]
        for combination in combinations {
            if let first = seen[combination.name] {
                diagnostics.error(
                    "two modes would both be named '\(combination.name)': "
                        + "\(first.map(\.description).joined(separator: ", ")) and "
                        + combination.choices.map(\.description).joined(separator: ", "),
                    at: location, hint: "rename a context so that the combined names differ"
                )
            } else {
                seen[combination.name] = combination.choices
            }
        }
    }
}
