/// "Did you mean ...?" suggestions for misspelled references.
package enum NameSuggestion {
    /// The defined path closest to `missing` by edit distance, if it is close enough to be a typo.
    /// Only paths with the same number of segments are compared, which keeps large sets fast.
    static func closest(to missing: TokenPath, among candidates: some Sequence<TokenPath>) -> TokenPath? {
        let target = Array(missing.description.utf8)
        let limit = max(1, target.count / 4)
        var best: (path: TokenPath, distance: Int)?
        for candidate in candidates where candidate.segments.count == missing.segments.count {
            let text = Array(candidate.description.utf8)
            guard abs(text.count - target.count) <= limit else { continue }
            let distance = editDistance(target, text, limit: best.map { min($0.distance, limit) } ?? limit)
            guard distance <= limit, differingSegmentsAreAlike(missing, candidate) else { continue }
            if let current = best {
                if distance < current.distance || (distance == current.distance && candidate < current.path) {
                    best = (candidate, distance)
                }
            } else {
                best = (candidate, distance)
            }
        }
        return best?.path
    }

    /// Whether each segment of `candidate` that differs from `missing`'s is a near spelling of it
    /// (`isNearSpelling`): `brand.primary.25` is no misspelling of `brand.primary.base`, although
    /// the whole paths are close.
    private static func differingSegmentsAreAlike(_ missing: TokenPath, _ candidate: TokenPath) -> Bool {
        zip(missing.segments, candidate.segments).allSatisfy { written, defined in
            written == defined || isNearSpelling(Array(defined.utf8), of: Array(written.utf8))
        }
    }

    /// Whether the segment `defined` is within half the longer one's length (at least 1) of the
    /// segment `written`.
    static func isNearSpelling(_ defined: [UInt8], of written: [UInt8]) -> Bool {
        let allowed = max(1, max(written.count, defined.count) / 2)
        // The distance is at least the difference in length.
        return abs(written.count - defined.count) <= allowed && editDistance(written, defined, limit: allowed) <= allowed
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every row exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
