import DsysSource

/// Finds Tokens Studio theme groups that are one axis: groups whose options have the same names
/// (`Semantic colors` and `Semantic colors (ext.)`, both `Light`/`Dark`) are linked, not crossed,
/// so mode `Dark` enables the sets of both groups' `Dark` themes.
enum TokensStudioThemeGroupLinker {
    /// For every group, the group it is linked to: the first group with the same two or more
    /// option names (itself when there is none). A note names each linked group.
    static func canonicalGroups(
        of themes: [TokensStudioTheme], location: SourceLocation?, diagnostics: inout Diagnostics
    ) -> [String: String] {
        var groups: [String] = []
        var optionNames: [String: Set<String>] = [:]
        for theme in themes {
            if optionNames[theme.group] == nil { groups.append(theme.group) }
            optionNames[theme.group, default: []].insert(theme.name)
        }
        var canonical: [String: String] = [:]
        for (index, group) in groups.enumerated() {
            let options = optionNames[group, default: []]
            // A single option is no axis (Adobe's `Modeless` groups), so such groups stay apart.
            let first = options.count < 2 ? group
                : groups[..<index].first { canonical[$0] == $0 && optionNames[$0] == options } ?? group
            canonical[group] = first
            if first != group {
                diagnostics.append(.init(
                    .note,
                    "theme groups '\(first)' and '\(group)' have the same options (\(options.sorted().joined(separator: ", "))), "
                        + "so they are one axis: each mode enables the sets of both groups' same-named themes",
                    at: location
                ))
            }
        }
        return canonical
    }
}
