import DsysSource

/// A theme group with one option beside alternative groups (`TokensStudioThemeGroupLinker`) whose
/// sets restate their tokens: adaods' brand groups `EDU` and `BANCAR`, each `Light`/`Dark`, and
/// `MOTORHEAD`, only `Light` (its dark set is in no theme). Left an axis of its own, its one option
/// was on in every mode and its sets, last in the order, won: all four modes, dark included, showed
/// MOTORHEAD's light colors without a word. It is one more alternative instead, picked by the
/// `group` axis; for an option it lacks (`Dark`), it shows what its own option shows, its own values
/// and, where it defines none, the first alternative group's values of that option, as a brand
/// without a dark mode does elsewhere (`ThemeAppearanceContexts`).
enum TokensStudioSingleOptionAlternatives {
    /// Adds to `linking`'s alternatives each group of `groups` with one option (`optionNames`) that
    /// is one of theirs, whose sets restate theirs (`restates` of the first alternative group and it),
    /// recording its option in `linking.singleOptions`, with a note for each.
    static func join(
        _ groups: [String], optionNames: [String: Set<String>], restates: (String, String) -> Bool,
        into linking: inout TokensStudioThemeGroupLinker.Linking, location: SourceLocation?, diagnostics: inout Diagnostics
    ) {
        guard let first = linking.alternatives.keys.first, let alternatives = linking.alternatives[first] else { return }
        let options = optionNames[first, default: []]
        for group in groups where linking.canonical[group] == group && !alternatives.contains(group) {
            guard let groupOptions = optionNames[group], groupOptions.count == 1, let option = groupOptions.first,
                  options.contains(option), restates(first, group) else { continue }
            linking.alternatives[first, default: []].append(group)
            linking.singleOptions[group] = option
            let missing = options.subtracting([option]).sorted()
            diagnostics.append(.init(
                .note,
                "the theme group '\(group)' has only the option '\(option)' and defines the tokens of the alternative groups "
                    + "\(ProseList.quoted(alternatives)), so it is one more alternative on the axis '\(TokensStudioThemeGroupLinker.groupAxis)'; "
                    + "without \(missing.count == 1 ? "a theme" : "themes") \(ProseList.quoted(missing)), its mode\(missing.count == 1 ? "" : "s") "
                    + "\(ProseList.quoted(missing)) \(missing.count == 1 ? "shows" : "show") its '\(option)' values and, for tokens it does "
                    + "not define, those of '\(first)' '\(option)'",
                at: location, hint: "give '\(group)' a theme named \(ProseList.quoted(missing)) in Tokens Studio to generate its own values there"
            ))
        }
    }

    /// For the mode of `choices` whose alternative group has no theme of the option chosen: the
    /// choices to layer first (the first alternative group `first` with the group's own option) and
    /// those to layer over them (the group with its own option); nil for any other mode.
    static func standIn(
        for choices: [ContextChoice], first: String, singleOptions: [String: String]
    ) -> (base: [ContextChoice], own: [ContextChoice])? {
        let groupAxis = TokensStudioThemeGroupLinker.groupAxis, optionAxis = TokensStudioThemeGroupLinker.optionAxis
        guard let group = choices.first(where: { $0.modifier == groupAxis })?.context, let option = singleOptions[group],
              choices.contains(where: { $0.modifier == optionAxis && $0.context != option }) else { return nil }
        let own = choices.map { $0.modifier == optionAxis ? ContextChoice(modifier: optionAxis, context: option) : $0 }
        let base = own.map { $0.modifier == groupAxis ? ContextChoice(modifier: groupAxis, context: first) : $0 }
        return (base, own)
    }
}
