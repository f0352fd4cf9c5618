import Foundation
import DsysSource

/// The modes the user asked for with `--context modifier=context` (for example `theme=dark`).
///
/// A modifier is a resolver modifier, a Tokens Studio theme group (`theme` for themes without a
/// group) or `mode` for Terrazzo and design-system modes. Different modifiers must all match;
/// several contexts given for the same modifier are alternatives (`theme=light theme=dark`).
public struct ContextSelection: Sendable {
    /// A `--context` argument that is not of the form `name=value`.
    public struct ArgumentError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The selected contexts, in argument order, without repeats.
    public private(set) var choices: [ContextChoice] = []

    /// Parses `name=value` arguments; the name is everything before the first `=`.
    public init(parsing arguments: [String]) throws {
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ArgumentError(description: "'--context \(argument)' is not of the form modifier=context")
            }
            let modifier = argument[..<equals].trimmingCharacters(in: .whitespaces)
            let context = argument[argument.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !modifier.isEmpty, !context.isEmpty else {
                throw ArgumentError(
                    description: "'--context \(argument)' needs both a modifier and a context, as in theme=dark"
                )
            }
            let choice = ContextChoice(modifier: modifier, context: context)
            if !choices.contains(choice) { choices.append(choice) }
        }
    }

    /// `plan` with only the modes that match the selection. Names that match nothing in the plan
    /// are reported with the known names; the other selections still apply.
    public func apply(to plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolutionPlan {
        guard !choices.isEmpty else { return plan }
        let known = KnownContexts(plan)
        var wanted: [String: Set<String>] = [:]
        for choice in choices where known.check(choice, diagnostics: &diagnostics) {
            wanted[choice.modifier, default: []].insert(choice.context)
        }
        var selected = plan
        selected.modes = plan.modes.filter { mode in
            wanted.allSatisfy { modifier, contexts in
                mode.contexts.contains { $0.modifier == modifier && contexts.contains($0.context) }
            }
        }
        if selected.modes.isEmpty, !wanted.isEmpty {
            diagnostics.error(
                "no mode matches --context " + choices.map(\.description).joined(separator: " "),
                hint: "modes: " + plan.modes.map(\.name).joined(separator: ", ")
            )
        }
        return selected
    }
}

/// The modifiers and contexts a plan's modes use, in first-appearance order.
private struct KnownContexts {
    private var modifiers: [String] = []
    private var contexts: [String: [String]] = [:]

    init(_ plan: ResolutionPlan) {
        for choice in plan.modes.flatMap(\.contexts) {
            if contexts[choice.modifier] == nil { modifiers.append(choice.modifier) }
            if contexts[choice.modifier, default: []].contains(choice.context) == false {
                contexts[choice.modifier, default: []].append(choice.context)
            }
        }
    }

    /// Whether `choice` names a known modifier and context; reports it when not. A choice of a
    /// Tokens Studio theme that is always on (`theme=Brand`, once Swiss Post's ungrouped themes are
    /// each their own group, `TokensStudioComplementaryThemes`) picks nothing, with a note.
    func check(_ choice: ContextChoice, diagnostics: inout Diagnostics) -> Bool {
        if contexts[choice.modifier] == nil, contexts[choice.context] == [choice.context] {
            diagnostics.append(Diagnostic(
                .note, "--context \(choice): the theme '\(choice.context)' is always on, so there is nothing to choose",
                hint: "leave out --context \(choice)"
            ))
            return false
        }
        guard let names = contexts[choice.modifier] else {
            if modifiers.isEmpty {
                diagnostics.error(
                    "--context \(choice): this input has a single mode and no modifiers to choose from",
                    hint: "leave out --context"
                )
            } else {
                let listing = modifiers.map { "\($0) (\(contexts[$0, default: []].joined(separator: ", ")))" }
                diagnostics.error(
                    "--context \(choice): there is no modifier '\(choice.modifier)'"
                        + NameSuggestion.didYouMean(choice.modifier, among: modifiers),
                    hint: "modifiers: " + listing.joined(separator: "; ")
                )
            }
            return false
        }
        guard names.contains(choice.context) else {
            diagnostics.error(
                "--context \(choice): modifier '\(choice.modifier)' has no context '\(choice.context)'"
                    + NameSuggestion.didYouMean(choice.context, among: names),
                hint: "contexts of '\(choice.modifier)': " + names.joined(separator: ", ")
            )
            return false
        }
        return true
    }
}
