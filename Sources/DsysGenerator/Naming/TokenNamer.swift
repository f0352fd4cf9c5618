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

    /// Names `modal` inside `namespace`; the token is moved into the result, not copied.
    mutating func name(_ modal: consuming ModalToken, in namespace: GeneratorConfig.Namespace) -> Names {
        let path = modal.token.path
        // Most paths hold no marker of a group's own token, and then their segments are sliced as
        // they are, not copied.
        var segments = path.segments.contains(where: GroupOwnToken.isMarker)
            ? ArraySlice(path.segments.filter { !GroupOwnToken.isMarker($0) }) : path.segments[...]
        if let count = namespace.matchedPrefixCount(of: path) {
            segments = segments.dropFirst(count)
        }
        // Nothing left but the namespace's path: the token stands for the namespace's root group
        // (`shadow._`) and is named after it, as a group's own token is.
        if segments.isEmpty { segments = [path.segments.last { !GroupOwnToken.isMarker($0) } ?? path.last] }
        var groups: [SwiftIdentifier] = []
        // The member's words: the prefix's, then those of the segments it is made of.
        var memberWords: [String] = []
        memberWords.reserveCapacity(4 + 2 * segments.count)
        memberWords += prefixWords(namespace)
        switch namespace.nesting {
        case .flat:
            for segment in segments { memberWords += words(of: segment) }
        case .nested:
            for segment in segments.dropLast() { groups.append(generator.typeName(words: words(of: segment))) }
            memberWords += words(of: segments[segments.endIndex - 1])
        }
        var member = generator.memberName(words: memberWords)
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
