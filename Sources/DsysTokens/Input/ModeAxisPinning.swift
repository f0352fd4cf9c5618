import Foundation
import DsysSource

/// What a run does with more modes than `ModeLimit.maximumModes` (after `--context` and
/// `ChoiceAxisReduction`): it pins axes to the default mode's context, one at a time, until the
/// modes fit, so the rest of the design system still generates. Choice axes (those the generated
/// package sets by choice, see `ChoiceAxisReduction`) are pinned before any other, so appearances
/// stay; each step pins the axis that leaves out the most modes (on a tie, the one declared later),
/// so as many axes as possible stay choices of the generated package. A warning names each pinned
/// axis and its context; with `--strict` the excess is an error instead (`ModeLimit.check`).
enum ModeAxisPinning {
    /// `plan` with at most `ModeLimit.maximumModes` modes: itself when it has no more, else with
    /// axes pinned (`choiceAxes` first) and a warning at `plan.modesLocation`; nil (after an error)
    /// when strict, or when pinning every axis would not be enough.
    static func fit(_ plan: ResolutionPlan, choiceAxes: Set<String>, strict: Bool, diagnostics: inout Diagnostics) -> ResolutionPlan? {
        guard plan.modes.count > ModeLimit.maximumModes, !strict, let defaultMode = plan.modes.first else {
            return ModeLimit.check(plan, diagnostics: &diagnostics) ? plan : nil
        }
        var pinned = plan
        var pins: [ContextChoice] = []
        while pinned.modes.count > ModeLimit.maximumModes {
            // Counted in the declaration order of the default mode's choices, so the last of equals wins.
            var best: (choice: ContextChoice, leftOut: Int, isChoice: Bool)?
            for choice in defaultMode.contexts where !pins.contains(choice) {
                let leftOut = pinned.modes.count { !$0.contexts.contains(choice) }
                let isChoice = choiceAxes.contains(choice.modifier)
                guard leftOut > 0 else { continue }
                if let best, best.isChoice != isChoice ? best.isChoice : leftOut < best.leftOut { continue }
                best = (choice, leftOut, isChoice)
            }
            guard let best else { return ModeLimit.check(pinned, diagnostics: &diagnostics) ? pinned : nil }
            pins.append(best.choice)
            pinned.modes = pinned.modes.filter { $0.contexts.contains(best.choice) }
        }
        diagnostics.warning(
            "the input has \(plan.modes.count) modes; dsys resolves at most \(ModeLimit.maximumModes), so it pinned "
                + (pins.count == 1 ? "one axis" : "\(pins.count) axes") + " to the default mode's context and generates the "
                + "\(pinned.modes.count) modes left: " + pins.map { "'\($0.modifier)' to '\($0.context)'" }.joined(separator: ", ")
                + "; the package has no choice for them",
            at: plan.modesLocation,
            hint: "choose the pins yourself with --context (or \"contexts\" in dsys.json), for example --context \(shellWord(pins[0].description)); "
                + "--strict makes this an error"
        )
        return pinned
    }

    /// `text` as one shell word: in single quotes unless it is made of characters no shell treats specially.
    static func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_=.,/:@".unicodeScalars.contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
