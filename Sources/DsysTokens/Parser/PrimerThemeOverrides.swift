import DsysSource

/// GitHub Primer's per-theme values, `"$extensions": { "org.primer.overrides": { "dark": …,
/// "dark-dimmed": … } }`. Primer builds each theme from its own base files with these overrides on
/// top, so read as modes beside the light base files they would be half one theme and half another;
/// they were left out without a word, and the package had the light theme alone. One note per file
/// names the themes and how to give them.
struct PrimerThemeOverrides {
    /// The member of `$extensions` that holds the overrides.
    static let key = "org.primer.overrides"

    private var first: (path: TokenPath, location: SourceLocation)?
    private var count = 0
    private var themes: [String] = []

    /// Counts the token at `path` when its `extensions` hold overrides.
    mutating func record(_ extensions: SourceNode?, path: TokenPath, location: @autoclosure () -> SourceLocation) {
        guard let overrides = extensions?[Self.key]?.members else { return }
        if first == nil { first = (path, location()) }
        count += 1
        for member in overrides where !themes.contains(member.key) { themes.append(member.key) }
    }

    /// The note, when a token of the file had overrides.
    func note(into diagnostics: inout Diagnostics) {
        guard let first else { return }
        diagnostics.append(Diagnostic(
            .note,
            "'\(first.path)'" + (count > 1 ? " and \(count - 1) more token\(count == 2 ? "" : "s")" : "") + " of this file \(count > 1 ? "hold" : "holds") Primer's "
                + "values for the themes " + ChainText.abbreviated(themes.map { "'\($0)'" }).joined(separator: ", ")
                + " in '\(Self.key)', which dsys does not read: only '$value' is generated",
            at: first.location, token: first.path.description,
            hint: "give each theme's files as a mode: a resolver document, or 'modeSources' in dsys.json"
        ))
    }
}
