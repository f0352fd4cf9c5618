import Foundation
import DsysSource

/// Tokens Studio exports, in either form:
///
/// - a folder with one JSON file per set (set name = relative path without `.json`, so names may
///   contain `/` and spaces), `$metadata.json` (`tokenSetOrder`) and `$themes.json`;
/// - a single file whose top-level members are the sets, plus `$metadata` and `$themes`, or without
///   either in an older export, whose sets are then in the order written (`TokensStudioUnmarkedExport`).
///
/// Modes come from the themes (see `TokensStudioModePlanner`); sets use the `value`/`type`
/// spelling or DTCG's `$value`/`$type`, detected per set.
package enum TokensStudioLoader {
    static let metadataFileName = "$metadata.json"
    static let themesFileName = "$themes.json"

    /// The plan for the export folder `folder`; `$extends` in its sets copies against `extensionBudget`,
    /// and `modeSources` (from `dsys.json`) may map its sets to modes.
    package static func plan(
        folder: String, extensionBudget: ExtensionBudget = ExtensionBudget(), modeSources: ModeSourceMap = ModeSourceMap(),
        diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        var catalog = TokensStudioSetCatalog(extensionBudget: extensionBudget)
        let prefix = FolderListing.join(folder, "")
        var listedOrder: [TokensStudioSetOrder.ListedSet] = []
        var themes: [TokensStudioTheme] = []
        var themesLocation: SourceLocation?
        var metaFiles: [String] = []
        if let metadata = readIfPresent(FolderListing.join(folder, metadataFileName), diagnostics: &diagnostics) {
            metaFiles.append(metadata.path)
            listedOrder = TokensStudioSetOrder.read(metadata: metadata.root, in: metadata, diagnostics: &diagnostics)
        }
        if let themesFile = readIfPresent(FolderListing.join(folder, themesFileName), diagnostics: &diagnostics) {
            metaFiles.append(themesFile.path)
            themesLocation = themesFile.location(of: themesFile.root)
            themes = TokensStudioTheme.readAll(themesFile.root, in: themesFile, diagnostics: &diagnostics)
        }
        var ownCopies: [String] = []
        let setFiles = FolderListing.tokenFiles(in: folder).filter { $0.hasSuffix(".json") && $0.hasPrefix(prefix) }
        let named = Set(listedOrder.map(\.name) + themes.flatMap { $0.selections.map(\.setName) })
        let setFolder = setsFolder(of: setFiles.map { String($0.dropFirst(prefix.count).dropLast(".json".count)) }, named: named)
        for path in setFiles {
            let relative = path.dropFirst(prefix.count).dropLast(".json".count)
            let name = String(relative.hasPrefix(setFolder) ? relative.dropFirst(setFolder.count) : relative)
            // `$themes 2.json`, a Finder copy of the themes file (GlobalMH's `[]`), was read as a token set,
            // and as a list it stopped the run: names starting with `$` are the tool's own files, unless
            // the set order lists them.
            if name.split(separator: "/").last?.hasPrefix("$") == true, !listedOrder.contains(where: { $0.name == name }) {
                ownCopies.append(path)
                continue
            }
            // A report `--report` wrote into the export was read as a set the next run (cobank's `r`): a file
            // that neither the themes nor the set order name is looked at first, as in a folder of token files.
            if !named.contains(name), let report = reportFile(at: path) {
                diagnostics.append(DsysReportFile.note(report))
                continue
            }
            catalog.add(name, at: .file(path))
        }
        if let first = ownCopies.first {
            diagnostics.append(Diagnostic(
                .note, "'\(first)'" + (ownCopies.count > 1 ? " and \(ownCopies.count - 1) more" : "") + " \(ownCopies.count > 1 ? "are" : "is") not "
                    + "read: a name starting with '$' is Tokens Studio's own (\(themesFileName), \(metadataFileName)), not a token set",
                hint: "remove the copy; if it is a token set, list it in tokenSetOrder of \(metadataFileName)"
            ))
        }
        if catalog.names.isEmpty {
            diagnostics.warning("the Tokens Studio export '\(folder)' holds no token sets (.json files)")
        }
        let modes = TokensStudioModePlanner.plan(
            catalog: &catalog, listedOrder: listedOrder, themes: themes, themesLocation: themesLocation,
            modeSources: modeSources, diagnostics: &diagnostics
        )
        var plan = ResolutionPlan(
            modes: modes, sourceFiles: (metaFiles + catalog.filesRead).sorted(), modesLocation: themesLocation
        )
        plan.referencePrefixes = Set(catalog.names.filter { !$0.contains("/") })
        plan.unreadDefinitions = catalog.unreadDefinitions
        return plan
    }

    /// The folder below the export's, with its `/`, that the sets' names are relative to: none, unless
    /// no set the themes and set order name is a file's, and every one of them is with a folder before
    /// it (Tokens Studio synced to `tokens/` with `$themes.json` kept above it, atlanticwaters'
    /// sandbox: every set was "not found", and the run "found no design tokens").
    private static func setsFolder(of names: [String], named: Set<String>) -> String {
        let files = Set(names)
        guard let set = named.sorted().first, named.isDisjoint(with: files),
              let file = names.first(where: { $0.hasSuffix("/" + set) }) else { return "" }
        let folder = String(file.dropLast(set.count))
        return named.allSatisfy { files.contains(folder + $0) } ? folder : ""
    }

    /// The plan for the single-file export `file`; `$extends` in its sets copies against `extensionBudget`,
    /// and `modeSources` (from `dsys.json`) may map its sets to modes.
    package static func plan(
        singleFile file: SourceFile, extensionBudget: ExtensionBudget = ExtensionBudget(),
        modeSources: ModeSourceMap = ModeSourceMap(), diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        guard let members = file.root.members else {
            diagnostics.error(
                "a Tokens Studio file must be a JSON object of token sets, but this is \(file.root.kindDescription)",
                at: file.location(of: file.root)
            )
            return nil
        }
        var catalog = TokensStudioSetCatalog(extensionBudget: extensionBudget)
        var listedOrder: [TokensStudioSetOrder.ListedSet] = []
        var themes: [TokensStudioTheme] = []
        var themesLocation: SourceLocation?
        for member in members {
            switch member.key {
            case "$metadata":
                listedOrder = TokensStudioSetOrder.read(metadata: member.value, in: file, diagnostics: &diagnostics)
            case "$themes":
                themesLocation = file.location(ofKey: member)
                themes = TokensStudioTheme.readAll(member.value, in: file, diagnostics: &diagnostics)
            case _ where member.key.hasPrefix("$"):
                continue
            default:
                guard member.value.members != nil else {
                    diagnostics.error(
                        "'\(member.key)' is \(member.value.kindDescription), but the top level of a Tokens Studio "
                            + "file holds token sets (objects), '$themes' and '$metadata'",
                        at: file.location(ofKey: member)
                    )
                    continue
                }
                catalog.add(member.key, at: .member(file, member.value))
            }
        }
        if listedOrder.isEmpty, themes.isEmpty, TokensStudioUnmarkedExport.isExport(file) {
            listedOrder = members.filter { catalog.contains($0.key) }.map { .init(name: $0.key, location: file.location(ofKey: $0)) }
            diagnostics.append(TokensStudioUnmarkedExport.note(file, sets: listedOrder.map(\.name)))
        }
        let modes = TokensStudioModePlanner.plan(
            catalog: &catalog, listedOrder: listedOrder, themes: themes, themesLocation: themesLocation,
            modeSources: modeSources, diagnostics: &diagnostics
        )
        var plan = ResolutionPlan(modes: modes, sourceFiles: [file.path], modesLocation: themesLocation)
        plan.referencePrefixes = Set(catalog.names.filter { !$0.contains("/") })
        plan.unreadDefinitions = catalog.unreadDefinitions
        return plan
    }

    /// The file at `path` when it is a report dsys wrote (`DsysReportFile`), else nil; it is read here
    /// without diagnostics, which the set's own reading gives.
    private static func reportFile(at path: String) -> SourceFile? {
        var ignored = Diagnostics()
        guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &ignored),
              DsysReportFile.isReport(file.root) else { return nil }
        return file
    }

    /// The file at `path`, or nil (silently) when there is none.
    private static func readIfPresent(_ path: String, diagnostics: inout Diagnostics) -> SourceFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics)
    }
}
