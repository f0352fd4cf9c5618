import DsysSource

/// Folders of several themes, each with files of the same appearance: PatternFly's `tokens/` holds
/// `default/dark/`, `default/glass-dark/` and `redhat/dark/`. Read as one dark mode, the later file
/// wins token by token, mixing three themes into one appearance (a glass background at half
/// opacity, Red Hat's brand color in PatternFly's place). No file layout rule can tell which theme
/// the package should show, so the run stops with an error naming the themes' folders and what to
/// give instead.
///
/// A file's theme is its folder path with the appearance words left out (`default/glass-dark/` is
/// `default/glass`, `default/dark/` is `default`). Files of one appearance from two themes that
/// define the same token make the error; files of one theme, or of two that define different
/// tokens (`components/dark/buttons.json` beside `dark/colors.json`), do not.
enum AppearanceThemeFolders {
    /// Adds an error for the first appearance whose files come from themes that define the same
    /// token; `appearanceOfFile` holds the files that carry an appearance, by name, `folder` the
    /// folder all the files share. Returns whether it did.
    static func reportCollidingThemes(_ layers: [TokenLayer], appearanceOfFile: [String: String], below folder: String,
                                      diagnostics: inout Diagnostics) -> Bool {
        var themeOfPath: [String: [TokenPath: String]] = [:]
        for layer in layers {
            guard let appearance = appearanceOfFile[layer.name] else { continue }
            let relative = String(layer.name.dropFirst(folder.count))
            let theme = themeName(of: relative)
            for token in layer.tokens {
                guard let other = themeOfPath[appearance, default: [:]].updateValue(theme, forKey: token.path), other != theme else { continue }
                let themes = folders(in: layers, below: folder) { name, _ in appearanceOfFile[name] == appearance }
                let first = folders(in: layers, below: folder) { name, theme in theme == other && appearanceOfFile[name] != nil }
                diagnostics.error(
                    "the \(appearance) files come from \(themes.count) themes' folders that define the same tokens: "
                        + themes.map { "'\($0)'" }.joined(separator: ", ") + " (first at '\(token.path)'); dsys cannot tell which the package shows",
                    at: token.location, token: token.path.description,
                    hint: "give one theme's folders as the inputs (such as " + first.map { "'\($0)'" }.joined(separator: " ")
                        + "), or map files to modes with 'modeSources' in dsys.json")
                return true
            }
        }
        return false
    }

    /// The folders of the files `includes` takes (by name and theme), one per theme, in input order.
    private static func folders(in layers: [TokenLayer], below folder: String, _ includes: (String, String) -> Bool) -> [String] {
        var seen: Set<String> = []
        var folders: [String] = []
        for layer in layers {
            let relative = String(layer.name.dropFirst(folder.count))
            let parent = folder + (relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? "")
            guard includes(layer.name, themeName(of: relative)), seen.insert(parent).inserted else { continue }
            folders.append(parent)
        }
        return folders
    }

    /// The words of a file's folders but those that name an appearance, joined by `/` per folder.
    static func themeName(of relativePath: String) -> String {
        let appearanceWords: Set<String> = ["light", "dark", "hc", "highcontrast", "high", "contrast"]
        return relativePath.split(separator: "/").dropLast()
            .map { $0.lowercasedWords.filter { !appearanceWords.contains($0) }.joined(separator: "-") }
            .joined(separator: "/")
    }
}
