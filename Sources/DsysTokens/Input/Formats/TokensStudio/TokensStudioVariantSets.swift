import DsysSource

/// Sibling sets of an export without themes that restate one another's tokens: brik-bds keeps
/// `spacing/compact`, `spacing/default`, `spacing/comfortable` and `spacing/spacious`, alternatives a
/// theme would pick one of. Without themes every set is on, as in Tokens Studio, so the last in the
/// set order wins each token; that is said, once per folder, instead of shipping `padding.md` 28
/// (spacious) for 16 (default) without a word.
enum TokensStudioVariantSets {
    /// Warns for each folder of `orderedSets` (but `appearanceSets`, which are modes of their own)
    /// where a later set redefines tokens of an earlier one: the sets that share tokens (not the
    /// folder's others), how many tokens, and the first of them with the set it takes its value from.
    static func report(
        orderedSets: [String], except appearanceSets: Set<String>, catalog: inout TokensStudioSetCatalog, diagnostics: inout Diagnostics
    ) {
        var setsOfFolder: [String: [String]] = [:]
        var folders: [String] = []
        for set in orderedSets where !appearanceSets.contains(set) {
            guard let slash = set.lastIndex(of: "/") else { continue }
            let folder = String(set[..<slash])
            if setsOfFolder[folder] == nil { folders.append(folder) }
            setsOfFolder[folder, default: []].append(set)
        }
        for folder in folders {
            guard let sets = setsOfFolder[folder], sets.count > 1 else { continue }
            var ownerOfPath: [TokenPath: String] = [:]
            var overriddenPaths = Set<TokenPath>()
            var involved: Set<String> = []
            var first: RawToken?
            for set in sets {
                for token in catalog.layer(named: set, isSourceOnly: false, diagnostics: &diagnostics)?.tokens ?? [] {
                    if let owner = ownerOfPath[token.path], owner != set {
                        if first == nil { first = token }
                        overriddenPaths.insert(token.path)
                        involved.formUnion([owner, set])
                    }
                    ownerOfPath[token.path] = set
                }
            }
            guard let first, let winner = ownerOfPath[first.path] else { continue }
            let named = sets.filter(involved.contains)
            let count = overriddenPaths.count
            diagnostics.warning(
                "the sets " + ChainText.abbreviated(named.map { "'\($0)'" }).joined(separator: ", ") + " share \(count) "
                    + "token\(count == 1 ? "" : "s"), and the export has no themes to pick one, so every set is on and the last that "
                    + "defines a token wins, such as '\(first.path)' from '\(winner)'",
                at: first.location, token: first.path.description,
                hint: "define themes in Tokens Studio to choose among '\(folder)' sets, or move the set to show last in the set order"
            )
        }
    }
}
