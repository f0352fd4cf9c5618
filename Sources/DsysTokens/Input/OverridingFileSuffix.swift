import DsysSource

/// Files that redefine other files' tokens and share a suffix in their names (lifebit's
/// `border.old.json`, `button.old.json`: the project's previous theme, which its build keeps apart)
/// are likely a theme or a version of their own, not overrides: one note says so and how to map
/// or leave them out, beside the warning at each redefined token.
enum OverridingFileSuffix {
    /// How many files must share a suffix for the note, unless they redefine `minimumTokens`.
    static let minimumFiles = 2
    /// How many tokens one file of a suffix must redefine for the note (HPE's `color.v0-light.json`, 73).
    static let minimumTokens = 10

    /// Adds the note for each suffix that `minimumFiles` or more of the files in `overridingFiles`
    /// (the files whose definitions replaced another file's, with how many tokens each) share, or
    /// whose files redefine `minimumTokens` or more.
    static func note(_ overridingFiles: [String: Int], diagnostics: inout Diagnostics) {
        var bySuffix: [String: (files: [String], tokens: Int)] = [:]
        for (file, tokens) in overridingFiles {
            guard let suffix = suffix(of: file) else { continue }
            bySuffix[suffix, default: ([], 0)].files.append(file)
            bySuffix[suffix, default: ([], 0)].tokens += tokens
        }
        for (suffix, group) in bySuffix.sorted(by: { $0.key < $1.key })
        where group.files.count >= minimumFiles || group.tokens >= minimumTokens {
            let example = group.files.sorted()[0]
            let files = group.files.count == 1 ? "'\(example)'" : "\(group.files.count) files named '*.\(suffix)…', such as '\(example)',"
            let them = group.files.count == 1 ? ("it looks", "it") : ("they look", "them")
            diagnostics.append(Diagnostic(
                .note, "\(files) redefine\(group.files.count == 1 ? "s" : "") \(group.tokens) token\(group.tokens == 1 ? "" : "s") "
                    + "of the other files, and the later definition is used: \(them.0) like a theme or a version of \(group.files.count == 1 ? "its" : "their") own",
                hint: "map \(them.1) to a mode with 'modeSources' in dsys.json, or leave \(them.1) out of the inputs"
            ))
        }
    }

    /// The first word between a file name's first part and its extensions (`old` of
    /// `size/old/border.old.json`, `v2` of `color.v2.tokens.json`, `v0` of HPE's `color.v0-light.json`);
    /// nil when there is none, or when it names an appearance (`color.light.json` is a mode's file).
    static func suffix(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".").map(String.init).filter { !["json", "json5", "jsonc", "yaml", "yml", "tokens"].contains($0.lowercased()) }
        guard parts.count >= 2, let word = parts.last?.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map(String.init),
              !AppearanceContextName.namesAppearance(word)
        else { return nil }
        return word
    }
}
