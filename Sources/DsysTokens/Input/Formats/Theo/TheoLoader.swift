import Foundation
import DsysSource

/// Reads the Theo files of a run (`TheoFormat`) as Theo does: each file given that no other file
/// imports is an entry; its imports come first (their props, and their aliases for its values), then
/// its own props, a later prop of a name replacing an earlier one. Every file read becomes one token
/// layer of its own props (so its tokens point into it, and watch mode and the file headers name
/// it); a file imported by several entries is read once.
///
/// A prop becomes a Style Dictionary-style token at the top level (`space-inset`, or
/// `SPACING_SM`): `value` with its aliases replaced (`TheoAliasScope`), the type from `type` and
/// `category` (`TheoTypeName`), and `comment` as its description. As in Theo, an alias a file's own
/// scope leaves in a value is replaced by each file that imports it, with its aliases: those of all
/// its imports and its own (UP42's `box-shadow.json` uses `{!gray_100}` in its own alias, and
/// `gray_100` is an alias of `colors.json`, which the entry imports before it). A prop whose value
/// still names an alias after its entry is skipped, naming that alias.
///
/// Imports are read like a resolver document's `$ref`s: a path relative to the file only inside the
/// folder of the files given (unless `--allow-ref-outside-input`); a package path (`@brand/tokens/
/// colors.json`) beside the file, else where Node finds it, in a `node_modules` folder above. A
/// file that cannot be read is an error naming the import, and imports that lead back to their own
/// file are an error naming the cycle.
package struct TheoLoader {
    private let confiningFolder: String?
    private let extensionBudget: ExtensionBudget
    private var documents: [String: TheoDocument] = [:]
    private var unreadable: Set<String> = []
    /// The package folder (`…/node_modules/@scope/name`) of each file of a package found in a
    /// `node_modules` folder, and of the files it imports: their relative imports lie in the
    /// package, so they are confined to it rather than to the input folder.
    private var packageOfFile: [String: String] = [:]
    /// The alias scope of each file whose imports are done.
    private var scopes: [String: TheoAliasScope] = [:]
    /// The files being read, outermost first, to report import cycles.
    private var importing: [String] = []
    /// The files of the entry being read, in the order they were finished.
    private var finished: [FinishedFile] = []
    /// How many aliases the kept scopes hold together (each file's scope holds its imports' too).
    private var keptAliases = 0
    /// Whether reading stopped at a limit (reported once).
    private var stopped = false

    /// The deepest chain of imports read: real projects nest a few files deep, and each level is a
    /// frame of the reader's stack.
    static let maximumImportDepth = 256
    /// The most aliases the files' scopes may hold together: a long chain of files that each import
    /// the one before would otherwise hold every alias once per file.
    static let maximumKeptAliases = 4_000_000

    /// A file read, with its props as tokens whose values have the aliases replaced that the files
    /// finished so far could replace.
    private struct FinishedFile {
        var document: TheoDocument
        var props: [SourceMember]
        /// The props whose values still name an alias, which a file importing this one may replace.
        private(set) var unreplaced: [Int]

        init(document: TheoDocument, props: [SourceMember]) {
            self.document = document
            self.props = props
            unreplaced = props.indices.filter { Self.namesAlias(props[$0]) }
        }

        /// Replaces the aliases left in the props' values with those of `scope`, a scope of a file
        /// that imports this one.
        mutating func replaceAliases(from scope: inout TheoAliasScope, diagnostics: inout Diagnostics) {
            for prop in unreplaced {
                guard case .object(var members) = props[prop].value.value,
                      let value = members.firstIndex(where: { $0.key == "value" }) else { continue }
                members[value].value = scope.substituted(members[value].value, in: document.file, diagnostics: &diagnostics)
                props[prop].value.value = .object(members)
            }
            unreplaced.removeAll { !Self.namesAlias(props[$0]) }
        }

        private static func namesAlias(_ prop: SourceMember) -> Bool {
            prop.value["value"].map { !TheoAliasScope.aliasNames(in: $0).isEmpty } ?? false
        }
    }

    /// The token layers of the Theo `files` a run was given, and the props skipped because their
    /// values use aliases that cannot be replaced.
    static func layers(of files: [SourceFile], options: InputLoadOptions,
                       diagnostics: inout Diagnostics) -> (layers: [TokenLayer], skipped: [(token: SkippedToken, hint: String?)]) {
        var loader = TheoLoader(files: files, options: options, diagnostics: &diagnostics)
        var layers: [TokenLayer] = []
        var skipped: [(token: SkippedToken, hint: String?)] = []
        let entries = loader.entries(among: files, diagnostics: &diagnostics)
        let shared = loader.filesOfSeveral(entries)
        for entry in entries {
            loader.finished = []
            loader.read(entry, diagnostics: &diagnostics)
            let parsed = loader.finished.map { loader.layer(of: $0, diagnostics: &diagnostics) }
            var kept = Self.laterPropsWin(parsed, keeping: shared)
            for index in kept.indices {
                kept[index].tokens.removeAll { token in
                    guard let skip = Self.unreplacedAlias(in: token, scope: loader.scopes[entry]) else { return false }
                    skipped.append(skip)
                    return true
                }
            }
            layers += kept
        }
        return (layers, skipped)
    }

    /// Why `token` is skipped when its value still names an alias after its entry's `scope` (nil
    /// when the entry was not read): the first alias no file defines, else the first that cannot be
    /// replaced. Nil when it names none.
    private static func unreplacedAlias(in token: RawToken, scope: TheoAliasScope?) -> (token: SkippedToken, hint: String?)? {
        let names = TheoAliasScope.aliasNames(in: token.value)
        guard let first = names.first else { return nil }
        let skip = { (reason: TokenSkipReason, message: String) in
            SkippedToken(path: token.path, typeName: token.typeName, location: token.location, reason: reason, message: message)
        }
        if let missing = names.first(where: { scope?.problem(leaving: $0) == nil }) {
            let suggestion = scope.map { NameSuggestion.didYouMean(missing, among: $0.names) } ?? ""
            return (skip(.missingReference, "'\(token.path)' uses the Theo alias '\(missing)', which is not defined" + suggestion),
                    "define '\(missing)' under \"aliases\" in this file or in a file its entry imports, or correct the name")
        }
        let reason = scope?.problem(leaving: first) ?? .unsupportedValue
        let why = reason == .aliasCycle ? "whose aliases lead back to it" : "whose value grows beyond what dsys replaces"
        return (skip(reason, "'\(token.path)' uses the Theo alias '\(first)', \(why)"), "the warning about the alias '\(first)' says why")
    }

    /// The files that two or more of `entries` import (directly or through other files): Paste's
    /// `global/box-shadow.yml`, which its base, Evergreen and dark themes all import.
    private mutating func filesOfSeveral(_ entries: [String]) -> Set<String> {
        var ignored = Diagnostics()
        var readers: [String: Int] = [:]
        for entry in entries {
            var reached: Set<String> = [entry]
            var pending = [entry]
            while let path = pending.popLast() {
                for item in documents[path]?.imports ?? [] {
                    guard let document = documents[path], let target = importedPath(item, from: document, diagnostics: &ignored) else { continue }
                    if reached.insert(target).inserted { pending.append(target) }
                }
            }
            for path in reached { readers[path, default: 0] += 1 }
        }
        return Set(readers.filter { $0.value > 1 }.keys)
    }

    /// The entries among the token files at `paths` when some of them are Theo files: the Theo files
    /// no other file imports, fewest folders deep first; nil when none is a Theo file. `dsys init`
    /// proposes the shallowest: a Theo project's other entries are its themes, each read alone.
    package static func entries(among paths: [String]) -> [String]? {
        var ignored = Diagnostics()
        let files = paths.compactMap { SourceFileReader.read(fileAt: $0, displayPath: $0, diagnostics: &ignored) }
            .filter { TheoDocument.isTheo($0.root) }
        guard !files.isEmpty else { return nil }
        var loader = TheoLoader(files: files, options: InputLoadOptions(), diagnostics: &ignored)
        let entries = loader.entries(among: files, diagnostics: &ignored)
        let depth = { (path: String) in path.split(separator: "/").count }
        return entries.enumerated().sorted { (depth($0.element), $0.offset) < (depth($1.element), $1.offset) }.map(\.element)
    }

    private init(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) {
        extensionBudget = options.extensionBudget
        switch options.referenceScope {
        case .inputFolder: confiningFolder = Self.commonFolder(of: files.map { RelativePath.normalize($0.path) })
        case .anywhere: confiningFolder = nil
        }
        for file in files {
            documents[RelativePath.normalize(file.path)] = TheoDocument(file, diagnostics: &diagnostics)
        }
    }

    /// The given files no other file imports (directly or through files it imports), in the order
    /// given; when every file is imported by another (a cycle), the first.
    private mutating func entries(among files: [SourceFile], diagnostics: inout Diagnostics) -> [String] {
        let given = files.map { RelativePath.normalize($0.path) }
        var imported = Set<String>()
        var pending = given
        var seen = Set(given)
        while let path = pending.popLast() {
            guard let document = documents[path] else { continue }
            for entry in document.imports {
                guard let target = importedPath(entry, from: document, diagnostics: &diagnostics) else { continue }
                imported.insert(target)
                if seen.insert(target).inserted { pending.append(target) }
            }
        }
        let entries = given.filter { !imported.contains($0) }
        return entries.isEmpty ? Array(given.prefix(1)) : entries
    }

    /// Reads the file at `path` (already read into `documents`) after its imports, once.
    private mutating func read(_ path: String, diagnostics: inout Diagnostics) {
        guard !stopped, scopes[path] == nil, let document = documents[path] else { return }
        guard importing.count < Self.maximumImportDepth else {
            stop("Theo imports nest more than \(Self.maximumImportDepth) files deep, at '\(path)'", diagnostics: &diagnostics)
            return
        }
        importing.append(path)
        let firstImported = finished.count
        var importedScopes: [TheoAliasScope] = []
        for entry in document.imports {
            guard let target = importedPath(entry, from: document, diagnostics: &diagnostics) else { continue }
            if let start = importing.firstIndex(of: target) {
                diagnostics.error("Theo imports form a cycle: \(ChainText.arrows(importing[start...] + [target]))",
                                  at: document.file.location(of: entry.node), hint: "remove one of these imports")
                continue
            }
            read(target, diagnostics: &diagnostics)
            if let scope = scopes[target] { importedScopes.append(scope) }
        }
        importing.removeLast()
        var scope = TheoAliasScope(imported: importedScopes, document: document)
        keptAliases += scope.count
        guard keptAliases <= Self.maximumKeptAliases else {
            stop("the Theo files hold more than \(Self.maximumKeptAliases) aliases across their imports, at '\(path)'",
                 diagnostics: &diagnostics)
            return
        }
        // Theo resolves the props of the files this one imports again, with the aliases of all of them
        // and its own: an alias a sibling import defines fills in what their own aliases left.
        for index in finished.indices.dropFirst(firstImported) where !finished[index].unreplaced.isEmpty {
            finished[index].replaceAliases(from: &scope, diagnostics: &diagnostics)
        }
        finished.append(FinishedFile(document: document, props: props(of: document, scope: &scope, diagnostics: &diagnostics)))
        scopes[path] = scope
    }

    /// Stops reading with `problem` as an error: the run generates nothing rather than a part.
    private mutating func stop(_ problem: String, diagnostics: inout Diagnostics) {
        stopped = true
        diagnostics.error(problem, hint: "import fewer files into each other, or split the token set")
    }

    /// `document`'s own props as tokens, their aliases replaced from `scope`.
    private func props(of document: TheoDocument, scope: inout TheoAliasScope, diagnostics: inout Diagnostics) -> [SourceMember] {
        document.props.map { prop in
            SourceMember(
                key: prop.name, keyLine: prop.nameMember?.keyLine ?? prop.node.line,
                keyColumn: prop.nameMember?.keyColumn ?? prop.node.column,
                value: token(of: prop, in: document.file, scope: &scope, diagnostics: &diagnostics)
            )
        }
    }

    /// The layer of a finished file's props.
    private func layer(of file: FinishedFile, diagnostics: inout Diagnostics) -> TokenLayer {
        let root = SourceNode(.object(file.props), line: file.document.file.root.line, column: file.document.file.root.column)
        let tokens = TokenTreeParser.parse(file.document.file, node: root, dialect: .legacy, extensionBudget: extensionBudget,
                                           diagnostics: &diagnostics)
        return TokenLayer(name: file.document.file.path, tokens: tokens)
    }

    /// A prop as a token: `value` with its aliases replaced, `type` as dsys names it (or none), and
    /// `comment` and `category` as written. Theo's `meta` and any other member are metadata, never
    /// props (Theo's spec): as members of a legacy token, Mozilla Protocol's `meta: { value: … }`
    /// was read as a token inside the prop.
    private func token(of prop: TheoDocument.Prop, in file: SourceFile, scope: inout TheoAliasScope,
                       diagnostics: inout Diagnostics) -> SourceNode {
        let members = prop.node.members ?? []
        let typeNode = prop.node["type"]
        let dsysType = TheoTypeName.dsysName(type: typeNode?.string, category: prop.node["category"]?.string)
        var token: [SourceMember] = []
        for member in members where ["value", "comment", "category"].contains(member.key) {
            var kept = member
            if member.key == "value" { kept.value = scope.substituted(member.value, in: file, diagnostics: &diagnostics) }
            token.append(kept)
        }
        if let dsysType, let typeNode {
            token.append(SourceMember(key: "type", keyLine: typeNode.line, keyColumn: typeNode.column,
                                      value: SourceNode(.string(dsysType), line: typeNode.line, column: typeNode.column)))
        }
        var node = prop.node
        node.value = .object(token)
        return node
    }

    /// The path `entry` of `document` names, read into `documents`; nil after reporting why it
    /// cannot be read. A path that is not relative (`./`, `../`) or absolute is looked for beside
    /// the document, then as Node resolves a module: in the `node_modules` folders above it.
    private mutating func importedPath(_ entry: TheoDocument.Import, from document: TheoDocument,
                                       diagnostics: inout Diagnostics) -> String? {
        let candidates = Self.candidatePaths(for: entry.path, from: document.file.path)
        guard let found = candidates.firstIndex(where: { documents[$0] != nil || FileManager.default.fileExists(atPath: $0) }) else {
            report("names no file dsys can find (looked for '\(candidates[0])'"
                       + (candidates.count > 1 ? " and in the node_modules folders above it)" : ")"),
                   entry, in: document, hint: "write the path relative to this file, or run npm install where it imports a package",
                   diagnostics: &diagnostics)
            return nil
        }
        let path = candidates[found]
        if documents[path] != nil { return path }
        if unreadable.contains(path) { return nil }
        // A package found in a `node_modules` folder may lie above the input folder, as Node's
        // packages usually do; only paths written relative to the input folder's own files are confined.
        let package = found > 0 ? Self.packageFolder(of: path) : packageOfFile[RelativePath.normalize(document.file.path)]
        if let problem = ReferencedFile.problem(reading: path, confinedTo: found > 0 || confiningFolder == nil ? nil : package ?? confiningFolder) {
            unreadable.insert(path)
            switch problem {
            case .outside(let folder, let followingLinks):
                report("names '\(path)', which is outside the folder of the input files ('\(folder)')"
                           + (followingLinks ? " once its symbolic links are followed" : ""),
                       entry, in: document, hint: "pass --allow-ref-outside-input to read it", diagnostics: &diagnostics)
            case .unreadable:
                report("names '\(path)', which dsys cannot read", entry, in: document, hint: nil, diagnostics: &diagnostics)
            }
            return nil
        }
        guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
            unreadable.insert(path)
            return nil
        }
        documents[path] = TheoDocument(file, diagnostics: &diagnostics)
        if let package { packageOfFile[path] = package }
        return path
    }

    /// The package folder a file found in a `node_modules` folder lies in: `node_modules/name`, or
    /// `node_modules/@scope/name` for a scoped package.
    private static func packageFolder(of path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let modules = segments.lastIndex(of: "node_modules"), modules + 1 < segments.count else { return nil }
        let end = segments[modules + 1].hasPrefix("@") && modules + 2 < segments.count ? modules + 2 : modules + 1
        return segments[...end].joined(separator: "/")
    }

    private func report(_ problem: String, _ entry: TheoDocument.Import, in document: TheoDocument, hint: String?,
                        diagnostics: inout Diagnostics) {
        diagnostics.error("the import \(QuotedInput.quoted(entry.path)) \(problem)", at: document.file.location(of: entry.node),
                          hint: hint)
    }

    /// Where an import of `reference` from the file at `documentPath` may be, most likely first.
    private static func candidatePaths(for reference: String, from documentPath: String) -> [String] {
        let beside = RelativePath.resolve(reference, against: documentPath)
        if reference.hasPrefix("/") || reference.hasPrefix("./") || reference.hasPrefix("../") { return [beside] }
        // Node looks in every folder above, also above the one dsys runs in (a monorepo's hoisted
        // `node_modules` at its root, where a package's input is given relative to the package).
        var folder = RelativePath.resolve(".", against: documentPath)
        if !folder.hasPrefix("/") { folder = RelativePath.normalize(FileManager.default.currentDirectoryPath + "/" + folder) }
        var modules: [String] = []
        for _ in 0..<64 {
            modules.append(RelativePath.normalize(folder + "/node_modules/" + reference))
            let parent = RelativePath.normalize(folder + "/..")
            guard parent != folder, !parent.hasSuffix("..") else { break }
            folder = parent
        }
        return [beside] + modules
    }

    /// The deepest folder holding every path of `paths` (normalised).
    private static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { RelativePath.resolve(".", against: $0).split(separator: "/", omittingEmptySubsequences: false) }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? (paths.first?.hasPrefix("/") == true ? "/" : ".") : joined
    }

    /// `layers` with each token only in the last layer that defines its name, as Theo merges imports.
    private static func laterPropsWin(_ layers: [TokenLayer], keeping shared: Set<String>) -> [TokenLayer] {
        var defined = Set<TokenPath>()
        var kept = layers
        for index in kept.indices.reversed() {
            // A file other entries import keeps every prop: it is read once, for all of them, and the
            // entry that overrides one of its props must not take it from the others.
            if shared.contains(RelativePath.normalize(kept[index].name)) {
                for token in kept[index].tokens { defined.insert(token.path) }
                continue
            }
            kept[index].tokens.removeAll { !defined.insert($0.path).inserted }
        }
        return kept
    }
}
