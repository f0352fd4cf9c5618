import ArgumentParser
import DsysCore

/// `dsys audit [INPUT...]`: the WCAG 2 contrast of foreground over background colors in every
/// appearance, and the configured contrast checks.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Print the WCAG 2 contrast of foreground over background colors in every appearance.",
        discussion: """
        With no INPUT, reads the inputs and checks of --config, else ./dsys.json. Foreground colors
        have text, foreground, fg, icon or on-… in their path; background colors have background,
        bg, surface or canvas ("contrastRoles" in dsys.json names them instead). Pairs below 4.5:1
        (3:1 for large or icon colors) are listed.
        Exit status: 1 when a contrast check of severity "error" falls short, else 0.
        """
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        var diagnostics = Diagnostics()
        guard let loaded = try ConfiguredTokens.load(input, configOptions, diagnostics: &diagnostics) else {
            throw ExitCode.failure
        }
        let system = DesignSystemTranslator(config: loaded.settings.generator).translate(loaded.tokens, diagnostics: &diagnostics)
        let audit = ContrastAudit(system, diagnostics: &diagnostics)
        DiagnosticPrinter.print(diagnostics, for: input)
        guard !diagnostics.hasErrors else { throw ExitCode.failure }
        print(audit.report, terminator: "")
        if audit.hasFailingErrorChecks {
            print("dsys: a contrast check of severity error falls short.")
            throw ExitCode.failure
        }
    }
}
