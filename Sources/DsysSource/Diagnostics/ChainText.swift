/// How diagnostics spell a chain of names, such as the tokens on a cycle: `a → b → c → a`. A long
/// chain keeps its first and last few names and counts the rest, so the message stays readable
/// (a thousand-token cycle is one line, not a page).
package enum ChainText {
    /// How many names are kept at each end of a long chain.
    static let keptAtEachEnd = 4

    /// `names` joined with arrows, abbreviated when long.
    package static func arrows(_ names: [String]) -> String {
        abbreviated(names).joined(separator: " → ")
    }

    /// `names` with all but the first and last `keptAtEachEnd` replaced by `… N more …` when there are
    /// many.
    package static func abbreviated(_ names: [String]) -> [String] {
        guard names.count > 2 * keptAtEachEnd + 1 else { return names }
        return names.prefix(keptAtEachEnd) + ["… \(names.count - 2 * keptAtEachEnd) more …"]
            + names.suffix(keptAtEachEnd)
    }
}
