/// Suggestions for misspelled names that are not token paths: modifiers, contexts, sets, themes.
extension NameSuggestion {
    /// ` (did you mean 'x'?)` for the candidate closest to `name`, preferring one that differs only
    /// in case; empty when nothing is close.
    package static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        let candidates = Array(candidates)
        let sameIgnoringCase = candidates.first { $0.lowercased() == name.lowercased() }
        let closest = sameIgnoringCase
            ?? NameSuggestion.closest(to: TokenPath([name]), among: candidates.map { TokenPath([$0]) })?.last
        return closest.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
