import DsysSource

/// Reports once, for one mode, each warning about a part of a value that tokens inherit from
/// another token's definition: a member of a composite they alias (`{styles.body}`, whose
/// `paragraphSpacing` is not generated) or reference as a member.
///
/// The warning belongs to the token whose definition holds the part, at the part's position in
/// that token's file; the tokens that inherit it are named in it rather than each repeating it
/// (a set whose 200 typographies alias a few styles got a warning per alias).
struct InheritedWarnings {
    /// A warning that decoding a token gave about a part copied from another token's definition.
    struct Warning {
        /// The warning as the defining token's own: its path, and the position in its file.
        var asHolders: Diagnostic
        /// The token whose value inherits the part.
        var inheritedBy: TokenPath
    }

    /// The inherited warnings in the order they came, each with the tokens that inherit it.
    private var warnings: [(diagnostic: Diagnostic, tokens: [TokenPath])] = []
    private var indexByDiagnostic: [Diagnostic: Int] = [:]

    /// Records `inherited`, warnings of one token's decoding.
    mutating func record(_ inherited: [Warning]) {
        for warning in inherited {
            guard let index = indexByDiagnostic[warning.asHolders] else {
                indexByDiagnostic[warning.asHolders] = warnings.count
                warnings.append((warning.asHolders, [warning.inheritedBy]))
                continue
            }
            if !warnings[index].tokens.contains(warning.inheritedBy) { warnings[index].tokens.append(warning.inheritedBy) }
        }
    }

    /// `diagnostics`, one mode's, with each inherited warning reported once: as the defining token's
    /// own warning when its decoding gave it too (it is generated), else added, each naming the tokens
    /// that inherit it.
    func reported(in diagnostics: Diagnostics) -> Diagnostics {
        guard !warnings.isEmpty else { return diagnostics }
        var unreported = indexByDiagnostic
        var all = diagnostics.all.map { diagnostic in
            guard let index = unreported.removeValue(forKey: diagnostic) else { return diagnostic }
            return Self.naming(warnings[index].tokens, in: diagnostic)
        }
        for (diagnostic, tokens) in warnings where unreported[diagnostic] != nil {
            all.append(Self.naming(tokens, in: diagnostic))
        }
        return Diagnostics(all)
    }

    /// `diagnostic` with the tokens that inherit its problem named at the end of its message.
    private static func naming(_ tokens: [TokenPath], in diagnostic: Diagnostic) -> Diagnostic {
        let names = ChainText.abbreviated(tokens.map { "'\($0)'" }).joined(separator: ", ")
        let count = tokens.count == 1 ? "the token that references it" : "the \(tokens.count) tokens that reference it"
        return Diagnostic(diagnostic.severity, diagnostic.message + " (inherited by \(count): \(names))",
                          at: diagnostic.location, token: diagnostic.tokenPath, hint: diagnostic.hint)
    }
}
