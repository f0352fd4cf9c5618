/// The text of every colorset whose colors are given for the same appearances: made once by
/// `AssetCatalog.colorSet` with a placeholder for each value, then filled for each color. The layout
/// stays `JSONWriter`'s, and a catalog of 50k colors builds no JSON tree per color.
///
/// The values (a color space and decimal components) never need escaping, so they are
/// put in as they are.
struct ColorSetTemplate {
    /// One value of an entry.
    private enum Field: CaseIterable {
        case colorSpace, alpha, blue, green, red

        /// The placeholder written for it: a private-use character, which no other text of a
        /// colorset holds.
        var placeholder: Unicode.Scalar {
            Unicode.Scalar(0xE000 + UInt32(Self.allCases.firstIndex(of: self)!))!
        }

        func value(in values: AssetCatalog.ColorEntryValues) -> String {
            switch self {
            case .colorSpace: values.colorSpace
            case .alpha: values.alpha
            case .blue: values.blue
            case .green: values.green
            case .red: values.red
            }
        }
    }

    /// The text around the values: each piece but the last is followed by the value at the same
    /// index of `slots`.
    private let pieces: [String]
    /// Which entry's which value goes after each piece.
    private let slots: [(entry: Int, field: Field)]
    private let fixedByteCount: Int

    /// The template of a colorset whose colors are given for `appearances`, in order.
    init(appearances: [Appearance]) {
        let placeholders = AssetCatalog.ColorEntryValues(
            colorSpace: String(Field.colorSpace.placeholder), alpha: String(Field.alpha.placeholder),
            blue: String(Field.blue.placeholder), green: String(Field.green.placeholder), red: String(Field.red.placeholder)
        )
        let text = AssetCatalog.colorSet(appearances.map { ($0, placeholders) })
        var pieces: [String] = [], slots: [(entry: Int, field: Field)] = []
        var piece = ""
        // The n-th placeholder of a field is the n-th entry's: each entry holds each field once.
        var seen: [Field: Int] = [:]
        for scalar in text.unicodeScalars {
            guard let field = Field.allCases.first(where: { $0.placeholder == scalar }) else {
                piece.unicodeScalars.append(scalar)
                continue
            }
            pieces.append(piece)
            piece = ""
            slots.append((seen[field, default: 0], field))
            seen[field, default: 0] += 1
        }
        pieces.append(piece)
        self.pieces = pieces
        self.slots = slots
        fixedByteCount = pieces.reduce(0) { $0 + $1.utf8.count }
    }

    /// The colorset of a color whose entries hold `values` (one per appearance of the template).
    func text(_ values: [AssetCatalog.ColorEntryValues]) -> String {
        var text = ""
        text.reserveCapacity(fixedByteCount + 32 * values.count)
        for (index, slot) in slots.enumerated() {
            text += pieces[index]
            text += slot.field.value(in: values[slot.entry])
        }
        text += pieces[pieces.count - 1]
        return text
    }
}
