import Foundation
import DsysSource

/// Stage 0 and 1: finds the files and folders an input names, gives each to the input format that
/// claims it (`InputFormatRegistry`), and reduces what the formats load to one `ResolutionPlan`.
/// It knows no format itself.
public enum InputLoader {
    /// Builds the plan for `inputs` (files or folders). Returns nil only when nothing could be read.
    /// `referenceScope` says which files a resolver document's `$ref`s may read; `modeSources` which
    /// files or Tokens Studio sets make which modes (`dsys.json`'s `modeSources`); `pins` the
    /// contexts `--context` keeps (see `InputLoadOptions.pins`).
    public static func plan(
        inputs: [String], referenceScope: ReferenceScope = .inputFolder, modeSources: ModeSourceMap = ModeSourceMap(),
        strict: Bool = false, pins: [ContextChoice] = [], diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        plan(inputs: inputs,
             options: InputLoadOptions(referenceScope: referenceScope, modeSources: modeSources, strict: strict, pins: pins),
             registry: .standard, diagnostics: &diagnostics)
    }

    /// `plan(inputs:referenceScope:diagnostics:)` with the formats of `registry`.
    static func plan(
        inputs: [String], options: InputLoadOptions, registry: InputFormatRegistry, diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        guard !inputs.isEmpty else {
            diagnostics.error("no input given", hint: "pass token files, a resolver document or a folder")
            return nil
        }
        var files: [String] = []
        var namedFiles: Set<String> = []
        var plans: [ResolutionPlan] = []
        var formatsWithOwnModes: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.error("no such file or folder: '\(input)'", hint: "check the path")
                continue
            }
            guard isDirectory.boolValue else {
                files.append(input)
                namedFiles.insert(input)
                continue
            }
            guard let chosen = registry.claim(folder: input, diagnostics: &diagnostics) else { continue }
            if chosen.format.bringsOwnModes, !formatsWithOwnModes.contains(chosen.format.title) {
                formatsWithOwnModes.append(chosen.format.title)
            }
            switch chosen.format.load(folder: chosen.claim, options: options, diagnostics: &diagnostics) {
            case .tokenSystem(let plan): plans.append(plan)
            case .files(let found): files.append(contentsOf: found)
            case nil: break
            }
        }
        if !files.isEmpty,
           let plan = planForFiles(files.sorted(), named: inputs.count > 1 ? namedFiles : [], options: options, registry: registry,
                                   formatsWithOwnModes: &formatsWithOwnModes, diagnostics: &diagnostics) {
            plans.append(plan)
        }
        if !options.modeSources.isEmpty, !formatsWithOwnModes.isEmpty {
            diagnostics.warning(
                "'modeSources' is ignored: the input is a \(formatsWithOwnModes.joined(separator: " and a ")), which brings modes of its own",
                at: options.modeSources.location,
                hint: "remove 'modeSources' from dsys.json; pick modes with --context (or \"contexts\" in dsys.json)"
            )
        }
        guard var plan = plans.first else { return nil }
        plan.copiedByExtends = options.extensionBudget.copied
        if plans.count > 1 {
            diagnostics.error(
                "the inputs describe \(plans.count) separate token systems (\(registry.standaloneInputsPlural)), "
                    + "which cannot be combined",
                hint: registry.oneStandaloneInputHint
            )
        }
        return plan
    }

    /// A warning at each of `files` (named as inputs beside others, holding no token) that lends no
    /// value to `plan` either: the run would otherwise say nothing of it.
    private static func warnAboutTokenlessFiles(_ files: [String], in plan: ResolutionPlan, diagnostics: inout Diagnostics) {
        let lending = Set(plan.modes.flatMap { $0.layers.flatMap { $0.tokens.map(\.file) } })
        for path in files where !lending.contains(path) {
            diagnostics.warning(
                "found no design tokens in '\(path)'; the other inputs are generated without it",
                at: SourceLocation(file: path, line: 1, column: 1),
                hint: "dsys reads objects with \"$value\" (DTCG) or \"value\" (Style Dictionary), Tokens Studio exports, "
                    + "resolver documents, Theo's \"props\", Spectrum and Figma Variables files; leave it out of the inputs"
            )
        }
    }

    /// Reads files given one by one, each loaded by the format that claims it (all of a format's files
    /// at once, after the others, when it loads them together), and joins what they contribute; adds
    /// the title of each format that brings its own modes to `formatsWithOwnModes`. A file of `named`
    /// (files named as inputs beside others) that holds no token and lends no value is a warning
    /// (Ushur's custom Figma export beside its token file).
    private static func planForFiles(
        _ paths: [String], named: Set<String>, options: InputLoadOptions, registry: InputFormatRegistry,
        formatsWithOwnModes: inout [String], diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        var contributions: [InputContribution] = []
        var filesLoadedTogether: [Int: [SourceFile]] = [:]
        // Named files that hold no token (they may still lend plain values, `BareValueFiles`).
        var tokenless: [String] = []
        for path in paths {
            guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else { continue }
            if DsysReportFile.isReport(file.root) {
                diagnostics.append(DsysReportFile.note(file))
                continue
            }
            if JSONSchemaFile.isSchema(file.root) {
                diagnostics.append(JSONSchemaFile.note(file))
                continue
            }
            guard let chosen = registry.claim(file: file, isAlone: paths.count == 1, diagnostics: &diagnostics) else { continue }
            if chosen.format.bringsOwnModes, !formatsWithOwnModes.contains(chosen.format.title) {
                formatsWithOwnModes.append(chosen.format.title)
            }
            if chosen.format.loadsFilesTogether {
                filesLoadedTogether[chosen.index, default: []].append(file)
            } else {
                let contributed = chosen.format.load(files: [file], options: options, diagnostics: &diagnostics)
                if named.contains(path), !contributed.isEmpty, contributed.allSatisfy(\.holdsNoToken) { tokenless.append(path) }
                contributions += contributed
            }
        }
        for (index, files) in filesLoadedTogether.sorted(by: { $0.key < $1.key }) {
            contributions += registry.formats[index].load(files: files, options: options, diagnostics: &diagnostics)
        }
        let plans = InputContribution.plans(
            joining: contributions, modeSources: options.modeSources, strict: options.strict, pins: options.pins,
            diagnostics: &diagnostics
        )
        if !tokenless.isEmpty, let plan = plans.first { warnAboutTokenlessFiles(tokenless, in: plan, diagnostics: &diagnostics) }
        if plans.count > 1 {
            // Each system named by the file that declares its modes (a resolver document, where its first
            // source file named design-token-handover's `docs.resolver.json` by the token file it shares
            // with `apps.resolver.json`), else by its first file (Telekom's folder: the export `all.json`
            // beside `all.light.json`).
            let systems = plans.compactMap { $0.modesLocation?.file ?? $0.sourceFiles.first }
            let named = systems.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (systems.count > 3 ? " and \(systems.count - 3) more" : "")
            diagnostics.error(
                "\(registry.standaloneInputs) must be the only input, but the inputs hold \(plans.count) token systems: \(named)",
                hint: (systems.first.map { "pass one of them on its own, such as 'dsys generate \($0)'; " } ?? "")
                    + "it names its token files itself"
                    + (plans.contains { $0.modesLocation == nil } ? " (move other token files out of its folder)" : "")
            )
        }
        return plans.first
    }
}
