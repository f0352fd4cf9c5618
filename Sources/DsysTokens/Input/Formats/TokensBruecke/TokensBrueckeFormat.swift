import DsysSource

/// The JSON of the Figma plugin TokensBrücke ("Tokens Bruecke", tokens-bruecke/figma-plugin), read by
/// `TokensBrueckeLoader`: claimed by structure, the `"tokens-bruecke-meta"` member the plugin writes
/// into the root `$extensions` of every file it exports. The files of one export (one file, or one
/// per collection) alias each other and share the collections' modes, so they are loaded together;
/// the other token files of the run join every mode.
struct TokensBrueckeFormat: InputFormat {
    let name = "TokensBrücke export"
    let title = "TokensBrücke export (Figma plugin)"
    let bringsOwnModes = true
    let recognisedBy = "\"$extensions\" with \"tokens-bruecke-meta\" at the top"
    let loadsFilesTogether = true

    func claim(file: SourceFile) -> ClaimStrength? {
        TokensBrueckeLoader.isExport(file) ? .structure : nil
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.isEmpty ? [] : [.ownModes(TokensBrueckeLoader.plan(files: files, options: options, diagnostics: &diagnostics))]
    }
}
