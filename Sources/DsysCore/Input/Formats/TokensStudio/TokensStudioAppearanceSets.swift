/// Modes for a Tokens Studio export without themes whose sets are named like appearances
/// (`light`, `dark`, `dark-high-contrast`, `theme/dark`): enabling every set would let one such
/// set silently override the other, so each becomes a mode (named after the set) over the
/// other sets, which every mode shares.
enum TokensStudioAppearanceSets {
    /// The words a set name may consist of to name an appearance; it must hold `light` or `dark`.
    private static let appearanceWords: Set<String> = ["light", "dark", "high", "contrast", "highcontrast", "hc", "mode", "theme"]

    /// One mode per appearance-named set, or nil when fewer than two sets are named so.
    static func modes(
        orderedSets: [String], catalog: inout TokensStudioSetCatalog, location: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> [ResolutionPlan.PlannedMode]? {
        let modeSets = orderedSets.filter(isAppearanceName)
        guard modeSets.count > 1 else { return nil }
        let shared = orderedSets.filter { !modeSets.contains($0) }
        diagnostics.append(.init(
            .note,
            "the export has no themes, so its sets " + modeSets.map { "'\($0)'" }.joined(separator: ", ")
                + " are one mode each, over the other sets",
            at: location,
            hint: "define themes in Tokens Studio to choose the sets of each mode"
        ))
        return modeSets.map { modeSet in
            let layers = (shared + [modeSet]).compactMap {
                catalog.layer(named: $0, isSourceOnly: false, diagnostics: &diagnostics)
            }
            let contexts = [ContextChoice(modifier: TokensStudioTheme.ungroupedModifier, context: modeSet)]
            return ResolutionPlan.PlannedMode(name: modeSet, contexts: contexts, layers: layers)
        }
    }

    private static func isAppearanceName(_ setName: String) -> Bool {
        let lastComponent = setName.split(separator: "/").last.map(String.init) ?? setName
        let words = Set(lastComponent.lowercased().split { !$0.isLetter }.map(String.init))
        return !words.isEmpty && words.isSubset(of: appearanceWords) && (words.contains("light") || words.contains("dark"))
    }
}
