/// Gives each token its Swift names within its namespace and remembers every name given, so
/// collisions can be reported with all their sources.
struct NamingContext {
    private let config: GeneratorConfig
    private let generator: SwiftNameGenerator
    /// Every name given, grouped by scope (the enclosing type's qualified name), scopes in first-use order.
    private var claimsByScope: [String: [NameCollisionDetector.Claim]] = [:]
    private var scopeOrder: [String] = []
    private var overrideProblems = Diagnostics()
    /// The words of each path segment named so far (`SwiftNameGenerator.words(_:)`): token paths
    /// repeat their segments, and splitting them again was a third of naming 100k tokens.
    private var wordsBySegment: [String: [String]] = [:]

    init(config: GeneratorConfig) {
        self.config = config
        generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
    }

    /// Names `modal` inside `namespace`.
    mutating func name(_ modal: ModalToken, in namespace: GeneratorConfig.Namespace) -> NamedToken {
        var segments = modal.token.path.segments.filter { $0 != "$root" }
        if let prefix = namespace.matchedPrefix(of: modal.token.path) {
            segments.removeFirst(prefix.count)
        }
        if segments.isEmpty { segments = [modal.token.path.last] }
        var groups: [SwiftIdentifier] = []
        var member: SwiftIdentifier
        switch namespace.nesting {
        case .flat:
            member = generator.memberName(words: segments.flatMap { words(of: $0) }, prefix: namespace.memberPrefix)
        case .nested:
            for segment in segments.dropLast() { groups.append(generator.typeName(words: words(of: segment))) }
            member = generator.memberName(words: words(of: segments[segments.count - 1]), prefix: namespace.memberPrefix)
        }
        if let override = config.nameOverrides[modal.token.path.description] {
            if let identifier = SwiftIdentifier(validating: override) {
                member = identifier
            } else {
                overrideProblems.error(
                    "the name override '\(override)' for '\(modal.token.path)' is not a usable Swift identifier",
                    at: modal.token.location, token: modal.token.path.description,
                    hint: "use letters, digits and underscores, not starting with a digit"
                )
            }
        }
        let scope = ([namespace.type] + groups.map(\.name)).joined(separator: ".")
        if claimsByScope[scope] == nil { scopeOrder.append(scope) }
        claimsByScope[scope, default: []].append((member, modal.token.path.description, modal.token.location))
        return NamedToken(groups: groups, member: member, modal: modal)
    }

    /// The words of `segment`, split on its first use only.
    private mutating func words(of segment: String) -> [String] {
        if let known = wordsBySegment[segment] { return known }
        let words = generator.words([segment])
        wordsBySegment[segment] = words
        return words
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
