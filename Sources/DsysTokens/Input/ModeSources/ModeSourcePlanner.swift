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
    /// `layer` reads a source's tokens, source-only or not. An entry that names no source is an
    /// error; nil when the map cannot be applied. `pins` are the contexts `--context` keeps
    /// (`ModeCombinations.all`).
    ///
    /// A source that contexts of several axes name is read by the modes that pick one of its
    /// contexts on each of them: `brands/natura/dark.json`, named by `brand=natura` and by
    /// `appearance=dark`, only by Natura's dark mode. A mode reads its sources from the least
    /// specific (named by fewest axes) to the most, so a brand's dark file overrides the shared
    /// dark file (`globals/color/dark.json`); of equal specificity, choice axes' sources come first,
    /// then in the axes' order.
    static func plan(
        _ map: ModeSourceMap, sources: [String], location: SourceLocation?, pins: [ContextChoice] = [], diagnostics: inout Diagnostics,
        layer: (_ name: String, _ isSourceOnly: Bool, _ diagnostics: inout Diagnostics) -> TokenLayer?
    ) -> Planned? {
        let errorsBefore = diagnostics.errors.count
        let excluded = Set(sourcesNamed(by: map.excluded, in: sources, diagnostics: &diagnostics))
        let sourceOnly = Set(sourcesNamed(by: map.sourceOnly, in: sources, diagnostics: &diagnostics))
        let kept = sources.filter { !excluded.contains($0) }
        var contextSources: [ContextChoice: [String]] = [:]
        // For each source, the contexts that name it, by axis.
        var contextsOfSource: [String: [String: Set<String>]] = [:]
        for axis in map.axes {
            for context in axis.contexts {
                let named = sourcesNamed(by: context.entries, in: kept, diagnostics: &diagnostics)
                contextSources[ContextChoice(modifier: axis.name, context: context.name)] = named
                for source in named { contextsOfSource[source, default: [:]][axis.name, default: []].insert(context.name) }
            }
        }
        guard diagnostics.errors.count == errorsBefore else { return nil }
        let shared = kept.filter { contextsOfSource[$0] == nil }
        let choiceAxes = Set(map.axes.filter(\.isChoice).map(\.name))
        let axes = map.axes.map { axis in ModeAxis(name: axis.name, contexts: axis.contexts.map(\.name), defaultContext: nil, isChoice: axis.isChoice) }
        let combinations = ModeCombinations.all(axes, location: location, pins: pins, diagnostics: &diagnostics)
        let modes = combinations.map { combination in
            let picked = Dictionary(combination.choices.map { ($0.modifier, $0.context) }) { first, _ in first }
            var named: [String] = []
            var included = Set(shared)
            for choice in combination.choices {
                for name in contextSources[choice] ?? [] where included.insert(name).inserted
                    && contextsOfSource[name, default: [:]].allSatisfy({ axis, contexts in picked[axis].map(contexts.contains) ?? false }) {
                    named.append(name)
                }
            }
            // Stable: sources of equal specificity keep their order, but that a choice axis's come
            // before another axis's, so an appearance's overrides (`tokens.dark.json`) are read over a
            // brand's or collection's files (`tokens.surf-green.json`).
            let rank = { (source: String) -> (Int, Int) in
                let axes = contextsOfSource[source] ?? [:]
                return (axes.count, axes.keys.allSatisfy { choiceAxes.contains($0) } ? 0 : 1)
            }
            let bySpecificity = named.enumerated().sorted { first, second in
                let (a, b) = (rank(first.element), rank(second.element))
                return a != b ? a < b : first.offset < second.offset
            }.map(\.element)
            let layers = (shared + bySpecificity).compactMap { layer($0, sourceOnly.contains($0), &diagnostics) }
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
