import DsysSource

/// The front end of the pipeline: inputs → plan → resolved, typed tokens per mode.
///
/// 1. `InputLoader` finds files, has the input formats claim and load them (`InputFormatRegistry`)
///    and builds a `ResolutionPlan` (parse + structure checks).
/// 2. `ContextSelection` keeps the modes the user asked for (`--context theme=dark`), and
///    `ThemeAppearanceContexts` splits contexts that name a theme and an appearance; at most
///    `ModeLimit.maximumModes` may remain (when more do, `ChoiceAxisReduction` keeps those the generated
///    package reads, if `choiceAxes` is given, and `ModeAxisPinning` pins axes until they fit),
///    holding at most `ModeLimit.maximumTokenValues` tokens together.
/// 3. `ModeResolver` resolves aliases and decodes typed values for each mode; a token with a
///    problem of its own, and the tokens that reference it, are skipped with a warning (an error
///    when `strict`).
///
/// Every problem is collected in `Diagnostics`; the result is nil only when nothing usable was read.
public struct FrontEnd: Sendable {
    public var remBase: Double
    public var contexts: [String]
    /// Which files a resolver document's `$ref`s may read.
    public var referenceScope: ReferenceScope
    /// Whether a problem confined to one token is an error (`--strict`) instead of skipping the
    /// token and the tokens that reference it with a warning.
    public var strict: Bool
    /// Which token files or Tokens Studio sets make which modes (`dsys.json`'s `modeSources`).
    public var modeSources: ModeSourceMap
    /// The opacity namespace's configured path prefixes (`dsys.json`'s `opacity.paths`): their
    /// numbers are fractions from 0 to 1, as those of paths that say opacity are (`OpacityNumbers`).
    public var opacityPaths: [String]
    /// The names of the mode axes, among those the modes' contexts vary along, that the generated
    /// package reads as environment choices (see `ChoiceAxisReduction`); nil resolves every combination.
    public var choiceAxes: (@Sendable (_ modeContexts: [[ContextChoice]]) -> Set<String>)?

    /// Points per rem when neither the command line nor the config gives one.
    public static let defaultRemBase: Double = 16

    public init(
        remBase: Double = defaultRemBase, contexts: [String] = [], referenceScope: ReferenceScope = .inputFolder,
        strict: Bool = false, modeSources: ModeSourceMap = ModeSourceMap(), opacityPaths: [String] = [],
        choiceAxes: (@Sendable (_ modeContexts: [[ContextChoice]]) -> Set<String>)? = nil
    ) {
        self.remBase = remBase
        self.contexts = contexts
        self.referenceScope = referenceScope
        self.strict = strict
        self.modeSources = modeSources
        self.opacityPaths = opacityPaths
        self.choiceAxes = choiceAxes
    }

    /// Loads and resolves `inputs`.
    public func load(_ inputs: [String], diagnostics: inout Diagnostics) -> ResolvedTokens? {
        // Malformed contexts are reported by `resolve`.
        let pins = (try? ContextSelection(parsing: contexts))?.choices ?? []
        guard let plan = InputLoader.plan(
            inputs: inputs, referenceScope: referenceScope, modeSources: modeSources, strict: strict, pins: pins,
            diagnostics: &diagnostics
        )
        else { return nil }
        let resolved = resolve(plan, diagnostics: &diagnostics)
        if let resolved {
            UnreadScriptFiles.note(inputs: inputs, missingReferences: resolved.skipped.count { $0.reason == .missingReference },
                                   diagnostics: &diagnostics)
        }
        if let resolved, resolved.modes.allSatisfy({ $0.tokens.tokens.isEmpty }), resolved.skipped.isEmpty, !diagnostics.hasErrors {
            diagnostics.warning(
                "found no design tokens in " + inputs.map { "'\($0)'" }.joined(separator: ", "),
                hint: "dsys reads objects with \"$value\" (DTCG) or \"value\" (Style Dictionary), Tokens Studio exports, "
                    + "resolver documents, Theo's \"props\", Spectrum and Figma Variables files; see 'dsys init'"
            )
        }
        return resolved
    }

    /// Loads and resolves the built-in starter design system.
    public func loadStarter(diagnostics: inout Diagnostics) -> ResolvedTokens? {
        guard let plan = DesignSystemFile.plan(text: StarterDesignSystem.json,
                                               displayPath: StarterDesignSystem.displayPath, diagnostics: &diagnostics)
        else { return nil }
        return resolve(plan, diagnostics: &diagnostics)
    }

    private func resolve(_ plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolvedTokens? {
        var plan = plan
        if !contexts.isEmpty {
            do {
                plan = try ContextSelection(parsing: contexts).apply(to: plan, diagnostics: &diagnostics)
            } catch {
                diagnostics.error("\(error)", hint: "write each context as name=value, for example theme=dark")
                return nil
            }
        }
        plan = ThemeAppearanceContexts.split(plan, diagnostics: &diagnostics)
        let choices = choiceAxes?(plan.modes.map(\.contexts)) ?? []
        plan = ChoiceAxisReduction.apply(to: plan, choiceAxes: choices, diagnostics: &diagnostics)
        guard let fitting = ModeAxisPinning.fit(plan, choiceAxes: choices, strict: strict, diagnostics: &diagnostics) else { return nil }
        plan = fitting
        let resolved = ModeResolver(remBase: remBase, strict: strict, opacityPaths: opacityPaths).resolve(plan, diagnostics: &diagnostics)
        // Fewer modes: resolving stopped at `ModeLimit.maximumTokenValues`, with an error.
        return resolved.modes.count == plan.modes.count ? resolved : nil
    }
}
