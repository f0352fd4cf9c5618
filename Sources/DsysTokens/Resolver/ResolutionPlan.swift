import DsysSource

/// What the input formats reduce to: the modes to build, and for each the ordered token layers
/// whose later entries override earlier ones (DTCG resolver order, Tokens Studio set order).
public struct ResolutionPlan: Sendable {
    /// One mode to resolve.
    public struct PlannedMode: Sendable {
        public var name: String
        public var contexts: [ContextChoice]
        public var layers: [TokenLayer]

        public init(name: String, contexts: [ContextChoice], layers: [TokenLayer]) {
            self.name = name
            self.contexts = contexts
            self.layers = layers
        }
    }

    public var modes: [PlannedMode]
    /// Display paths of every file read.
    public var sourceFiles: [String]
    public var name: String?
    public var fontFamilies: [String: String]
    /// Where the modes are declared (a resolver document's `resolutionOrder`, Tokens Studio's
    /// `$themes`), for errors about them.
    public var modesLocation: SourceLocation?
    /// Tokens a format left out while reading (a Figma variable of a type dsys does not read, or
    /// whose value it cannot), each with its hint: `ModeResolver` reports them as it reports the
    /// tokens it skips (an error with `strict`) and lists them among `ResolvedTokens.skipped`.
    public var skippedAtLoad: [(token: SkippedToken, hint: String?)] = []
    /// Names a reference may start with before the token's own path: a Tokens Studio export's set
    /// names, which a project built by Style Dictionary from the raw file writes into references
    /// (bcgov's `{typography.fontFamilies.bc-sans}` for `fontFamilies.bc-sans` of the set
    /// `typography`). Tried only for a reference no token's path matches.
    public var referencePrefixes: Set<String> = []
    /// Where the tokens of sets the plan does not read are defined, by path (a Tokens Studio set no
    /// theme enables or uses as source): a reference to one names that set, where "no input defines
    /// a token under …" was false (iwm-tokens' `Sand` palette).
    public var unreadDefinitions: [TokenPath: String] = [:]
    /// How many tokens `$extends` copied within the input files, which `CrossFileExtensions`,
    /// copying from one file into another, counts on from (`ExtensionBudget`).
    public var copiedByExtends = 0

    public init(
        modes: [PlannedMode], sourceFiles: [String], name: String? = nil, fontFamilies: [String: String] = [:],
        modesLocation: SourceLocation? = nil
    ) {
        self.modes = modes
        self.sourceFiles = sourceFiles
        self.name = name
        self.fontFamilies = fontFamilies
        self.modesLocation = modesLocation
    }
}
