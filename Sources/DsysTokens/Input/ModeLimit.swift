import DsysSource

/// The most modes dsys resolves for one input.
///
/// Every mode is a full copy of the resolved token set (about 240 bytes per token), so the memory
/// a run needs grows with modes × tokens. The largest real sets dsys was tried on have 8 modes, and
/// a generated package maps modes onto at most four appearances, so 64 leaves ample room. Axes
/// beyond that are pinned with `--context` (or `contexts` in `dsys.json`) before resolving, else
/// `ModeAxisPinning` pins some to their defaults with a warning (an error with `--strict`).
///
/// Many modes of a large set add up as well, so the product is limited too: `maximumTokenValues`
/// resolved tokens over all modes, about 500 MB (Docs/Performance.md has the measurements).
package enum ModeLimit {
    package static let maximumModes = 64
    /// The most tokens resolved over all modes together (the largest real sets: 100k tokens in one
    /// mode, or a few thousand in eight).
    package static let maximumTokenValues = 1_000_000

    /// Whether resolving mode `index` of `plan`, which merges `tokenCount` tokens, and the modes
    /// after it (if each is as large) stays within `maximumTokenValues` with `resolved` token
    /// values already resolved; reports the product when not, at `plan.modesLocation`.
    static func checkTokenValues(_ plan: ResolutionPlan, mode index: Int, tokenCount: Int, resolved: Int,
                                 diagnostics: inout Diagnostics) -> Bool {
        let remainingModes = plan.modes.count - index
        let projected = resolved + tokenCount * remainingModes
        guard projected > maximumTokenValues else { return true }
        diagnostics.error(
            "the input has \(plan.modes.count) modes of up to \(tokenCount) tokens each, \(projected) token values to resolve; "
                + "dsys resolves at most \(maximumTokenValues) at once",
            at: plan.modesLocation,
            hint: "pin axes with --context (or \"contexts\" in dsys.json) to generate fewer modes, or split the tokens into several packages"
        )
        return false
    }

    /// Whether `plan` (after `--context` selection) has few enough modes; reports it when not, at
    /// `plan.modesLocation`, naming each axis and its context count (as a product when the modes are
    /// every combination).
    static func check(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> Bool {
        guard plan.modes.count > maximumModes else { return true }
        var axes: [String] = []
        var contexts: [String: [String]] = [:]
        for choice in plan.modes.lazy.flatMap(\.contexts) {
            if contexts[choice.modifier] == nil { axes.append(choice.modifier) }
            if contexts[choice.modifier, default: []].contains(choice.context) == false {
                contexts[choice.modifier, default: []].append(choice.context)
            }
        }
        // A product only when the modes are every combination (not after `ChoiceAxisReduction`).
        let isProduct = axes.reduce(1) { $0 * contexts[$1, default: []].count } == plan.modes.count
        let breakdown = axes.map { "\($0) (\(contexts[$0, default: []].count))" }.joined(separator: isProduct ? " × " : ", ")
        let example = axes.first.flatMap { axis in contexts[axis]?.first.map { "\(axis)=\($0)" } } ?? "name=value"
        diagnostics.error(
            "the input has \(plan.modes.count) modes (\(breakdown)); dsys resolves at most \(maximumModes)",
            at: plan.modesLocation,
            hint: "pin axes with --context, for example --context \(example) (or \"contexts\" in dsys.json)"
        )
        return false
    }
}
