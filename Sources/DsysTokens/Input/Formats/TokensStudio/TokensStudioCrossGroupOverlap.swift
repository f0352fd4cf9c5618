import DsysSource

/// Theme groups that are crossed, every mode enabling one theme of each, while their themes enable
/// sets that define the same tokens: zest's company groups `umk`, `rte` and `newventures`, each over
/// its brands' colors, meant to be picked one at a time with the others off. Crossed, the set later
/// in the set order wins every token they share, so a mode named after one brand showed another
/// brand's color, without a word (Tokens Studio shows the same with both themes on). Groups linked
/// to another (`TokensStudioThemeGroupLinker`) are left out here; alternative groups are not crossed
/// with one another, but a group crossed with them overrides them in every mode (adaods' `MOTORHEAD`
/// did, before a group of one option restating them became one of them), so they are compared with it.
/// The overlapping groups are made one axis where they can be (`TokensStudioExclusiveGroups`), and
/// warned about where they cannot.
enum TokensStudioCrossGroupOverlap {
    /// How many pairs of sets the check compares at most: an export with hundreds of groups and
    /// themes would otherwise compare every theme of every group with every other's. Past it the
    /// check stops; the warnings it gave stand.
    static let comparisonLimit = 10_000

    /// A crossed group whose themes' own sets restate those of an earlier group.
    struct Overlap {
        var group: String
        var other: String
        /// A set of each group's themes that restates the other.
        var sets: (String, String)
        /// The first token, in path order, both sets define.
        var path: TokenPath
    }

    /// For each crossed group whose themes' own sets (not those both enable) restate those of an
    /// earlier group, each defining mostly (at least half) tokens the other does: that first such
    /// group, the two sets and the first token they share. Each group is named once: a hundred brand
    /// groups give a hundred overlaps, not one per pair. `isAxis` tells the groups that are an axis
    /// of their own or an alternative; two groups of `alternatives` are never compared.
    static func overlaps(
        _ themes: [TokensStudioTheme], isAxis: (String) -> Bool, alternatives: Set<String>, definedPaths: (String) -> Set<TokenPath>
    ) -> [Overlap] {
        var groups: [String] = []
        var setsOfThemes: [String: [Set<String>]] = [:]
        for theme in themes where isAxis(theme.group) {
            if setsOfThemes[theme.group] == nil { groups.append(theme.group) }
            setsOfThemes[theme.group, default: []].append(Set(theme.selections.filter { $0.status == .enabled }.map(\.setName)))
        }
        guard groups.count > 1 else { return [] }
        var pathsOfSet: [String: Set<TokenPath>] = [:]
        let paths = { (set: String) -> Set<TokenPath> in
            if let known = pathsOfSet[set] { return known }
            let found = definedPaths(set)
            pathsOfSet[set] = found
            return found
        }
        var budget = comparisonLimit
        var found: [Overlap] = []
        for (index, other) in groups.enumerated() {
            for group in groups[..<index] where !(alternatives.contains(group) && alternatives.contains(other)) {
                guard budget > 0 else { return found }
                guard let overlap = firstOverlap(setsOfThemes[group] ?? [], setsOfThemes[other] ?? [], budget: &budget, paths: paths)
                else { continue }
                found.append(Overlap(group: group, other: other, sets: overlap.sets, path: overlap.path))
                break
            }
        }
        return found
    }

    /// Warns that `overlap`'s groups are crossed, so the later set wins the tokens they share.
    static func warn(_ overlap: Overlap, location: SourceLocation?, diagnostics: inout Diagnostics) {
        diagnostics.warning(
            "the theme groups '\(overlap.group)' and '\(overlap.other)' enable sets that define the same tokens ('\(overlap.sets.0)' "
                + "and '\(overlap.sets.1)' both define '\(overlap.path)'); every mode enables a theme of each group, so the set "
                + "later in the set order wins those tokens",
            at: location, token: overlap.path.description,
            hint: "if the groups are alternatives, picked one at a time, make them one group with a theme each, or map "
                + "modes with 'modeSources' in dsys.json"
        )
    }

    /// The first two sets, one enabled by a theme of each group and not both, that restate one
    /// another, with the first token they share.
    private static func firstOverlap(
        _ themes: [Set<String>], _ others: [Set<String>], budget: inout Int, paths: (String) -> Set<TokenPath>
    ) -> (sets: (String, String), path: TokenPath)? {
        for sets in themes {
            for otherSets in others {
                let shared = sets.intersection(otherSets)
                for set in sets.subtracting(shared).sorted() {
                    let mine = paths(set)
                    for otherSet in otherSets.subtracting(shared).sorted() {
                        budget -= 1
                        guard budget >= 0 else { return nil }
                        // Sets that restate one another (brands) make the overlap; a set that overrides a few
                        // tokens of a larger one (`dimension/small` over `dimension/primitive`) layers it.
                        let theirs = paths(otherSet)
                        let common = theirs.intersection(mine)
                        guard !common.isEmpty, common.count * 2 >= mine.count, common.count * 2 >= theirs.count else { continue }
                        // The first in path order, so the warning is the same every run.
                        if let path = common.min(by: { $0.description < $1.description }) { return ((set, otherSet), path) }
                    }
                }
            }
        }
        return nil
    }
}
