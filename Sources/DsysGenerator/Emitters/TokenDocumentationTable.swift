import DsysSource
import DsysTokens

/// The documentation summary of every token of the design model (`TokenDocumentation.summary`),
/// built once per run and read by each layer that documents the token, by token path.
///
/// It holds the model's own tokens: a token whose values an emitter changed (a mode-axis variant's,
/// `AxisValuesEmitter.named`) has documentation of its own (`EmitContext.documentation(ofDerived:)`).
struct TokenDocumentationTable: Sendable {
    private let summaries: [TokenPath: String]

    /// No summaries: for a context that writes no Swift (the gallery); each token asked for is
    /// summarised when asked.
    static let empty = TokenDocumentationTable(summaries: [:])

    private init(summaries: [TokenPath: String]) {
        self.summaries = summaries
    }

    /// The summary of every token of `system`, each category's in halves side by side (`SplitWork`).
    init(_ system: DesignSystemDescription) {
        var summaries: [TokenPath: String] = [:]
        summaries.reserveCapacity(system.tokensByCategory.values.reduce(0) { $0 + $1.count })
        for tokens in system.tokensByCategory.values {
            let halves = SplitWork.inHalves(tokens) { half in half.map { ($0.token.path, TokenDocumentation.summary($0)) } }
            for (path, summary) in halves.earlier { summaries[path] = summary }
            for (path, summary) in halves.later { summaries[path] = summary }
        }
        self.summaries = summaries
    }

    /// The summary of `named`, one of the model's tokens; built now when the table lacks it.
    subscript(_ named: NamedToken) -> String {
        summaries[named.token.path] ?? TokenDocumentation.summary(named)
    }
}
