/// The translated design system every target reads: the tokens of each category with their
/// Swift names, values per appearance and sources, the appearances and the configuration.
///
/// Built once per run by `GeneratorPipeline`; targets only read it.
public struct DesignModel: Sendable {
    /// The emitters' view of the model (names, headers, doc comments), shared by the built-in targets.
    let context: EmitContext

    init(system: DesignSystemDescription) {
        context = EmitContext(system: system)
    }

    /// The design model itself, as the built-in targets read it: every named token by category,
    /// the appearances, mode axes and variants, images and adaptive colors.
    public var system: DesignSystemDescription { context.system }

    /// The configuration the model was translated under.
    public var config: GeneratorConfig { context.config }

    /// The generated module's name.
    public var moduleName: String { context.module }

    /// Every token read: its path, type and source, and its Swift symbols and values per
    /// appearance, or why it was skipped.
    public var account: TokenAccount { context.system.account }

    /// `Sources/<Module>/<relative>`: where a file of the generated module goes.
    public func sourcePath(_ relative: String) -> String { context.sourcePath(relative) }
}
