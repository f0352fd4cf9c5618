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

    public init() {}

    /// Whether `count` more copies stay within `maximumTokens`.
    func allows(_ count: Int) -> Bool {
        copied + count <= Self.maximumTokens
    }

    /// Counts one more copied token.
    func recordCopy() {
        copied += 1
    }
}
