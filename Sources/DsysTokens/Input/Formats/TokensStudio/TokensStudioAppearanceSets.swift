import DsysSource

/// Modes for a Tokens Studio export without themes whose sets are named like appearances
/// (`light`, `dark`, `dark-high-contrast`, `theme/dark`): enabling every set would let one such
/// set silently override the other, so each becomes a mode (named after the set) over the
/// other sets.
///
/// A set whose name carries an appearance (`AppearanceWords`: `light` or `dark` as the first or last
/// word of a path segment, any case: `light-component`, `Component Dark`, `dark/buttons`, `darkComponent`)
/// belongs to the modes of that appearance only, not to every mode: in an export with `light`,
/// `light-component`, `dark` and `dark-component`, mode `light` reads `light-component` and mode
/// `dark` reads `dark-component`. Without sets named only like appearances, the sets that carry
/// `light` and those that carry `dark` make the modes `light` and `dark` (with sets that carry
/// `dark` alone, mode `light` reads the other sets and `dark` them and the dark ones). A set named like an
/// appearance's set but for another word in place of `light` or `dark` (`theme-wireframe` beside
/// `theme-light`) and defining some of its tokens is another theme: a mode of its own over the
/// other sets, never read in the appearances' modes; one that defines other tokens (a palette,
/// `colors/scale` beside `colors/light`) is shared like any other set. Any other set of no appearance that overrides a token of an appearance's
/// set overrides it in every mode, which is a warning naming both sets.
enum TokensStudioAppearanceSets {
    /// The words a set name may consist of to name an appearance; it must hold `light` or `dark`.
    private static let appearanceWords: Set<String> = ["light", "dark", "high", "contrast", "highcontrast", "hc", "mode", "theme"]

    /// One mode per appearance-named set, or nil when fewer than two sets are named so.
    static func modes(
        orderedSets: [String], catalog: inout TokensStudioSetCatalog, location: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> [ResolutionPlan.PlannedMode]? {
        let carried = Dictionary(uniqueKeysWithValues: orderedSets.compactMap { name in AppearanceWords.carriedAppearance(of: name).map { (name, $0) } })
        var modeSets = orderedSets.filter(isAppearanceName)
        var modeAppearance = Dictionary(uniqueKeysWithValues: modeSets.map { ($0, carried[$0] ?? "light") })
        // Sets that carry `dark` beside sets of no appearance (NL Design System's `color-scheme-dark/common`
        // over `common`) override them in dark only: read in one mode, dark replaced light.
        if modeSets.count < 2, carried.values.contains("dark") {
            modeSets = ["light", "dark"]
            modeAppearance = ["light": "light", "dark": "dark"]
        }
        guard modeSets.count > 1 else { return nil }
        let attached = orderedSets.filter { !modeSets.contains($0) && carried[$0] != nil }
        // A set named like an appearance's set is another theme when it defines that set's tokens;
        // one that defines others is the palette they reference (`colors/scale` beside `colors/light`).
        var alternatives: [String] = []
        for set in orderedSets where !modeSets.contains(set) && carried[set] == nil {
            let siblings = (modeSets.filter(orderedSets.contains) + attached).filter { isVariant(set, of: $0) }
            guard !siblings.isEmpty else { continue }
            let own = Set(catalog.layer(named: set, isSourceOnly: false, diagnostics: &diagnostics)?.tokens.map(\.path) ?? [])
            if siblings.contains(where: { sibling in
                (catalog.layer(named: sibling, isSourceOnly: false, diagnostics: &diagnostics)?.tokens ?? []).contains { own.contains($0.path) }
            }) {
                alternatives.append(set)
            }
        }
        let shared = orderedSets.filter { !modeSets.contains($0) && carried[$0] == nil && !alternatives.contains($0) }
        var note = "the export has no themes, so its sets " + modeSets.filter(orderedSets.contains).map { "'\($0)'" }.joined(separator: ", ")
            + " are one mode each, over the other sets"
        if !attached.isEmpty {
            note += "; " + attached.map { "'\($0)'" }.joined(separator: ", ") + " belong to the modes of the appearance their names carry"
        }
        if modeSets.allSatisfy({ !orderedSets.contains($0) }) {
            note = "the export has no themes, so the sets whose names carry light or dark make the modes 'light' and 'dark', over the other sets"
        }
        if !alternatives.isEmpty {
            note += "; " + alternatives.map { "'\($0)'" }.joined(separator: ", ")
                + " \(alternatives.count == 1 ? "is a theme" : "are themes") of \(alternatives.count == 1 ? "its" : "their") own beside a set of "
                + "one appearance (one mode each, shown only when picked with --context \(TokensStudioTheme.ungroupedModifier)=<set>)"
        }
        diagnostics.append(.init(.note, note, at: location, hint: "define themes in Tokens Studio to choose the sets of each mode"))
        let modes = modeSets.map { modeSet in
            let appearance = modeAppearance[modeSet]
            let names = orderedSets.filter { $0 == modeSet || (carried[$0] == appearance && !modeSets.contains($0)) || shared.contains($0) }
            let layers = names.compactMap { catalog.layer(named: $0, isSourceOnly: false, diagnostics: &diagnostics) }
            let contexts = [ContextChoice(modifier: TokensStudioTheme.ungroupedModifier, context: modeSet)]
            return ResolutionPlan.PlannedMode(name: modeSet, contexts: contexts, layers: layers)
        }
        let alternativeModes = alternatives.map { alternative in
            let layers = orderedSets.filter { $0 == alternative || shared.contains($0) }
                .compactMap { catalog.layer(named: $0, isSourceOnly: false, diagnostics: &diagnostics) }
            return ResolutionPlan.PlannedMode(name: alternative, contexts: [ContextChoice(modifier: TokensStudioTheme.ungroupedModifier, context: alternative)],
                                              layers: layers)
        }
        reportSharedOverrides(modes, shared: Set(shared.map { "set '\($0)'" }), location: location, diagnostics: &diagnostics)
        return modes + alternativeModes
    }

    /// Warns once for each set of no appearance that, later in the set order, redefines a token of
    /// a set that belongs to one appearance: its value wins in every mode.
    private static func reportSharedOverrides(
        _ modes: [ResolutionPlan.PlannedMode], shared: Set<String>, location: SourceLocation?, diagnostics: inout Diagnostics
    ) {
        var reported = Set<[String]>()
        for mode in modes {
            var ownerOfPath: [TokenPath: String] = [:]
            for layer in mode.layers {
                if shared.contains(layer.name) {
                    guard let overridden = layer.tokens.first(where: { ownerOfPath[$0.path] != nil }),
                          let owner = ownerOfPath[overridden.path], reported.insert([layer.name, owner]).inserted
                    else { continue }
                    diagnostics.warning(
                        "\(layer.name) overrides \(owner), a set of one appearance, in every mode (first at '\(overridden.path)')",
                        at: overridden.location, token: overridden.path.description,
                        hint: "name the set after its appearance, or order it before \(owner)"
                    )
                } else {
                    for token in layer.tokens { ownerOfPath[token.path] = layer.name }
                }
            }
        }
    }

    /// The sets whose names name or carry an appearance (`light`, `color/dark`, `dark-component`).
    static func carryingAppearance(_ sets: [String]) -> Set<String> {
        Set(sets.filter { isAppearanceName($0) || AppearanceWords.carriedAppearance(of: $0) != nil })
    }

    /// Whether `set` is another theme beside `appearanceSet`: their names have two words or more,
    /// the same but for one, which is `light` or `dark` in `appearanceSet` and no appearance word in
    /// `set` (Astro's `theme-wireframe` beside `theme-light`).
    private static func isVariant(_ set: String, of appearanceSet: String) -> Bool {
        let words = { (name: String) in name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init) }
        let mine = words(set), theirs = words(appearanceSet)
        guard mine.count == theirs.count, mine.count > 1 else { return false }
        let differing = zip(mine, theirs).filter { $0 != $1 }
        return differing.count == 1 && ["light", "dark"].contains(differing[0].1) && !appearanceWords.contains(differing[0].0)
    }

    private static func isAppearanceName(_ setName: String) -> Bool {
        let lastComponent = setName.split(separator: "/").last.map(String.init) ?? setName
        let words = Set(lastComponent.lowercased().split { !$0.isLetter }.map(String.init))
        return !words.isEmpty && words.isSubset(of: appearanceWords) && (words.contains("light") || words.contains("dark"))
    }
}
