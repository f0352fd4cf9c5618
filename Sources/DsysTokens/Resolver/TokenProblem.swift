import DsysSource

/// A problem confined to one token (a value dsys cannot represent, an unknown type, a missing
/// reference): the token and the tokens that reference it are skipped with a warning, or, under
/// `--strict`, the problem is an error. Problems of a file (malformed JSON, a cycle) are no
/// `TokenProblem`s: they stop the run.
struct TokenProblem: Sendable {
    var reason: TokenSkipReason
    /// What is wrong, as errors at their positions (the first one says it best).
    var diagnostics: [Diagnostic] = []
    /// The token a `missingReference` names, which no input defines (in this mode).
    var undefinedReference: TokenPath?
}
