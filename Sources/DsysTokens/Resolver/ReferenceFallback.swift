import DsysSource

/// Where a reference that matches no token's path exactly may still find its token, tried in order:
///
/// - **Names with spaces around them.** CargoSense names its groups `"Base Color "`, `" Teal "`,
///   `" 600"` and references the token `{Base Color . Teal . 600}`, whose segments are read
///   trimmed, so 37 of its 137 tokens were skipped as referencing undefined ones. The token whose
///   trimmed path is the reference is found (two such tokens match neither).
/// - **A leading set name** (`ResolutionPlan.referencePrefixes`): bcgov's Tokens Studio export is
///   built by Style Dictionary from the raw file, so its references start with the set
///   (`{typography.fontFamilies.bc-sans}` for `fontFamilies.bc-sans` of the set `typography`). Such
///   readings are counted for one note, since Tokens Studio itself would not make them.
/// - **A Figma mode the collection does not have** (`DesignTokensPluginModeReferences`): the Design
///   Tokens plugin's `{00 - primitives.light.white}` for `00 - primitives.white`, of a collection
///   of one mode, with one note.
///
/// The trimmed index is made on the first miss, with one pass over the paths: a set without missing
/// references pays nothing. A class, so the resolver's lookups, which do not mutate it, can fill it.
final class ReferenceFallback {
    private let referencePrefixes: Set<String>
    private var trimmed: [TokenPath: Int]?
    /// The references read without their leading set name, in the order first met.
    private var prefixed: [TokenPath] = []
    private var prefixedSet = Set<TokenPath>()
    private let pluginModes = DesignTokensPluginModeReferences()

    init(referencePrefixes: Set<String>) {
        self.referencePrefixes = referencePrefixes
    }

    /// The merged index of the token `reference` finds by the rules above, or nil; `definition`
    /// gives a merged token's definition.
    func index(of reference: TokenPath, among indexByPath: [TokenPath: Int], definition: (Int) -> RawToken) -> Int? {
        if let found = paddedIndex(of: reference, among: indexByPath) { return found }
        guard reference.segments.count > 1, referencePrefixes.contains(reference.segments[0]),
              let found = indexByPath[TokenPath(Array(reference.segments.dropFirst()))]
        else { return pluginModes.index(of: reference, among: indexByPath, definition: definition) }
        if prefixedSet.insert(reference).inserted { prefixed.append(reference) }
        return found
    }

    /// The notes on references read by the rules above, one per rule that read any.
    var notes: [Diagnostic] { [prefixNote, pluginModes.note].compactMap { $0 } }

    /// The note on references read without their set's name, if any were.
    private var prefixNote: Diagnostic? {
        guard let first = prefixed.first else { return nil }
        let count = prefixed.count
        return Diagnostic(
            .note, "\(count) reference\(count == 1 ? "" : "s") start\(count == 1 ? "s" : "") with a set's name, as Style Dictionary "
                + "reading the export as one file resolves them: '\(first)' is read as '\(TokenPath(Array(first.segments.dropFirst())))'",
            at: nil, hint: "Tokens Studio references a token without its set's name; write it so to say the same in both"
        )
    }

    private func paddedIndex(of reference: TokenPath, among indexByPath: [TokenPath: Int]) -> Int? {
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
