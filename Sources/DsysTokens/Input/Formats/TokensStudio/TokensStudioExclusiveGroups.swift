import DsysSource

/// Theme groups meant to be picked one at a time, the others left on "None" in Tokens Studio:
/// zest's company groups `umk` (four brands), `zest`, `newventures` and `rte`, whose themes' sets
/// restate the same brand tokens (`TokensStudioCrossGroupOverlap`). Crossed, every mode enabled a
/// brand of each group and the set last in the order won, so five of nine brands were in no mode.
/// Made one axis, `theme`, each mode enables one of their themes and none of the others'.
///
/// Only where that is unambiguous: the groups' theme names all differ (they become the axis's
/// contexts), none names an appearance (a light/dark group that restates a brand's colors is
/// layered over it on purpose), and no group or other axis is named like the axis. One such axis at most; the
/// overlaps not made one are warned about, as before.
enum TokensStudioExclusiveGroups {
    /// The axis whose contexts are the themes of the exclusive groups.
    static let axis = TokensStudioThemeGroupLinker.optionAxis

    /// The groups made one axis, each mapped to `axis`; a note names them, and a warning each overlap
    /// left crossed. `axisInUse` tells that alternative groups with the same options already make an
    /// axis of that name (`TokensStudioThemeGroupLinker`).
    static func merged(
        _ overlaps: [TokensStudioCrossGroupOverlap.Overlap], themes: [TokensStudioTheme], axisInUse: Bool, location: SourceLocation?,
        diagnostics: inout Diagnostics
    ) -> [String: String] {
        guard !overlaps.isEmpty else { return [:] }
        let component = connectedGroups(overlaps)
        var themeNames: [String] = []
        for theme in themes where component.contains(theme.group) { themeNames.append(theme.name) }
        let mayMerge = Set(themeNames).count == themeNames.count
            && !themeNames.contains(where: AppearanceContextName.namesAppearance)
            && !axisInUse && !themes.contains { $0.group == axis }
        guard mayMerge else {
            for overlap in overlaps { TokensStudioCrossGroupOverlap.warn(overlap, location: location, diagnostics: &diagnostics) }
            return [:]
        }
        for overlap in overlaps where !component.contains(overlap.group) {
            TokensStudioCrossGroupOverlap.warn(overlap, location: location, diagnostics: &diagnostics)
        }
        let groups = themes.map(\.group).reduce(into: [String]()) { if component.contains($1), !$0.contains($1) { $0.append($1) } }
        let first = overlaps[0]
        diagnostics.append(Diagnostic(
            .note,
            "the theme groups \(ProseList.quoted(groups)) enable sets that define the same tokens ('\(first.sets.0)' and "
                + "'\(first.sets.1)' both define '\(first.path)'), so they are read as alternatives, one theme picked at a time "
                + "with the other groups set to None, as in Tokens Studio: the axis '\(axis)' picks one of their themes (\(ChainText.abbreviated(themeNames).joined(separator: ", ")))",
            at: location, token: first.path.description,
            hint: "to cross them instead, map modes with 'modeSources' in dsys.json"
        ))
        return Dictionary(uniqueKeysWithValues: groups.map { ($0, axis) })
    }

    /// The groups connected to the first overlap's by overlaps, in no particular order.
    private static func connectedGroups(_ overlaps: [TokensStudioCrossGroupOverlap.Overlap]) -> Set<String> {
        var component: Set<String> = [overlaps[0].group, overlaps[0].other]
        var grew = true
        while grew {
            grew = false
            for overlap in overlaps where component.contains(overlap.group) != component.contains(overlap.other) {
                component.insert(overlap.group)
                component.insert(overlap.other)
                grew = true
            }
        }
        return component
    }
}
