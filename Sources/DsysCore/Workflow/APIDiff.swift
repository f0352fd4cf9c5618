/// What changes in the generated Swift API between two token sets (`dsys diff`): removed and
/// renamed constants (breaking), added ones, changed values per appearance, new deprecations, and
/// contrast checks whose ratio drops below their minimum.
public struct APIDiff: Sendable {
    /// A constant whose value changed in at least one appearance.
    public struct ValueChange: Sendable {
        public var symbol: String
        public var tokenPath: String
        /// Per appearance that changed: the value before and after; one entry with no appearance
        /// when every appearance changed the same way.
        public var changes: [(appearance: Appearance?, before: TokenValue, after: TokenValue)]
    }

    /// A contrast check whose ratio fell, ending below its minimum.
    public struct ContrastRegression: Sendable {
        public var check: ContrastCheck
        public var appearance: Appearance
        public var before: Double
        public var after: Double
    }

    public var removed: [APISurface.Symbol] = []
    /// Old and new name of the same token (same path), or of a removed and an added constant with
    /// the same category and values when exactly one pair matches.
    public var renamed: [(old: APISurface.Symbol, new: APISurface.Symbol)] = []
    public var added: [APISurface.Symbol] = []
    public var changed: [ValueChange] = []
    public var deprecated: [APISurface.Symbol] = []
    public var contrastRegressions: [ContrastRegression] = []

    /// Whether code using the old API may stop compiling: a constant was removed or renamed.
    public var isBreaking: Bool { !removed.isEmpty || !renamed.isEmpty }
    public var isEmpty: Bool {
        removed.isEmpty && renamed.isEmpty && added.isEmpty && changed.isEmpty && deprecated.isEmpty && contrastRegressions.isEmpty
    }

    public init(from old: APISurface, to new: APISurface) {
        var gone = old.symbols.keys.filter { new.symbols[$0] == nil }.sorted().compactMap { old.symbols[$0] }
        var fresh = new.symbols.keys.filter { old.symbols[$0] == nil }.sorted().compactMap { new.symbols[$0] }
        pairRenames(&gone, &fresh) { $0.tokenPath == $1.tokenPath }
        pairRenames(&gone, &fresh) { $0.category == $1.category && $0.values == $1.values }
        removed = gone
        added = fresh
        for name in old.symbols.keys.sorted() {
            guard let before = old.symbols[name], let after = new.symbols[name] else { continue }
            let appearances = before.appearances(with: after)
            var changes = appearances.compactMap { appearance -> (Appearance?, TokenValue, TokenValue)? in
                guard let was = before.value(in: appearance), let now = after.value(in: appearance), was != now else { return nil }
                return (appearance, was, now)
            }
            if changes.count == appearances.count, changes.count > 1, let first = changes.first,
               changes.allSatisfy({ $0.1 == first.1 && $0.2 == first.2 }) {
                changes = [(nil, first.1, first.2)]
            }
            if !changes.isEmpty {
                changed.append(ValueChange(symbol: name, tokenPath: after.tokenPath, changes: changes))
            }
            if before.deprecation == nil, after.deprecation != nil { deprecated.append(after) }
        }
        deprecated += added.filter { $0.deprecation != nil }
        for check in new.contrastChecks {
            for appearance in new.appearances where old.appearances.contains(appearance) {
                guard let before = old.contrast(check, in: appearance), let after = new.contrast(check, in: appearance),
                      after < before, after < check.minimum
                else { continue }
                contrastRegressions.append(ContrastRegression(check: check, appearance: appearance, before: before, after: after))
            }
        }
    }

    /// Moves pairs of a removed and an added symbol that `match` pairs one to one into `renamed`.
    private mutating func pairRenames(
        _ gone: inout [APISurface.Symbol], _ fresh: inout [APISurface.Symbol],
        match: (APISurface.Symbol, APISurface.Symbol) -> Bool
    ) {
        for old in gone {
            let candidates = fresh.filter { match(old, $0) }
            guard candidates.count == 1, let new = candidates.first, gone.filter({ match($0, new) }).count == 1 else { continue }
            renamed.append((old, new))
            gone.removeAll { $0.name == old.name }
            fresh.removeAll { $0.name == new.name }
        }
    }
}
