import DsysSource

/// Folders of several themes, each with files of the same appearance: warp-ds keeps
/// `finn-light/`, `finn-dark/`, `tori-light/`, `tori-dark/`; PatternFly's `tokens/` holds
/// `default/dark/`, `default/glass-dark/` and `redhat/dark/`. Read as one dark mode, the later file
/// would win token by token, mixing the themes into one appearance (Tori's brand color in Finn's
/// place), so the themes are a choice axis, `theme`, crossed with the appearance: mode `finn` +
/// `dark` reads `finn-dark/` (`ModeSourcePlanner` reads a file two axes name in the modes that
/// pick both). Where a theme is no folder of its own (files of one appearance directly in the
/// shared folder beside a theme's folder), or the themes' folders are no siblings (natds's
/// `globals/color/` and `brands/natura/`, a base and a brand), no axis can be made, and the run
/// stops with an error naming the themes' folders and what to give instead.
///
/// A file's theme is its folder path with the appearance words left out (`default/glass-dark/` is
/// `default/glass`, `finn-dark/` is `finn`). Files of one appearance from two themes that define
/// the same token make the axis; files of one theme, or of two that define different tokens
/// (`components/dark/buttons.json` beside `dark/colors.json`), do not.
///
/// Where the folders tell no themes apart, the files' names may: Star Tribune keeps
/// `brand-startribune-light.json`, `brand-startribune-dark.json`, `brand-varsity-light.json` and
/// `brand-varsity-dark.json` in one folder. A file's theme is then its name with the appearance
/// words left out, and the words all themes' names start with too (`startribune`, `varsity`), unless
/// a plain file has that name (SURF's `tokens.green.json` beside `tokens.green.dark.json`).
/// Such themes make the axis only when each restates mostly tokens the others define (brands do; a
/// base and its override, `global-dark.json` and `theme-dark.json`, do not, and stay one mode whose
/// later file wins, with a warning per token).
enum AppearanceThemeFolders {
    /// The axis the themes make.
    static let axisName = "theme"

    /// What the themes of a set of files with appearances make.
    enum Outcome {
        /// No two themes define a token of one appearance.
        case none
        /// The themes, by file, as a choice axis.
        case axis(ModeSourceMap.Axis, themeOfFile: [String: String])
        /// Themes collide where no axis can be made; the error is reported.
        case reported
    }

    /// The axis of the themes of `layers` whose files of one appearance define the same token
    /// (`appearanceOfFile` holds the files that carry an appearance, by name, `folder` the folder all
    /// the files share), with a note; the error where a colliding theme is no folder of its own.
    static func themes(_ layers: [TokenLayer], appearanceOfFile: [String: String], below folder: String,
                       diagnostics: inout Diagnostics) -> Outcome {
        guard let collision = firstCollision(layers, appearanceOfFile: appearanceOfFile, below: folder, naming: .folders) else {
            return fileNameThemes(layers, appearanceOfFile: appearanceOfFile, below: folder, diagnostics: &diagnostics)
        }
        let (themeOfFile, order) = themesOfFiles(layers, appearanceOfFile: appearanceOfFile, below: folder, naming: .folders)
        // Alternatives are siblings (`finn-dark/`, `tori-dark/`); a base and a brand elsewhere
        // (`globals/color/` and `brands/natura/`, given as two inputs) are no choice between themes.
        guard !order.contains(""), parentFolders(of: order).count == 1 else {
            reportCollision(collision, layers, appearanceOfFile: appearanceOfFile, below: folder, diagnostics: &diagnostics)
            return .reported
        }
        return axis(order.map { ($0, contextName($0)) }, themeOfFile: themeOfFile, layers, collision: collision, naming: .folders,
                    diagnostics: &diagnostics)
    }

    /// The axis of the themes the names of sibling files make (`brand-varsity-dark.json`), when
    /// files of one appearance from two of them define the same token and each restates mostly
    /// tokens the others define.
    private static func fileNameThemes(_ layers: [TokenLayer], appearanceOfFile: [String: String], below folder: String,
                                       diagnostics: inout Diagnostics) -> Outcome {
        guard let collision = firstCollision(layers, appearanceOfFile: appearanceOfFile, below: folder, naming: .fileNames) else {
            return .none
        }
        let (themeOfFile, order) = themesOfFiles(layers, appearanceOfFile: appearanceOfFile, below: folder, naming: .fileNames)
        // A plain file named like a theme (`tokens.green.json` beside `tokens.green.dark.json`) makes
        // the appearance file its override (`FileNameModeLayout.crossing`), no brand of its own.
        let plainNames = Set(layers.filter { appearanceOfFile[$0.name] == nil }.map {
            themeName(of: String($0.name.dropFirst(folder.count)), naming: .fileNames)
        })
        guard !order.contains(""), parentFolders(of: order).count == 1, plainNames.isDisjoint(with: order),
              restateOneAnother(layers, themeOfFile: themeOfFile, appearance: collision.appearance, appearanceOfFile: appearanceOfFile)
        else { return .none }
        let names = withoutSharedLeadingWords(order.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        return axis(Array(zip(order, names)), themeOfFile: themeOfFile, layers, collision: collision, naming: .fileNames,
                    diagnostics: &diagnostics)
    }

    /// The choice axis of `themes` (each with its context name), with the note that says so.
    private static func axis(_ themes: [(theme: String, name: String)], themeOfFile: [String: String], _ layers: [TokenLayer],
                             collision: Collision, naming: ThemeNaming, diagnostics: inout Diagnostics) -> Outcome {
        let contexts = themes.sorted { $0.theme < $1.theme }.map { theme in
            ModeSourceMap.Context(name: theme.name, entries: layers.filter { themeOfFile[$0.name] == theme.theme }.map { ModeSourceMap.Entry($0.name) })
        }
        diagnostics.append(.init(
            .note, "files of one appearance come from \(contexts.count) themes' \(naming == .folders ? "folders" : "files") that define "
                + "the same tokens, so the themes are the axis '\(axisName)' (" + contexts.map { "'\($0.name)'" }.joined(separator: ", ")
                + "; '\(contexts[0].name)' the default)",
            at: collision.location, hint: "choose a theme with --context \(axisName)=\(contexts.last?.name ?? ""), or map files to modes "
                + "yourself with 'modeSources' in dsys.json"
        ))
        return .axis(ModeSourceMap.Axis(name: axisName, contexts: contexts, isChoice: true), themeOfFile: themeOfFile)
    }

    /// Where a file's theme is read: its folders, or its folders and its name.
    private enum ThemeNaming {
        case folders, fileNames
    }

    /// The theme of each file with an appearance, and the themes in input order.
    private static func themesOfFiles(_ layers: [TokenLayer], appearanceOfFile: [String: String], below folder: String,
                                      naming: ThemeNaming) -> (themeOfFile: [String: String], order: [String]) {
        var themeOfFile: [String: String] = [:]
        var order: [String] = []
        for layer in layers where appearanceOfFile[layer.name] != nil {
            let theme = themeName(of: String(layer.name.dropFirst(folder.count)), naming: naming)
            themeOfFile[layer.name] = theme
            if !order.contains(theme) { order.append(theme) }
        }
        return (themeOfFile, order)
    }

    /// The folders the themes are in (`finn` and `tori` are in ``, `default/glass` in `default`).
    private static func parentFolders(of themes: [String]) -> Set<String> {
        Set(themes.map { theme in theme.lastIndex(of: "/").map { String(theme[..<$0]) } ?? "" })
    }

    /// Whether each theme's files of `appearance` define mostly (at least half) tokens that other
    /// themes' files of it define too.
    private static func restateOneAnother(_ layers: [TokenLayer], themeOfFile: [String: String], appearance: String,
                                          appearanceOfFile: [String: String]) -> Bool {
        var pathsOf: [String: Set<TokenPath>] = [:]
        for layer in layers where appearanceOfFile[layer.name] == appearance {
            pathsOf[themeOfFile[layer.name] ?? "", default: []].formUnion(layer.tokens.map(\.path))
        }
        // How many themes define each path, counted once: a theme's path is restated when another defines it too.
        var themesDefining: [TokenPath: Int] = [:]
        for paths in pathsOf.values {
            for path in paths { themesDefining[path, default: 0] += 1 }
        }
        return pathsOf.count > 1 && pathsOf.values.allSatisfy { paths in
            paths.count(where: { (themesDefining[$0] ?? 0) > 1 }) * 2 >= paths.count
        }
    }

    /// `names` without the leading words they all share (`brand-startribune`, `brand-varsity` are
    /// `startribune`, `varsity`), when each keeps a word.
    private static func withoutSharedLeadingWords(_ names: [String]) -> [String] {
        let words = names.map { $0.split(separator: "-").map(String.init) }
        var shared = 0
        while words.allSatisfy({ $0.count > shared + 1 }), Set(words.map { $0[shared] }).count == 1 { shared += 1 }
        return words.map { $0.dropFirst(shared).joined(separator: "-") }
    }

    /// A theme's context name: its folders joined by `-` (`default/glass` is `default-glass`).
    private static func contextName(_ theme: String) -> String {
        theme.replacingOccurrences(of: "/", with: "-")
    }

    /// The first token that files of one appearance from two themes define: the appearance, the
    /// token, and the theme that defined it first.
    private struct Collision {
        var appearance: String
        var path: TokenPath
        var location: SourceLocation
        var otherTheme: String
    }

    private static func firstCollision(_ layers: [TokenLayer], appearanceOfFile: [String: String], below folder: String,
                                       naming: ThemeNaming) -> Collision? {
        var themeOfPath: [String: [TokenPath: String]] = [:]
        for layer in layers {
            guard let appearance = appearanceOfFile[layer.name] else { continue }
            let theme = themeName(of: String(layer.name.dropFirst(folder.count)), naming: naming)
            for token in layer.tokens {
                guard let other = themeOfPath[appearance, default: [:]].updateValue(theme, forKey: token.path), other != theme else { continue }
                return Collision(appearance: appearance, path: token.path, location: token.location, otherTheme: other)
            }
        }
        return nil
    }

    /// The error for a collision no axis resolves, naming the themes' folders and one theme's.
    private static func reportCollision(_ collision: Collision, _ layers: [TokenLayer], appearanceOfFile: [String: String],
                                        below folder: String, diagnostics: inout Diagnostics) {
        let themes = folders(in: layers, below: folder) { name, _ in appearanceOfFile[name] == collision.appearance }
        let first = folders(in: layers, below: folder) { name, theme in theme == collision.otherTheme && appearanceOfFile[name] != nil }
        diagnostics.error(
            "the \(collision.appearance) files come from \(themes.count) themes' folders that define the same tokens: "
                + themes.map { "'\($0)'" }.joined(separator: ", ") + " (first at '\(collision.path)'); dsys cannot tell which the package shows",
            at: collision.location, token: collision.path.description,
            hint: "give one theme's folders as the inputs (such as " + first.map { "'\($0)'" }.joined(separator: " ")
                + "), or map files to modes with 'modeSources' in dsys.json")
    }

    /// The folders of the files `includes` takes (by name and theme), one per theme, in input order.
    private static func folders(in layers: [TokenLayer], below folder: String, _ includes: (String, String) -> Bool) -> [String] {
        var seen: Set<String> = []
        var folders: [String] = []
        for layer in layers {
            let relative = String(layer.name.dropFirst(folder.count))
            let parent = folder + (relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? "")
            guard includes(layer.name, themeName(of: relative, naming: .folders)), seen.insert(parent).inserted else { continue }
            folders.append(parent)
        }
        return folders
    }

    /// The words of a file's folders (and, with `.fileNames`, of its name without extensions) but
    /// those that name an appearance, joined by `-`, and by `/` per folder.
    private static func themeName(of relativePath: String, naming: ThemeNaming) -> String {
        let appearanceWords: Set<String> = ["light", "dark", "hc", "highcontrast", "high", "contrast"]
        let segments = relativePath.split(separator: "/")
        let folders = segments.dropLast().map(String.init)
        let named = naming == .folders ? folders : folders + [AppearanceWords.stemWithoutExtensions(String(segments.last ?? ""))]
        return named.map { $0.lowercasedWords.filter { !appearanceWords.contains($0) }.joined(separator: "-") }.joined(separator: "/")
    }
}
