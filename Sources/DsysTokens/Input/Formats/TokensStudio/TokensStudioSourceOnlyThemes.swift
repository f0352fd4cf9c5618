import DsysSource

/// The themes of a Tokens Studio export that use sets only as source and enable none. A source
/// set's tokens may be referenced but are not generated, so a mode that picks such a theme, and no
/// theme of another group that enables a set, generates no token: Publy's themes `Mobile` and
/// `PC` each use their only set as source, and dsys wrote an empty package without a word.
struct TokensStudioSourceOnlyThemes {
    private var themes: [(theme: TokensStudioTheme, condition: [ContextChoice])] = []

    /// Keeps `theme`, which the modes whose contexts include `condition` pick, when it enables no
    /// set and uses one as source.
    mutating func record(_ theme: TokensStudioTheme, condition: [ContextChoice]) {
        guard !theme.selections.contains(where: { $0.status == .enabled }),
              theme.selections.contains(where: { $0.status == .source }) else { return }
        themes.append((theme, condition))
    }

    /// A warning, at its first source set, for each kept theme that every mode picking it leaves
    /// with no set to generate.
    func report(modes: [ResolutionPlan.PlannedMode], diagnostics: inout Diagnostics) {
        for (theme, condition) in themes {
            let picking = modes.filter { mode in condition.allSatisfy(mode.contexts.contains) }
            guard !picking.isEmpty, picking.allSatisfy({ $0.layers.allSatisfy(\.isSourceOnly) }),
                  let first = theme.selections.first(where: { $0.status == .source }) else { continue }
            let named = theme.group == TokensStudioTheme.ungroupedModifier ? "'\(theme.name)'" : "'\(theme.group)/\(theme.name)'"
            let sources = theme.selections.filter { $0.status == .source }.map { "'\($0.setName)'" }
            let setList = ChainText.abbreviated(sources).joined(separator: ", ")
            diagnostics.warning(
                "theme \(named) enables no token set: it uses \(setList) only as source (tokens that may be referenced "
                    + "but are not generated), so its mode generates no token",
                at: first.location,
                hint: "in Tokens Studio, set \(sources.count == 1 ? setList : "the sets to generate") to 'Enabled' in theme "
                    + "\(named); 'Source' is for sets that are only referenced"
            )
        }
    }
}
