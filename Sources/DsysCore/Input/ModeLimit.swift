/// The most modes dsys resolves for one input.
///
/// Every mode is a full copy of the resolved token set (about 240 bytes per token), so a resolver
/// document with three modifiers of ten contexts each (1,000 modes) over 10k tokens took 2.4 GB.
/// The largest real sets dsys was tried on have 8 modes, and a generated package maps modes onto at
/// most four appearances, so 64 leaves ample room while keeping 64 × 10k tokens near 150 MB. Axes
/// beyond that are pinned with `--context` (or `contexts` in `dsys.json`) before resolving.
enum ModeLimit {
    static let maximumModes = 64

    /// Whether `plan` (after `--context` selection) has few enough modes; reports it when not, at
    /// `plan.modesLocation`, naming each axis and its context count.
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
        let breakdown = axes.map { "\($0) (\(contexts[$0, default: []].count))" }.joined(separator: " × ")
        let example = axes.first.flatMap { axis in contexts[axis]?.first.map { "\(axis)=\($0)" } } ?? "name=value"
        diagnostics.error(
            "the input has \(plan.modes.count) modes (\(breakdown)); dsys resolves at most \(maximumModes)",
            at: plan.modesLocation,
            hint: "pin axes with --context, for example --context \(example) (or \"contexts\" in dsys.json)"
        )
        return false
    }
}
