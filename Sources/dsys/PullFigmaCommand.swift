import ArgumentParser
import DsysCore
import Foundation

/// `dsys pull figma [FILE_KEY] [--output FILE]`: saves a Figma file's local variables, read with the
/// token in `FIGMA_ACCESS_TOKEN`, as the file `dsys generate` reads (`FigmaVariablesPull`).
struct PullFigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Save a Figma file's variables (REST API) as figma-variables.json.",
        discussion: """
        The access token comes only from the environment variable FIGMA_ACCESS_TOKEN (a personal access
        token with the file_variables:read scope); it is never printed or written. The Variables REST API
        is open to full members of Enterprise organizations.
        Without FILE_KEY, dsys.json's "figma": { "fileKey": …, "output": … } says what to pull. The file is
        written beside the config (default figma-variables.json), replacing the old one atomically.
        Exit status: 0 when saved, 1 when the pull failed, 2 for a wrong command line.
        """
    )

    @Argument(help: "The Figma file key, or the file's link (default: dsys.json's figma.fileKey).")
    var fileKey: String?

    @Option(name: .shortAndLong, help: "Where to save the variables (default: figma.output in dsys.json, else figma-variables.json beside it).")
    var output: String?

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        var diagnostics = Diagnostics()
        guard let config = configOptions.load(diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics)
            throw ExitCode.failure
        }
        let path = output ?? (config.folder as NSString).appendingPathComponent(config.figma.output ?? FigmaVariablesPull.defaultOutput)
        do {
            let summary = try FigmaVariablesPull().run(
                fileKey: fileKey ?? config.figma.fileKey, path: path, environment: ProcessInfo.processInfo.environment
            )
            print(summary.message)
        } catch {
            diagnostics.append(error.diagnostic)
            DiagnosticPrinter.print(diagnostics)
            throw ExitCode.failure
        }
    }
}
