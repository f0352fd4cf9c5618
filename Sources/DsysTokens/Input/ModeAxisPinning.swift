import Foundation
import DsysSource

/// What a run does with more modes than `ModeLimit.maximumModes` (after `--context` and
/// `ChoiceAxisReduction`): it pins axes to the default mode's context, one at a time, until the
/// modes fit, so the rest of the design system still generates. Choice axes (those the generated
/// package sets by choice, see `ChoiceAxisReduction`) are pinned before any other, then axes whose
/// contexts name no appearance, so appearances stay (pinning moon-tokens' palette collection, whose
/// modes are `MDS-Light`, `MDS-Dark`, …, would leave dark to a button collection's `Dark`); each
/// step pins the axis that leaves out the most modes (on a tie, the one declared later), and an axis
/// whose default context names light keeps its dark twin too (`MDS-Light` with `MDS-Dark`),
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
        var described: [String] = []
        let appearanceAxes = Set(plan.modes.flatMap(\.contexts).filter { AppearanceContextName.namesLightOrDark($0.context) }.map(\.modifier))
        while pinned.modes.count > ModeLimit.maximumModes {
            // Counted in the declaration order of the default mode's choices, so the last of equals wins.
            var best: (choice: ContextChoice, rank: Int, leftOut: Int)?
            for choice in defaultMode.contexts where !pins.contains(choice) {
                let leftOut = pinned.modes.count { !$0.contexts.contains(choice) }
                // Choice axes first, then axes that carry no appearance, then the others.
                let rank = choiceAxes.contains(choice.modifier) ? 2 : appearanceAxes.contains(choice.modifier) ? 0 : 1
                guard leftOut > 0 else { continue }
                if let best, (rank, leftOut) < (best.rank, best.leftOut) { continue }
                best = (choice, rank, leftOut)
            }
            guard let best else { return ModeLimit.check(pinned, diagnostics: &diagnostics) ? pinned : nil }
            pins.append(best.choice)
            let twin = Self.darkTwin(of: best.choice, among: pinned.modes)
            let withTwin = pinned.modes.filter { mode in mode.contexts.contains(best.choice) || twin.map(mode.contexts.contains) == true }
            let keepsTwin = twin != nil && withTwin.count <= ModeLimit.maximumModes
            pinned.modes = keepsTwin ? withTwin : pinned.modes.filter { $0.contexts.contains(best.choice) }
            described.append("'\(best.choice.modifier)' to '\(best.choice.context)'" + (keepsTwin ? " and its dark twin '\(twin!.context)'" : ""))
        }
        pinned.skippedAtLoad += tokensOnlyIn(leftOut: plan.modes, kept: pinned.modes, pins: described)
        diagnostics.warning(
            "the input has \(plan.modes.count) modes; dsys resolves at most \(ModeLimit.maximumModes), so it pinned "
                + (pins.count == 1 ? "one axis" : "\(pins.count) axes") + " to the default mode's context and generates the "
                + "\(pinned.modes.count) modes left: " + described.joined(separator: ", ")
                + "; the package has no choice for them",
            at: plan.modesLocation,
            hint: "choose the pins yourself with --context (or \"contexts\" in dsys.json), for example --context \(shellWord(pins[0].description)); "
                + "--strict makes this an error"
        )
        return pinned
    }

    /// The tokens that only modes left out define, each once, skipped: they would otherwise be in no
    /// mode and in no count (Swiss Post's 1,390 component tokens, when its themes were pinned).
    private static func tokensOnlyIn(leftOut all: [ResolutionPlan.PlannedMode], kept: [ResolutionPlan.PlannedMode],
                                     pins: [String]) -> [(token: SkippedToken, hint: String?)] {
        let keptNames = Set(kept.map(\.name))
        var defined = Set<TokenPath>()
        for mode in kept { for layer in mode.layers { for token in layer.tokens { defined.insert(token.path) } } }
        var skipped: [(token: SkippedToken, hint: String?)] = []
        for mode in all where !keptNames.contains(mode.name) {
            for layer in mode.layers where !layer.isSourceOnly {
                for token in layer.tokens where defined.insert(token.path).inserted {
                    skipped.append((SkippedToken(
                        path: token.path, typeName: token.typeName, location: token.location, reason: .missingFromDefaultMode,
                        message: "'\(token.path)' is defined only in modes left out past the mode limit (mode '\(mode.name)'; pinned "
                            + pins.joined(separator: ", ") + ")"
                    ), "pick the modes that define it with --context (or \"contexts\" in dsys.json)"))
                }
            }
        }
        return skipped
    }

    /// The context of `choice`'s axis that names the same theme in dark (`MDS-Dark` for `MDS-Light`),
    /// when `choice` names light and some mode has it.
    private static func darkTwin(of choice: ContextChoice, among modes: [ResolutionPlan.PlannedMode]) -> ContextChoice? {
        guard let range = choice.context.range(of: "light", options: .caseInsensitive) else { return nil }
        let wanted = choice.context.replacingCharacters(in: range, with: "dark").lowercased()
        return modes.lazy.flatMap(\.contexts).first { $0.modifier == choice.modifier && $0.context.lowercased() == wanted }
    }

    /// `text` as one shell word: in single quotes unless it is made of characters no shell treats specially.
    static func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_=.,/:@".unicodeScalars.contains($0) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
