import DsysSource

/// One item of a resolver document's `resolutionOrder`, with its sources loaded: a set, whose
/// layers every mode includes, or a modifier, whose chosen context supplies the layers.
enum ResolutionOrderEntry {
    case set(name: String, layers: [TokenLayer])
    case modifier(ResolverModifier)

    /// Whether an entry is a set or a modifier, as inline entries spell it in `type`.
    enum Kind: String {
        case set, modifier
    }

    /// The set or modifier object an entry stands for, before its sources are loaded.
    private struct Definition {
        var kind: Kind
        var name: String
        var node: SourceNode
        /// Where `node` sits in the document, for the provenance of inline tokens.
        var pointer: String
    }

    /// The root members that hold named definitions.
    private static let definitionFolders: [String: Kind] = ["sets": .set, "modifiers": .modifier]

    var kind: Kind {
        switch self {
        case .set: .set
        case .modifier: .modifier
        }
    }

    var name: String {
        switch self {
        case .set(let name, _): name
        case .modifier(let modifier): modifier.name
        }
    }

    /// Reads element `index` of `resolutionOrder`: a `{ "$ref": "#/sets/…" }` or `#/modifiers/…`
    /// reference (keys next to `$ref` replace the referenced object's keys) or an inline set or
    /// modifier with `type` and `name`. Nil, with an error, when it cannot be used.
    static func read(
        _ element: SourceNode, index: Int, sources: inout ResolverSourceLoader, diagnostics: inout Diagnostics
    ) -> ResolutionOrderEntry? {
        let file = sources.document
        guard let members = element.members else {
            diagnostics.error(
                "a resolutionOrder entry must be an object such as { \"$ref\": \"#/sets/base\" }, but this is "
                    + element.kindDescription,
                at: file.location(of: element)
            )
            return nil
        }
        let definition = if let reference = element["$ref"] {
            referenced(reference, overrides: members.filter { $0.key != "$ref" }, in: file, diagnostics: &diagnostics)
        } else {
            inline(element, pointer: "/resolutionOrder/\(index)", in: file, diagnostics: &diagnostics)
        }
        guard let definition else { return nil }
        switch definition.kind {
        case .set:
            ResolverObjectKeys.warnAboutUnknownKeys(
                of: definition.node, allowed: ResolverObjectKeys.set, what: "set '\(definition.name)'", in: file,
                diagnostics: &diagnostics
            )
            guard let sourcesNode = definition.node["sources"] else {
                diagnostics.error(
                    "set '\(definition.name)' has no 'sources'", at: file.location(of: definition.node),
                    hint: "write \"sources\": [ { \"$ref\": \"tokens.json\" } ]"
                )
                return nil
            }
            let layers = sources.layers(
                of: sourcesNode, pointer: definition.pointer + "/sources", diagnostics: &diagnostics
            )
            return .set(name: definition.name, layers: layers)
        case .modifier:
            return ResolverModifier.read(
                name: definition.name, node: definition.node, pointer: definition.pointer, sources: &sources,
                diagnostics: &diagnostics
            ).map { .modifier($0) }
        }
    }

    /// The set or modifier a `$ref` entry names.
    private static func referenced(
        _ referenceNode: SourceNode, overrides: [SourceMember], in file: SourceFile, diagnostics: inout Diagnostics
    ) -> Definition? {
        let location = file.location(of: referenceNode)
        guard let text = referenceNode.string, case .local(let pointer)? = ResolverReference(text) else {
            diagnostics.error(
                "a resolutionOrder entry must reference a set or modifier of this document, such as "
                    + "{ \"$ref\": \"#/sets/base\" } or { \"$ref\": \"#/modifiers/theme\" }",
                at: location
            )
            return nil
        }
        let segments = JSONPointer.segments(pointer) ?? []
        if segments.first == "resolutionOrder" {
            diagnostics.error(
                "a reference cannot point into resolutionOrder ('#\(pointer)')", at: location,
                hint: "define the set or modifier under 'sets' or 'modifiers' and reference it there"
            )
            return nil
        }
        let target: (kind: Kind, name: String, node: SourceNode)
        if segments.count == 2, let kind = definitionFolders[segments[0]] {
            let defined = file.root[segments[0]]?.members ?? []
            guard let node = defined.first(where: { $0.key == segments[1] })?.value else {
                diagnostics.error(
                    "resolutionOrder references \(kind.rawValue) '\(segments[1])', "
                        + "which '\(segments[0])' does not define"
                        + NameSuggestion.didYouMean(segments[1], among: defined.map(\.key)),
                    at: location,
                    hint: defined.isEmpty
                        ? "add it under '\(segments[0])'"
                        : "\(segments[0]): " + defined.map(\.key).joined(separator: ", ")
                )
                return nil
            }
            target = (kind, segments[1], node)
        } else {
            guard let node = JSONPointer.resolve(pointer, in: file.root) else {
                diagnostics.error("'#\(pointer)' does not exist in this document", at: location)
                return nil
            }
            guard let kind = kindByShape(of: node) else {
                diagnostics.error(
                    "'#\(pointer)' is neither a set (with 'sources') nor a modifier (with 'contexts')", at: location
                )
                return nil
            }
            target = (kind, segments.last ?? "", node)
        }
        guard let members = target.node.members else {
            diagnostics.error(
                "\(target.kind.rawValue) '\(target.name)' must be an object, but it is \(target.node.kindDescription)",
                at: file.location(of: target.node)
            )
            return nil
        }
        var node = target.node
        let replaced = Set(overrides.map(\.key))
        node.value = .object(members.filter { !replaced.contains($0.key) } + overrides)
        return Definition(kind: target.kind, name: target.name, node: node, pointer: pointer)
    }

    /// A set or modifier written out in `resolutionOrder`, which must say its `type` and `name`.
    private static func inline(
        _ node: SourceNode, pointer: String, in file: SourceFile, diagnostics: inout Diagnostics
    ) -> Definition? {
        guard let typeNode = node["type"] else {
            diagnostics.error(
                "an inline resolutionOrder entry needs \"type\": \"set\" or \"modifier\"", at: file.location(of: node),
                hint: "or reference a definition: { \"$ref\": \"#/sets/base\" }"
            )
            return nil
        }
        guard let kind = typeNode.string.flatMap(Kind.init(rawValue:)) else {
            diagnostics.error("'type' must be \"set\" or \"modifier\"", at: file.location(of: typeNode))
            return nil
        }
        guard let name = node["name"]?.string, !name.isEmpty else {
            diagnostics.error(
                "an inline \(kind.rawValue) in resolutionOrder needs a non-empty \"name\"",
                at: file.location(of: node["name"] ?? node)
            )
            return nil
        }
        return Definition(kind: kind, name: name, node: node, pointer: pointer)
    }

    /// A set has `sources`, a modifier `contexts`; an explicit `type` wins.
    private static func kindByShape(of node: SourceNode) -> Kind? {
        if let type = node["type"]?.string { return Kind(rawValue: type) }
        if node["contexts"] != nil { return .modifier }
        if node["sources"] != nil { return .set }
        return nil
    }
}
