import DsysSource
import DsysTokens

/// The tokens whose value in a mode the package shows is of another type than in the default
/// mode: a brand whose Tokens Studio set turns the color `color.accent` into a
/// `linear-gradient(…)`. A generated symbol has one Swift type, so such a token cannot show that
/// mode's value: it is left out of every mode, with a warning at the differing value (an error
/// with `--strict`), rather than emitting code that does not compile or showing the default
/// mode's value in that mode.
struct ModeTypeMismatches {
    /// The tokens left out, as the account records them.
    private(set) var skipped: [SkippedToken] = []

    var paths: Set<TokenPath> { Set(skipped.map(\.path)) }

    /// Compares every token of `shown` (the modes shown beside the default one) with the default
    /// mode's token of the same path, or, for a token the default mode lacks (an optional of the
    /// package), with the first shown mode that defines it; each token is reported once, at the first
    /// mode that differs.
    init(defaultMode: Mode?, shown: [Mode], strict: Bool, diagnostics: inout Diagnostics) {
        guard let defaultMode, !shown.isEmpty else { return }
        var reported: Set<TokenPath> = []
        // The first definition of each token the default mode lacks: its type, mode and location.
        var firstDefinitions: [TokenPath: (type: TokenType, mode: String, location: SourceLocation)] = [:]
        for mode in shown {
            for token in mode.tokens.tokens {
                let original: (type: TokenType, mode: String, location: SourceLocation)
                if let defined = defaultMode.tokens[token.path] {
                    original = (defined.value.type, defaultMode.name, defined.location)
                } else if let first = firstDefinitions[token.path] {
                    original = first
                } else {
                    firstDefinitions[token.path] = (token.value.type, mode.name, token.location)
                    continue
                }
                guard original.type != token.value.type, reported.insert(token.path).inserted else { continue }
                let message = "'\(token.path)' is \(Self.article(token.value.type)) in mode '\(mode.name)' but "
                    + "\(Self.article(original.type)) in mode '\(original.mode)' (\(original.location)); a generated "
                    + "symbol has one Swift type, so the token is left out of every mode"
                let hint = "give the token the same type in every mode, or make the \(token.value.type.rawValue) a token of its own"
                diagnostics.append(strict ? .error(message, at: token.location, token: token.path.description, hint: hint)
                                          : .warning(message, at: token.location, token: token.path.description, hint: hint))
                skipped.append(SkippedToken(path: token.path, typeName: original.type.rawValue, location: original.location,
                                            reason: .typeMismatch, message: message))
            }
        }
    }

    /// "a color", "an opacity"-style wording for a type name.
    private static func article(_ type: TokenType) -> String {
        let name = type.rawValue
        return (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
    }
}
