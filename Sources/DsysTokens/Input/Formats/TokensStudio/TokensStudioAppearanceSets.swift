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
        let folded = foldedAcrossFolders(modeSets, catalog: &catalog, diagnostics: &diagnostics)
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
        if let folded {
            note = "the export has no themes; its sets named like an appearance sit in several folders and define different tokens, "
                + "so each appearance's sets make one mode together: " + folded.map { group in
                    "'\(group.name)' (" + ChainText.abbreviated(group.sets.map { "'\($0)'" }).joined(separator: ", ") + ")"
                }.joined(separator: ", ")
        }
        if !alternatives.isEmpty {
            note += "; " + alternatives.map { "'\($0)'" }.joined(separator: ", ")
                + " \(alternatives.count == 1 ? "is a theme" : "are themes") of \(alternatives.count == 1 ? "its" : "their") own beside a set of "
                + "one appearance (one mode each, shown only when picked with --context \(TokensStudioTheme.ungroupedModifier)=<set>)"
        }
        diagnostics.append(.init(.note, note, at: location, hint: "define themes in Tokens Studio to choose the sets of each mode"))
        let groups = folded ?? modeSets.map { (name: $0, sets: [$0]) }
        let modes = groups.map { group in
            let appearance = modeAppearance[group.sets[0]]
            let names = orderedSets.filter {
                group.sets.contains($0) || (carried[$0] == appearance && !modeSets.contains($0)) || shared.contains($0)
            }
            let layers = names.compactMap { catalog.layer(named: $0, isSourceOnly: false, diagnostics: &diagnostics) }
            let contexts = [ContextChoice(modifier: TokensStudioTheme.ungroupedModifier, context: group.name)]
            return ResolutionPlan.PlannedMode(name: group.name, contexts: contexts, layers: layers)
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

    /// The appearance sets grouped by their name's last segment (`Light`, `Dark`), when they sit in
    /// several folders whose sets of one appearance define different tokens (Fynd's `Global/Palette/Light`
    /// and `Global/Neutrals/Light`, whose tokens reference each other): one mode per appearance, named
    /// as its first set's last segment. Nil when no appearance has sets in two folders, or two of them
    /// define a token in common (brands, one folder each: a mode each, as before). Made one mode per
    /// set, the folders became alternatives, and 53 references between them were "not defined".
    private static func foldedAcrossFolders(
        _ modeSets: [String], catalog: inout TokensStudioSetCatalog, diagnostics: inout Diagnostics
    ) -> [(name: String, sets: [String])]? {
        var groups: [(name: String, sets: [String])] = []
        for set in modeSets {
            let last = set.split(separator: "/").last.map(String.init) ?? set
            if let index = groups.firstIndex(where: { $0.name.lowercased() == last.lowercased() }) {
                groups[index].sets.append(set)
            } else {
                groups.append((last, [set]))
            }
        }
        guard groups.contains(where: { $0.sets.count > 1 }) else { return nil }
        for group in groups {
            var defined: Set<TokenPath> = []
            for set in group.sets {
                let paths = Set(catalog.layer(named: set, isSourceOnly: false, diagnostics: &diagnostics)?.tokens.map(\.path) ?? [])
                guard defined.isDisjoint(with: paths) else { return nil }
                defined.formUnion(paths)
            }
        }
        return groups
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
