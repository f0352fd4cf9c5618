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
        let tokens = try input.loadRequiredTokens(configOptions, diagnostics: &diagnostics).tokens
        DiagnosticPrinter.print(diagnostics)
        guard let tokens else { throw ExitCode.failure }
        switch format {
        case .table: print(TokenTable.render(tokens), terminator: "")
        case .json: print(CanonicalJSON.render(tokens), terminator: "")
        }
        if diagnostics.hasErrors { throw ExitCode.failure }
    }
}
