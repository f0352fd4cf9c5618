import ArgumentParser
import DsysCore

/// `dsys validate INPUT...`: reads and resolves token files and reports every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files and report every problem, compiler-style.",
        discussion: "Exit status: 0 when valid, 1 when the input has errors, 2 for a wrong command line."
    )

    @OptionGroup var input: InputOptions

    func validate() throws {
        try input.requireInputs()
    }

    func run() throws {
        var diagnostics = Diagnostics()
        let tokens = input.loadTokens(diagnostics: &diagnostics)
        DiagnosticPrinter.print(diagnostics)
        guard let tokens, !diagnostics.hasErrors else { throw ExitCode.failure }
        let count = tokens.defaultTokens.count
        print("\(count) token\(count == 1 ? "" : "s") in \(tokens.modes.count) mode\(tokens.modes.count == 1 ? "" : "s"): "
              + tokens.modes.map(\.name).joined(separator: ", "))
    }
}
