import DsysSource
import DsysTokens

/// Remembers every Swift name given to a token (by a `TokenNamer`, or outside its namespace's
/// nesting), so collisions can be reported with all their sources.
struct NamingContext {
    /// Every name given, grouped by scope (the enclosing type's qualified name), scopes in first-use order.
    private var claimsByScope: [String: [NameCollisionDetector.Claim]] = [:]
    private var scopeOrder: [String] = []
    private var overrideProblems = Diagnostics()

    /// Records the names a `TokenNamer` gave a token, and the problem with its override.
    mutating func record(_ names: TokenNamer.Names) {
        if let problem = names.overrideProblem { overrideProblems.append(problem) }
        claim(names.named.member, for: names.named.token, in: names.scope)
    }

    /// Records a name a token gets outside its namespace's nesting (an enum case or member that
    /// joins the groups, such as `DSShadowSize.cardRaised` or `Stops.brandPrimary`), so two tokens
    /// that meet there are reported like any other collision.
    mutating func claim(_ name: SwiftIdentifier, for token: Token, in scope: String) {
        if claimsByScope[scope] == nil { scopeOrder.append(scope) }
        claimsByScope[scope, default: []].append((name, token.path.description, token.location))
    }

    /// Errors for every Swift name two or more tokens received in one scope.
    func collisions() -> Diagnostics {
        var diagnostics = overrideProblems
        for scope in scopeOrder {
            for collision in NameCollisionDetector.collisions(in: claimsByScope[scope] ?? [], suggestsNameOverrides: true) {
                diagnostics.append(collision)
            }
        }
        return diagnostics
    }
}
