import DsysSource

/// Terrazzo's per-token modes: `"$extensions": { "mode": { "light": ..., "dark": ... } }`.
///
/// A set that uses them yields one mode per name (in order of first appearance); each mode's
/// tokens take their mode value where one is given and their `$value` elsewhere. When every name
/// is a dark one, `$value` is a light mode of its own, first.
package enum ModeExtension {
    /// The mode names used anywhere in `tokens`, in first-appearance order (see `modeNames(in:diagnostics:)`).
    static func modeNames(in tokens: [RawToken], diagnostics: inout Diagnostics) -> [String]? {
        modeNames(in: [TokenLayer(name: "", tokens: tokens)], diagnostics: &diagnostics)
    }

    /// The mode names used anywhere in `layers`, in first-appearance order; nil, after reporting the
    /// token that adds one name too many, when there are more than `ModeLimit.maximumModes` (each
    /// mode copies every layer, and cannot be pinned with `--context` before that).
    static func modeNames(in layers: [TokenLayer], diagnostics: inout Diagnostics) -> [String]? {
        var names: [String] = []
        var seen = Set<String>()
        for layer in layers {
            for token in layer.tokens {
                guard let modes = token.modeValues?.members else { continue }
                for member in modes where seen.insert(member.key).inserted {
                    names.append(member.key)
                    guard names.count <= ModeLimit.maximumModes else {
                        diagnostics.error(
                            "'$extensions.mode' of '\(token.path)' brings the mode names to more than "
                                + "\(ModeLimit.maximumModes), the most dsys resolves",
                            at: token.location, token: token.path.description,
                            hint: "use at most \(ModeLimit.maximumModes) mode names, or split the tokens into "
                                + "several design systems"
                        )
                        return nil
                    }
                }
            }
        }
        return names
    }

    /// `layer` with every token's value replaced by its value for `mode`, where it has one.
    static func layer(_ layer: TokenLayer, forMode mode: String) -> TokenLayer {
        var copy = layer
        copy.tokens = layer.tokens.map { token in
            guard let value = token.modeValues?[mode] else { return token }
            var override = token
            override.value = value
            return override
        }
        return copy
    }

    /// The mode of `$value` when every mode name is a dark one.
    static let defaultModeName = "light"

    /// Splits a single-mode plan into one mode per Terrazzo mode name, when the tokens use any (and
    /// no more than the limit: with too many, the plan stays as it is, and the error is reported).
    package static func expand(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolutionPlan {
        guard plan.modes.count == 1, let base = plan.modes.first else { return plan }
        guard var names = modeNames(in: base.layers, diagnostics: &diagnostics), !names.isEmpty else { return plan }
        // `$value` is the value outside every named mode: where the names are all dark ones (kadena's
        // `"mode": { "dark": … }`), it is the light mode, which would otherwise be lost.
        if names.allSatisfy({ $0.lowercased().contains("dark") }) {
            names.insert(defaultModeName, at: 0)
            if let first = base.layers.lazy.flatMap(\.tokens).first(where: { $0.modeValues != nil }) {
                diagnostics.append(Diagnostic(
                    .note, "'$extensions.mode' names only the dark \(names.count == 2 ? "mode" : "modes") "
                        + ProseList.quoted(Array(names.dropFirst())) + ", so '$value' is the mode '\(defaultModeName)'",
                    at: first.location,
                    hint: "name the light mode in '$extensions.mode' too if it should be called otherwise"
                ))
            }
        }
        var expanded = plan
        expanded.modes = names.map { name in
            ResolutionPlan.PlannedMode(
                name: name, contexts: [ContextChoice(modifier: "mode", context: name)],
                layers: base.layers.map { layer($0, forMode: name) }
            )
        }
        return expanded
    }
}
