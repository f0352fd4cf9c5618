import Foundation
import DsysSource

/// Turns the source arrays of a resolver document (a set's `sources`, a modifier context) into
/// token layers. A source is an inline token tree, a `$ref` to a file or to a JSON pointer inside
/// one (`modes.json#/light`), a `$ref` to a node of the document itself (`#/$defs/…`), or a
/// `#/sets/…` reference, which stands for that set's sources. A `$ref` inside an inline tree reads
/// the node it names at its place (`NestedSourceReferences`).
///
/// Each file is read once and each source parsed once, however many contexts name it.
struct ResolverSourceLoader {
    let document: SourceFile
    /// The folder `$ref` files must stay in; nil when any file may be read.
    private let confiningFolder: String?
    /// What `$extends` may still copy in the run.
    private let extensionBudget: ExtensionBudget
    private var files: [String: SourceFile] = [:]
    private var unreadable: Set<String> = []
    private var parsedLayers: [String: [TokenLayer]] = [:]
    /// The JSON pointers of the document's nodes being read as token trees, outermost first, to
    /// report a nested `$ref` that includes the node it is in (`cycle(reaching:)`).
    private var documentNodesBeingRead: [String] = []
    /// The files whose tokens are written as Style Dictionary's (`value`), in first-use order, each
    /// with where its first source read starts; one note names them all (`noteStyleDictionaryFiles`).
    private var styleDictionaryFiles: [(path: String, location: SourceLocation)] = []
    /// The sets whose sources are being expanded, outermost first, to report cycles.
    private var setsBeingExpanded: [String] = []
    /// Display paths of the files read, in first-use order.
    private(set) var filesRead: [String] = []

    init(document: SourceFile, referenceScope: ReferenceScope, extensionBudget: ExtensionBudget) {
        self.document = document
        self.extensionBudget = extensionBudget
        switch referenceScope {
        case .inputFolder: confiningFolder = RelativePath.resolve(".", against: document.path)
        case .anywhere: confiningFolder = nil
        }
    }

    /// The layers of the sources in the array `sources`, in order; `pointer` locates the array.
    mutating func layers(of sources: SourceNode, pointer: String, diagnostics: inout Diagnostics) -> [TokenLayer] {
        guard let elements = sources.elements else {
            diagnostics.error(
                "sources must be an array of { \"$ref\": \"…\" } objects and inline token groups, but this is "
                    + sources.kindDescription,
                at: document.location(of: sources)
            )
            return []
        }
        var layers: [TokenLayer] = []
        for (index, element) in elements.enumerated() {
            layers += self.layers(ofSource: element, pointer: "\(pointer)/\(index)", diagnostics: &diagnostics)
        }
        return layers
    }

    private mutating func layers(
        ofSource source: SourceNode, pointer: String, diagnostics: inout Diagnostics
    ) -> [TokenLayer] {
        guard let members = source.members else {
            diagnostics.error(
                "a source must be a { \"$ref\": \"…\" } object or an inline token group, but this is "
                    + source.kindDescription,
                at: document.location(of: source)
            )
            return []
        }
        guard let referenceNode = source["$ref"] else {
            return parsedLayers(source, in: document, pointer: pointer, diagnostics: &diagnostics)
        }
        let overrides = members.filter { $0.key != "$ref" }
        switch target(of: referenceNode, diagnostics: &diagnostics) {
        case nil:
            return []
        case .set(let name):
            if let first = overrides.first {
                diagnostics.warning(
                    "'\(first.key)' next to a set reference is ignored", at: document.location(ofKey: first),
                    hint: "put overriding tokens in a source of their own after the reference"
                )
            }
            return layers(ofSet: name, referencedAt: referenceNode, diagnostics: &diagnostics)
        case .node(let node, let file, let target):
            return layers(
                referencing: node, in: file, pointer: target, overrides: overrides, sourcePointer: pointer,
                diagnostics: &diagnostics
            )
        }
    }

    /// What a `$ref` of the document names.
    private enum ReferenceTarget {
        /// A set of the document, which stands for its sources.
        case set(String)
        /// A node of the document or of a file, and its JSON pointer there.
        case node(SourceNode, SourceFile, pointer: String)
    }

    /// What the `$ref` member value `referenceNode` names; nil, reported, when it names nothing dsys reads.
    private mutating func target(of referenceNode: SourceNode, diagnostics: inout Diagnostics) -> ReferenceTarget? {
        guard let text = referenceNode.string, let reference = ResolverReference(text) else {
            diagnostics.error(
                "'$ref' must be a string such as \"tokens/color.json\", \"tokens.json#/color\" or \"#/sets/base\"",
                at: document.location(of: referenceNode)
            )
            return nil
        }
        switch reference {
        case .remote(let url):
            diagnostics.error(
                "dsys does not fetch remote references ('\(url)')", at: document.location(of: referenceNode),
                hint: "download the file and reference it by a path relative to the resolver document"
            )
            return nil
        case .local(let target):
            return localTarget(target, at: referenceNode, diagnostics: &diagnostics)
        case .file(let path, let target):
            guard let file = readFile(path, referencedAt: referenceNode, diagnostics: &diagnostics) else { return nil }
            if file.path == document.path, target.isEmpty {
                reportSelfReference(text, at: referenceNode, diagnostics: &diagnostics)
                return nil
            }
            guard let node = JSONPointer.resolve(target, in: file.root) else {
                diagnostics.error(
                    "'\(text)' points to '#\(target)', which does not exist in '\(file.path)'",
                    at: document.location(of: referenceNode),
                    hint: "top-level keys there: " + (file.root.members ?? []).map(\.key).joined(separator: ", ")
                )
                return nil
            }
            return .node(node, file, pointer: target)
        }
    }

    /// A reference inside the resolver document: a set (standing for its sources) or any other
    /// node except modifiers and `resolutionOrder` entries, which the spec forbids.
    private func localTarget(
        _ target: String, at referenceNode: SourceNode, diagnostics: inout Diagnostics
    ) -> ReferenceTarget? {
        let segments = JSONPointer.segments(target) ?? []
        switch segments.first {
        case "sets" where segments.count == 2:
            return .set(segments[1])
        case "modifiers":
            diagnostics.error(
                "a set or modifier context cannot reference a modifier ('#\(target)')",
                at: document.location(of: referenceNode),
                hint: "only resolutionOrder may reference modifiers; reference the context's files instead"
            )
            return nil
        case "resolutionOrder":
            diagnostics.error(
                "a reference cannot point into resolutionOrder ('#\(target)')",
                at: document.location(of: referenceNode), hint: "define the set under 'sets' and reference it there"
            )
            return nil
        case nil:
            reportSelfReference("#", at: referenceNode, diagnostics: &diagnostics)
            return nil
        default:
            guard let node = JSONPointer.resolve(target, in: document.root) else {
                diagnostics.error(
                    "'#\(target)' does not exist in this document", at: document.location(of: referenceNode)
                )
                return nil
            }
            return .node(node, document, pointer: target)
        }
    }

    /// A `$ref` to the whole resolver document would make the document one of its own sources.
    private func reportSelfReference(_ reference: String, at referenceNode: SourceNode, diagnostics: inout Diagnostics) {
        diagnostics.error(
            "'$ref' \(QuotedInput.quoted(reference)) names the resolver document itself, which cannot be one of "
                + "its own sources",
            at: document.location(of: referenceNode),
            hint: "reference a token file, or a part of this document such as \"#/$defs/tokens\""
        )
    }

    /// The sources of the set `name`, for a `#/sets/name` reference inside another source list.
    private mutating func layers(
        ofSet name: String, referencedAt referenceNode: SourceNode, diagnostics: inout Diagnostics
    ) -> [TokenLayer] {
        let location = document.location(of: referenceNode)
        let definedSets = document.root["sets"]?.members ?? []
        guard let set = definedSets.first(where: { $0.key == name })?.value else {
            diagnostics.error(
                "'#/sets/\(JSONPointer.escape(name))' names no set"
                    + NameSuggestion.didYouMean(name, among: definedSets.map(\.key)),
                at: location, hint: "sets: " + definedSets.map(\.key).joined(separator: ", ")
            )
            return []
        }
        if let start = setsBeingExpanded.firstIndex(of: name) {
            let chain = (setsBeingExpanded[start...] + [name]).joined(separator: " → ")
            diagnostics.error("sets reference each other in a cycle: \(chain)", at: location)
            return []
        }
        guard let sources = set["sources"] else {
            diagnostics.error("set '\(name)' has no 'sources'", at: document.location(of: set))
            return []
        }
        setsBeingExpanded.append(name)
        defer { setsBeingExpanded.removeLast() }
        return layers(of: sources, pointer: "/sets/\(JSONPointer.escape(name))/sources", diagnostics: &diagnostics)
    }

    /// The layers of a referenced node. Keys written next to `$ref` replace the target's top-level
    /// keys (a shallow override, as the spec defines it), so they become a second layer of their own.
    private mutating func layers(
        referencing node: SourceNode, in file: SourceFile, pointer: String, overrides: [SourceMember],
        sourcePointer: String, diagnostics: inout Diagnostics
    ) -> [TokenLayer] {
        guard !overrides.isEmpty, let members = node.members else {
            return parsedLayers(node, in: file, pointer: pointer, diagnostics: &diagnostics)
        }
        let replaced = Set(overrides.map(\.key))
        var kept = node
        kept.value = .object(members.filter { !replaced.contains($0.key) })
        let first = overrides[0]
        let overrideNode = SourceNode(.object(overrides), line: first.keyLine, column: first.keyColumn)
        return layers(kept, in: file, pointer: pointer, diagnostics: &diagnostics)
            + layers(overrideNode, in: document, pointer: sourcePointer, diagnostics: &diagnostics)
    }

    /// The layers of `node`, parsed once per file and pointer.
    private mutating func parsedLayers(
        _ node: SourceNode, in file: SourceFile, pointer: String, diagnostics: inout Diagnostics
    ) -> [TokenLayer] {
        let key = file.path + "#" + pointer
        if let cached = parsedLayers[key] { return cached }
        let parsed = layers(node, in: file, pointer: pointer, diagnostics: &diagnostics)
        parsedLayers[key] = parsed
        return parsed
    }

    /// `node` parsed as a token tree whose root is the group `prefix`, its tokens inheriting
    /// `inheritedType` where they give none. A tree of the resolver document is read after the
    /// nodes its nested `$ref`s name (`NestedSourceReferences`), each parsed in its own file at the
    /// path of its `$ref`, so every token keeps the position it is written at.
    private mutating func layers(
        _ node: SourceNode, in file: SourceFile, pointer: String, prefix: TokenPath = TokenPath([]),
        inheritedType: String? = nil, diagnostics: inout Diagnostics
    ) -> [TokenLayer] {
        let dialect = TokenDialect.ofTokens(in: node) ?? .dtcg
        guard file.path == document.path, node.mayContainReference else {
            return [layer(node, in: file, pointer: pointer, dialect: dialect, prefix: prefix, inheritedType: inheritedType,
                          diagnostics: &diagnostics)]
        }
        let nested = NestedSourceReferences(node, inheritedType: inheritedType, dialect: dialect)
        documentNodesBeingRead.append(pointer)
        defer { documentNodesBeingRead.removeLast() }
        var layers: [TokenLayer] = []
        for reference in nested.references {
            layers += self.layers(ofNested: reference, below: prefix, diagnostics: &diagnostics)
        }
        return layers + [layer(nested.tree, in: file, pointer: pointer, dialect: dialect, prefix: prefix,
                               inheritedType: inheritedType, diagnostics: &diagnostics)]
    }

    /// The layers of the node a nested `$ref` names, placed at the `$ref`'s path below `prefix`.
    /// The keys written beside the `$ref` stay in the inline tree, read after, so they are left
    /// out of the node; beside a `$ref` to a token, only `$type` has a meaning (the type of the
    /// token) and other keys are a warning.
    private mutating func layers(
        ofNested reference: NestedSourceReferences.Reference, below prefix: TokenPath, diagnostics: inout Diagnostics
    ) -> [TokenLayer] {
        let location = document.location(of: reference.referenceNode)
        let text = QuotedInput.quoted(reference.referenceNode.string ?? "")
        let placed = TokenPath(prefix.segments + reference.path.segments)
        switch target(of: reference.referenceNode, diagnostics: &diagnostics) {
        case nil:
            return []
        case .set:
            diagnostics.error(
                "'$ref' \(text) names a set inside the inline tokens of '\(placed)': a set stands for a list of "
                    + "sources, not for a group of tokens, so its tokens are not read there",
                at: location, hint: "reference the set in the sources list itself, or the set's token file at this place"
            )
            return []
        case .node(let node, let file, let pointer):
            if file.path == document.path, let cycle = cycle(reaching: pointer) {
                diagnostics.error(
                    "'$ref' \(text) in the inline tokens of '\(placed)' includes itself: "
                        + (cycle + [pointer]).map { "#\($0)" }.joined(separator: " → "),
                    at: location, hint: "reference a part of the document that does not hold this '$ref'"
                )
                return []
            }
            var kept = node
            if let members = node.members, !reference.overriddenKeys.isEmpty {
                if members.contains(where: { $0.key == "$value" || $0.key == "value" }) {
                    for key in reference.overriddenKeys.sorted() where key != "$type" {
                        diagnostics.warning(
                            "'\(key)' next to '$ref' \(text) is ignored: the '$ref' names a token, and keys beside it "
                                + "are not merged into the token", at: location, token: placed.description,
                            hint: "write the token '\(placed)' in full instead of referencing it"
                        )
                    }
                }
                kept.value = .object(members.filter { !reference.overriddenKeys.contains($0.key) })
            }
            return layers(
                kept, in: file, pointer: pointer, prefix: placed,
                inheritedType: reference.inheritedType ?? Self.groupType(around: pointer, in: file.root), diagnostics: &diagnostics
            )
        }
    }

    /// The `$type` the groups around the node `pointer` names give it in its own file: a `$ref` to
    /// `base.json#/palette/black` names a color token when `palette` is a group of colors.
    private static func groupType(around pointer: String, in root: SourceNode) -> String? {
        var type: String?
        var node = root
        for segment in (JSONPointer.segments(pointer) ?? []).dropLast() {
            if let name = node["$type"]?.string { type = name }
            guard let next = node[segment] else { return type }
            node = next
        }
        return node["$type"]?.string ?? type
    }

    /// The document nodes being read that `pointer` names or holds, from the outermost, when there
    /// are any: reading the node `pointer` names would read them again, without end.
    private func cycle(reaching pointer: String) -> [String]? {
        guard let start = documentNodesBeingRead.firstIndex(where: { $0 == pointer || $0.hasPrefix(pointer + "/") }) else {
            return nil
        }
        return Array(documentNodesBeingRead[start...])
    }

    /// `node` parsed as a token tree. The resolver module expects DTCG token files, but a tree whose
    /// tokens are written as Style Dictionary's and Tokens Studio's (`value`, `type`) is read as dsys
    /// reads such a file given alone: parsed as DTCG, each of its members was a warning and the
    /// resolver document gave no token.
    private mutating func layer(
        _ node: SourceNode, in file: SourceFile, pointer: String, dialect: TokenDialect, prefix: TokenPath,
        inheritedType: String?, diagnostics: inout Diagnostics
    ) -> TokenLayer {
        if dialect == .legacy, !styleDictionaryFiles.contains(where: { $0.path == file.path }) {
            styleDictionaryFiles.append((file.path, file.location(of: node)))
        }
        let external = ExternalExtensionList()
        let tokens = TokenTreeParser.parse(
            file, node: node, prefix: prefix, pointer: pointer, dialect: dialect, inheritedType: inheritedType,
            extensionBudget: extensionBudget, externalExtensions: external, diagnostics: &diagnostics
        )
        var layer = TokenLayer(name: pointer.isEmpty ? file.path : "\(file.path)#\(pointer)", tokens: tokens)
        layer.externalExtensions = external.items
        return layer
    }

    /// One note, at the first of them, naming the files whose tokens are read as Style Dictionary's.
    func noteStyleDictionaryFiles(into diagnostics: inout Diagnostics) {
        guard let first = styleDictionaryFiles.first else { return }
        let names = ProseList.joined(ChainText.abbreviated(styleDictionaryFiles.map { "'\($0.path)'" }))
        let writes = styleDictionaryFiles.count == 1 ? "writes its" : "write their"
        diagnostics.append(Diagnostic(
            .note,
            "\(names) \(writes) tokens as Style Dictionary and Tokens Studio do ('value', 'type'); dsys reads them so, "
                + "though the resolver module expects DTCG token files ('$value', '$type')",
            at: first.location, hint: "write '$value' and '$type' for other tools that read the resolver document"
        ))
    }

    /// The file `reference` names, relative to the resolver document; read once.
    private mutating func readFile(
        _ reference: String, referencedAt referenceNode: SourceNode, diagnostics: inout Diagnostics
    ) -> SourceFile? {
        var path = RelativePath.resolve(reference, against: document.path)
        if !Self.isFile(path), let decoded = reference.removingPercentEncoding, decoded != reference {
            path = RelativePath.resolve(decoded, against: document.path)
        }
        if path == RelativePath.normalize(document.path) { return document }
        if let file = files[path] { return file }
        if unreadable.contains(path) { return nil }
        if let problem = ReferencedFile.problem(reading: path, confinedTo: confiningFolder) {
            report(problem, reading: path, for: reference, at: referenceNode, diagnostics: &diagnostics)
            unreadable.insert(path)
            return nil
        }
        guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
            unreadable.insert(path)
            return nil
        }
        files[path] = file
        filesRead.append(path)
        return file
    }

    /// Reports why the file `path`, which `$ref` `reference` names, is not read.
    private func report(
        _ problem: ReferencedFile.Problem, reading path: String, for reference: String, at referenceNode: SourceNode,
        diagnostics: inout Diagnostics
    ) {
        let named = "'$ref' \(QuotedInput.quoted(reference)) names '\(path)'"
        let location = document.location(of: referenceNode)
        switch problem {
        case .outside(let folder, let followingLinks):
            diagnostics.error(
                "\(named), which is outside the folder of the input document ('\(folder)')"
                    + (followingLinks ? " once its symbolic links are followed" : ""),
                at: location,
                hint: "move the file into that folder, or pass --allow-ref-outside-input to let '$ref' read it"
            )
        case .unreadable(.missing), .unreadable(.directory):
            diagnostics.error(
                "'\(QuotedInput.shortened(reference))' does not exist: there is no file '\(path)'", at: location,
                hint: "paths in '$ref' are relative to the folder that holds the resolver document"
            )
        case .unreadable(.notRegular):
            diagnostics.error("\(named), which is not a regular file", at: location,
                              hint: "reference a token file (.json, .json5, .yaml, .yml)")
        case .unreadable(.tooLarge(let bytes)):
            diagnostics.error(
                "\(named), which holds \(bytes) bytes; dsys reads at most \(RegularFileCheck.maximumBytes >> 20) MiB "
                    + "per file",
                at: location, hint: "split the token file"
            )
        }
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
