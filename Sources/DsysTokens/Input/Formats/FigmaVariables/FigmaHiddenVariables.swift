import DsysSource

/// Figma variables hidden from publishing: aliases may use them, but they are not generated, as a
/// library's consumers never see them. The REST response says so per variable (`hiddenFromPublishing`),
/// Figma's own DTCG export in `"$extensions": {"com.figma.hiddenFromPublishing": true}`, a collections
/// export in `$hiddenFromPublishing` (moved under `com.figma`); read from the export, they were
/// generated, under other Swift names than the response's, without a word.
enum FigmaHiddenVariables {
    /// Whether `token`'s Figma extensions mark it hidden from publishing.
    static func isHidden(_ token: RawToken) -> Bool {
        let flat = token.extensions?[FigmaScopes.extensionKey + ".hiddenFromPublishing"]
        let nested = token.extensions?[FigmaScopes.extensionKey]?["hiddenFromPublishing"]
        return (flat ?? nested)?.value == .bool(true)
    }

    /// `plans` with each layer that holds hidden tokens split in two, a source-only layer of them
    /// before one of the others, and a note for them all; once the layers are placed in modes, so the
    /// layouts that map files to modes by name see each file once.
    static func split(_ plans: [ResolutionPlan], diagnostics: inout Diagnostics) -> [ResolutionPlan] {
        var first: RawToken?
        var hiddenPaths: Set<TokenPath> = []
        let split = plans.map { plan in
            var copy = plan
            for index in copy.modes.indices {
                copy.modes[index].layers = copy.modes[index].layers.flatMap { layer -> [TokenLayer] in
                    // A Tokens Studio set keeps Figma's flag as metadata: the set is what is generated (Swiss Post
                    // hides a token in one theme's set and not another's, and split, that theme lost its value).
                    guard !layer.isSourceOnly, !layer.isTokensStudioSet, layer.tokens.contains(where: isHidden) else { return [layer] }
                    var visible = layer
                    visible.tokens.removeAll(where: isHidden)
                    var sourceOnly = layer
                    sourceOnly.tokens = layer.tokens.filter(isHidden)
                    sourceOnly.isSourceOnly = true
                    first = first ?? sourceOnly.tokens.first
                    hiddenPaths.formUnion(sourceOnly.tokens.map(\.path))
                    return [sourceOnly, visible]
                }
            }
            return copy
        }
        if let first { diagnostics.append(note(first: first.path, at: first.location, count: hiddenPaths.count)) }
        return split
    }

    /// The note for `count` hidden variables, the first at `path`.
    static func note(first path: TokenPath, at location: SourceLocation, count: Int) -> Diagnostic {
        let others = count - 1
        return Diagnostic(
            .note, "the variable '\(path)'" + (others > 0 ? " and \(others) other\(others == 1 ? "" : "s")" : "")
                + " \(others > 0 ? "are" : "is") hidden from publishing in Figma, so \(others > 0 ? "they are" : "it is") "
                + "not generated; variables that alias \(others > 0 ? "them" : "it") keep \(others > 0 ? "their" : "its") values",
            at: location, token: path.description,
            hint: "publish the variables in Figma to generate them"
        )
    }
}
