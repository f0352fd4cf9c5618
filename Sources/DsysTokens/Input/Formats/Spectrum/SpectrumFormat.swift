import DsysSource

/// Adobe Spectrum's own token files (`SpectrumLoader`): a top-level member is a token with a
/// Spectrum `$schema`. The files alias each other, so they are loaded together; their `sets` give
/// the modes, which the other token files of the run join.
struct SpectrumFormat: InputFormat {
    let name = "Spectrum token file"
    let title = "Adobe Spectrum token file"
    let bringsOwnModes = true
    let recognisedBy = "top-level tokens with a Spectrum \"$schema\" and \"value\" or \"sets\""
    let loadsFilesTogether = true

    func claim(file: SourceFile) -> ClaimStrength? {
        SpectrumLoader.isSpectrumFile(file) ? .structure : nil
    }

    func load(files: [SourceFile], options: InputLoadOptions, diagnostics: inout Diagnostics) -> [InputContribution] {
        [.ownModes(SpectrumLoader.plan(files: files, diagnostics: &diagnostics))]
    }
}
