import DsysSource

/// A theme that selects a set which is now a folder of sets: Workday's canvas-tokens-studio split
/// `base.json` into `base/base.json`, `base/palette.json`, …, and its theme still enabled `base`.
/// Tokens Studio then enables nothing; read so, 352 of 354 tokens referenced undefined ones and
/// were skipped. The folder's sets are read in the set's place, with the same status, and a warning
/// says so.
enum TokensStudioFolderSelections {
    /// `themes` with each selection of a missing set whose name is a folder of sets replaced by
    /// those sets (in `orderedSets` order), each replacement warned once at the selection.
    static func expanded(_ themes: [TokensStudioTheme], orderedSets: [String], has: (String) -> Bool,
                         diagnostics: inout Diagnostics) -> [TokensStudioTheme] {
        themes.map { theme in
            var expanded = theme
            expanded.selections = theme.selections.flatMap { selection -> [TokensStudioTheme.Selection] in
                guard selection.status != .disabled, !has(selection.setName) else { return [selection] }
                let prefix = selection.setName + "/"
                let inFolder = orderedSets.filter { $0.hasPrefix(prefix) }
                guard !inFolder.isEmpty else { return [selection] }
                diagnostics.warning(
                    "theme '\(theme.name)' uses set '\(selection.setName)', which does not exist; its folder's "
                        + (inFolder.count == 1 ? "set " : "sets ") + ChainText.abbreviated(inFolder.map { "'\($0)'" }).joined(separator: ", ")
                        + (inFolder.count == 1 ? " is" : " are") + " read in its place",
                    at: selection.location,
                    hint: "name the sets in the theme (in Tokens Studio, edit the theme and enable them) to say so"
                )
                return inFolder.map { TokensStudioTheme.Selection(setName: $0, status: selection.status, location: selection.location) }
            }
            return expanded
        }
    }
}
