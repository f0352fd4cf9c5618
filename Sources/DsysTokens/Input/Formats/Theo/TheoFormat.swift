import DsysSource

/// Salesforce Theo's design-token files (JSON, JSON5 or YAML), as Salesforce Lightning, Twilio Paste
/// and Skyscanner Backpack write them: `props` (named values with a `type` and `category`),
/// `aliases` used as `{!name}`, `imports` of other files and a `global` merged into every prop.
/// Claimed by structure; the files of a run are loaded together, because they import each other
/// (`TheoLoader`), and join the other token files of the run like plain token files.
struct TheoFormat: InputFormat {
    let name = "Theo file"
    let title = "Theo design-token file (Salesforce Theo)"
    let recognisedBy = "only \"props\", \"aliases\", \"imports\" and \"global\" at the top"
    let loadsFilesTogether = true

    func claim(file: SourceFile) -> ClaimStrength? {
        TheoDocument.isTheo(file.root) ? .structure : nil
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        guard !files.isEmpty else { return [] }
        let (layers, skipped) = TheoLoader.layers(of: files, options: options, diagnostics: &diagnostics)
        return [.sharedLayers(layers), .skippedAtLoad(skipped)]
    }
}
