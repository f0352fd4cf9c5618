import DsysSource

/// Figma's one-file-per-collection-and-mode layout (the Variables Import/Export sample writes it):
/// files named `<Collection>.<Mode>.json` (`⭕️ Border radius.None.json`, `⭕️ Border radius.Pill.json`,
/// `Spacing.Compact.tokens.json`), read as mode axes without a resolver document or `modeSources`.
///
/// Files in one folder whose names share the collection part and differ only in the mode part, and
/// of which two or more define the same token, make one mode axis named after the collection, each
/// file a context. The default context is the one named `Default`, `Base`, `Normal`, `Regular` or
/// `Mode 1` (any case), else the first file in name order. A collection of one file (`Concept.Mode 1.json`)
/// is no axis: its file is shared by every mode. The axes are choice axes (`ModeAxis.isChoice`).
enum CollectionFileLayout {
    /// Mode names that say "the default", compared lowercased.
    static let defaultModeNames: Set<String> = ["default", "base", "normal", "regular", "mode 1"]

    /// One file's place in the layout.
    private struct CollectionFile {
        var folder: String
        var collection: String
        var mode: String
        var layer: TokenLayer
    }

    /// The axes `layers` make by their names, in order of their first file; two collections of one
    /// name in different folders, or two files of one collection and mode, are errors (the layout is
    /// ambiguous) and give no axes.
    static func axes(for layers: [TokenLayer], diagnostics: inout Diagnostics) -> [ModeSourceMap.Axis] {
        var order: [String] = []
        var filesOf: [String: [CollectionFile]] = [:]
        for layer in layers {
            guard let file = collectionFile(layer) else { continue }
            let key = file.folder + file.collection
            if filesOf[key] == nil { order.append(key) }
            filesOf[key, default: []].append(file)
        }
        let collections = order.compactMap { filesOf[$0] }.filter { $0.count > 1 && redefinesTokens($0.map(\.layer)) }
        let errorsBefore = diagnostics.errors.count
        var folderOfCollection: [String: String] = [:]
        for files in collections {
            let first = files[0]
            if let other = folderOfCollection.updateValue(first.folder, forKey: first.collection) {
                diagnostics.error(
                    "the collection '\(first.collection)' has modes in two folders, '\(other)' and '\(first.folder)'",
                    at: first.layer.tokens.first?.location,
                    hint: "files named '<Collection>.<Mode>.json' make one mode axis per collection; give the collections different "
                        + "names, or map the files to modes with 'modeSources' in dsys.json"
                )
            }
            var seenModes = Set<String>()
            for file in files where !seenModes.insert(file.mode).inserted {
                diagnostics.error(
                    "two files give the mode '\(file.mode)' of the collection '\(file.collection)'",
                    at: file.layer.tokens.first?.location,
                    hint: "keep one file per collection and mode ('<Collection>.<Mode>.json'), or map the files to modes with "
                        + "'modeSources' in dsys.json"
                )
            }
        }
        guard diagnostics.errors.count == errorsBefore else { return [] }
        return collections.map { files in
            let defaultIndex = files.firstIndex { defaultModeNames.contains($0.mode.lowercased()) } ?? 0
            let ordered = [files[defaultIndex]] + files.enumerated().filter { $0.offset != defaultIndex }.map(\.element)
            return ModeSourceMap.Axis(
                name: files[0].collection,
                contexts: ordered.map { .init(name: $0.mode, entries: [ModeSourceMap.Entry($0.layer.name)]) },
                isChoice: true
            )
        }
    }

    /// The folder, collection and mode of a file named `<folder>/<Collection>.<Mode>.json`; nil
    /// when its name (without the extensions `AppearanceWords` leaves out) has no `.` inside.
    private static func collectionFile(_ layer: TokenLayer) -> CollectionFile? {
        let slash = layer.name.lastIndex(of: "/").map { layer.name.index(after: $0) } ?? layer.name.startIndex
        let stem = Substring(AppearanceWords.stemWithoutExtensions(String(layer.name[slash...])))
        guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex, stem.index(after: dot) < stem.endIndex else { return nil }
        return CollectionFile(folder: String(layer.name[..<slash]), collection: String(stem[..<dot]),
                              mode: String(stem[stem.index(after: dot)...]), layer: layer)
    }

    /// Whether two of `layers` define the same token.
    private static func redefinesTokens(_ layers: [TokenLayer]) -> Bool {
        var seen = Set<TokenPath>()
        for layer in layers {
            for path in Set(layer.tokens.map(\.path)) where !seen.insert(path).inserted { return true }
        }
        return false
    }
}
