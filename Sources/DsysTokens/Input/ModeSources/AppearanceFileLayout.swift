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
/// Only the path below the folder all the files share is read, so an enclosing folder named like
/// an appearance says nothing. A token two files of one appearance define is reported as by
/// `InputContribution.reportDuplicates`.
enum AppearanceFileLayout {
    /// The axis the recognised modes vary along.
    static let axisName = "appearance"

    /// The map for `layers` when their file names make the layout, with a note naming the files of
    /// each appearance; nil when no file of an appearance redefines a token of another file.
    static func map(for layers: [TokenLayer], strict: Bool, diagnostics: inout Diagnostics) -> ModeSourceMap? {
        let folder = commonFolder(of: layers.map(\.name))
        var appearanceOfFile: [String: String] = [:]
        for layer in layers {
            let relative = String(layer.name.dropFirst(folder.count))
            guard let base = AppearanceWords.carriedAppearance(of: relative) ?? (AppearanceWords.carriesHighContrast(relative) ? "light" : nil)
            else { continue }
            appearanceOfFile[layer.name] = AppearanceWords.carriesHighContrast(relative) ? base + "-high-contrast" : base
        }
        guard !appearanceOfFile.isEmpty, redefinesAcrossAppearances(layers, appearanceOfFile: appearanceOfFile) else { return nil }
        var filesOf: [String: [String]] = [:]
        for layer in layers {
            if let appearance = appearanceOfFile[layer.name] { filesOf[appearance, default: []].append(layer.name) }
        }
        for files in filesOf.values {
            InputContribution.reportDuplicates(in: layers.filter { files.contains($0.name) }, strict: strict, diagnostics: &diagnostics)
        }
        let contexts = ["light", "dark", "light-high-contrast", "dark-high-contrast"].compactMap { name -> ModeSourceMap.Context? in
            let base = name.hasPrefix("dark") ? "dark" : "light"
            guard name == "light" || filesOf[name] != nil else { return nil }
            let files = (filesOf[base] ?? []) + (name == base ? [] : filesOf[name] ?? [])
            return ModeSourceMap.Context(name: name, entries: files.map { ModeSourceMap.Entry($0) })
        }
        let described = contexts.filter { !$0.entries.isEmpty }.map { context in
            "'\(context.name)': " + (filesOf[context.name] ?? []).map { "'\($0)'" }.joined(separator: ", ")
        }
        diagnostics.append(.init(
            .note, "files whose names carry an appearance override the other files, one mode each (" + described.joined(separator: "; ") + ")",
            at: nil, hint: "map files to modes yourself with 'modeSources' in dsys.json"
        ))
        return ModeSourceMap(axes: [ModeSourceMap.Axis(name: axisName, contexts: contexts)])
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
    private static func commonFolder(of paths: [String]) -> String {
        guard var prefix = paths.first.map({ Array($0.split(separator: "/", omittingEmptySubsequences: false).dropLast()) })
        else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            prefix = Array(zip(prefix, folders).prefix { $0 == $1 }.map(\.0))
        }
        return prefix.isEmpty ? "" : prefix.joined(separator: "/") + "/"
    }
}
