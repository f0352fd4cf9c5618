import DsysSource

/// The modes plain token files' names make when `dsys.json` has no `modeSources`: the appearance
/// layout (`AppearanceFileLayout`: `light.json` + `dark.json`, `modes/dark.json`, …) and, among the
/// files it leaves, Figma's one file per collection and mode (`CollectionFileLayout`:
/// `⭕️ Border radius.None.json`, `⭕️ Border radius.Pill.json`), and among the rest the folders of
/// brands, themes or platforms (`ThemeFolderLayout`: `brands/acme/`, `brands/globex/`). Files that
/// name their Figma mode inside (`FigmaModeFileLayout`) are read by that name, before any other
/// layout looks at their file names. The
/// folders' axes come first, then the appearance axis (its overrides read over a brand's files),
/// then the collections'.
enum FileNameModeLayout {
    /// The map the names of `layers` make; nil when they make no mode. `strict` makes a token two
    /// files of one appearance define an error (see `InputContribution.reportDuplicates`).
    static func map(for layers: [TokenLayer], strict: Bool, diagnostics: inout Diagnostics) -> ModeSourceMap? {
        let figmaModes = FigmaModeFileLayout.axes(for: layers, diagnostics: &diagnostics)
        let figmaFiles = files(of: figmaModes)
        let unnamed = layers.filter { !figmaFiles.contains($0.name) }
        // A brand's folder may hold its light and dark files (natds's `brands/natura/dark.json`): such
        // a file is in the brand's context and in the appearance's (`ModeSourcePlanner`).
        let (folders, contrast) = ThemeFolderLayout.axes(for: unnamed, diagnostics: &diagnostics)
        let folderFiles = files(of: folders)
        var appearances = AppearanceFileLayout.map(for: unnamed, strict: strict, alternatives: folderFiles, contrast: contrast,
                                                   diagnostics: &diagnostics)
        let appearanceFiles = files(of: appearances?.axes ?? [])
        let collections = Self.crossing(CollectionFileLayout.axes(
            for: unnamed.filter { !appearanceFiles.contains($0.name) && !folderFiles.contains($0.name) }, diagnostics: &diagnostics
        ), appearanceFiles: appearanceFiles)
        if let figmaAppearance = figmaModes.first(where: { $0.name == AppearanceFileLayout.axisName }) {
            let axes = appearances?.axes ?? []
            let named = axes.first { $0.name == AppearanceFileLayout.axisName }
            appearances = ModeSourceMap(axes: axes.filter { $0.name != AppearanceFileLayout.axisName } + [joined(named, figmaAppearance)])
        }
        let figmaChoices = figmaModes.filter { $0.name != AppearanceFileLayout.axisName }
        guard !collections.isEmpty || !folders.isEmpty || !figmaChoices.isEmpty else { return appearances }
        // Appearance overrides (`dark.json`) are read over a brand's files, so their axis comes after.
        let fileAxes = folders + (appearances?.axes ?? []) + figmaChoices
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

    /// `collections` with each appearance file named like one of their files plus an appearance
    /// word (SURF's `tokens.surf-green.dark.json` beside `tokens.surf-green.json`) in that file's
    /// context too: it is that mode's dark override, read only by it (`ModeSourcePlanner` reads a
    /// file two axes name in the modes that pick both). Read by every theme's dark mode, one theme's
    /// dark file overrode the others', and each theme's light file then overrode its dark one.
    private static func crossing(_ collections: [ModeSourceMap.Axis], appearanceFiles: Set<String>) -> [ModeSourceMap.Axis] {
        guard !collections.isEmpty, !appearanceFiles.isEmpty else { return collections }
        var appearanceFilesByStem: [String: [String]] = [:]
        for file in appearanceFiles.sorted() {
            guard let stem = AppearanceWords.overriddenStem(of: file) else { continue }
            appearanceFilesByStem[stem, default: []].append(file)
        }
        return collections.map { axis in
            var crossed = axis
            for index in crossed.contexts.indices {
                let extra = crossed.contexts[index].entries.flatMap { appearanceFilesByStem[AppearanceWords.stemWithoutExtensions($0.text)] ?? [] }
                crossed.contexts[index].entries += extra.map { ModeSourceMap.Entry($0) }
            }
            return crossed
        }
    }

    /// The files the contexts of `axes` name.
    private static func files(of axes: [ModeSourceMap.Axis]) -> Set<String> {
        Set(axes.flatMap { $0.contexts.flatMap(\.entries).map(\.text) })
    }

    /// One appearance axis with the contexts of both (`figma`'s files after `named`'s in each).
    private static func joined(_ named: ModeSourceMap.Axis?, _ figma: ModeSourceMap.Axis) -> ModeSourceMap.Axis {
        guard var axis = named else { return figma }
        for context in figma.contexts {
            if let index = axis.contexts.firstIndex(where: { $0.name == context.name }) {
                axis.contexts[index].entries += context.entries
            } else {
                axis.contexts.append(context)
            }
        }
        return axis
    }
}
