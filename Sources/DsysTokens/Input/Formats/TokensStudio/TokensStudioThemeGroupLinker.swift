import DsysSource

/// Finds Tokens Studio theme groups with the same option names, and what they are to each other.
///
/// - **Extensions** define tokens of their own (`Semantic colors` and `Semantic colors (ext.)`,
///   both `Light`/`Dark`): they are linked into one axis, so mode `Dark` enables the sets of both
///   groups' `Dark` themes.
/// - **Alternatives** define the same tokens (3jane's `app`, `mobile` and `landing`, each
///   `light`/`dark` over its own sets): enabling both would let the later group's values replace
///   the earlier's without a word, so they become two axes: `group`, which picks one of them, and
///   `theme`, which picks its option.
enum TokensStudioThemeGroupLinker {
    /// How the groups of an export relate.
    struct Linking {
        /// For every group, the group it is linked to (itself when there is none).
        var canonical: [String: String] = [:]
        /// Of groups that are alternatives to one another, the first group with all of them
        /// (itself first); one such set at most.
        var alternatives: [String: [String]] = [:]
        /// Alternative groups with a single option, each with that option
        /// (`TokensStudioSingleOptionAlternatives`).
        var singleOptions: [String: String] = [:]
    }

    /// The axis that picks one of several alternative groups.
    static let groupAxis = "group"
    /// The axis that picks an option of the alternative group chosen.
    static let optionAxis = "theme"

    /// Links groups with the same two or more option names to the first such group, unless the sets
    /// their themes enable (apart from sets both enable) define a token path in common
    /// (`definedPaths` of a set name): such groups are alternatives (one set of them, and only when
    /// no group is named like their axes; others are linked as before), joined by groups of one of
    /// their options that restate them (`TokensStudioSingleOptionAlternatives`). A note names each
    /// link and the alternatives.
    static func link(
        _ themes: [TokensStudioTheme], location: SourceLocation?, definedPaths: (String) -> Set<TokenPath>,
        diagnostics: inout Diagnostics
    ) -> Linking {
        var groups: [String] = []
        var optionNames: [String: Set<String>] = [:]
        var enabledSets: [String: Set<String>] = [:]
        for theme in themes {
            if optionNames[theme.group] == nil { groups.append(theme.group) }
            optionNames[theme.group, default: []].insert(theme.name)
            enabledSets[theme.group, default: []].formUnion(theme.selections.filter { $0.status == .enabled }.map(\.setName))
        }
        func defineTokensInCommon(_ one: String, _ other: String) -> Bool {
            let shared = enabledSets[one, default: []].intersection(enabledSets[other, default: []])
            let paths = enabledSets[one, default: []].subtracting(shared).reduce(into: Set<TokenPath>()) { $0.formUnion(definedPaths($1)) }
            return enabledSets[other, default: []].subtracting(shared).contains { !paths.isDisjoint(with: definedPaths($0)) }
        }
        var linking = Linking()
        for (index, group) in groups.enumerated() {
            let options = optionNames[group, default: []]
            // A single option is no axis (Adobe's `Modeless` groups), so such groups stay apart.
            let first = options.count < 2 ? nil
                : groups[..<index].first { linking.canonical[$0] == $0 && optionNames[$0] == options }
            guard let first else {
                linking.canonical[group] = group
                continue
            }
            // One set of alternatives at most, and only where no group already has an axis's name.
            let mayAlternate = linking.alternatives.isEmpty || linking.alternatives[first] != nil
            if mayAlternate, !groups.contains(groupAxis), !groups.contains(optionAxis), defineTokensInCommon(first, group) {
                linking.canonical[group] = group
                linking.alternatives[first] = (linking.alternatives[first] ?? [first]) + [group]
                continue
            }
            linking.canonical[group] = first
            diagnostics.append(.init(
                .note,
                "theme groups '\(first)' and '\(group)' have the same options (\(options.sorted().joined(separator: ", "))), "
                    + "so they are one axis: each mode enables the sets of both groups' same-named themes",
                at: location
            ))
        }
        var notes = Diagnostics()
        TokensStudioSingleOptionAlternatives.join(
            groups, optionNames: optionNames, restates: defineTokensInCommon, into: &linking, location: location, diagnostics: &notes
        )
        for (first, alternatives) in linking.alternatives.sorted(by: { $0.key < $1.key }) {
            let alternatives = alternatives.filter { linking.singleOptions[$0] == nil }
            diagnostics.append(.init(
                .note,
                "theme groups \(ProseList.quoted(alternatives)) have the same options "
                    + "(\(optionNames[first, default: []].sorted().joined(separator: ", "))) and define the same tokens, so they are "
                    + "alternatives: the axis '\(groupAxis)' picks one group, and the axis '\(optionAxis)' its option",
                at: location,
                hint: "pick a group with --context \(groupAxis)=<group> (or \"contexts\" in dsys.json)"
            ))
        }
        diagnostics.append(contentsOf: notes)
        return linking
    }
}
