import DsysSource

/// Gives a token its Swift names within its namespace, looking at no other token: the names are
/// recorded, and their collisions found, by a `NamingContext`. A namer per thread lets the two
/// halves of a large token list be named at once (`DesignSystemTranslator`).
struct TokenNamer {
    /// What a token is called, where, and the problem with its name override, if any.
    struct Names: Sendable {
        var named: NamedToken
        /// The enclosing type's qualified name, the scope of `named.member`.
        var scope: String
        var overrideProblem: Diagnostic?
    }

    private let config: GeneratorConfig
    private let generator: SwiftNameGenerator
    /// The words of each path segment named so far (`SwiftNameGenerator.words(_:)`): token paths
    /// repeat their segments, so each is split once.
    private var wordsBySegment: [String: [String]] = [:]

    init(config: GeneratorConfig) {
        self.config = config
        generator = SwiftNameGenerator(digitPrefix: config.digitPrefix)
    }

    /// Names `modal` inside `namespace`.
    mutating func name(_ modal: ModalToken, in namespace: GeneratorConfig.Namespace) -> Names {
        let path = modal.token.path
        // Most paths have no `$root`, and then their segments are taken as they are, not copied.
        var segments = path.segments.contains("$root") ? path.segments.filter { $0 != "$root" } : path.segments
        if let count = namespace.matchedPrefixCount(of: path) {
            segments.removeFirst(count)
        }
        if segments.isEmpty { segments = [path.last] }
        var groups: [SwiftIdentifier] = []
        var member: SwiftIdentifier
        switch namespace.nesting {
        case .flat:
            var memberWords = prefixWords(namespace)
            for segment in segments { memberWords += words(of: segment) }
            member = generator.memberName(words: memberWords)
        case .nested:
            for segment in segments.dropLast() { groups.append(generator.typeName(words: words(of: segment))) }
            member = generator.memberName(words: prefixWords(namespace) + words(of: segments[segments.count - 1]))
        }
        var overrideProblem: Diagnostic?
        if let override = NameOverride.requested(for: modal.token, config: config) {
            if let identifier = SwiftIdentifier(validating: override.text) {
                member = identifier
            } else {
                overrideProblem = override.problem(for: modal.token)
            }
        }
        let scope = groups.isEmpty ? namespace.type : ([namespace.type] + groups.map(\.name)).joined(separator: ".")
        return Names(named: NamedToken(groups: groups, member: member, modal: modal), scope: scope, overrideProblem: overrideProblem)
    }

    /// The words of the namespace's member prefix (`ds` of `dsActionPrimary`), which
    /// `SwiftNameGenerator.memberName(words:prefix:)` would otherwise split again for every token.
    private mutating func prefixWords(_ namespace: GeneratorConfig.Namespace) -> [String] {
        namespace.memberPrefix.map { words(of: $0) } ?? []
    }

    /// The words of `segment`, split on its first use only.
    private mutating func words(of segment: String) -> [String] {
        if let known = wordsBySegment[segment] { return known }
        let words = generator.words([segment])
        wordsBySegment[segment] = words
        return words
    }
}
