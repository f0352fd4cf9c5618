import DsysSource

/// A mode axis along which Spectrum tokens' `sets` vary: the color theme (`light`, `dark`,
/// `darkest`, `wireframe`), the platform scale (`desktop`, `mobile`) or the design system
/// (`spectrum`, `express`). The axis name is the modifier `--context` selects with (`scale=mobile`).
struct SpectrumAxis: Sendable, Hashable {
    var name: String
    /// The contexts Spectrum defines for this axis, in the order modes list them; the first is the default.
    var knownContexts: [String]

    static let theme = SpectrumAxis(name: "theme", knownContexts: ["light", "dark", "darkest", "wireframe"])
    static let scale = SpectrumAxis(name: "scale", knownContexts: ["desktop", "mobile"])
    static let system = SpectrumAxis(name: "system", knownContexts: ["spectrum", "express"])

    /// The known axes in the order their contexts appear in mode names (`spectrum-dark-mobile`).
    static let known: [SpectrumAxis] = [.system, .theme, .scale]

    /// The axis of `owner`'s `sets`, whose member names are `setNames`: the one its set schema names,
    /// else the known axis one of the names belongs to, else an axis named after the schema (or `sets`).
    static func of(setsOwner owner: SourceNode, setNames: [String]) -> SpectrumAxis {
        let schema = owner["$schema"]?.string.flatMap(SpectrumSchema.init)
        if let axis = schema?.setAxis { return axis }
        if let axis = known.first(where: { axis in setNames.contains { axis.knownContexts.contains($0) } }) {
            return axis
        }
        let name = schema.map { $0.name.hasSuffix("-set") ? String($0.name.dropLast("-set".count)) : $0.name }
        return SpectrumAxis(name: name ?? "sets", knownContexts: [])
    }

    /// The set to read for `context` from a token whose sets are `names`: `context` itself when
    /// present; otherwise `dark` stands in for `darkest`, then the axis default, then the first set.
    func substitute(for context: String, among names: [String]) -> String {
        if names.contains(context) { return context }
        if context == "darkest", names.contains("dark") { return "dark" }
        if let fallback = knownContexts.first, names.contains(fallback) { return fallback }
        return names.first ?? context
    }
}

/// The axes a group of Spectrum tokens varies along, each with its set names in the order met.
struct SpectrumAxesFound: Sendable {
    private(set) var entries: [(axis: SpectrumAxis, contexts: [String])] = []

    mutating func add(_ axis: SpectrumAxis, contexts: [String]) {
        guard let index = entries.firstIndex(where: { $0.axis == axis }) else {
            entries.append((axis, contexts))
            return
        }
        entries[index].contexts += contexts.filter { !entries[index].contexts.contains($0) }
    }

    mutating func add(_ other: SpectrumAxesFound) {
        for entry in other.entries { add(entry.axis, contexts: entry.contexts) }
    }

    /// The modifiers: known axes in `SpectrumAxis.known` order, then others as met; each axis's known
    /// contexts in Spectrum's order, then others as met. The first context is the default.
    var modeAxes: [ModeAxis] {
        let ranked = entries.enumerated().map { offset, entry in
            (rank: SpectrumAxis.known.firstIndex(of: entry.axis) ?? SpectrumAxis.known.count + offset, entry: entry)
        }
        return ranked.sorted { $0.rank < $1.rank }.map { _, entry in
            let known = entry.axis.knownContexts.filter(entry.contexts.contains)
            let contexts = known + entry.contexts.filter { !known.contains($0) }
            return ModeAxis(name: entry.axis.name, contexts: contexts, defaultContext: contexts.first)
        }
    }
}
