import DsysSource

/// Modes named for a theme and an appearance under one modifier are two axes in one: ungrouped
/// Tokens Studio themes `Brand A Light`, `Brand A Dark`, `Brand B Light`, `Brand B Dark` (theme
/// groups are a paid feature), or a resolver modifier whose contexts are `brand-a-light` …
/// (design-system-ia). Read as one axis of appearances, only one theme's light and dark modes could
/// be shown, and every other theme was not emitted.
///
/// So when every mode has a context of one modifier that is a theme's name and the word `light` or
/// `dark` (first or last), with at least two themes, each with a light mode, that context becomes
/// two: the theme under the modifier (`theme=Brand A`) and the appearance
/// under `appearance` (`appearance=dark`). The themes are then a mode axis like any other, each
/// generated with its light and dark values; a theme without a dark mode shows its light values in
/// dark too. A note says so.
enum ThemeAppearanceContexts {
    static let appearanceModifier = "appearance"

    /// `plan` with each mode's context split as described, or unchanged.
    static func split(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolutionPlan {
        let modifiers = plan.modes.first?.contexts.map(\.modifier) ?? []
        guard plan.modes.count > 1, !modifiers.contains(appearanceModifier) else { return plan }
        for modifier in modifiers {
            guard let parts = split(plan.modes, along: modifier) else { continue }
            var themes: [String] = []
            for part in parts where !themes.contains(part.theme) { themes.append(part.theme) }
            var result = plan
            for index in result.modes.indices {
                result.modes[index].contexts = result.modes[index].contexts.flatMap { choice in
                    choice.modifier != modifier ? [choice]
                        : [ContextChoice(modifier: modifier, context: parts[index].theme),
                           ContextChoice(modifier: appearanceModifier, context: parts[index].appearance)]
                }
            }
            diagnostics.append(Diagnostic(
                .note,
                "the contexts of '\(modifier)' each name a theme and an appearance, so dsys reads them as two axes: '\(modifier)' ("
                    + themes.joined(separator: ", ") + ") and '\(appearanceModifier)' (light, dark); every theme is generated",
                at: plan.modesLocation,
                hint: "pin one with --context \(modifier)=<theme> (and \(appearanceModifier)=dark for its dark mode)"))
            let lightOnly = themes.filter { theme in !parts.contains { $0.theme == theme && $0.appearance == "dark" } }
            if !lightOnly.isEmpty {
                result.modes = showingLightInDark(result.modes, themes: Set(lightOnly), parts: parts, modifier: modifier)
                diagnostics.append(Diagnostic(
                    .note,
                    (lightOnly.count == 1 ? "the theme '\(lightOnly[0])' has" : "the themes " + lightOnly.map { "'\($0)'" }.joined(separator: ", ") + " have")
                        + " no dark mode: \(lightOnly.count == 1 ? "its" : "their") light values are shown in dark too, not another theme's dark ones",
                    at: plan.modesLocation, hint: "give a theme a dark mode (a theme named '<theme> Dark') to generate its own dark values"))
            }
            return result
        }
        return plan
    }

    /// `modes` (split) with a dark twin after each light mode of `themes`, which have no dark mode:
    /// the default theme's light mode's sets, then the theme's own, so in dark such a theme shows
    /// what it shows in light, its own values and, for the tokens it does not define, the default
    /// theme's light ones. Without it, the dark appearance of a theme that has none showed the
    /// default theme's dark values, a mix of two brands without a word.
    private static func showingLightInDark(
        _ modes: [ResolutionPlan.PlannedMode], themes: Set<String>, parts: [(theme: String, appearance: String)], modifier: String
    ) -> [ResolutionPlan.PlannedMode] {
        // The default theme's light mode with the same choices on the other axes, else its first.
        func otherChoices(_ mode: ResolutionPlan.PlannedMode) -> [ContextChoice] {
            mode.contexts.filter { $0.modifier != modifier && $0.modifier != appearanceModifier }
        }
        let defaultLights = zip(modes, parts).filter { $0.1.theme == parts[0].theme && $0.1.appearance == "light" }.map(\.0)
        var result: [ResolutionPlan.PlannedMode] = []
        for (mode, part) in zip(modes, parts) {
            result.append(mode)
            guard themes.contains(part.theme) else { continue }
            var dark = mode
            if let defaultLight = defaultLights.first(where: { otherChoices($0) == otherChoices(mode) }) ?? defaultLights.first,
               defaultLight.name != mode.name {
                dark.layers = defaultLight.layers + mode.layers
            }
            dark.name = mode.name + " (in dark)"
            dark.contexts = mode.contexts.map { $0.modifier == appearanceModifier ? ContextChoice(modifier: appearanceModifier, context: "dark") : $0 }
            result.append(dark)
        }
        return result
    }

    /// Each mode's context of `modifier` as a theme and an appearance, in mode order; nil unless
    /// every mode has one that splits, naming at least two themes, each with a light one, and no two
    /// modes split alike (`Brand A Light` and `Light Brand A` would become one mode).
    private static func split(_ modes: [ResolutionPlan.PlannedMode], along modifier: String) -> [(theme: String, appearance: String)]? {
        var parts: [(theme: String, appearance: String)] = []
        for mode in modes {
            guard let choice = mode.contexts.first(where: { $0.modifier == modifier }),
                  let split = themeAndAppearance(choice.context) else { return nil }
            parts.append(split)
        }
        let themes = Set(parts.map(\.theme))
        let distinct = Set(zip(modes, parts).map { mode, part in
            mode.contexts.filter { $0.modifier != modifier }.map(\.description) + [part.theme, part.appearance]
        })
        guard themes.count > 1, distinct.count == parts.count,
              themes.allSatisfy({ theme in parts.contains { $0.theme == theme && $0.appearance == "light" } })
        else { return nil }
        return parts
    }

    /// `Brand A` and `dark` of `Brand A Dark` (`brand-a-dark`, `Dark / Brand A`): the first or last
    /// word when it is `light` or `dark`, and the rest without the separators around it; nil when
    /// neither end is such a word or nothing is left.
    static func themeAndAppearance(_ context: String) -> (theme: String, appearance: String)? {
        let separators: Set<Character> = [" ", "-", "_", "/", ".", ":"]
        let words = context.split { separators.contains($0) }
        guard words.count > 1 else { return nil }
        for (word, isLast) in [(words[words.count - 1], true), (words[0], false)] {
            let appearance = word.lowercased()
            guard appearance == "light" || appearance == "dark" else { continue }
            var rest = isLast ? context[..<word.startIndex] : context[word.endIndex...]
            while let first = rest.first, separators.contains(first) { rest = rest.dropFirst() }
            while let last = rest.last, separators.contains(last) { rest = rest.dropLast() }
            let others = rest.lowercased().split { separators.contains($0) }
            guard !rest.isEmpty, !others.contains("light"), !others.contains("dark") else { return nil }
            return (String(rest), appearance)
        }
        return nil
    }
}
