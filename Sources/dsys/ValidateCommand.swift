import ArgumentParser
import DsysCore

/// `dsys validate INPUT...`: reads and resolves token files and reports every problem, including the
/// Swift name collisions `generate` would stop at under the default or configured naming.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files and report every problem, compiler-style.",
        discussion: """
        Also checks that every token gets its own Swift name under the naming of --config, else
        ./dsys.json when it exists, else the defaults.
        Exit status: 0 when valid, 1 when the input has errors (or holds no design token, which
        generate would refuse too), 2 for a wrong command line.
        """
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        var diagnostics = Diagnostics()
        let (settings, tokens) = try input.loadRequiredTokens(configOptions, diagnostics: &diagnostics)
        let assets = AssetInventory.load(settings.assets, diagnostics: &diagnostics)
        if let tokens { DesignSystemGenerator.checkSomethingToGenerate(tokens, assets: assets, diagnostics: &diagnostics) }
        if let tokens, !diagnostics.hasErrors {
            GeneratorPipeline(config: settings.generator).checkNames(tokens, assets: assets, diagnostics: &diagnostics)
        }
        DiagnosticPrinter.print(diagnostics, for: input)
        guard let tokens, !diagnostics.hasErrors else { throw ExitCode.failure }
        print(tokens.validationSummary)
    }
}
