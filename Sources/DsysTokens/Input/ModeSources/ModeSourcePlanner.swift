import DsysSource

/// Turns a `ModeSourceMap` and the sources of an input (token files, or a Tokens Studio export's
/// sets) into modes: one per combination of the map's axes' contexts (`ModeCombinations`).
enum ModeSourcePlanner {
    /// What planning made: the modes, and the sources every mode shares (no context names them).
    struct Planned {
        var modes: [ResolutionPlan.PlannedMode]
        var shared: [String]
    }

    /// Plans the modes of `sources` (file paths or set names, in override order) under `map`;
    /// `layer` reads a source's tokens, source-only or not. An entry that names no source, and a
    /// source that two axes name, are errors; nil when the map cannot be applied. `pins` are the
    /// contexts `--context` keeps (`ModeCombinations.all`).
    static func plan(
        _ map: ModeSourceMap, sources: [String], location: SourceLocation?, pins: [ContextChoice] = [], diagnostics: inout Diagnostics,
        layer: (_ name: String, _ isSourceOnly: Bool, _ diagnostics: inout Diagnostics) -> TokenLayer?
    ) -> Planned? {
        let errorsBefore = diagnostics.errors.count
        let excluded = Set(sourcesNamed(by: map.excluded, in: sources, diagnostics: &diagnostics))
        let sourceOnly = Set(sourcesNamed(by: map.sourceOnly, in: sources, diagnostics: &diagnostics))
        let kept = sources.filter { !excluded.contains($0) }
        var contextSources: [ContextChoice: [String]] = [:]
        var axisOfSource: [String: String] = [:]
        for axis in map.axes {
            for context in axis.contexts {
                let named = sourcesNamed(by: context.entries, in: kept, diagnostics: &diagnostics)
                contextSources[ContextChoice(modifier: axis.name, context: context.name)] = named
                for source in named {
                    if let other = axisOfSource.updateValue(axis.name, forKey: source), other != axis.name {
                        diagnostics.error(
                            "'\(source)' is named by the modes of axis '\(other)' and of axis '\(axis.name)'",
                            at: context.entries.first(where: { $0.names(source) })?.location,
                            hint: "a source belongs to the contexts of one axis; split it into one file per axis"
                        )
                    }
                }
            }
        }
        guard diagnostics.errors.count == errorsBefore else { return nil }
        let shared = kept.filter { axisOfSource[$0] == nil }
        let axes = map.axes.map { axis in ModeAxis(name: axis.name, contexts: axis.contexts.map(\.name), defaultContext: nil, isChoice: axis.isChoice) }
        let combinations = ModeCombinations.all(axes, location: location, pins: pins, diagnostics: &diagnostics)
        let modes = combinations.map { combination in
            var names = shared
            var included = Set(shared)
            for choice in combination.choices {
                for name in contextSources[choice] ?? [] where included.insert(name).inserted { names.append(name) }
            }
            let layers = names.compactMap { layer($0, sourceOnly.contains($0), &diagnostics) }
            return ResolutionPlan.PlannedMode(name: combination.name, contexts: combination.choices, layers: layers)
        }
        return Planned(modes: modes, shared: shared)
    }

    /// The sources `entries` name, in entry order (each entry's in source order), each once; an
    /// entry that names none is an error at the entry.
    static func sourcesNamed(
        by entries: [ModeSourceMap.Entry], in sources: [String], diagnostics: inout Diagnostics
    ) -> [String] {
        var named: [String] = []
        var seen = Set<String>()
        for entry in entries {
            let matches = sources.filter(entry.names)
            if matches.isEmpty {
                diagnostics.error(
                    "'modeSources' entry '\(entry.text)' names no token file or set of the inputs",
                    at: entry.location,
                    hint: "write whole path segments of a file ('modes/dark.json'), a folder ('brands/acme') or a "
                        + "Tokens Studio set ('theme/dark')"
                )
            }
            for match in matches where seen.insert(match).inserted { named.append(match) }
        }
        return named
    }
}
