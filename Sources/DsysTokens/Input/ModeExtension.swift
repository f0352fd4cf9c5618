import DsysSource

/// Terrazzo's per-token modes: `"$extensions": { "mode": { "light": ..., "dark": ... } }`.
///
/// A set that uses them yields one mode per name (in order of first appearance); each mode's
/// tokens take their mode value where one is given and their `$value` elsewhere. When no name is
/// the plain light one (only `dark`, `hc`), `$value` is a light mode of its own, first. Names of appearances (light, dark)
/// beside names of other modes (small, large) make two axes, `appearance` and `mode`.
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
                            "'\(token.modeValuesName)' of '\(token.path)' brings the mode names to more than "
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

    /// `layer` with every token's value replaced by its value for the first of `modes` it has one for.
    static func layer(_ layer: TokenLayer, forModes modes: [String]) -> TokenLayer {
        var copy = layer
        copy.tokens = layer.tokens.map { token in
            guard let value = modes.lazy.compactMap({ token.modeValues?[$0] }).first else { return token }
            var override = token
            override.value = value
            return override
        }
        return copy
    }

    /// The appearance an increased-contrast appearance falls back to, where a token gives it no value
    /// (`dark` for `dark-high-contrast`), if `appearances` has it: a token with light and dark values
    /// beside another with a contrast one (Firefox's `prefersContrast`) is dark, not light, in dark
    /// high contrast.
    private static func contrastFallback(for name: String, among appearances: [String]) -> [String] {
        guard AppearanceContextName.namesContrast(name) else { return [] }
        let isDark = AppearanceContextName.namesDark(name)
        return appearances.first { !AppearanceContextName.namesContrast($0) && AppearanceContextName.namesDark($0) == isDark }.map { [$0] } ?? []
    }

    /// The mode of `$value` when no mode name is the plain light one.
    static let defaultModeName = "light"

    /// Splits a single-mode plan into one mode per Terrazzo mode name, when the tokens use any (and
    /// no more than the limit: with too many, the plan stays as it is, and the error is reported).
    package static func expand(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolutionPlan {
        guard plan.modes.count == 1, let base = plan.modes.first else { return plan }
        guard let names = modeNames(in: base.layers, diagnostics: &diagnostics), !names.isEmpty else { return plan }
        let firstWithModes = base.layers.lazy.flatMap(\.tokens).first { $0.modeValues != nil }
        let member = firstWithModes?.modeValuesName ?? "$extensions.mode"
        var appearances = names.filter(AppearanceContextName.namesAppearance)
        let others = names.filter { !AppearanceContextName.namesAppearance($0) }
        // `$value` is the value outside every named mode: where no appearance name is the plain light
        // one (kadena's `"mode": { "dark": … }`), it is the light mode, which would otherwise be lost.
        let isPlainLight = { (name: String) in
            name.lowercased().contains("light") && !name.lowercased().contains("dark") && !AppearanceContextName.namesContrast(name)
        }
        if !appearances.isEmpty, !appearances.contains(where: isPlainLight) {
            appearances.insert(defaultModeName, at: 0)
            diagnostics.append(Diagnostic(
                .note, "'\(member)' names no light mode, only " + ProseList.quoted(Array(appearances.dropFirst()))
                    + ", so '$value' is the mode '\(defaultModeName)'",
                at: firstWithModes?.location,
                hint: "name the light mode in '\(member)' too if it should be called otherwise"
            ))
        }
        var expanded = plan
        if appearances.isEmpty {
            // Other modes alone (NYS's agency themes, the default State Blue in `$value`): the `$value`s
            // are a mode of their own, first, unless one named mode gives them all; they were lost.
            let valueMode = Self.valueMode(among: others, in: base.layers)
            var modes = others
            if let valueMode {
                modes.removeAll { $0 == valueMode }
                modes.insert(valueMode, at: 0)
            } else {
                let name = others.contains("default") ? "$value" : "default"
                modes.insert(name, at: 0)
                diagnostics.append(Diagnostic(
                    .note, "'\(member)' names the modes " + ProseList.quoted(others) + ", none with every '$value', so the '$value's are "
                        + "the mode '\(name)', the default", at: firstWithModes?.location,
                    hint: "name that mode in '\(member)' too if it should be called otherwise"
                ))
            }
            expanded.modes = modes.map { name in
                ResolutionPlan.PlannedMode(name: name, contexts: [ContextChoice(modifier: "mode", context: name)],
                                           layers: base.layers.map { layer($0, forModes: [name]) })
            }
            return expanded
        }
        guard !others.isEmpty else {
            expanded.modes = appearances.map { name in
                ResolutionPlan.PlannedMode(name: name, contexts: [ContextChoice(modifier: "mode", context: name)],
                                           layers: base.layers.map { layer($0, forModes: [name] + contrastFallback(for: name, among: appearances)) })
            }
            return expanded
        }
        // gtc names light/dark on its colors and small/medium/large on its sizes: one axis would make
        // a size the light appearance (whichever came first), so they are two, and the sizes' default
        // is the mode whose values are the `$value`s.
        // Without such a mode (the appearance fixture's lone `compact`), the `$value`s are a mode of
        // their own, `default`, so no other mode's value replaces them where the package shows none.
        var modes = others
        let valueMode = Self.valueMode(among: others, in: base.layers)
        let defaultMode = valueMode ?? (others.contains("default") ? "$value" : "default")
        if valueMode == nil { modes.insert(defaultMode, at: 0) }
        let axes = [
            ModeAxis(name: appearanceAxis, contexts: appearances, defaultContext: nil),
            ModeAxis(name: "mode", contexts: modes, defaultContext: defaultMode),
        ]
        diagnostics.append(Diagnostic(
            .note, "'\(member)' names appearances (\(ProseList.quoted(appearances))) and other modes "
                + "(\(ProseList.quoted(others))), so they are two axes, '\(appearanceAxis)' and 'mode', whose default "
                + (valueMode.map { "is '\($0)', the mode of the '$value's" } ?? "'\(defaultMode)' is the '$value's"),
            at: firstWithModes?.location
        ))
        reportValuesOnBothAxes(base.layers, appearances: Set(appearances), others: Set(others), diagnostics: &diagnostics)
        reportValuesOnBothAxes(base.layers, appearances: Set(appearances), others: Set(others), diagnostics: &diagnostics)
        expanded.modes = ModeCombinations.all(axes, location: firstWithModes?.location, diagnostics: &diagnostics).map { combination in
            let appearance = combination.choices.first { $0.modifier == appearanceAxis }?.context
            let other = combination.choices.first { $0.modifier == "mode" }?.context
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices,
                                              layers: base.layers.map { layer($0, appearance: appearance, other: other) })
        }
        return expanded
    }

    /// `layer` in the mode of `appearance` and `other`: each token takes the value of the two that
    /// changes its `$value`, so `space.md` of light 16, dark 16 and compact 12 is 12 in dark-compact (it
    /// was 16 in every mode), and a surface of light and compact white and dark gray stays gray in
    /// dark-compact; where both change it, the appearance's (`reportValuesOnBothAxes`).
    private static func layer(_ layer: TokenLayer, appearance: String?, other: String?) -> TokenLayer {
        var copy = layer
        copy.tokens = layer.tokens.map { token in
            let byAppearance = appearance.flatMap { token.modeValues?[$0] }, byOther = other.flatMap { token.modeValues?[$0] }
            let changes = { (value: SourceNode?) in value.map { !$0.hasSameContent(as: token.value) } ?? false }
            guard let value = changes(byAppearance) ? byAppearance : changes(byOther) ? byOther : byAppearance ?? byOther
            else { return token }
            var override = token
            override.value = value
            return override
        }
        return copy
    }

    /// Warns once, at the first such token, for tokens whose values for an appearance and for another
    /// mode both change their `$value`, and differ: in the mode of both, the appearance's value is used.
    private static func reportValuesOnBothAxes(
        _ layers: [TokenLayer], appearances: Set<String>, others: Set<String>, diagnostics: inout Diagnostics
    ) {
        var first: (token: RawToken, appearance: String, other: String)?
        var count = 0
        for token in layers.lazy.flatMap(\.tokens) {
            guard let members = token.modeValues?.members else { continue }
            let changed = members.filter { !$0.value.hasSameContent(as: token.value) }
            guard let appearance = changed.first(where: { appearances.contains($0.key) }),
                  let other = changed.first(where: { others.contains($0.key) && !$0.value.hasSameContent(as: appearance.value) })
            else { continue }
            first = first ?? (token, appearance.key, other.key)
            count += 1
        }
        guard let (token, appearance, other) = first else { return }
        diagnostics.warning(
            "'\(token.path)'" + (count > 1 ? " and \(count - 1) more token\(count == 2 ? "" : "s")" : "")
                + " \(count > 1 ? "give" : "gives") the appearance '\(appearance)' and the mode '\(other)' different values; where a "
                + "mode picks both, the appearance's is used", at: token.location, token: token.path.description,
            hint: "give the value of each combination in a resolver document, or keep appearances and other modes on separate tokens"
        )
    }

    /// The first of `names` whose value is every token's `$value` (where it gives one), if any.
    private static func valueMode(among names: [String], in layers: [TokenLayer]) -> String? {
        names.first { name in layers.allSatisfy { $0.tokens.allSatisfy { token in
            token.modeValues?[name].map { $0.hasSameContent(as: token.value) } ?? true
        } } }
    }

    /// The axis of the appearance names when `$extensions.mode` names other modes too.
    static let appearanceAxis = "appearance"
}
