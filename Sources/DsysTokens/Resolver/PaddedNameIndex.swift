/// Tokens whose path has a segment with spaces around it, by the path with those spaces removed:
/// CargoSense names its groups `"Base Color "`, `" Teal "`, `" 600"` and references the token
/// `{Base Color . Teal . 600}`, whose segments are read trimmed, so 37 of its 137 tokens were
/// skipped as referencing undefined ones ("did you mean 'Base Color . Teal . 600'?", the name the
/// file already wrote). A reference that matches no path exactly is looked up here.
///
/// Made on the first such lookup, with one pass over the paths, and only then: a set without
/// missing references pays nothing. A class, so the resolver's lookups, which do not mutate it,
/// can fill it once.
final class PaddedNameIndex {
    private var trimmed: [TokenPath: Int]?

    /// The merged index of the one token whose path, trimmed, is `reference`; nil when none is, or
    /// when two are.
    func index(of reference: TokenPath, among indexByPath: [TokenPath: Int]) -> Int? {
        if trimmed == nil {
            var byTrimmedPath: [TokenPath: Int] = [:]
            var ambiguous = Set<TokenPath>()
            for (path, index) in indexByPath where path.segments.contains(where: Self.isPadded) {
                let key = TokenPath(path.segments.map { $0.trimmingSpaces() })
                if byTrimmedPath.updateValue(index, forKey: key) != nil { ambiguous.insert(key) }
            }
            for key in ambiguous { byTrimmedPath[key] = nil }
            trimmed = byTrimmedPath
        }
        return trimmed?[reference]
    }

    private static func isPadded(_ segment: String) -> Bool {
        segment.first?.isWhitespace == true || segment.last?.isWhitespace == true
    }
}
