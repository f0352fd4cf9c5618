import DsysSource
import DsysTokens

extension TokenAccount {
    /// The combinations of contexts the account's modes leave out, when the input had more than
    /// `ModeLimit.maximumModes` and `ChoiceAxisReduction` kept only those that change at most one
    /// choice axis from the default mode: how many, of how many, the rule, and per choice axis how
    /// many left-out combinations set it to another context. For example 3 sizes × 2 typographies ×
    /// 8 colors × 2 schemes: 96 combinations, 22 modes, 74 left out (Size: 60, Typography: 46, Color: 70).
    public struct LeftOutCombinations: Sendable {
        /// Every combination of the modes' contexts (a `Double`: real inputs can exceed `Int.max`).
        public var combinations: Double
        public var leftOut: Double
        /// Per choice axis, in `choiceAxes` order: the left-out combinations that set it to another context.
        public var leftOutByAxis: [(axis: String, count: Double)]
    }

    /// The rule by which `ChoiceAxisReduction` keeps combinations, for the report.
    static let combinationRule = "a mode for each combination that changes at most one choice axis from the default mode; "
        + "a view that sets two or more choice axes to other contexts gets the values of the one declared first"

    /// What the modes leave out of every combination of their axes' contexts; nil when they are every combination.
    public var leftOutCombinations: LeftOutCombinations? {
        var contextCounts: [String: Set<String>] = [:]
        for mode in modes { for choice in mode.contexts { contextCounts[choice.modifier, default: []].insert(choice.context) } }
        let count = { (axis: String) in Double(contextCounts[axis]?.count ?? 1) }
        let combinations = axes.reduce(1) { $0 * count($1) }
        guard combinations > Double(modes.count) else { return nil }
        let choices = choiceAxes.reduce(1) { $0 * count($1) }
        let others = combinations / choices
        // With axis `a` at another context, a combination is left out when another choice axis is too.
        let byAxis = choiceAxes.map { axis in (axis: axis, count: (count(axis) - 1) * others * (choices / count(axis) - 1)) }
        return LeftOutCombinations(combinations: combinations, leftOut: combinations - Double(modes.count), leftOutByAxis: byAxis)
    }
}
