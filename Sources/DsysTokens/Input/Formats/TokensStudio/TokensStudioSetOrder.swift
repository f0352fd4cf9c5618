import DsysSource

/// The order of a Tokens Studio export's sets: `$metadata.tokenSetOrder` first, then the sets it
/// does not list, sorted by name. Later sets override earlier ones.
enum TokensStudioSetOrder {
    /// One name in `tokenSetOrder`.
    struct ListedSet {
        var name: String
        var location: SourceLocation
    }

    /// Reads `tokenSetOrder` from a `$metadata` object; empty when there is none.
    static func read(metadata node: SourceNode, in file: SourceFile, diagnostics: inout Diagnostics) -> [ListedSet] {
        guard node.members != nil else {
            diagnostics.error(
                "'$metadata' must be an object such as { \"tokenSetOrder\": [\"core\", \"dark\"] }",
                at: file.location(of: node)
            )
            return []
        }
        guard let orderNode = node["tokenSetOrder"] else { return [] }
        guard let elements = orderNode.elements else {
            diagnostics.error(
                "'tokenSetOrder' must be an array of set names, but it is \(orderNode.kindDescription)",
                at: file.location(of: orderNode)
            )
            return []
        }
        return elements.compactMap { element in
            guard let name = element.string else {
                diagnostics.error(
                    "'tokenSetOrder' must list set names, but this is \(element.kindDescription)",
                    at: file.location(of: element)
                )
                return nil
            }
            return ListedSet(name: name, location: file.location(of: element))
        }
    }

    /// `available` set names in override order. Listed names without a set are reported as warnings
    /// (exports often keep names of deleted sets).
    static func arrange(_ available: [String], listed: [ListedSet], diagnostics: inout Diagnostics) -> [String] {
        let availableSet = Set(available)
        var ordered: [String] = []
        var seen = Set<String>()
        for entry in listed where seen.insert(entry.name).inserted {
            if availableSet.contains(entry.name) {
                ordered.append(entry.name)
            } else {
                diagnostics.warning(
                    "'tokenSetOrder' lists set '\(entry.name)', which does not exist"
                        + NameSuggestion.didYouMean(entry.name, among: available),
                    at: entry.location
                )
            }
        }
        return ordered + available.filter { !seen.contains($0) }.sorted()
    }
}
