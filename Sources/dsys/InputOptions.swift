import ArgumentParser
import DsysCore

/// The options every command that reads tokens shares.
struct InputOptions: ParsableArguments {
    @Argument(help: "Token files, resolver documents (*.resolver.json), Tokens Studio exports or folders.")
    var inputs: [String] = []

    @Option(name: .customLong("context"), help: ArgumentHelp(
        "Keep only the modes with this resolver context or theme (name=value); repeatable.",
        valueName: "name=value"))
    var contexts: [String] = []

    @Option(help: "Points per rem for rem/em dimensions.")
    var remBase: Double = 16

    @Flag(name: .customLong("allow-ref-outside-input"), help: ArgumentHelp(
        "Let a resolver document's $ref read files outside the folder that holds it."))
    var allowsReferencesOutsideInput = false

    /// Which files a resolver document's `$ref`s may read.
    var referenceScope: ReferenceScope { allowsReferencesOutsideInput ? .anywhere : .inputFolder }

    func validate() throws {
        for context in contexts where !context.contains("=") {
            throw ValidationError("Please write --context as name=value, for example --context theme=dark (got '\(context)').")
        }
        guard remBase > 0, remBase.isFinite else { throw ValidationError("Please give --rem-base as a positive number.") }
    }

    var frontEnd: FrontEnd { FrontEnd(remBase: remBase, contexts: contexts, referenceScope: referenceScope) }

    /// Reads and resolves the inputs (with `frontEnd`, by default the options' own); the result is kept
    /// until the process exits (`ProcessLifetime`).
    func loadTokens(with frontEnd: FrontEnd? = nil, diagnostics: inout Diagnostics) -> ResolvedTokens? {
        let tokens = (frontEnd ?? self.frontEnd).load(inputs, diagnostics: &diagnostics)
        if let tokens { ProcessLifetime.keep(tokens) }
        return tokens
    }

    /// For commands that need at least one input (`validate`, `inspect`).
    func requireInputs() throws {
        if inputs.isEmpty { throw ValidationError("Please name at least one token file or folder.") }
    }
}
