import ArgumentParser
import DsysCore

/// `dsys inspect INPUT...`: prints the resolved tokens as a table or as canonical JSON.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the resolved tokens of every mode, as a table or as canonical sorted JSON."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json }

    @OptionGroup var input: InputOptions

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: "Output format: table or json.")
    var format: Format = .table

    func run() throws {
        var diagnostics = Diagnostics()
        let (settings, loaded) = try input.loadRequiredTokens(configOptions, diagnostics: &diagnostics)
        DiagnosticPrinter.print(diagnostics, for: input)
        // On an error nothing is printed: a script reading the output must not take tokens resolved
        // otherwise than asked (a `--context` that names no modifier) for the answer.
        guard let tokens = loaded, !diagnostics.hasErrors else { throw ExitCode.failure }
        switch format {
        case .table: print(TokenTable.render(tokens), terminator: "")
        case .json: print(CanonicalJSON.render(tokens, symbols: Self.symbols(of: tokens, config: settings.generator)), terminator: "")
        }
    }

    /// The Swift symbols (API and value layer) each token becomes under `config`'s naming, from the
    /// token account. Naming problems are `dsys validate`'s to report; here they only leave a
    /// token's symbols as the account has them.
    private static func symbols(of tokens: ResolvedTokens, config: GeneratorConfig) -> [TokenPath: [String]] {
        var ignored = Diagnostics()
        let account = DesignSystemTranslator(config: config).translate(tokens, diagnostics: &ignored).account
        var symbols: [TokenPath: [String]] = [:]
        for record in account.records {
            if case .emitted(let names, _) = record.outcome, !names.isEmpty { symbols[record.path] = names }
        }
        return symbols
    }
}
