import DsysSource

/// Figma variables as a collections export writes them (Bullhorn Novo's `*.figma-export.json`), read
/// by `FigmaModeTreesLoader`: claimed by structure, a list of collections that each hold their modes'
/// token trees. The files of one export alias each other's variables, so they are loaded together;
/// the other token files of the run join every mode.
struct FigmaModeTreesFormat: InputFormat {
    let name = "Figma collections export"
    let title = "Figma variables exported as collections of mode trees (plugin)"
    let bringsOwnModes = true
    let recognisedBy = "a list of collections, each { \"<collection>\": { \"modes\": { \"<mode>\": { tokens } } } }"
    let loadsFilesTogether = true

    func claim(file: SourceFile) -> ClaimStrength? {
        FigmaModeTreesLoader.isExport(file) ? .structure : nil
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        files.isEmpty ? [] : [.ownModes(FigmaModeTreesLoader.plan(files: files, options: options, diagnostics: &diagnostics))]
    }
}
