import DsysSource

/// Collects, over every mode, the tokens the front end skips, and reports each once: its problem
/// at the problem's position, as a warning that says the token is skipped and names the tokens that
/// reference it (skipped with it), or, when `strict`, as the error it is.
struct TokenSkipLedger {
    /// A token skipped for a problem of its own.
    private struct Root {
        var token: Definition
        var problem: TokenProblem
        /// The modes where the token fails, in the order they were resolved.
        var modes: [String]
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

    /// How many modes are resolved: a token that fails in fewer is named with its modes.
    private let modeCount: Int
    private var roots: [Root] = []
    private var rootIndexByPath: [TokenPath: Int] = [:]
    private var dependents: [(token: Definition, root: TokenPath)] = []
    private var dependentPaths = Set<TokenPath>()

    init(modeCount: Int) {
        self.modeCount = modeCount
    }

    var isEmpty: Bool { roots.isEmpty }

    /// Records `token`, skipped for `problem` in `mode` (the first mode's problem is kept).
    mutating func skip(_ token: Definition, for problem: TokenProblem, inMode mode: String) {
        if let index = rootIndexByPath[token.path] {
            roots[index].modes.append(mode)
            return
        }
        rootIndexByPath[token.path] = roots.count
        roots.append(Root(token: token, problem: problem, modes: [mode]))
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
                    let modes = root.modes.count < modeCount ? root.modes : []
                    reported.message += Self.suffix(for: problem, modes: modes, dependents: root.dependents, strict: strict)
                    if let reference = root.problem.undefinedReference, !modes.isEmpty {
                        // The input hint ("no input defines a token under …") is not true of the other modes; nor is
                        // it known that the token resolves there (it may not be in them at all, iwm-tokens').
                        reported.hint = "give mode\(modes.count == 1 ? "" : "s") "
                            + "\(ProseList.quoted(modes)) a file or set that defines '\(reference)' (in Tokens Studio, enable "
                            + "that set in the theme), or correct the reference"
                    }
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
    private static func suffix(for problem: Diagnostic, modes: [String], dependents: [TokenPath], strict: Bool) -> String {
        var suffix = ""
        if problem.severity == .error, !strict {
            suffix += "; it is skipped" + (modes.isEmpty ? "" : " in mode\(modes.count == 1 ? "" : "s") " + ProseList.quoted(modes))
        }
        guard !dependents.isEmpty else { return suffix }
        let names = ChainText.abbreviated(dependents.map { "'\($0)'" }).joined(separator: ", ")
        let count = dependents.count == 1 ? "the token that references it" : "the \(dependents.count) tokens that reference it"
        return suffix + (strict ? " (\(count): \(names))" : ", with \(count): \(names)")
    }
}
