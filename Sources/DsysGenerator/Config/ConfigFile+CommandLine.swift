import DsysTokens

/// How the command line and `dsys.json` combine, in one place every command uses: a flag given on
/// the command line overrides the file, and the file overrides dsys's defaults.
extension ConfigFile {
    /// The inputs named on the command line, else the config's `inputs`.
    public func inputs(commandLine: [String]) -> [String] {
        commandLine.isEmpty ? inputs : commandLine
    }

    /// The front end for these settings: `remBase` and `contexts` from the command line when given
    /// (a rem base is given only when the flag was written, so an explicit `--rem-base 16` beats a
    /// file's 14), else the config's, else the defaults.
    /// `--strict` (`strictFlag`) or the config's `"strict": true` makes token-local problems errors;
    /// `modeSources` and the opacity namespace's paths come from the config only; the mode axes the package reads as choices
    /// (`ContextAxes`) tell the front end which combinations to resolve when there are too many.
    public func frontEnd(
        remBase flagRemBase: Double?, contexts flagContexts: [String], referenceScope: ReferenceScope, strict strictFlag: Bool = false
    ) -> FrontEnd {
        FrontEnd(remBase: flagRemBase ?? remBase ?? FrontEnd.defaultRemBase,
                 contexts: flagContexts.isEmpty ? contexts : flagContexts,
                 referenceScope: referenceScope, strict: strictFlag || strict, modeSources: modeSources,
                 opacityPaths: generator.opacity.paths,
                 choiceAxes: { [generator] in Set(ContextAxes.choiceAxisContexts(in: $0, config: generator).map(\.name)) })
    }
}
