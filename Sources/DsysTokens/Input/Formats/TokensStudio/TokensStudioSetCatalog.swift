import DsysSource

/// The sets of a Tokens Studio export and where each one's tokens are. A set is read and parsed
/// the first time a mode uses it, and only once; its dialect (`value` or `$value`) is detected per set,
/// and a set with `$value` is read as Tokens Studio writes DTCG (`TokenDialect.tokensStudioDTCG`).
struct TokensStudioSetCatalog {
    /// Where a set's tokens are.
    enum Location {
        /// A file of an export folder, named after the set (`Platform scale/icon/desktop.json`).
        case file(String)
        /// A top-level member of a single-file export.
        case member(SourceFile, SourceNode)
    }

    /// What `$extends` may still copy in the run.
    private let extensionBudget: ExtensionBudget
    private var locations: [String: Location] = [:]
    /// The sets no theme reads, by each path they define (`ResolutionPlan.unreadDefinitions`).
    var unreadDefinitions: [TokenPath: String] = [:]
    private var parsed: [String: TokenLayer] = [:]
    private var unreadable: Set<String> = []
    /// Sets that are source-only in every mode, whatever the themes say (`modeSources.sourceOnly`).
    var alwaysSourceOnly: Set<String> = []
    /// Every set name, in the order added.
    private(set) var names: [String] = []
    /// Display paths of the set files read, in first-use order.
    private(set) var filesRead: [String] = []

    init(extensionBudget: ExtensionBudget) {
        self.extensionBudget = extensionBudget
    }

    mutating func add(_ name: String, at location: Location) {
        if locations.updateValue(location, forKey: name) == nil { names.append(name) }
    }

    func contains(_ name: String) -> Bool {
        locations[name] != nil
    }

    /// The tokens of set `name` as a layer, source-only when the chosen themes only reference it.
    mutating func layer(named name: String, isSourceOnly: Bool, diagnostics: inout Diagnostics) -> TokenLayer? {
        if parsed[name] == nil, !unreadable.contains(name) {
            if let layer = parse(name, diagnostics: &diagnostics) {
                parsed[name] = layer
            } else {
                unreadable.insert(name)
            }
        }
        guard var layer = parsed[name] else { return nil }
        layer.isSourceOnly = isSourceOnly || alwaysSourceOnly.contains(name)
        return layer
    }

    /// Records where the tokens of `sets`, which no theme reads, are defined (`unreadDefinitions`),
    /// reading them without counting them among the files read: they add nothing to the package.
    mutating func recordUnread(_ sets: [String]) {
        let read = filesRead
        var ignored = Diagnostics()
        for set in sets {
            for token in layer(named: set, isSourceOnly: false, diagnostics: &ignored)?.tokens ?? [] where unreadDefinitions[token.path] == nil {
                unreadDefinitions[token.path] = set
            }
        }
        filesRead = read
    }

    private mutating func parse(_ name: String, diagnostics: inout Diagnostics) -> TokenLayer? {
        switch locations[name] {
        case .file(let path):
            guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
                return nil
            }
            filesRead.append(path)
            let external = ExternalExtensionList()
            let tokens = TokenTreeParser.parse(
                file, extensionBudget: extensionBudget, inTokensStudioProject: true, externalExtensions: external,
                diagnostics: &diagnostics
            )
            var layer = TokenLayer(name: path, tokens: tokens)
            layer.isTokensStudioSet = true
            layer.externalExtensions = external.items
            return layer
        case .member(let file, let node):
            let external = ExternalExtensionList()
            let tokens = TokenTreeParser.parse(
                file, node: node, pointer: "/" + JSONPointer.escape(name), extensionBudget: extensionBudget,
                inTokensStudioProject: true, externalExtensions: external, diagnostics: &diagnostics
            )
            var layer = TokenLayer(name: "set '\(name)'", tokens: tokens)
            layer.isTokensStudioSet = true
            layer.externalExtensions = external.items
            return layer
        case nil:
            return nil
        }
    }
}
