import DsysSource

/// Files that redefine other files' tokens and share a suffix in their names (lifebit's
/// `border.old.json`, `button.old.json`: the project's previous theme, which its build keeps apart)
/// are likely a theme or a version of their own, not overrides: one note says so and how to map
/// or leave them out, beside the warning at each redefined token.
enum OverridingFileSuffix {
    /// How many files must share a suffix for the note.
    static let minimumFiles = 2

    /// Adds the note for each suffix that `minimumFiles` or more of the files in `overridingFiles`
    /// (the files whose definitions replaced another file's, with how many tokens each) share.
    static func note(_ overridingFiles: [String: Int], diagnostics: inout Diagnostics) {
        var bySuffix: [String: (files: [String], tokens: Int)] = [:]
        for (file, tokens) in overridingFiles {
            guard let suffix = suffix(of: file) else { continue }
            bySuffix[suffix, default: ([], 0)].files.append(file)
            bySuffix[suffix, default: ([], 0)].tokens += tokens
        }
        for (suffix, group) in bySuffix.sorted(by: { $0.key < $1.key }) where group.files.count >= minimumFiles {
            let example = group.files.sorted()[0]
            diagnostics.append(Diagnostic(
                .note, "\(group.files.count) files named '*.\(suffix).…', such as '\(example)', redefine \(group.tokens) "
                    + "token\(group.tokens == 1 ? "" : "s") of the other files, and the later definition is used: they look like "
                    + "a theme or a version of their own",
                hint: "map them to a mode with 'modeSources' in dsys.json, or leave them out of the inputs"
            ))
        }
    }

    /// The word between a file name's first part and its extensions (`old` of `size/old/border.old.json`,
    /// `v2` of `color.v2.tokens.json`); nil when there is none.
    static func suffix(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".").map(String.init).filter { !["json", "json5", "jsonc", "yaml", "yml", "tokens"].contains($0.lowercased()) }
        guard parts.count >= 2, let last = parts.last, !last.isEmpty else { return nil }
        return last
    }
}
