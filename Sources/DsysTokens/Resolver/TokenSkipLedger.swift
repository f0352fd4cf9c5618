import DsysSource

/// Collects, over every mode, the tokens the front end skips, and reports each once: its problem
/// at the problem's position, as a warning that says the token is skipped and names the tokens that
/// reference it (skipped with it), or, when `strict`, as the error it is.
struct TokenSkipLedger {
    /// A token skipped for a problem of its own.
    private struct Root {
        var token: Definition
        var problem: TokenProblem
        var dependents: [TokenPath] = []
    }

    /// Where a skipped token is defined and what it is.
    struct Definition {
        var path: TokenPath
        var typeName: String?
        var location: SourceLocation
        /// Whether the token would be generated (a token of a source-only set is not, so it is named
        /// only as the cause of its dependents' skips).
        var isOutput: Bool
    }

    private var roots: [Root] = []
    private var rootIndexByPath: [TokenPath: Int] = [:]
    private var dependents: [(token: Definition, root: TokenPath)] = []
    private var dependentPaths = Set<TokenPath>()

    var isEmpty: Bool { roots.isEmpty }

    /// Records `token`, skipped for `problem` (the first mode's problem is kept).
    mutating func skip(_ token: Definition, for problem: TokenProblem) {
        guard rootIndexByPath[token.path] == nil else { return }
        rootIndexByPath[token.path] = roots.count
        roots.append(Root(token: token, problem: problem))
    }

    /// Records `token`, skipped because it references the skipped token `root`.
    mutating func skip(_ token: Definition, referencing root: TokenPath) {
        if let index = rootIndexByPath[root], !roots[index].dependents.contains(token.path), token.isOutput {
            roots[index].dependents.append(token.path)
        }
        guard dependentPaths.insert(token.path).inserted else { return }
        dependents.append((token, root))
    }

    /// Reports every skip into `diagnostics` and returns the skipped tokens that would have been
    /// generated, roots first.
    func finish(strict: Bool, diagnostics: inout Diagnostics) -> [SkippedToken] {
        var skipped: [SkippedToken] = []
        for root in roots {
            var first = true
            var message = ""
            for problem in root.problem.diagnostics {
                var reported = problem
                if first {
                    reported.message += Self.suffix(for: problem, dependents: root.dependents, strict: strict)
                    message = reported.message
                    first = false
                }
                if reported.severity == .error, !strict { reported.severity = .warning }
                diagnostics.append(reported)
            }
            if root.token.isOutput {
                skipped.append(SkippedToken(path: root.token.path, typeName: root.token.typeName, location: root.token.location,
                                            reason: root.problem.reason, message: message))
            }
        }
        for (token, root) in dependents where rootIndexByPath[token.path] == nil && token.isOutput {
            skipped.append(SkippedToken(path: token.path, typeName: token.typeName, location: token.location,
                                        reason: .referencesSkippedToken,
                                        message: "'\(token.path)' references '\(root)', which is skipped"))
        }
        return skipped
    }

    /// What the first diagnostic of a skipped token adds: that it is skipped (unless the message
    /// says so already, or `strict` keeps it an error) and the tokens skipped with it.
    private static func suffix(for problem: Diagnostic, dependents: [TokenPath], strict: Bool) -> String {
        var suffix = ""
        if problem.severity == .error, !strict { suffix += "; it is skipped" }
        guard !dependents.isEmpty else { return suffix }
        let names = ChainText.abbreviated(dependents.map { "'\($0)'" }).joined(separator: ", ")
        let count = dependents.count == 1 ? "the token that references it" : "the \(dependents.count) tokens that reference it"
        return suffix + (strict ? " (\(count): \(names))" : ", with \(count): \(names)")
    }
}
