import DsysSource

/// Figma Variables, as the REST API's local-variables response (`FigmaVariablesLoader`): claimed
/// by structure, `meta.variableCollections` and `meta.variables`. Its collections' modes are the
/// modes, which the other token files of the run join.
struct FigmaVariablesFormat: InputFormat {
    let name = "Figma variables file"
    let title = "Figma Variables REST API response"
    let bringsOwnModes = true
    let recognisedBy = "\"meta\" with \"variableCollections\" and \"variables\", or \"collections\" and \"variables\" lists"

    func claim(file: SourceFile) -> ClaimStrength? {
        FigmaVariablesLoader.isVariablesResponse(file) ? .structure : nil
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.map { .ownModes(FigmaVariablesLoader.plan(file: $0, pins: options.pins, diagnostics: &diagnostics)) }
    }
}
