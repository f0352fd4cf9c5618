import ArgumentParser
import DsysCore

/// The settings and tokens of the commands that fall back to `dsys.json`'s inputs (`gallery`,
/// `audit`): the config of `--config` (else `./dsys.json`), and the command line's inputs, else
/// the config's.
struct ConfiguredTokens {
    let settings: ConfigFile
    let tokens: ResolvedTokens

    /// Nil after printing the diagnostics when the config or the tokens have errors; throws a usage
    /// error when no input is named anywhere.
    static func load(_ input: InputOptions, _ configOptions: ConfigOptions, diagnostics: inout Diagnostics) throws -> ConfiguredTokens? {
        guard let settings = configOptions.load(applying: input, diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics, for: input)
            return nil
        }
        let inputs = input.inputs.isEmpty ? settings.inputs : input.inputs
        guard !inputs.isEmpty else {
            throw ValidationError("Please name at least one token file or folder (or \"inputs\" in dsys.json).")
        }
        guard let tokens = settings.frontEnd(for: input).load(inputs, diagnostics: &diagnostics), !diagnostics.hasErrors else {
            DiagnosticPrinter.print(diagnostics, for: input)
            return nil
        }
        return ConfiguredTokens(settings: settings, tokens: tokens)
    }
}
