import DsysSource
import DsysTokens

/// Remembers every Swift name given to a token (by a `TokenNamer`, or outside its namespace's
/// nesting), so collisions can be reported with all their sources.
struct NamingContext {
    /// One token's claim on a name, its path kept as it is: only the claims of names given twice
    /// are spelled out as `NameCollisionDetector.Claim`s (a package names every token, and few
    /// or none of them collide).
    private typealias PathClaim = (identifier: SwiftIdentifier, path: TokenPath, location: SourceLocation)

    /// Every name given, grouped by scope (the enclosing type's qualified name), scopes in first-use order.
    private var claimsByScope: [String: [PathClaim]] = [:]
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
        claimsByScope[scope, default: []].append((name, token.path, token.location))
    }

    /// Errors for every Swift name two or more tokens received in one scope.
    func collisions() -> Diagnostics {
        var diagnostics = overrideProblems
        for scope in scopeOrder {
            let claims = Self.claimsOfRepeatedNames(claimsByScope[scope] ?? [])
            for collision in NameCollisionDetector.collisions(in: claims, suggestsNameOverrides: true) {
                diagnostics.append(collision)
            }
        }
        return diagnostics
    }

    /// The claims on names claimed more than once, in the order given, with their paths spelled out;
    /// the detector reports collisions among these only, so leaving out the rest changes nothing.
    private static func claimsOfRepeatedNames(_ claims: [PathClaim]) -> [NameCollisionDetector.Claim] {
        var claimCounts: [SwiftIdentifier: Int] = [:]
        claimCounts.reserveCapacity(claims.count)
        for claim in claims { claimCounts[claim.identifier, default: 0] += 1 }
        return claims.compactMap { claim in
            (claimCounts[claim.identifier] ?? 0) > 1 ? (claim.identifier, claim.path.description, claim.location) : nil
        }
    }
}
