import DsysSource

/// One folder per brand, theme or platform: `tokens/brands/acme/color.json` beside
/// `tokens/brands/globex/color.json` (Style Dictionary's multi-brand example has `brands/brand-1/`
/// and `platforms/ios/`). Merged, the later folder wins token by token, so the package shows the
/// last brand's colors with a "defined twice" warning per token; read as a mode axis, every brand
/// keeps its values and the app picks one.
///
/// Sibling folders inside a folder named for alternatives (`ThemeFolderLayout.axisWords`: `brands`,
/// `themes`, `platforms`, …), or siblings named for the word (`theme-classic/`, `theme-new/`), make a
/// mode axis named after that folder (or word) in the singular (`brand`) when files of two of them
/// define the same token; each sibling is a context (every file below
/// it), the one named `ios`, else `default`, `base`, … (`CollectionFileLayout.defaultModeNames`),
/// else the first in name order the default. Files directly in the named folder are shared. Folders under
/// any other name (`core/`, `semantic/`) are no axis: redefining tokens there is an override,
/// reported as one. The axes are choice axes; a platform axis's iOS context is the package's choice
/// (`DesignSystemTranslator.iOSChoices`).
enum ThemeFolderLayout {
    /// Folder names (lowercased) that hold alternatives, each with the axis name it makes.
    static let axisWords: [String: String] = [
        "brand": "brand", "brands": "brand", "theme": "theme", "themes": "theme", "platform": "platform",
        "platforms": "platform", "product": "product", "products": "product", "tenant": "tenant", "tenants": "tenant",
        "flavor": "flavor", "flavors": "flavor", "flavour": "flavour", "flavours": "flavour", "skin": "skin", "skins": "skin",
    ]

    /// The axes the folders of `layers` make, in order of their first file, with a note naming
    /// each; empty when no named folder holds siblings that define the same token, and when two
    /// folders would make axes of one name (the layout is then left to `modeSources`). A sibling
    /// named for contrast is read one way (`ContrastThemeFolders`): beside its theme's folder, it
    /// is in that theme's context and says which appearance its files override, with a note; else
    /// it is a theme whose files carry no appearance.
    static func axes(for layers: [TokenLayer], diagnostics: inout Diagnostics)
        -> (axes: [ModeSourceMap.Axis], contrast: ContrastThemeFolders) {
        // The folder above the one all files share: `dsys generate tokens/brands` names its folder too.
        let shared = AppearanceFileLayout.commonFolder(of: layers.map(\.name)).dropLast()
        let folder = shared.lastIndex(of: "/").map { String(shared[...$0]) } ?? ""
        var order: [String] = []
        var siblings: [String: [String: [TokenLayer]]] = [:]
        var siblingOrder: [String: [String]] = [:]
        for layer in layers {
            guard let (holder, sibling) = placement(of: layer.name, below: folder) else { continue }
            if siblings[holder] == nil { order.append(holder) }
            if siblings[holder]?[sibling] == nil { siblingOrder[holder, default: []].append(sibling) }
            siblings[holder, default: [:]][sibling, default: []].append(layer)
        }
        // A sibling named for contrast beside its theme's folder is that theme's: its files are in the theme's context.
        var paired: [String: [PairedContrastFolder]] = [:]
        for holder in order {
            for (contrastFolder, theme) in ContrastThemeFolders.themes(among: siblingOrder[holder] ?? []).sorted(by: { $0.key < $1.key }) {
                let files = siblings[holder]?.removeValue(forKey: contrastFolder) ?? []
                siblings[holder]?[theme, default: []] += files
                siblingOrder[holder]?.removeAll { $0 == contrastFolder }
                paired[holder, default: []].append(PairedContrastFolder(name: contrastFolder, theme: theme, files: files.map(\.name)))
            }
        }
        let holders = order.filter { holder in
            let groups = siblings[holder] ?? [:]
            return groups.count > 1 && redefineTokens(groups.values.map { $0 })
        }
        let names = holders.map(axisName)
        guard !holders.isEmpty, Set(names).count == names.count else { return ([], ContrastThemeFolders()) }
        let axes = zip(holders, names).map { holder, name in
            let ordered = siblingOrder[holder, default: []].sorted()
            let defaultIndex = ordered.firstIndex { $0.lowercased() == "ios" }
                ?? ordered.firstIndex { CollectionFileLayout.defaultModeNames.contains($0.lowercased()) } ?? 0
            let contexts = [ordered[defaultIndex]] + ordered.enumerated().filter { $0.offset != defaultIndex }.map(\.element)
            return ModeSourceMap.Axis(
                name: name,
                contexts: contexts.map { sibling in
                    .init(name: sibling, entries: (siblings[holder]?[sibling] ?? []).map { ModeSourceMap.Entry($0.name) })
                },
                isChoice: true
            )
        }
        let described = zip(holders, axes).map { holder, axis in
            "'\(axis.name)' from the folders in '\(holder)' (" + axis.contexts.map { "'\($0.name)'" }.joined(separator: ", ")
                + "; '\(axis.contexts[0].name)' the default)"
        }
        for (holder, axis) in zip(holders, axes) { warnAboutAppearanceFolders(axis, in: holder, diagnostics: &diagnostics) }
        diagnostics.append(.init(
            .note, "folders that define the same tokens make a mode axis each: " + described.joined(separator: "; "),
            at: nil,
            hint: "choose a context with '--context \(axes[0].name)=\(axes[0].contexts.last?.name ?? "")', or map files to modes "
                + "yourself with 'modeSources' in dsys.json"
        ))
        let contrast = contrastFolders(of: holders, siblings: siblings, paired: paired, diagnostics: &diagnostics)
        return (axes, contrast)
    }

    /// A sibling named for contrast beside its theme's folder (`lime-day-hc/` beside `lime-day/`), and its files.
    private struct PairedContrastFolder {
        var name: String
        var theme: String
        var files: [String]
    }

    /// How the files of the siblings named for contrast in `holders` (the axes' folders) are read,
    /// with a note naming those that are their theme's appearance. `siblings` hold the `paired`
    /// folders' files in their themes' groups already.
    private static func contrastFolders(
        of holders: [String], siblings: [String: [String: [TokenLayer]]], paired: [String: [PairedContrastFolder]],
        diagnostics: inout Diagnostics
    ) -> ContrastThemeFolders {
        var contrast = ContrastThemeFolders()
        var described: [String] = []
        for holder in holders {
            for contrastFolder in paired[holder] ?? [] {
                let appearance = ContrastThemeFolders.appearance(pairedWith: contrastFolder.theme)
                for file in contrastFolder.files { contrast.appearanceOfFile[file] = appearance }
                described.append("'\(contrastFolder.name)' is '\(contrastFolder.theme)' in appearance '\(appearance)'")
            }
            for (theme, files) in siblings[holder] ?? [:] where ContrastThemeFolders.namesContrast(theme) {
                contrast.themeOnlyFiles.formUnion(files.map(\.name))
            }
        }
        if !described.isEmpty {
            diagnostics.append(.init(
                .note, "folders named for increased contrast beside their theme's folder are that theme's high-contrast appearance, "
                    + "no theme of their own: " + described.joined(separator: ", "),
                at: nil, hint: "map files to modes yourself with 'modeSources' in dsys.json"
            ))
        }
        return contrast
    }

    /// A warning when some folders of `axis` name an appearance and others do not (Twilio Paste's
    /// `themes/dark` beside `themes/evergreen`): `dark` is then a theme and, by its name, the dark
    /// appearance too, and the light appearance another theme's; the files beside the folders (the
    /// default theme's) showed in no mode without a word.
    private static func warnAboutAppearanceFolders(_ axis: ModeSourceMap.Axis, in holder: String, diagnostics: inout Diagnostics) {
        let names = axis.contexts.map(\.name)
        let appearances = names.filter(AppearanceContextName.namesLightOrDark)
        let others = names.filter { !AppearanceContextName.namesLightOrDark($0) }
        guard let first = appearances.first, !others.isEmpty else { return }
        let quoted = { (names: [String]) in ChainText.abbreviated(names.map { "'\($0)'" }).joined(separator: ", ") }
        let file = axis.contexts.first { $0.name == first }?.entries.first?.text
        diagnostics.warning(
            "the folders in '\(holder)' mix appearances (\(quoted(appearances))) with \(axis.name)s (\(quoted(others))): each is read as a "
                + "\(axis.name) of the axis '\(axis.name)', and '\(first)' as an appearance too, so the values of the files beside "
                + "the folders may show in no mode",
            at: file.map { SourceLocation(file: $0, line: 1, column: 1) },
            hint: "if '\(first)' holds another appearance of the files beside the folders, map files to modes yourself with "
                + "'modeSources' in dsys.json"
        )
    }

    /// The named folder (its path) and the sibling folder below it that hold the file at `path`:
    /// the innermost named folder below `folder` (the parent of the one all files share, so a
    /// folder enclosing that says nothing) with a folder between it and the file; nil when there is none.
    private static func placement(of path: String, below folder: String) -> (holder: String, sibling: String)? {
        let segments = path.dropFirst(folder.count).split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count >= 3 else { return nil }
        for index in stride(from: segments.count - 3, through: 0, by: -1) where axisWords[segments[index].lowercased()] != nil {
            return (folder + segments[...index].joined(separator: "/"), String(segments[index + 1]))
        }
        // Siblings named for the alternative they are (Infor's `theme-classic/` and `theme-new/`): the
        // holder is their folder with the word, `tokens/theme-*`, and each sibling is named without it.
        for index in stride(from: segments.count - 2, through: 0, by: -1) {
            guard let (word, name) = prefixedAlternative(segments[index]) else { continue }
            return (folder + (segments[..<index] + [Substring(word + prefixedMark)]).joined(separator: "/"), name)
        }
        return nil
    }

    /// What a holder of prefixed siblings ends with after their word (`theme-*`).
    private static let prefixedMark = "-*"

    /// The word and the rest of a folder named `<word>-<name>` or `<word>_<name>` (`theme-classic`),
    /// the word one of `axisWords`; nil for any other name.
    private static func prefixedAlternative(_ segment: Substring) -> (word: String, name: String)? {
        guard let separator = segment.firstIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
        let word = segment[..<separator].lowercased()
        let name = segment[segment.index(after: separator)...]
        guard axisWords[word] != nil, !name.isEmpty else { return nil }
        return (word, String(name))
    }

    /// The axis a named folder makes: its name's word (`brands` → `brand`, the siblings' `theme-*` → `theme`).
    private static func axisName(_ holder: String) -> String {
        var name = holder.split(separator: "/").last.map(String.init) ?? holder
        if name.hasSuffix(prefixedMark) { name.removeLast(prefixedMark.count) }
        return axisWords[name.lowercased()] ?? name
    }

    /// Whether files of two of the groups define the same token.
    private static func redefineTokens(_ groups: [[TokenLayer]]) -> Bool {
        var ownerOf: [TokenPath: Int] = [:]
        for (index, group) in groups.enumerated() {
            for layer in group {
                for token in layer.tokens {
                    if let owner = ownerOf.updateValue(index, forKey: token.path), owner != index { return true }
                }
            }
        }
        return false
    }
}
