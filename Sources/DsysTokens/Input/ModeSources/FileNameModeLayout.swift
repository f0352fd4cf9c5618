import DsysSource

/// The modes plain token files' names make when `dsys.json` has no `modeSources`: the appearance
/// layout (`AppearanceFileLayout`: `light.json` + `dark.json`, `modes/dark.json`, …) and, among the
/// files it leaves, Figma's one file per collection and mode (`CollectionFileLayout`:
/// `⭕️ Border radius.None.json`, `⭕️ Border radius.Pill.json`), and among the rest the folders of
/// brands, themes or platforms (`ThemeFolderLayout`: `brands/acme/`, `brands/globex/`). The
/// folders' axes come first, then the appearance axis (its overrides read over a brand's files),
/// then the collections'.
enum FileNameModeLayout {
    /// The map the names of `layers` make; nil when they make no mode. `strict` makes a token two
    /// files of one appearance define an error (see `InputContribution.reportDuplicates`).
    static func map(for layers: [TokenLayer], strict: Bool, diagnostics: inout Diagnostics) -> ModeSourceMap? {
        let appearances = AppearanceFileLayout.map(for: layers, strict: strict, diagnostics: &diagnostics)
        let appearanceFiles = Set(appearances?.axes.flatMap { $0.contexts.flatMap(\.entries).map(\.text) } ?? [])
        let collections = CollectionFileLayout.axes(for: layers.filter { !appearanceFiles.contains($0.name) }, diagnostics: &diagnostics)
        let collectionFiles = Set(collections.flatMap { $0.contexts.flatMap(\.entries).map(\.text) })
        let folders = ThemeFolderLayout.axes(
            for: layers.filter { !appearanceFiles.contains($0.name) && !collectionFiles.contains($0.name) }, diagnostics: &diagnostics
        )
        guard !collections.isEmpty || !folders.isEmpty else { return appearances }
        // Appearance overrides (`dark.json`) are read over a brand's files, so their axis comes after.
        let fileAxes = folders + (appearances?.axes ?? [])
        guard !collections.isEmpty else { return ModeSourceMap(axes: fileAxes) }
        let described = collections.map { axis in
            "'\(axis.name)': " + axis.contexts.map { "'\($0.name)'" }.joined(separator: ", ")
        }
        diagnostics.append(.init(
            .note, "files named '<Collection>.<Mode>.json' make one mode axis per collection, its first mode the default ("
                + described.joined(separator: "; ") + ")",
            at: nil, hint: "map files to modes yourself with 'modeSources' in dsys.json"
        ))
        return ModeSourceMap(axes: fileAxes + collections)
    }
}
