import DsysSource

/// The "Design Tokens" Figma plugin's variable exports keep each mode's values apart, with the mode
/// as a segment of the path (`buttons.light.text.primary` beside `buttons.dark.text.primary`) and in
/// `"org.lukasoppermann.figmaDesignTokens": { "mode": "Light" }` of the token's extensions. Read as
/// they are, each mode's tokens are separate constants, and the package has no dark appearance
/// (Casavo's Habitat, without a word). One note per file names the modes and how to keep them.
struct DesignTokensPluginModes {
    /// The member of a token's extensions that holds the plugin's data.
    static let key = "org.lukasoppermann.figmaDesignTokens"

    private var first: (path: TokenPath, location: SourceLocation)?
    private var count = 0
    private var modes: [String] = []

    /// Counts the token at `path` when `extensions` give the plugin's mode and a segment of the path
    /// is that mode's name.
    mutating func record(_ extensions: SourceNode?, path: TokenPath, location: @autoclosure () -> SourceLocation) {
        guard let mode = extensions?[Self.key]?["mode"]?.string,
              path.segments.contains(where: { $0.caseInsensitiveCompare(mode) == .orderedSame }) else { return }
        if first == nil { first = (path, location()) }
        count += 1
        if !modes.contains(mode) { modes.append(mode) }
    }

    /// Whether a token of the file had its mode in its path, so the note is given.
    var found: Bool { first != nil }

    /// The note, when a token of the file had its mode in its path.
    func note(into diagnostics: inout Diagnostics) {
        guard let first else { return }
        diagnostics.append(Diagnostic(
            .note,
            "'\(first.path)'" + (count > 1 ? " and \(count - 1) more token\(count == 2 ? "" : "s")" : "") + " of this file "
                + "carry their Figma mode (" + ChainText.abbreviated(modes.map { "'\($0)'" }).joined(separator: ", ")
                + ") in their paths, as the Design Tokens plugin exports variables: each mode's tokens are generated as "
                + "tokens of their own, not as one token with a value per mode",
            at: first.location, token: first.path.description,
            hint: "export the variables with their modes ('dsys pull figma', or Figma's Export variables), "
                + "or export one file per mode and give each as a mode with 'modeSources' in dsys.json"
        ))
    }
}
