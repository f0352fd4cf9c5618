import DsysSource

/// The file layouts dsys reads as appearance modes without a resolver document or `modeSources`:
/// token files whose names carry an appearance (`AppearanceWords`) and redefine tokens of other
/// files, which would otherwise be "defined twice".
///
/// - a light and dark pair: `light.tokens.json` + `dark.tokens.json` (modes `light`, `dark`);
/// - base files and overrides: `color.json`, `size.json` + `modes/dark.json` (mode `light` reads
///   the base files, mode `dark` the base files and then `modes/dark.json`);
/// - per-theme files or folders: `tokens/light/…`, `tokens/dark/…`, `base-color-dark.json`;
/// - high contrast: `dark-high-contrast.json` (or `dark-hc.json`) overrides the dark files in mode
///   `dark-high-contrast`; `high-contrast.json` the light ones in `light-high-contrast`.
///
/// A file beside an appearance's override in a folder of its own (`modes/x-large.json` beside
/// `modes/dark.json`, as Wikimedia Codex has) that redefines tokens of the base files is an override
/// too: a mode of its own, named after the file (`x-large`), read over the light files, so its
/// values never replace the base ones in the default mode.
///
/// Only the path below the folder all the files share is read, so an enclosing folder named like
/// an appearance says nothing. Folders of several themes with files of one appearance that define
/// the same tokens are an error (`AppearanceThemeFolders`). A token two files of one appearance define is reported as by
/// `InputContribution.reportDuplicates`.
enum AppearanceFileLayout {
    /// The axis the recognised modes vary along.
    static let axisName = "appearance"

    /// The map for `layers` when their file names make the layout, with a note naming the files of
    /// each appearance; nil when no file of an appearance redefines a token of another file.
    /// `alternatives` are the files of brand, theme or platform folders (`ThemeFolderLayout`), whose
    /// axis already tells them apart: their redefining each other is no collision and no duplicate.
    /// `contrast` says the appearance of the files of those folders named for contrast, instead of their names.
    static func map(for layers: [TokenLayer], strict: Bool, alternatives: Set<String> = [], contrast: ContrastThemeFolders = .init(),
                    diagnostics: inout Diagnostics) -> ModeSourceMap? {
        let folder = commonFolder(of: layers.map(\.name))
        var appearanceOfFile = contrast.appearanceOfFile
        for layer in layers where appearanceOfFile[layer.name] == nil && !contrast.themeOnlyFiles.contains(layer.name) {
            let relative = String(layer.name.dropFirst(folder.count))
            guard let base = AppearanceWords.carriedAppearance(of: relative) ?? (AppearanceWords.carriesHighContrast(relative) ? "light" : nil)
            else { continue }
            appearanceOfFile[layer.name] = AppearanceWords.carriesHighContrast(relative) ? base + "-high-contrast" : base
        }
        guard !appearanceOfFile.isEmpty, redefinesAcrossAppearances(layers, appearanceOfFile: appearanceOfFile) else { return nil }
        var themeAxis: ModeSourceMap.Axis?
        var themeOfFile: [String: String] = [:]
        switch AppearanceThemeFolders.themes(layers.filter { !alternatives.contains($0.name) }, appearanceOfFile: appearanceOfFile,
                                             below: folder, diagnostics: &diagnostics) {
        case .none: break
        case .axis(let axis, let themes): (themeAxis, themeOfFile) = (axis, themes)
        case .reported: return nil
        }
        var filesOf: [String: [String]] = [:]
        for layer in layers {
            if let appearance = appearanceOfFile[layer.name] { filesOf[appearance, default: []].append(layer.name) }
        }
        let besideOverrides = overridesBeside(appearanceOfFile, in: layers, below: folder)
        // Files of one appearance and theme may define a token twice; two themes' files are alternatives,
        // and a collection file's own override (`tokens.surf.dark.json` of `tokens.surf.json`,
        // `FileNameModeLayout.crossing`) is read in that collection mode only.
        let collectionStems = Set(layers.filter { appearanceOfFile[$0.name] == nil }.map { AppearanceWords.stemWithoutExtensions($0.name) }
            .filter { ($0.split(separator: "/").last ?? "").contains(".") })
        for appearance in filesOf.keys.sorted() {
            let files = filesOf[appearance] ?? []
            let reported = layers.filter { files.contains($0.name) && !alternatives.contains($0.name)
                && !(AppearanceWords.overriddenStem(of: $0.name).map(collectionStems.contains) ?? false) }
            for theme in Set(reported.map { themeOfFile[$0.name] ?? "" }).sorted() {
                InputContribution.reportDuplicates(in: reported.filter { (themeOfFile[$0.name] ?? "") == theme }, strict: strict,
                                                   diagnostics: &diagnostics)
            }
        }
        let contexts = ["light", "dark", "light-high-contrast", "dark-high-contrast"].compactMap { name -> ModeSourceMap.Context? in
            let base = name.hasPrefix("dark") ? "dark" : "light"
            guard name == "light" || filesOf[name] != nil else { return nil }
            let files = (filesOf[base] ?? []) + (name == base ? [] : filesOf[name] ?? [])
            return ModeSourceMap.Context(name: name, entries: files.map { ModeSourceMap.Entry($0) })
        } + besideOverrides.map { mode in
            ModeSourceMap.Context(name: mode.name, entries: ((filesOf["light"] ?? []) + [mode.file]).map { ModeSourceMap.Entry($0) })
        }
        for mode in besideOverrides { filesOf[mode.name] = [mode.file] }
        let allFiles = layers.map(\.name)
        let described = contexts.filter { !$0.entries.isEmpty }.map { context in
            "'\(context.name)': " + listing(filesOf[context.name] ?? [], among: allFiles)
        }
        diagnostics.append(.init(
            .note, "files whose names carry an appearance" + (besideOverrides.isEmpty ? "" : ", and the files beside them that redefine tokens,")
                + " override the other files, one mode each (" + described.joined(separator: "; ") + ")",
            at: nil, hint: "map files to modes yourself with 'modeSources' in dsys.json"
        ))
        return ModeSourceMap(axes: (themeAxis.map { [$0] } ?? []) + [ModeSourceMap.Axis(name: axisName, contexts: contexts)])
    }

    /// The files in a folder that holds an appearance's override (below the shared `folder`; not the
    /// shared folder itself) that carry no appearance and redefine a token of a file outside such
    /// folders, each with the mode it makes: its name up to the first dot, or, when another such
    /// file has that name too (`large.json`, `large.tokens.json`), its path below `folder`.
    private static func overridesBeside(_ appearanceOfFile: [String: String], in layers: [TokenLayer],
                                        below folder: String) -> [(name: String, file: String)] {
        func parent(_ name: String) -> Substring? {
            let relative = name.dropFirst(folder.count)
            return relative.lastIndex(of: "/").map { relative[..<$0] }
        }
        let overrideFolders = Set(appearanceOfFile.keys.compactMap(parent))
        let candidates = layers.filter { appearanceOfFile[$0.name] == nil && parent($0.name).map(overrideFolders.contains) == true }
        let candidateNames = Set(candidates.map(\.name))
        let basePaths = Set(layers.filter { appearanceOfFile[$0.name] == nil && !candidateNames.contains($0.name) }
            .flatMap { $0.tokens.map(\.path) })
        let overriding = candidates.filter { layer in layer.tokens.contains { basePaths.contains($0.path) } }
        let stems = overriding.map { String(($0.name.split(separator: "/").last ?? "").prefix { $0 != "." }) }
        return zip(overriding, stems).map { layer, stem in
            stems.filter({ $0 == stem }).count > 1 ? (String(layer.name.dropFirst(folder.count)), layer.name) : (stem, layer.name)
        }
    }

    /// `files` as the note lists them, in order: a folder whose files are all among them as the
    /// folder and their count (`'tokens/dark/' (12 files)`), so the note of a large set stays short
    /// enough to read whole; other files by name.
    private static func listing(_ files: [String], among allFiles: [String]) -> String {
        func folder(_ file: String) -> Substring? { file.lastIndex(of: "/").map { file[...$0] } }
        let chosen = Set(files)
        var countIn: [Substring: Int] = [:]
        var whole: Set<Substring> = []
        for file in files { if let folder = folder(file) { countIn[folder, default: 0] += 1 } }
        for (candidate, count) in countIn where count > 1 && allFiles.allSatisfy({ folder($0) != candidate || chosen.contains($0) }) {
            whole.insert(candidate)
        }
        var listed: [String] = []
        var shownFolders: Set<Substring> = []
        for file in files {
            if let folder = folder(file), whole.contains(folder) {
                if shownFolders.insert(folder).inserted { listed.append("'\(folder)' (\(countIn[folder] ?? 0) files)") }
            } else {
                listed.append("'\(file)'")
            }
        }
        return listed.joined(separator: ", ")
    }

    /// Whether a token defined in a file of an appearance is also defined in a file that is not of
    /// that appearance.
    private static func redefinesAcrossAppearances(_ layers: [TokenLayer], appearanceOfFile: [String: String]) -> Bool {
        var groupsOfPath: [TokenPath: String] = [:]
        for layer in layers {
            let group = appearanceOfFile[layer.name] ?? ""
            for token in layer.tokens {
                if let other = groupsOfPath.updateValue(group, forKey: token.path), other != group,
                   !(other.isEmpty && group.isEmpty) {
                    return true
                }
            }
        }
        return false
    }

    /// The folder, ending in `/`, that every path lies in (empty when they share none).
    static func commonFolder(of paths: [String]) -> String {
        guard var prefix = paths.first.map({ Array($0.split(separator: "/", omittingEmptySubsequences: false).dropLast()) })
        else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            prefix = Array(zip(prefix, folders).prefix { $0 == $1 }.map(\.0))
        }
        return prefix.isEmpty ? "" : prefix.joined(separator: "/") + "/"
    }
}
