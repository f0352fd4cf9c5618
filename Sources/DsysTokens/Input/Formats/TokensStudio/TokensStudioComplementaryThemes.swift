import DsysSource

/// Tokens Studio themes without a group whose enabled sets define no token in common are parts of
/// one design, not alternatives: Swiss Post's `Brand`, `Elements`, `Utilities`, `Components`,
/// `Figma Only` and `Palettes` each enable their own set over a shared source. Read as one axis of
/// alternatives, past the mode limit that axis was pinned to `Brand`, and the 1,390 tokens of the
/// other themes were in no generated mode. Alternatives define the same tokens (a brand's colors);
/// themes that define only different tokens are each always on: a group of their own with one
/// option, which a note says.
enum TokensStudioComplementaryThemes {
    /// `themes` with each ungrouped one made a group of its own when there are two or more and no
    /// two enable sets that define a token in common (`definedPaths` of a set name); else
    /// unchanged. Themes with a group keep it.
    static func grouped(
        _ themes: [TokensStudioTheme], location: SourceLocation?, definedPaths: (String) -> Set<TokenPath>, diagnostics: inout Diagnostics
    ) -> [TokensStudioTheme] {
        let ungrouped = themes.filter { $0.group == TokensStudioTheme.ungroupedModifier }
        let groupNames = Set(themes.map(\.group))
        // Themes named for appearances are alternatives whatever they define (`TokensStudioUngroupedThemeAxes`).
        guard ungrouped.count > 1, Set(ungrouped.map(\.name)).count == ungrouped.count,
              !ungrouped.contains(where: { groupNames.contains($0.name) || TokensStudioUngroupedThemeAxes.namesAppearance($0.name) })
        else { return themes }
        var owner: [TokenPath: Int] = [:]
        for (index, theme) in ungrouped.enumerated() {
            // A theme that only uses sets as source (Swiss Post's `Palettes`) defines nothing of its own.
            for set in Set(theme.selections.filter { $0.status == .enabled }.map(\.setName)) {
                for path in definedPaths(set) {
                    if let other = owner.updateValue(index, forKey: path), other != index { return themes }
                }
            }
        }
        // Parts of one design are at least two themes that define tokens.
        guard Set(owner.values).count > 1 else { return themes }
        diagnostics.append(Diagnostic(
            .note, "the themes have no groups and their sets define no token in common, so they are parts of one design, each "
                + "always on: " + ChainText.abbreviated(ungrouped.map { "'\($0.name)'" }).joined(separator: ", "),
            at: location, hint: "give themes a group in Tokens Studio (themes of one group are alternatives) to make modes of them"
        ))
        return themes.map { theme in
            guard theme.group == TokensStudioTheme.ungroupedModifier else { return theme }
            var own = theme
            own.group = theme.name
            return own
        }
    }
}
