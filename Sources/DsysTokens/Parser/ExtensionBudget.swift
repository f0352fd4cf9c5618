import DsysSource

/// How many tokens `$extends` has copied in one run, over every token tree the run parses (each
/// file, Tokens Studio set and resolver source), so a token set split over many files cannot
/// expand without bound by keeping each file under the limit.
///
/// A reference type: the loaders pass one budget to every `TokenTreeParser.parse` of a run.
public final class ExtensionBudget {
    /// At most this many tokens may be copied by `$extends` in one run. Each level of a chain copies
    /// all the levels below it again, so a chain of n groups makes n²/2 copies (500,500 for 1,000
    /// groups); real sets copy a few themes of a few thousand tokens.
    static let maximumTokens = 100_000

    /// How many tokens `$extends` has copied so far.
    private(set) var copied = 0

    /// A budget of which `copied` tokens are spent already.
    public init(copied: Int = 0) {
        self.copied = copied
    }

    /// Whether `count` more copies stay within `maximumTokens`.
    func allows(_ count: Int) -> Bool {
        copied + count <= Self.maximumTokens
    }

    /// Reports that `group` extending `target`, which holds `count` tokens, would copy more than
    /// `maximumTokens`: the group keeps its own tokens.
    func reportExceeded(group: TokenPath, target: TokenPath, count: Int, at location: SourceLocation,
                        into diagnostics: inout Diagnostics) {
        diagnostics.error(
            "'$extends' would copy more than \(Self.maximumTokens) tokens in all the input files "
                + "together ('\(group)' extends '\(target)', which holds \(count); \(copied) were copied before)",
            at: location, token: group.description,
            hint: "each group in a chain of '$extends' copies every group below it again; "
                + "extend the base group directly, or use a resolver document's sets"
        )
    }

    /// Counts one more copied token.
    func recordCopy() {
        copied += 1
    }
}
