import DsysSource
import DsysTokens

/// The documentation of every token of the design model, built once per run and read by each
/// layer that documents the token, by the token's position (`NamedToken.position`): an array as
/// long as the model has tokens, where a table by token path needed a dictionary of four times as
/// many buckets and a path hashed at every look-up. Each token's summary (`TokenDocumentation.summary`)
/// is held with its remark after it (`\n`-joined, which a doc comment shows as the two paragraphs),
/// so the four layers that document a token do not each build the remark again.
///
/// It holds the model's own tokens: a token whose values an emitter changed (a mode-axis variant's,
/// `AxisValuesEmitter.named`) has documentation of its own (`EmitContext.documentation(ofDerived:)`).
struct TokenDocumentationTable: Sendable {
    /// A token's summary and remark, joined by `\n`, and how many UTF-8 bytes the summary is.
    private struct Entry: Sendable {
        var text: String
        var summaryLength: Int
    }

    private let entries: [Entry?]

    /// No entries: for a context that writes no Swift (the gallery); each token asked for is
    /// documented when asked.
    static let empty = TokenDocumentationTable(entries: [])

    private init(entries: [Entry?]) {
        self.entries = entries
    }

    /// The documentation of every token of `system`, each category's in halves side by side (`SplitWork`).
    init(_ system: DesignSystemDescription) {
        let positionCount = system.tokensByCategory.values.reduce(0) { count, tokens in
            tokens.reduce(count) { max($0, ($1.position ?? -1) + 1) }
        }
        var entries = [Entry?](repeating: nil, count: positionCount)
        for tokens in system.tokensByCategory.values {
            let halves = SplitWork.inHalves(tokens) { half in
                half.compactMap { named in named.position.map { ($0, Self.entry(named)) } }
            }
            for (position, entry) in halves.earlier { entries[position] = entry }
            for (position, entry) in halves.later { entries[position] = entry }
        }
        self.entries = entries
    }

    /// `named`'s summary and remark in one text of its own size.
    private static func entry(_ named: NamedToken) -> Entry {
        let summary = TokenDocumentation.summary(named)
        let remark = TokenDocumentation.remark(named.token.location)
        var text = ""
        text.reserveCapacity(summary.utf8.count + 1 + remark.utf8.count)
        text += summary
        text += "\n"
        text += remark
        return Entry(text: text, summaryLength: summary.utf8.count)
    }

    /// The paragraphs of the doc comment of `named`, one of the model's tokens
    /// (`TokenDocumentation.paragraphs`): its summary, `notes`, then its remark; built now when the
    /// table lacks it.
    func paragraphs(of named: NamedToken, notes: [String]) -> [String] {
        guard let position = named.position, position < entries.count, let entry = entries[position] else {
            return TokenDocumentation.paragraphs(summary: TokenDocumentation.summary(named), notes: notes, location: named.token.location)
        }
        guard !notes.isEmpty else { return [entry.text] }
        let utf8 = entry.text.utf8
        let summaryEnd = utf8.index(utf8.startIndex, offsetBy: entry.summaryLength)
        return [String(entry.text[..<summaryEnd])] + notes + [String(entry.text[utf8.index(after: summaryEnd)...])]
    }
}
