/// What `dsys generate` writes into its output folder (`--layout`).
public enum GeneratedLayout: String, Sendable, CaseIterable {
    /// A whole Swift package: `Package.swift`, `Sources/<Module>/…` with its asset catalogs, and
    /// the generated tests.
    case package
    /// Only the module's code and asset catalogs, under fixed names, for a build-tool plugin that
    /// compiles them into the target holding the tokens (`SourcesLayoutTarget`).
    case sources

    /// The targets that make the files of this layout.
    public var targets: [any Target] {
        switch self {
        case .package: GeneratorPipeline.standardTargets
        case .sources: [SourcesLayoutTarget()]
        }
    }

    /// The entries at the top of the output folder that the sources layout always writes, in order:
    /// the joined Swift file, then the asset catalogs.
    public static let sourcesLayoutEntries = [SourcesLayoutTarget.swiftFileName] + SourcesLayoutTarget.catalogNames
}
