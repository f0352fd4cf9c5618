/// The resolved tokens of one mode, in input order (a palette stays p50, p100, ... p900).
public struct TokenSet: Sendable {
    public private(set) var tokens: [Token]
    private var indexByPath: [TokenPath: Int]

    /// The set of `tokens`; a later token with the path of an earlier one replaces it in place.
    public init(_ tokens: [Token] = []) {
        var indexByPath = [TokenPath: Int](minimumCapacity: tokens.count)
        var hasDuplicates = false
        for index in tokens.indices {
            if indexByPath.updateValue(index, forKey: tokens[index].path) != nil {
                hasDuplicates = true
                break
            }
        }
        guard hasDuplicates else {
            // The common case: take the array as it is instead of copying every token into a new one.
            self.tokens = tokens
            self.indexByPath = indexByPath
            return
        }
        self.tokens = []
        self.indexByPath = [:]
        self.tokens.reserveCapacity(tokens.count)
        self.indexByPath.reserveCapacity(tokens.count)
        for token in tokens { insert(token) }
    }

    /// A set of `tokens` with the index the caller already has: `indexByPath` must map each token's
    /// path to its position in `tokens` and hold nothing else (so paths are unique).
    init(_ tokens: [Token], indexByPath: [TokenPath: Int]) {
        assert(indexByPath.count == tokens.count && tokens.indices.allSatisfy { indexByPath[tokens[$0].path] == $0 })
        self.tokens = tokens
        self.indexByPath = indexByPath
    }

    /// Adds `token`, or replaces the token with the same path in place (keeping its position).
    public mutating func insert(_ token: Token) {
        if let index = indexByPath[token.path] {
            tokens[index] = token
        } else {
            indexByPath[token.path] = tokens.count
            tokens.append(token)
        }
    }

    public subscript(path: TokenPath) -> Token? {
        indexByPath[path].map { tokens[$0] }
    }

    public var count: Int { tokens.count }

    /// Whether `other` holds this very token array, not an equal copy: then each set has every
    /// path of the other, which callers comparing two sets can take without a lookup per token.
    package func sharesTokens(with other: TokenSet) -> Bool {
        tokens.withUnsafeBufferPointer { mine in
            other.tokens.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress && $0.count == mine.count }
        }
    }
}

/// One mode of a design system: a named combination of contexts (for example `theme=dark`,
/// `contrast=high`) and the tokens resolved for it.
public struct Mode: Sendable {
    /// A display name such as `dark` or `dark-high-contrast`.
    public var name: String
    /// The resolver contexts or Tokens Studio theme choices that make this mode, in declaration order.
    public var contexts: [ContextChoice]
    public var tokens: TokenSet
    /// The tokens skipped in this mode for a problem of their own or of a token they reference
    /// (`ModeResolver`): where the package shows the mode beside its default one, they are left out
    /// of every mode (`leavingOut(_:)`), so the mode never shows the default's value in their place.
    public var skippedPaths: Set<TokenPath>

    public init(name: String, contexts: [ContextChoice], tokens: TokenSet, skippedPaths: Set<TokenPath> = []) {
        self.name = name
        self.contexts = contexts
        self.tokens = tokens
        self.skippedPaths = skippedPaths
    }
}

/// One modifier (or theme group) and the context chosen for it.
public struct ContextChoice: Sendable, Hashable, CustomStringConvertible {
    public var modifier: String
    public var context: String

    public init(modifier: String, context: String) {
        self.modifier = modifier
        self.context = context
    }

    public var description: String { "\(modifier)=\(context)" }
}

/// Everything the front end produces: every mode, resolved, plus the design system's metadata.
///
/// Nothing downstream knows which file format the tokens came from.
public struct ResolvedTokens: Sendable {
    /// The modes in declaration order; the first is the default (light) mode.
    public var modes: [Mode]
    /// The display paths of every file read, sorted, for generated headers.
    public var sourceFiles: [String]
    /// A name the input gives its design system, if any (`design-system.json`'s `name`).
    public var name: String?
    /// Font families the input names (`design-system.json`'s `fontFamilies.sans`/`mono`).
    public var fontFamilies: [String: String]
    /// The tokens left out of a mode because of a problem of their own or of a token they
    /// reference (with a warning; `--strict` makes them errors), one entry per path.
    public var skipped: [SkippedToken]

    public init(
        modes: [Mode], sourceFiles: [String], name: String? = nil, fontFamilies: [String: String] = [:],
        skipped: [SkippedToken] = []
    ) {
        self.modes = modes
        self.sourceFiles = sourceFiles
        self.name = name
        self.fontFamilies = fontFamilies
        self.skipped = skipped
    }

    /// The default mode's tokens.
    public var defaultTokens: TokenSet { modes.first?.tokens ?? TokenSet() }

    /// How many token paths some mode defines: the default mode's, and those only other modes
    /// define (which a package generates as optionals), each once.
    public var definedPathCount: Int {
        let defaults = defaultTokens
        var onlyElsewhere = Set<TokenPath>()
        for mode in modes.dropFirst() where !mode.tokens.sharesTokens(with: defaults) {
            for token in mode.tokens.tokens where defaults[token.path] == nil { onlyElsewhere.insert(token.path) }
        }
        return defaults.count + onlyElsewhere.count
    }
}
