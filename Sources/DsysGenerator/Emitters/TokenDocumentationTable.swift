import DsysSource
import DsysTokens

/// The documentation of every token of the design model (`TokenDocumentation`), built once per run
/// and read by each layer that documents the token, by token path.
///
/// It holds the model's own tokens: a token whose values an emitter changed (a mode-axis variant's,
/// `AxisValuesEmitter.named`) has documentation of its own (`EmitContext.documentation(ofDerived:)`).
struct TokenDocumentationTable: Sendable {
    private let byPath: [TokenPath: TokenDocumentation]

    /// No documentation: for a context that writes no Swift (the gallery); each token asked for is
    /// documented when asked.
    static let empty = TokenDocumentationTable(byPath: [:])

    private init(byPath: [TokenPath: TokenDocumentation]) {
        self.byPath = byPath
    }

    /// The documentation of every token of `system`, each category's in halves side by side (`SplitWork`).
    init(_ system: DesignSystemDescription) {
        var byPath: [TokenPath: TokenDocumentation] = [:]
        byPath.reserveCapacity(system.tokensByCategory.values.reduce(0) { $0 + $1.count })
        for tokens in system.tokensByCategory.values {
            let halves = SplitWork.inHalves(tokens) { half in half.map { ($0.token.path, TokenDocumentation($0)) } }
            for (path, documentation) in halves.earlier { byPath[path] = documentation }
            for (path, documentation) in halves.later { byPath[path] = documentation }
        }
        self.byPath = byPath
    }

    /// The documentation of `named`, one of the model's tokens; built now when the table lacks it.
    subscript(_ named: NamedToken) -> TokenDocumentation {
        byPath[named.token.path] ?? TokenDocumentation(named)
    }
}
