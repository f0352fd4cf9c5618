import Foundation

/// What `dsys init` found in a folder and the `dsys.json` it proposes for it.
///
/// Asks the input formats (`InputFormatRegistry`) which one claims the folder: a DTCG resolver
/// document or a Tokens Studio export (`$themes.json`, `$metadata.json`) at the top or in the only
/// subfolder that has one; else the entry files of Theo files (the shallowest of those no other
/// file imports: a Theo project's deeper entries are its themes); else token files (DTCG or Style
/// Dictionary) in one subfolder such as `tokens/` or at the top.
public struct ProjectSetup: Sendable, Equatable {
    /// What kind of input was found, for the message (`a Tokens Studio export in tokens`).
    public var finding: String
    public var inputs: [String]
    public var moduleName: String
    public var output: String
    /// The primitive groups proposed for `"exclude"` (none for a starter).
    public var primitives = PrimitiveGroups([])

    /// How many folder levels below the top `init` searches for a Tokens Studio export or resolver document.
    static let deepSearchDepth = 5

    /// The schema's file name, written beside `dsys.json` so `"$schema"` resolves in editors.
    public static let schemaFileName = "dsys.schema.json"

    /// The folders and files that are never inputs: dsys's own files, build products, packages.
    private static let excludedNames: Set<String> = ["dsys.json", schemaFileName, "Package.resolved", ".build", "node_modules"]

    /// Looks at `folder`; nil when it holds no token input dsys can read, such as JSON files of
    /// plain values, which `generate` would refuse too.
    public static func detect(in folder: String) -> ProjectSetup? {
        let module = moduleName(forFolderNamed: URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent)
        func setup(_ finding: String, _ inputs: [String]) -> ProjectSetup? {
            var setup = ProjectSetup(finding: finding, inputs: inputs, moduleName: module, output: module)
            var ignored = Diagnostics()
            let tokens = FrontEnd().load(inputs.map { FolderListing.join(folder, $0) }, diagnostics: &ignored)
            if let tokens, tokens.skipped.isEmpty, tokens.modes.allSatisfy({ $0.tokens.tokens.isEmpty }) { return nil }
            setup.primitives = PrimitiveGroups(tokens?.defaultTokens.tokens ?? [])
            return setup
        }
        var diagnostics = Diagnostics()
        guard let chosen = InputFormatRegistry.standard.claim(folder: folder, diagnostics: &diagnostics) else { return nil }
        if chosen.claim.strength > .fallback {
            return setup("a " + chosen.format.title + otherResolverDocuments(beside: chosen.claim.path, in: folder), [relative(chosen.claim.path, to: folder)])
        }
        // A monorepo keeps its export deeper than the top or its only claimed subfolder
        // (`packages/design-tokens/tokens/$themes.json`): read as loose files, its themes would be lost.
        let deeper = InputFormatRegistry.standard.strongClaims(below: folder, depth: deepSearchDepth)
        if deeper.count == 1, let only = deeper.first {
            return setup("a " + only.format.title + otherResolverDocuments(beside: only.claim.path, in: folder), [relative(only.claim.path, to: folder)])
        }
        // A Style Dictionary build configuration (`config.json` with `source` and `platforms`) is no
        // token file, nor is a CI workflow.
        let files = FolderListing.tokenFiles(in: chosen.claim.path).map { relative($0, to: folder) }.filter(isCandidate)
            .filter { path in
                let text = Self.text(of: FolderListing.join(folder, path))
                return !StyleDictionaryConfigSources.isConfig(text) && !Self.isWorkflow(text)
            }
        guard !files.isEmpty else { return nil }
        // A Style Dictionary project builds what its config's `source` names: files beside them
        // (a brand variation built on its own) would override the base.
        if let config = StyleDictionaryConfigSources(in: folder), !files.allSatisfy(config.covers) {
            return setup("Style Dictionary token files named by \(config.fileName)'s 'source'", config.inputs)
        }
        if let entries = TheoLoader.entries(among: files.map { FolderListing.join(folder, $0) })?.map({ relative($0, to: folder) }),
           let first = entries.first {
            let depth = { (path: String) in path.split(separator: "/").count }
            let chosen = entries.filter { depth($0) == depth(first) }
            // Named, with how to use one: given alone, a theme's imports of the base's aliases lie
            // outside its folder (Twilio Paste's themes); beside the entry it is read as a mode of it.
            let others = entries.filter { depth($0) != depth(first) }
            let named = ChainText.abbreviated(others.map { "'\($0)'" }).joined(separator: ", ")
            return setup("Theo files" + (others.isEmpty ? "" : " (\(others.count) deeper entr\(others.count == 1 ? "y, a theme" : "ies, themes"), "
                + "left out: \(named); to generate one, give it after '\(first)' as the inputs, as in "
                + "'dsys generate \(first) \(others[0])')"), chosen)
        }
        // A single-file Tokens Studio export, or a resolver document not named `*.resolver.json`
        // (dtcg-playground's `resolver.json`), names its own token files or sets: beside it, the
        // other files (falcon's plain copies of its sets) would make two token systems that generate
        // refuses together.
        let texts = files.map { Self.text(of: FolderListing.join(folder, $0)) }
        for (marker, kind) in [("\"$themes\"", "a Tokens Studio export (single file)"), ("\"resolutionOrder\"", "a DTCG resolver document")] {
            let systems = files.indices.filter { texts[$0].contains(marker) }
            if systems.count == 1, let system = systems.first, files.count > 1 {
                let others = files.count - 1
                return setup("\(kind), not the \(others) token file\(others == 1 ? "" : "s") beside it", [files[system]])
            }
        }
        let dialect = dialect(of: files.map { FolderListing.join(folder, $0) })
        let topFolders = Set(files.map { $0.split(separator: "/").first.map(String.init) ?? $0 })
        if topFolders.count == 1, let only = topFolders.first, files.allSatisfy({ $0.contains("/") }) {
            // The folder may hold what a format claims below it (SkyUX's Tokens Studio project in
            // `src/tokens`, which `generate src` reads as such): the message names that format.
            var ignored = Diagnostics()
            if let inner = InputFormatRegistry.standard.claim(folder: FolderListing.join(folder, only), diagnostics: &ignored),
               inner.claim.strength > .fallback {
                return setup("a " + inner.format.title, [only])
            }
            return setup(dialect, [only])
        }
        return setup(dialect, files)
    }

    /// What the message adds when the chosen resolver document at `path` has others beside it
    /// (design-token-handover's `apps`, `docs` and `sites.resolver.json`, one token system each, which
    /// generate refuses together): their names, and how to generate one; "" otherwise.
    private static func otherResolverDocuments(beside path: String, in folder: String) -> String {
        guard path.hasSuffix(ResolverDocumentFormat.fileNameSuffix) else { return "" }
        let documentFolder = (path as NSString).deletingLastPathComponent
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: documentFolder)) ?? []).sorted()
            .filter { $0.hasSuffix(ResolverDocumentFormat.fileNameSuffix) && $0 != (path as NSString).lastPathComponent }
        guard let first = others.first else { return "" }
        let named = ChainText.abbreviated(others.map { "'\($0)'" }).joined(separator: ", ")
        let example = relative(FolderListing.join(documentFolder, first), to: folder)
        return " (\(others.count) more beside it, left out: \(named); to generate one, make it the input, as in 'dsys generate \(example)')"
    }

    /// The setup `dsys init` writes into an empty folder: the starter token file as the input.
    public static func starter(in folder: String) -> ProjectSetup {
        let module = moduleName(forFolderNamed: URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent)
        return ProjectSetup(finding: "an empty folder", inputs: [StarterTokens.fileName], moduleName: module, output: module)
    }

    /// Whether `folder` holds nothing but hidden entries (`.git`, `.DS_Store`): then `dsys init`
    /// may write a starter token file there. A folder holding anything else (an app, a README)
    /// is not one to fill with files unasked.
    public static func isEmpty(folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.allSatisfy { $0.hasPrefix(".") }
    }

    /// The `dsys.json` text: `$schema`, `inputs`, `output` and `moduleName`, two-space indented;
    /// with primitive groups, `exclude` and a `$comment` that says why.
    public var configText: String {
        let proposals = primitives.proposals
        let comment: [(String, JSONValue)] = proposals.isEmpty ? [] : [("$comment", .string(primitives.comment))]
        let exclude: [(String, JSONValue)] = proposals.isEmpty ? [] : [("exclude", .array(proposals.map { .string($0.pattern) }))]
        return CanonicalJSON.render(.object([("$schema", .string("./" + Self.schemaFileName))] + comment + [
            ("inputs", .array(inputs.map(JSONValue.string))),
            ("output", .string(self.output)),
            ("moduleName", .string(moduleName)),
        ] + exclude))
    }

    /// The folder's name in UpperCamelCase plus `DesignSystem` (`acme-app` → `AcmeAppDesignSystem`);
    /// `DesignSystem` when the name gives no ASCII Swift identifier starting with a letter.
    static func moduleName(forFolderNamed name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let base = SwiftNameGenerator().typeName(words).name
        let candidate = base.hasSuffix("DesignSystem") ? base : base + "DesignSystem"
        guard candidate.unicodeScalars.allSatisfy(\.isASCII), SwiftIdentifier.isValid(candidate),
              candidate.first?.isLetter == true else { return "DesignSystem" }
        return candidate
    }

    /// Whether a file found below the folder may be a token file: not dsys's own files, not a build
    /// product, not inside an asset catalog or a generated package.
    private static func isCandidate(_ relativePath: String) -> Bool {
        let segments = relativePath.split(separator: "/").map(String.init)
        return !segments.contains { excludedNames.contains($0) || $0.hasSuffix(".xcassets") }
    }

    /// What the token files are, from their first megabyte: a single-file Tokens Studio export
    /// (`$themes`), TokensBrücke exports, Figma variables (`variableCollections`), DTCG (`$value`) or
    /// Style Dictionary (`value`).
    private static func dialect(of paths: [String]) -> String {
        let texts = paths.map(text(of:))
        if texts.contains(where: { $0.contains("\"$themes\"") }) { return "a Tokens Studio export (single file)" }
        // TokensBrücke's DTCG exports name the collections in a group's `tokens-bruecke-meta` (GitButler).
        if texts.contains(where: { $0.contains("tokens-bruecke-meta") }) { return "TokensBrücke exports (DTCG token files)" }
        if texts.allSatisfy({ $0.contains("\"variableCollections\"") }) { return "Figma variables (REST API response)" }
        return texts.contains(where: { $0.contains("\"$value\"") }) ? "DTCG token files" : "Style Dictionary token files"
    }

    /// Whether `text` is a CI workflow in YAML, with the top-level keys `on` and `jobs` of GitHub
    /// Actions (Astro's `transform-tokens.yaml` at the top of its repository was proposed as an input).
    private static func isWorkflow(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline)
        return lines.contains { $0.hasPrefix("jobs:") } && lines.contains { $0.hasPrefix("on:") || $0.hasPrefix("\"on\":") }
    }

    /// The first megabyte of the file at `path` as text ("" when it cannot be read).
    static func text(of path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0.prefix(1 << 20), as: UTF8.self) } ?? ""
    }

    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path == folder || path + "/" == prefix { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
