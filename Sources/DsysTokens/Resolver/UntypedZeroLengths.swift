/// An untyped zero among lengths is a length: Style Dictionary's `spacing.0: "0"` beside `spacing.1:
/// "0.25rem"` (Ontario's spacing scale), read as the number 0, put the scale's first step in
/// `DSNumber`, apart from its other steps in `DSSpacing`. A zero whose group's other tokens are all
/// lengths in points becomes the length 0; one beside numbers, or alone, stays the number.
enum UntypedZeroLengths {
    /// Makes the tokens at `zeros` (untyped zeros of `tokens`) lengths where their groups are.
    static func apply(to tokens: inout [Token], zeros: [Int]) {
        guard !zeros.isEmpty else { return }
        let zeroIndices = Set(zeros)
        // Per group, whether every token but the zeros is a length in points.
        var groupIsLengths: [TokenPath: Bool] = [:]
        for index in tokens.indices where !zeroIndices.contains(index) {
            let isLength = if case .dimension(let dimension) = tokens[index].value { dimension.fractionOfFontSize == nil } else { false }
            groupIsLengths[tokens[index].path.parent, default: true] = groupIsLengths[tokens[index].path.parent, default: true] && isLength
        }
        for index in zeros where groupIsLengths[tokens[index].path.parent] == true {
            tokens[index].value = .dimension(Dimension(points: 0, original: 0, unit: "px"))
        }
    }
}
