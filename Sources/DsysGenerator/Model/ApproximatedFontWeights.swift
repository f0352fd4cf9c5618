import DsysSource
import DsysTokens

/// Font weights between the nine SwiftUI draws (a variable font's 450 or 550): SwiftUI's
/// `Font.Weight` has no other values on iOS 16, so the nearest is used (a tie rounds down, 450 to
/// regular). One note counts the tokens, so the difference is never silent.
enum ApproximatedFontWeights {
    /// The note for the typography and font-weight tokens of `description` whose default weight is
    /// not one of 100, 200, …, 900; nil when there are none.
    static func note(in description: DesignSystemDescription) -> Diagnostic? {
        var approximated: [(token: Token, weight: Double)] = []
        for named in description.tokens(.typography) + description.tokens(.fontWeight) {
            let weight: Double?
            switch named.modal.defaultValue {
            case .typography(let typography): weight = typography.fontWeight
            case .fontWeight(let value): weight = value
            default: weight = nil
            }
            if let weight, !drawnExactly(weight) { approximated.append((named.token, weight)) }
        }
        guard let first = approximated.first else { return nil }
        let count = approximated.count
        let drawn = TypographyMetrics.weightName(first.weight)
        return Diagnostic(
            .note,
            "\(count) token\(count == 1 ? " has a font weight" : "s have font weights") between the nine SwiftUI draws, such as "
                + "'\(first.token.path)' (\(SwiftNumbers.rounded(first.weight)), drawn as .\(drawn)); the nearest weight is used",
            at: first.token.location, token: first.token.path.description,
            hint: "give weights in hundreds (100 to 900) to draw each as designed"
        )
    }

    /// Whether SwiftUI has the weight itself: 100, 200, …, 900.
    private static func drawnExactly(_ weight: Double) -> Bool {
        weight >= 100 && weight <= 900 && weight.truncatingRemainder(dividingBy: 100) == 0
    }
}
