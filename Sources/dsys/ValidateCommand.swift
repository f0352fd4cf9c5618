import ArgumentParser
import DsysCore

/// `dsys validate INPUT...`: reads and resolves token files and reports every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files and report every problem, compiler-style."
    )

    @Argument(help: "Token files, resolver documents or folders.")
    var inputs: [String] = []

    func run() throws {
        print("dsys validate: \(inputs.count) input(s)")
    }
}
