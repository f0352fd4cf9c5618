import ArgumentParser
import DsysCore
import Foundation

/// The `--config` option of the commands that apply the generator's settings (`generate`, `validate`).
struct ConfigOptions: ParsableArguments {
    @Option(help: "A dsys.json config file (default: ./dsys.json when it exists).")
    var config: String?

    /// The settings: `--config`, else `./dsys.json` when it exists, else the defaults. Nil after
    /// reporting why the config cannot be used.
    func load(diagnostics: inout Diagnostics) -> ConfigFile? {
        ConfigFile.load(explicitPath: config, orIn: ".", diagnostics: &diagnostics)
    }

    /// `load(diagnostics:)` with `input`'s flags applied (`ConfigFile.applying(_:)`).
    func load(applying input: InputOptions, diagnostics: inout Diagnostics) -> ConfigFile? {
        load(diagnostics: &diagnostics)?.applying(input)
    }
}

extension ConfigFile {
    /// These settings with `input`'s `--strict`, which the generator reads too (name collisions).
    func applying(_ input: InputOptions) -> ConfigFile {
        var settings = self
        if input.strict { settings.strict = true }
        return settings
    }

    /// The front end for `input` under these settings: flags first, then the config, then the defaults.
    func frontEnd(for input: InputOptions) -> FrontEnd {
        frontEnd(remBase: input.remBase, contexts: input.contexts, referenceScope: input.referenceScope, strict: input.strict)
    }
}
