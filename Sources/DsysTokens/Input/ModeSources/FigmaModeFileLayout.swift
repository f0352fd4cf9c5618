import DsysSource
import Foundation

/// Figma's own "Export variables" (DTCG 2025.10): one file per collection and mode, each naming its
/// mode in the root `"$extensions": { "com.figma.modeName": "Dark" }`, under file names that need
/// not say it (QuantumBlack's `Round.tokens.json` and `Sharp.tokens.json`, a download's
/// `Theme colors (1).tokens.json` and `Theme colors (2).tokens.json`). Read as one set, the later
/// file won token by token ("defined twice"), and the other mode's values were in no mode.
///
/// A collection is the files of one folder that name a mode and define the same tokens. Its files
/// make the appearance axis when every mode name is an appearance (`Light`, `Dark`, `Dark HC`;
/// several collections share it), else a choice axis named after the files' shared name with the
/// mode names left out (`Theme colors`), or else `mode`; its default is the mode named
/// `Default`, `Base`, … (`CollectionFileLayout.defaultModeNames`), else the first file by name.
/// A collection with two files of one mode (or of one appearance) is left as it is.
enum FigmaModeFileLayout {
    /// The member of a file's root `$extensions` that names its mode.
    static let modeNameKey = "com.figma.modeName"

    /// The mode `file` names for itself; nil when it names none.
    static func modeName(of file: SourceFile) -> String? {
        file.root["$extensions"]?[modeNameKey]?.string
    }

    /// The axes the files of `layers` that name their mode make (the appearance axis first), with
    /// a note naming them; empty when they make none.
    static func axes(for layers: [TokenLayer], diagnostics: inout Diagnostics) -> [ModeSourceMap.Axis] {
        let named = layers.filter { $0.figmaModeName != nil }
        var appearance: [String: [String]] = [:]
        var choices: [ModeSourceMap.Axis] = []
        for collection in collections(of: named) {
            let modes = collection.map { $0.figmaModeName ?? "" }
            guard collection.count > 1, Set(modes.map { $0.lowercased() }).count == modes.count else { continue }
            if modes.allSatisfy(AppearanceContextName.namesAppearance) {
                let contexts = modes.map(appearanceContext)
                guard Set(contexts).count == contexts.count else { continue }
                for (context, layer) in zip(contexts, collection) { appearance[context, default: []].append(layer.name) }
            } else {
                let ordered = collection.sorted { $0.name < $1.name }
                let defaultIndex = ordered.firstIndex { CollectionFileLayout.defaultModeNames.contains(($0.figmaModeName ?? "").lowercased()) } ?? 0
                let first = [ordered[defaultIndex]] + ordered.enumerated().filter { $0.offset != defaultIndex }.map(\.element)
                choices.append(ModeSourceMap.Axis(
                    name: axisName(of: ordered, taken: choices.map(\.name)),
                    contexts: first.map { .init(name: $0.figmaModeName ?? "", entries: [ModeSourceMap.Entry($0.name)]) },
                    isChoice: true
                ))
            }
        }
        var axes = namedByFolder(choices)
        if !appearance.isEmpty {
            let contexts = ["light", "dark", "light-high-contrast", "dark-high-contrast"].compactMap { name -> ModeSourceMap.Context? in
                guard name == "light" || appearance[name] != nil else { return nil }
                return ModeSourceMap.Context(name: name, entries: (appearance[name] ?? []).map { ModeSourceMap.Entry($0) })
            }
            axes.insert(ModeSourceMap.Axis(name: AppearanceFileLayout.axisName, contexts: contexts), at: 0)
        }
        guard !axes.isEmpty else { return [] }
        let described = axes.map { axis in
            "'\(axis.name)' (" + axis.contexts.map { "'\($0.name)'" }.joined(separator: ", ") + ")"
        }
        diagnostics.append(.init(
            .note, "files that name their Figma mode ('\(modeNameKey)') make mode axes: " + described.joined(separator: "; "),
            at: nil, hint: "map files to modes yourself with 'modeSources' in dsys.json"
        ))
        return axes
    }

    /// The layers grouped into collections: those of one folder, joined where two define a token
    /// in common; in order of their first layer.
    private static func collections(of layers: [TokenLayer]) -> [[TokenLayer]] {
        var groups: [[TokenLayer]] = []
        var paths: [Set<TokenPath>] = []
        for layer in layers {
            let folder = folder(of: layer.name)
            let own = Set(layer.tokens.map(\.path))
            let joined = groups.indices.filter { folder == self.folder(of: groups[$0][0].name) && !paths[$0].isDisjoint(with: own) }
            guard let first = joined.first else {
                groups.append([layer])
                paths.append(own)
                continue
            }
            for other in joined.dropFirst().reversed() {
                groups[first] += groups.remove(at: other)
                paths[first].formUnion(paths.remove(at: other))
            }
            groups[first].append(layer)
            paths[first].formUnion(own)
        }
        return groups
    }

    /// The appearance context a mode name stands for (`Dark HC` → `dark-high-contrast`).
    private static func appearanceContext(_ mode: String) -> String {
        let base = mode.lowercased().contains("dark") ? "dark" : "light"
        return AppearanceContextName.namesContrast(mode) ? base + "-high-contrast" : base
    }

    /// The name the files' paths share once their mode names, copy numbers (`(1)`) and extensions
    /// are left out (`Theme colors`), else `mode`; numbered if `taken`.
    private static func axisName(of layers: [TokenLayer], taken: [String]) -> String {
        let stems = Set(layers.map { layer in
            var text = AppearanceWords.stemWithoutExtensions(String(layer.name.split(separator: "/").last ?? ""))
            if let mode = layer.figmaModeName, let range = text.range(of: mode, options: .caseInsensitive) { text.removeSubrange(range) }
            if let copy = text.range(of: #"\s*\(\d+\)\s*$"#, options: .regularExpression) { text.removeSubrange(copy) }
            return text.trimmingCharacters(in: CharacterSet(charactersIn: " .-_"))
        })
        let name = stems.count == 1 && stems.first?.isEmpty == false ? stems.first! : "mode"
        var numbered = name
        var number = 2
        while taken.contains(numbered) {
            numbered = "\(name) \(number)"
            number += 1
        }
        return numbered
    }

    /// `axes` with those named `mode`, `mode 2`, … (files named by their mode alone,
    /// `Typography/Desktop.tokens.json` beside `Spacing/Desktop.tokens.json`) named after their
    /// collections' folders (`Typography`, `Spacing`) when those differ: `--context "mode 2=Desktop"`
    /// named nothing the designer sees, and needed quoting.
    private static func namedByFolder(_ axes: [ModeSourceMap.Axis]) -> [ModeSourceMap.Axis] {
        let unnamed = axes.indices.filter { axes[$0].name == "mode" || axes[$0].name.hasPrefix("mode ") }
        guard unnamed.count > 1 else { return axes }
        let folders = unnamed.map { index in
            axes[index].contexts.first?.entries.first.flatMap { folder(of: $0.text).split(separator: "/").last.map(String.init) } ?? ""
        }
        guard !folders.contains(""), Set(folders).count == folders.count,
              !folders.contains(where: { name in axes.contains { $0.name == name } || name == AppearanceFileLayout.axisName }) else { return axes }
        var renamed = axes
        for (index, folder) in zip(unnamed, folders) { renamed[index].name = folder }
        return renamed
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
