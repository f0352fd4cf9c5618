import DsysSource

/// Turns a Tokens Studio export's sets, set order and themes into modes.
///
/// Without themes there is one mode, `default`, with every set enabled. With themes, each theme
/// group is a modifier (`theme` for themes without a group) and there is one mode per combination
/// of one theme from each group, groups in order of first appearance. A mode's layers are the sets
/// its themes enable or use as source, in set order; a set only used as source is source-only, and
/// a set no theme uses is not read, which a note says. Themes with the same group and name are merged; groups with the same option names are
/// linked into one modifier, or, when they define the same tokens, are alternatives on a `group`
/// modifier beside a `theme` one (see `TokensStudioThemeGroupLinker`), which a group of one of their
/// options that restates them joins (`TokensStudioSingleOptionAlternatives`); crossed groups whose themes
/// restate one another are one `theme` modifier of all their themes (`TokensStudioExclusiveGroups`). Without themes, sets named like
/// appearances (`light`, `dark`) are one mode each (see `TokensStudioAppearanceSets`).
///
/// `modeSources` from `dsys.json` comes first: with modes, they replace the themes
/// (`ModeSourcePlanner`); its `excluded` sets are never read and its `sourceOnly` sets are source
/// in every mode, with themes or without.
enum TokensStudioModePlanner {
    /// `themes` with the ungrouped ones on the axis `themes` when a group is named `Theme` in
    /// another letter case: both would be the Swift name `theme`, an error that stopped Swiss Post's
    /// export (its group `Theme` beside ungrouped themes), asking to rename a group it does not have.
    private static func ungroupedApartFromGroupsNamedTheme(_ themes: [TokensStudioTheme]) -> [TokensStudioTheme] {
        let ungrouped = TokensStudioTheme.ungroupedModifier
        guard themes.contains(where: { $0.group != ungrouped && $0.group.lowercased() == ungrouped.lowercased() }) else { return themes }
        return themes.map { theme in
            guard theme.group == ungrouped else { return theme }
            var apart = theme
            apart.group = ungrouped + "s"
            return apart
        }
    }

    /// `themes` without those that enable and use as source no set, with a note naming them: such a
    /// theme does nothing in Tokens Studio, but as a mode it has no tokens, so healthcraft's empty
    /// `Dark Mode` became the dark appearance and its 430 component tokens were left out of every
    /// mode. When no theme selects a set, they stay as they are.
    private static func withoutEmptyThemes(
        _ themes: [TokensStudioTheme], location: SourceLocation?, diagnostics: inout Diagnostics
    ) -> [TokensStudioTheme] {
        let isEmpty = { (theme: TokensStudioTheme) in theme.selections.allSatisfy { $0.status == .disabled } }
        let empty = themes.filter(isEmpty)
        guard !empty.isEmpty, empty.count < themes.count else { return themes }
        let named = empty.map { $0.group == TokensStudioTheme.ungroupedModifier ? "'\($0.name)'" : "'\($0.group)/\($0.name)'" }
        diagnostics.append(.init(
            .note, "\(empty.count == 1 ? "the theme" : "the themes") " + ChainText.abbreviated(named).joined(separator: ", ")
                + " \(empty.count == 1 ? "enables" : "enable") no token set, so \(empty.count == 1 ? "it makes" : "they make") no mode",
            at: location, hint: "enable the sets of each theme in Tokens Studio if it should be a mode"
        ))
        return themes.filter { !isEmpty($0) }
    }

    static func plan(
        catalog: inout TokensStudioSetCatalog, listedOrder: [TokensStudioSetOrder.ListedSet],
        themes listedThemes: [TokensStudioTheme], themesLocation: SourceLocation?, modeSources: ModeSourceMap = ModeSourceMap(),
        diagnostics: inout Diagnostics
    ) -> [ResolutionPlan.PlannedMode] {
        var orderedSets = TokensStudioSetOrder.arrange(catalog.names, listed: listedOrder, diagnostics: &diagnostics)
        let known = catalog
        let themes = TokensStudioFolderSelections.expanded(listedThemes, orderedSets: orderedSets, has: known.contains,
                                                           diagnostics: &diagnostics)
        if !modeSources.axes.isEmpty {
            if !themes.isEmpty {
                diagnostics.append(.init(.note, "'modeSources' in dsys.json makes the modes, so the export's themes are not read",
                                         at: themesLocation))
            }
            return ModeSourcePlanner.plan(
                modeSources, sources: orderedSets, location: themesLocation, diagnostics: &diagnostics,
                layer: { name, isSourceOnly, diagnostics in catalog.layer(named: name, isSourceOnly: isSourceOnly, diagnostics: &diagnostics) }
            )?.modes ?? []
        }
        if !modeSources.isEmpty {
            let excluded = Set(ModeSourcePlanner.sourcesNamed(by: modeSources.excluded, in: orderedSets, diagnostics: &diagnostics))
            catalog.alwaysSourceOnly = Set(
                ModeSourcePlanner.sourcesNamed(by: modeSources.sourceOnly, in: orderedSets, diagnostics: &diagnostics)
            )
            orderedSets.removeAll(where: excluded.contains)
        }
        // donate-mate's only theme selects no set: read as themes, it left no token to generate.
        let selectsNoSet = !themes.isEmpty && !orderedSets.isEmpty && themes.allSatisfy { $0.selections.allSatisfy { $0.status == .disabled } }
        if selectsNoSet {
            diagnostics.append(.init(.note, "the export's themes select no token sets, so every set is read, as in an export without themes",
                                     at: themesLocation, hint: "enable the sets of each theme in Tokens Studio to make modes of them"))
        }
        guard !themes.isEmpty, !selectsNoSet else {
            TokensStudioVariantSets.report(orderedSets: orderedSets, except: TokensStudioAppearanceSets.carryingAppearance(orderedSets),
                                           catalog: &catalog, diagnostics: &diagnostics)
            if let modes = TokensStudioAppearanceSets.modes(
                orderedSets: orderedSets, catalog: &catalog, location: themesLocation, diagnostics: &diagnostics
            ) {
                return modes
            }
            let layers = orderedSets.compactMap {
                catalog.layer(named: $0, isSourceOnly: false, diagnostics: &diagnostics)
            }
            return [ResolutionPlan.PlannedMode(name: "default", contexts: [], layers: layers)]
        }
        // Sets are parsed once, whoever asks first; their problems are reported all the same.
        var parsing = Diagnostics()
        let definedPaths = { (name: String) in Set(catalog.layer(named: name, isSourceOnly: false, diagnostics: &parsing)?.tokens.map(\.path) ?? []) }
        let complementary = TokensStudioComplementaryThemes.grouped(
            withoutEmptyThemes(themes, location: themesLocation, diagnostics: &diagnostics), location: themesLocation,
            definedPaths: definedPaths, diagnostics: &diagnostics
        )
        let axisThemes = Self.ungroupedApartFromGroupsNamedTheme(
            TokensStudioUngroupedThemeAxes.grouped(complementary, location: themesLocation, diagnostics: &diagnostics)
        )
        var groups: [String] = []
        var themeNames: [String: [String]] = [:]
        // The sets of each theme, under the choices that enable them: a theme's own choice, or for
        // an alternative group the group's choice with its option's.
        var statuses: [[ContextChoice]: [String: TokensStudioTheme.SetStatus]] = [:]
        var conditions: [[ContextChoice]] = []
        let linking = TokensStudioThemeGroupLinker.link(
            axisThemes, location: themesLocation, definedPaths: definedPaths, diagnostics: &diagnostics
        )
        let alternativeGroups = Set(linking.alternatives.values.joined())
        var sourceOnlyThemes = TokensStudioSourceOnlyThemes()
        let overlaps = TokensStudioCrossGroupOverlap.overlaps(
            axisThemes, isAxis: { linking.canonical[$0] ?? $0 == $0 }, alternatives: alternativeGroups, definedPaths: definedPaths
        )
        let exclusive = TokensStudioExclusiveGroups.merged(
            overlaps, themes: axisThemes, axisInUse: !linking.alternatives.isEmpty, location: themesLocation, diagnostics: &diagnostics
        )
        diagnostics.append(contentsOf: parsing)
        for var theme in axisThemes {
            theme.group = exclusive[theme.group] ?? linking.canonical[theme.group] ?? theme.group
            var condition = [ContextChoice(modifier: theme.group, context: theme.name)]
            if alternativeGroups.contains(theme.group) {
                condition = [ContextChoice(modifier: TokensStudioThemeGroupLinker.groupAxis, context: theme.group),
                             ContextChoice(modifier: TokensStudioThemeGroupLinker.optionAxis, context: theme.name)]
                for choice in condition where !themeNames[choice.modifier, default: []].contains(choice.context) {
                    if themeNames[choice.modifier] == nil { groups.append(choice.modifier) }
                    themeNames[choice.modifier, default: []].append(choice.context)
                }
            } else {
                if themeNames[theme.group] == nil { groups.append(theme.group) }
                if !themeNames[theme.group, default: []].contains(theme.name) {
                    themeNames[theme.group, default: []].append(theme.name)
                }
            }
            sourceOnlyThemes.record(theme, condition: condition)
            if statuses[condition] == nil { conditions.append(condition) }
            for selection in theme.selections {
                if selection.status != .disabled, !catalog.contains(selection.setName) {
                    diagnostics.warning(
                        "theme '\(theme.name)' uses set '\(selection.setName)', which does not exist"
                            + NameSuggestion.didYouMean(selection.setName, among: catalog.names),
                        at: selection.location
                    )
                }
                statuses[condition, default: [:]][selection.setName] = statuses[condition]?[selection.setName]
                    .map { $0.combined(with: selection.status) } ?? selection.status
            }
        }
        let used = Set(statuses.values.flatMap { $0.filter { $0.value != .disabled }.keys })
        let unused = orderedSets.filter { !used.contains($0) }
        catalog.recordUnread(unused)
        if !unused.isEmpty {
            // Tokens Studio reads them as no theme does; a note says which, as nothing is left out silently (Coloplast's `dark`).
            diagnostics.append(.init(
                .note, "no theme enables or uses as source the set\(unused.count == 1 ? "" : "s") "
                    + ChainText.abbreviated(unused.map { "'\($0)'" }).joined(separator: ", ") + ", so \(unused.count == 1 ? "it is" : "they are") not read",
                at: themesLocation, hint: "enable \(unused.count == 1 ? "it" : "them") in a theme in Tokens Studio if \(unused.count == 1 ? "it" : "they") should be generated"))
        }
        let axes = groups.map { ModeAxis(name: $0, contexts: themeNames[$0, default: []], defaultContext: nil) }
        let combinations = ModeCombinations.all(axes, location: themesLocation, diagnostics: &diagnostics)
        func layers(for choices: [ContextChoice]) -> [TokenLayer] {
            var chosen: [String: TokensStudioTheme.SetStatus] = [:]
            for condition in conditions where condition.allSatisfy(choices.contains) {
                chosen.merge(statuses[condition] ?? [:]) { $0.combined(with: $1) }
            }
            // Source sets first, then enabled ones, each in the sets' order: a token that an enabled
            // set defines takes that set's value although a source set later in the order defines
            // it too (Esri Calcite's styles theme lists both colour sets as source, beside the
            // light theme that enables one), as Tokens Studio gives an enabled set precedence.
            let sourceFirst = orderedSets.filter { chosen[$0] == .source } + orderedSets.filter { chosen[$0] == .enabled }
            return sourceFirst.map { name in
                catalog.layer(named: name, isSourceOnly: chosen[name] == .source, diagnostics: &diagnostics)
            }.compactMap { $0 }
        }
        let firstAlternative = linking.alternatives.keys.first ?? ""
        let modes = combinations.map { combination in
            guard let standIn = TokensStudioSingleOptionAlternatives.standIn(
                for: combination.choices, first: firstAlternative, singleOptions: linking.singleOptions
            ) else {
                return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices, layers: layers(for: combination.choices))
            }
            let own = layers(for: standIn.own)
            let base = layers(for: standIn.base).filter { layer in !own.contains { $0.name == layer.name } }
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices, layers: base + own)
        }
        sourceOnlyThemes.report(modes: modes, diagnostics: &diagnostics)
        return modes
    }
}
