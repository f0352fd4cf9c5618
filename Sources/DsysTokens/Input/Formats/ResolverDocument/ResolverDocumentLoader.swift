import DsysSource

/// DTCG Resolver Module 2025.10 documents (`*.resolver.json`):
///
/// ```json
/// { "version": "2025.10",
///   "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } },
///   "modifiers": { "theme": { "contexts": { "light": [ { "$ref": "light.json" } ],
///                                           "dark": [ { "$ref": "dark.json" } ] },
///                             "default": "light" } },
///   "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" } ] }
/// ```
///
/// The plan has one mode per combination of the modifiers' contexts (in `resolutionOrder` order,
/// the default combination first); each mode's layers are the sources of `resolutionOrder`, with
/// each modifier contributing its chosen context's sources.
package enum ResolverDocumentLoader {
    /// The only version the module defines.
    static let supportedVersion = "2025.10"

    package static func plan(
        path: String, referenceScope: ReferenceScope = .inputFolder, extensionBudget: ExtensionBudget = ExtensionBudget(),
        diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
            return nil
        }
        return plan(file: file, referenceScope: referenceScope, extensionBudget: extensionBudget, diagnostics: &diagnostics)
    }

    /// The plan for the resolver document `file`; nil when it has no usable `resolutionOrder`.
    /// `referenceScope` says which files its `$ref`s may read; `$extends` in its sources copies
    /// against `extensionBudget`.
    static func plan(
        file: SourceFile, referenceScope: ReferenceScope = .inputFolder, extensionBudget: ExtensionBudget = ExtensionBudget(),
        diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        let root = file.root
        guard root.members != nil else {
            diagnostics.error(
                "a resolver document must be a JSON object, but this is \(root.kindDescription)",
                at: file.location(of: root)
            )
            return nil
        }
        ResolverObjectKeys.warnAboutUnknownKeys(
            of: root, allowed: ResolverObjectKeys.document, what: "a resolver document", in: file,
            diagnostics: &diagnostics
        )
        checkVersion(of: file, diagnostics: &diagnostics)
        checkDefinitionMaps(of: file, diagnostics: &diagnostics)
        UnreferencedResolverDefinitions.warn(in: file, diagnostics: &diagnostics)
        guard let orderNode = root["resolutionOrder"] else {
            diagnostics.error(
                "the resolver document has no 'resolutionOrder'", at: file.location(of: root),
                hint: "add \"resolutionOrder\": [ { \"$ref\": \"#/sets/…\" }, { \"$ref\": \"#/modifiers/…\" } ]"
            )
            return nil
        }
        guard let elements = orderNode.elements else {
            diagnostics.error(
                "'resolutionOrder' must be an array, but it is \(orderNode.kindDescription)",
                at: file.location(of: orderNode)
            )
            return nil
        }
        var sources = ResolverSourceLoader(document: file, referenceScope: referenceScope, extensionBudget: extensionBudget)
        let entries = readEntries(elements, sources: &sources, diagnostics: &diagnostics)
        sources.noteStyleDictionaryFiles(into: &diagnostics)
        let modifiers = entries.compactMap { entry -> ResolverModifier? in
            if case .modifier(let modifier) = entry { return modifier }
            return nil
        }
        let combinations = ModeCombinations.all(
            modifiers.map(\.axis), location: file.location(of: orderNode), diagnostics: &diagnostics
        )
        let modes = combinations.map { combination in
            ResolutionPlan.PlannedMode(
                name: combination.name, contexts: combination.choices,
                layers: layers(of: entries, choosing: combination.choices)
            )
        }
        return ResolutionPlan(
            modes: modes, sourceFiles: ([file.path] + sources.filesRead).sorted(), name: root["name"]?.string,
            modesLocation: file.location(of: orderNode)
        )
    }

    /// The entries of `resolutionOrder`, reporting names used twice.
    private static func readEntries(
        _ elements: [SourceNode], sources: inout ResolverSourceLoader, diagnostics: inout Diagnostics
    ) -> [ResolutionOrderEntry] {
        var entries: [ResolutionOrderEntry] = []
        for (index, element) in elements.enumerated() {
            guard let entry = ResolutionOrderEntry.read(
                element, index: index, sources: &sources, diagnostics: &diagnostics
            ) else { continue }
            if entries.contains(where: { $0.kind == entry.kind && $0.name == entry.name }) {
                diagnostics.error(
                    "\(entry.kind.rawValue) '\(entry.name)' appears twice in resolutionOrder",
                    at: sources.document.location(of: element), hint: "each set and modifier may appear once"
                )
                continue
            }
            entries.append(entry)
        }
        return entries
    }

    /// The layers of one mode: every set's, and each modifier's chosen context's, in order.
    private static func layers(of entries: [ResolutionOrderEntry], choosing choices: [ContextChoice]) -> [TokenLayer] {
        entries.flatMap { entry -> [TokenLayer] in
            switch entry {
            case .set(_, let layers):
                return layers
            case .modifier(let modifier):
                let chosen = choices.first { $0.modifier == modifier.name }?.context
                return chosen.map { modifier.layers(for: $0) } ?? []
            }
        }
    }

    private static func checkVersion(of file: SourceFile, diagnostics: inout Diagnostics) {
        guard let node = file.root["version"] else {
            diagnostics.warning(
                "the resolver document has no 'version'; reading it as \(supportedVersion)",
                at: file.location(of: file.root), hint: "add \"version\": \"\(supportedVersion)\""
            )
            return
        }
        if node.string != supportedVersion {
            let written = node.string.map { "'\($0)'" } ?? node.kindDescription
            diagnostics.error(
                "unsupported resolver version \(written)", at: file.location(of: node),
                hint: "dsys reads the Resolver Module \(supportedVersion): write \"version\": \"\(supportedVersion)\""
            )
        }
    }

    /// `sets` and `modifiers` must be objects mapping names to definitions.
    private static func checkDefinitionMaps(of file: SourceFile, diagnostics: inout Diagnostics) {
        for key in ["sets", "modifiers"] {
            guard let node = file.root[key], node.members == nil else { continue }
            diagnostics.error(
                "'\(key)' must be an object mapping names to definitions, but it is \(node.kindDescription)",
                at: file.location(of: node)
            )
        }
    }
}
