import DsysSource
import DsysTokens

/// The documentation summary of every token of the design model (`TokenDocumentation.summary`),
/// built once per run and read by each layer that documents the token, by the token's position
/// (`NamedToken.position`): an array as long as the model has tokens, where a table by token path
/// needed a dictionary of four times as many buckets and a path hashed at every look-up.
///
/// It holds the model's own tokens: a token whose values an emitter changed (a mode-axis variant's,
/// `AxisValuesEmitter.named`) has documentation of its own (`EmitContext.documentation(ofDerived:)`).
struct TokenDocumentationTable: Sendable {
    private let summaries: [String?]

    /// No summaries: for a context that writes no Swift (the gallery); each token asked for is
    /// summarised when asked.
    static let empty = TokenDocumentationTable(summaries: [])

    private init(summaries: [String?]) {
        self.summaries = summaries
    }

    /// The summary of every token of `system`, each category's in halves side by side (`SplitWork`).
    init(_ system: DesignSystemDescription) {
        let positionCount = system.tokensByCategory.values.reduce(0) { count, tokens in
            tokens.reduce(count) { max($0, ($1.position ?? -1) + 1) }
        }
        var summaries = [String?](repeating: nil, count: positionCount)
        for tokens in system.tokensByCategory.values {
            let halves = SplitWork.inHalves(tokens) { half in
                half.compactMap { named in named.position.map { ($0, TokenDocumentation.summary(named)) } }
            }
            for (position, summary) in halves.earlier { summaries[position] = summary }
            for (position, summary) in halves.later { summaries[position] = summary }
        }
        self.summaries = summaries
    }

    /// The summary of `named`, one of the model's tokens; built now when the table lacks it.
    subscript(_ named: NamedToken) -> String {
        guard let position = named.position, position < summaries.count, let summary = summaries[position] else {
            return TokenDocumentation.summary(named)
        }
        return summary
    }
}
