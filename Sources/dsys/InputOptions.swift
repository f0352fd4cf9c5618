import ArgumentParser
import DsysCore
import DsysSource

/// The options every command that reads tokens shares.
struct InputOptions: ParsableArguments {
    @Argument(help: "Token files, resolver documents (*.resolver.json), Tokens Studio exports or folders.")
    var inputs: [String] = []

    @Option(name: .customLong("context"), help: ArgumentHelp(
        "Keep only the modes with this resolver context or theme (name=value); repeatable.",
        valueName: "name=value"))
    var contexts: [String] = []

    @Option(help: "Points per rem for rem/em dimensions (default: the config's remBase, else 16).")
    var remBase: Double?

    @Flag(name: .customLong("allow-ref-outside-input"), help: ArgumentHelp(
        "Let a resolver document's $ref read files outside the folder that holds it."))
    var allowsReferencesOutsideInput = false

    @Flag(help: ArgumentHelp(
        "Make a problem confined to one token an error instead of skipping the token and the tokens that reference it (also \"strict\": true in dsys.json)."))
    var strict = false

    @Flag(name: .customLong("all-warnings"), help: ArgumentHelp(
        "Print every warning and note; otherwise a warning repeated for many tokens is printed a few times and then counted. "
            + "A warning about many tokens of one file (an ignored member, an inferred type) names the first few either way; "
            + "--report lists every token."))
    var showsEveryWarning = false

    /// Which files a resolver document's `$ref`s may read.
    var referenceScope: ReferenceScope { allowsReferencesOutsideInput ? .anywhere : .inputFolder }

    func validate() throws {
        for context in contexts where !context.contains("=") {
            throw ValidationError("Please write --context as name=value, for example --context theme=dark (got '\(context)').")
        }
        if let remBase, !(remBase > 0 && remBase.isFinite) {
            throw ValidationError("Please give --rem-base as a positive number.")
        }
    }

    /// Reads and resolves `inputs` with `settings` (flags override them); the result is kept until
    /// the process exits (`ProcessLifetime`).
    func loadTokens(_ inputs: [String], settings: ConfigFile, diagnostics: inout Diagnostics) -> ResolvedTokens? {
        let tokens = settings.frontEnd(for: self).load(inputs, diagnostics: &diagnostics)
        if let tokens { ProcessLifetime.keep(tokens) }
        return tokens
    }

    /// The settings of `configOptions` and the tokens of the inputs, for the commands that need at
    /// least one input (`validate`, `inspect`). The tokens are nil when they cannot be read, and the
    /// diagnostics are left to print; throws `ExitCode.failure` after printing them when the config
    /// cannot be used, and a usage error when no input is named.
    func loadRequiredTokens(
        _ configOptions: ConfigOptions, diagnostics: inout Diagnostics
    ) throws -> (settings: ConfigFile, tokens: ResolvedTokens?) {
        guard let settings = configOptions.load(applying: self, diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics, for: self)
            throw ExitCode.failure
        }
        return (settings, loadTokens(try requiredInputs(settings: settings), settings: settings, diagnostics: &diagnostics))
    }

    /// The inputs named on the command line, else the config's; for commands that need at least
    /// one (`validate`, `inspect`), a usage error when there is none.
    private func requiredInputs(settings: ConfigFile) throws -> [String] {
        let inputs = settings.inputs(commandLine: inputs)
        if inputs.isEmpty { throw ValidationError("Please name at least one token file or folder, or list \"inputs\" in dsys.json.") }
        return inputs
    }
}
