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
    private var scopes: [(name: String, claims: [PathClaim])] = []
    private var scopeIndexByName: [String: Int] = [:]
    /// The scope of the latest claim: a category's tokens come one after another, so most claims
    /// go to the scope of the claim before, found without hashing its name.
    private var latestScope = 0
    private var overrideProblems = Diagnostics()

    /// Records the names a `TokenNamer` gave a token, and the problem with its override.
    mutating func record(_ names: TokenNamer.Names) {
        if let problem = names.overrideProblem { overrideProblems.append(problem) }
        // The stored token, not `NamedToken.token`, so the token is read in place rather than copied.
        claim(names.named.member, path: names.named.modal.token.path, location: names.named.modal.token.location, in: names.scope)
    }

    /// Records a name a token gets outside its namespace's nesting (an enum case or member that
    /// joins the groups, such as `DSShadowSize.cardRaised` or `Stops.brandPrimary`), so two tokens
    /// that meet there are reported like any other collision.
    mutating func claim(_ name: SwiftIdentifier, for token: Token, in scope: String) {
        claim(name, path: token.path, location: token.location, in: scope)
    }

    /// Adds the claim to its scope's claims, making the scope on its first claim.
    private mutating func claim(_ name: SwiftIdentifier, path: TokenPath, location: SourceLocation, in scope: String) {
        if !scopes.indices.contains(latestScope) || scopes[latestScope].name != scope {
            if let known = scopeIndexByName[scope] {
                latestScope = known
            } else {
                latestScope = scopes.count
                scopeIndexByName[scope] = latestScope
                scopes.append((scope, []))
            }
        }
        scopes[latestScope].claims.append((name, path, location))
    }

    /// The Swift names two or more tokens received in one scope. With `strict`, an error at each of
    /// those tokens; otherwise the token first in path order (among those not skipped already) keeps
    /// the name and each other one is skipped (`skipped`, with the message of its warning), so one clash does not stop the package.
    func collisions(strict: Bool) -> (diagnostics: Diagnostics, skipped: [TokenPath: String]) {
        var diagnostics = overrideProblems
        var skipped: [TokenPath: String] = [:]
        for scope in scopes {
            let repeated = Self.claimsOfRepeatedNames(scope.claims)
            let claims = repeated.map { ($0.identifier, $0.path.description, $0.location) }
            if strict {
                for collision in NameCollisionDetector.collisions(in: claims, suggestsNameOverrides: true) {
                    diagnostics.append(collision)
                }
                continue
            }
            // The paths as they are: a segment may hold a dot, so a dotted path cannot be read back.
            let pathOfSource = Dictionary(repeated.map { ($0.path.description, $0.path) }) { first, _ in first }
            for var collision in NameCollisionDetector.collisionGroups(in: claims) {
                // A token skipped for a clash in an earlier scope keeps no name here either.
                collision.sources.removeAll { source in pathOfSource[source.sourcePath].map { skipped[$0] != nil } ?? false }
                for index in collision.sources.indices.dropFirst() {
                    guard let path = pathOfSource[collision.sources[index].sourcePath], skipped[path] == nil else { continue }
                    let warning = NameCollisionDetector.skipWarning(for: collision, at: index)
                    skipped[path] = warning.message
                    diagnostics.append(warning)
                }
            }
        }
        return (diagnostics, skipped)
    }

    /// The claims on names claimed more than once, in the order given; the detector reports
    /// collisions among these only, so leaving out the rest changes nothing.
    private static func claimsOfRepeatedNames(_ claims: [PathClaim]) -> [PathClaim] {
        let isRepeated = NameCollisionDetector.isRepeated(claims.indices.lazy.map { claims[$0].identifier.name })
        return claims.indices.filter { isRepeated[$0] }.map { claims[$0] }
    }
}
