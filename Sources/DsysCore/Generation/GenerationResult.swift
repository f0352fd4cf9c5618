/// What one `DesignSystemGenerator.generate` did, for the command line to print.
public enum GenerationResult {
    /// The up-to-date record matched: inputs, settings and output are unchanged since the last
    /// run, which the summary describes; nothing was read or written.
    case upToDate(UpToDateRecord.Summary, inputs: String, output: String)
    /// Nothing was generated: the diagnostics say why, with `error` when the output folder or
    /// the report could not be written.
    case notGenerated(Diagnostics, error: String?)
    /// The package was generated, with these diagnostics (warnings), and then `completion`.
    case generated(GeneratedPackage, diagnostics: Diagnostics, completion: Completion)

    /// A generated package's facts, as the summary prints them.
    public struct GeneratedPackage {
        /// How many tokens the package emits: the account's emitted count, so the summary's two
        /// lines agree (tokens only non-default modes define are counted, skipped ones are not).
        public var tokenCount: Int
        /// The account's summary line (`N tokens read, M emitted, K skipped`).
        public var accountSummary: String
        /// How the inputs are named (`tokens.json`, or the built-in starter).
        public var inputs: String
        /// The output folder, normalised.
        public var output: String
    }

    /// What happened after generating.
    public enum Completion {
        /// `check`: the files that would change (none: up to date) of `fileCount`.
        case checked(stale: [String], fileCount: Int)
        /// Written all or nothing, and then the gallery page.
        case written(OutputWriter.Report, gallery: Gallery)
        /// The output folder could not be written (nothing changed in it).
        case writeFailed(String)
    }

    /// The gallery page a run writes beside the package when the config asks for one.
    public enum Gallery {
        case notAsked
        case written(path: String)
        /// It could not be written; all the run's diagnostics, with the reason last.
        case failed(Diagnostics)
    }
}
