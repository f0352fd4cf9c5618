import Foundation
import DsysSource

extension InputContribution {
    /// The plans a run's file contributions make, in order: every token system, then one plan of the
    /// shared layers, joined to the modes a format brought, or else split into the modes `modeSources`
    /// (or else the files' names, `FileNameModeLayout`) makes of the files, or else
    /// into the modes their `$extensions.mode` values name. A token that files merged without an
    /// override order define twice is taken from the later file, with a warning (an error when `strict`).
    /// `pins` are the contexts `--context` keeps (`InputLoadOptions.pins`). Beside a token system,
    /// the files it reads itself are not read again, and files that hold no token (a Style Dictionary config in the folder of an export) are left out
    /// with a note, so the folder of a Tokens Studio export still reads. The tokens formats left out of
    /// shared layers are reported by the plan of the shared layers.
    static func plans(
        joining contributions: [InputContribution], modeSources: ModeSourceMap = ModeSourceMap(), strict: Bool = false,
        pins: [ContextChoice] = [], diagnostics: inout Diagnostics
    ) -> [ResolutionPlan] {
        var plans: [ResolutionPlan] = []
        var sharedLayers: [TokenLayer] = []
        var ownModes: [ResolutionPlan] = []
        var skippedAtLoad: [(token: SkippedToken, hint: String?)] = []
        for contribution in contributions {
            switch contribution {
            case .tokenSystem(let plan): plans.append(plan)
            case .sharedLayers(let layers): sharedLayers += layers
            case .ownModes(let plan): ownModes.append(plan)
            case .skippedAtLoad(let skipped): skippedAtLoad += skipped
            }
        }
        if !plans.isEmpty {
            // A resolver document's folder holds the files it names: read through it, not beside it.
            let named = Set(plans.flatMap(\.sourceFiles).map(Self.comparablePath))
            sharedLayers.removeAll { named.contains(Self.comparablePath($0.name)) }
        }
        if !plans.isEmpty, sharedLayers.contains(where: \.tokens.isEmpty) {
            let ignored = sharedLayers.filter(\.tokens.isEmpty).map(\.name)
            sharedLayers.removeAll(where: \.tokens.isEmpty)
            diagnostics.append(Diagnostic(
                .note, "left out " + ignored.map { "'\($0)'" }.joined(separator: ", ") + " beside the token system: "
                    + (ignored.count == 1 ? "it holds" : "they hold") + " no token"
            ))
        }
        sharedLayers = BareValueFiles.read(sharedLayers, diagnostics: &diagnostics)
        let firstOfSharedLayers = plans.count
        if let modal = ownModes.first {
            if ownModes.count > 1 {
                // Named by their files: two Figma REST responses of one system (WARP's `figma.json` and
                // `datavizFigma.json`) are one format, which "2 formats" misnamed.
                let files = ownModes.compactMap(\.sourceFiles.first)
                diagnostics.error(
                    "the inputs hold \(ownModes.count) token systems that each bring modes of their own ("
                        + ChainText.abbreviated(files.map { "'\($0)'" }).joined(separator: ", ") + "), which cannot be combined",
                    hint: (files.first.map { "pass one of them at a time, such as 'dsys generate \($0)'" } ?? "pass one of them at a time")
                        + ", or name it alone in dsys.json's \"inputs\""
                )
            }
            plans.append(join(sharedLayers, into: modal, strict: strict, diagnostics: &diagnostics))
        } else if !sharedLayers.isEmpty {
            plans.append(contentsOf: plan(files: sharedLayers, modeSources: modeSources, strict: strict, pins: pins,
                                          diagnostics: &diagnostics))
        }
        if let plan = plans.indices.dropFirst(firstOfSharedLayers).first { plans[plan].skippedAtLoad += skippedAtLoad }
        return FigmaHiddenVariables.split(plans, diagnostics: &diagnostics)
    }

    /// The plan of plain token files: the modes `modeSources` or the files' names (appearances,
    /// Figma collections) make, each file read once, or else one mode split by `$extensions.mode`.
    private static func plan(
        files layers: [TokenLayer], modeSources: ModeSourceMap, strict: Bool, pins: [ContextChoice], diagnostics: inout Diagnostics
    ) -> [ResolutionPlan] {
        let sourceFiles = layers.map(\.name)
        guard let map = modeSources.isEmpty ? FileNameModeLayout.map(for: layers, strict: strict, diagnostics: &diagnostics) : modeSources
        else {
            reportDuplicates(in: layers, strict: strict, diagnostics: &diagnostics)
            let plan = ResolutionPlan(modes: [.init(name: "default", contexts: [], layers: layers)], sourceFiles: sourceFiles)
            return [ModeExtension.expand(plan, diagnostics: &diagnostics)]
        }
        let layerOfFile = Dictionary(layers.map { ($0.name, $0) }) { first, _ in first }
        guard let planned = ModeSourcePlanner.plan(
            map, sources: sourceFiles, location: nil, pins: pins, diagnostics: &diagnostics,
            layer: { name, isSourceOnly, _ in
                var layer = layerOfFile[name]
                layer?.isSourceOnly = isSourceOnly
                return layer
            }
        ) else { return [] }
        let shared = Set(planned.shared)
        reportDuplicates(in: layers.filter { shared.contains($0.name) }, strict: strict, diagnostics: &diagnostics)
        let plan = ResolutionPlan(modes: planned.modes, sourceFiles: sourceFiles)
        return [map.axes.isEmpty ? ModeExtension.expand(plan, diagnostics: &diagnostics) : plan]
    }

    /// `path` made comparable with the same file's path written another way (`./a.json`, `dir/../a.json`).
    private static func comparablePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `plan` with `sharedLayers` first in every mode.
    private static func join(
        _ sharedLayers: [TokenLayer], into plan: ResolutionPlan, strict: Bool, diagnostics: inout Diagnostics
    ) -> ResolutionPlan {
        var joined = plan
        for index in joined.modes.indices { joined.modes[index].layers.insert(contentsOf: sharedLayers, at: 0) }
        if let first = joined.modes.first { reportDuplicates(in: first.layers, strict: strict, diagnostics: &diagnostics) }
        joined.sourceFiles = (sharedLayers.map(\.name) + plan.sourceFiles).sorted()
        return joined
    }

    /// Reports each token that two files of `layers`, merged without an override order, define: the
    /// merge takes the later definition, as Style Dictionary does, so one duplicated token does not
    /// stop the others; `strict` makes it an error. A copy of the same type and value (choice-form
    /// repeats its atomic typography file in a combined one) changes nothing: one note counts them.
    static func reportDuplicates(in layers: [TokenLayer], strict: Bool, diagnostics: inout Diagnostics) {
        guard layers.count > 1 else { return }
        var firstDefinition: [TokenPath: (location: SourceLocation, token: RawToken)] = [:]
        firstDefinition.reserveCapacity(layers.reduce(0) { $0 + $1.tokens.count })
        var copies: [(copy: SourceLocation, first: SourceLocation, path: TokenPath)] = []
        var overridingFiles: [String: Int] = [:]
        for layer in layers {
            for token in layer.tokens {
                if let (first, firstToken) = firstDefinition[token.path] {
                    guard first.file != token.file else { continue }
                    if token.typeName == firstToken.typeName, token.value.hasSameContent(as: firstToken.value) {
                        copies.append((token.location, first, token.path))
                        continue
                    }
                    overridingFiles[token.file, default: 0] += 1
                    diagnostics.append(Diagnostic(
                        strict ? .error : .warning,
                        "token '\(token.path)' is defined twice: here and at \(first)" + (strict ? "" : "; this later definition is used"),
                        at: token.location, token: token.path.description,
                        hint: "remove one definition; for modes, name override files after their appearance ('dark.tokens.json', "
                            + "'modes/dark.json') or one file per collection and mode ('Spacing.Compact.json', 'Spacing.Regular.json'), "
                            + "or map files to modes with 'modeSources' in dsys.json; or use a resolver document"
                    ))
                } else {
                    firstDefinition[token.path] = (token.location, token)
                }
            }
        }
        OverridingFileSuffix.note(overridingFiles, diagnostics: &diagnostics)
        if let example = copies.first {
            let count = copies.count
            diagnostics.append(Diagnostic(
                .note,
                "\(count) token\(count == 1 ? " is" : "s are") defined again with the same type and value in another file, such as "
                    + "'\(example.path)' here and at \(example.first); the copies change nothing",
                at: example.copy, token: example.path.description
            ))
        }
    }
}
