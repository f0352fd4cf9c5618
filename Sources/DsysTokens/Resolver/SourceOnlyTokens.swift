/// The tokens of source-only layers that no mode generates, so that the account holds them as
/// `source-only` instead of leaving them out silently: a Tokens Studio `source` set's colors that
/// the semantic sets reference, a Spectrum `private` token, a Figma variable hidden from publishing.
enum SourceOnlyTokens {
    /// One `source-only` skip per token path defined in a source-only layer of any mode and output
    /// by no mode (nor skipped already for a problem), at its first definition.
    static func unemitted(in plan: ResolutionPlan, modes: [Mode], skipped: [SkippedToken]) -> [SkippedToken] {
        var seen = Set(skipped.map(\.path))
        var result: [SkippedToken] = []
        var layersSeen = Set<String>()
        for planned in plan.modes {
            for layer in planned.layers where layer.isSourceOnly && layersSeen.insert(layer.name).inserted {
                for token in layer.tokens where !seen.contains(token.path) {
                    seen.insert(token.path)
                    guard !modes.contains(where: { $0.tokens[token.path] != nil }) else { continue }
                    result.append(SkippedToken(
                        path: token.path, typeName: token.typeName, location: token.location, reason: .sourceOnly,
                        message: "'\(token.path)' is source only (\(layer.name)): other tokens may reference it, but it is not generated"
                    ))
                }
            }
        }
        return result
    }
}
