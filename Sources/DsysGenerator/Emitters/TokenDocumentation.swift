import DsysTokens

/// A token's doc comment text: its description, its path, its value (per appearance when it varies),
/// then where it was defined (`- Remark: Generated from …`).
///
/// Every layer that documents a token (the SwiftUI constants, the value layer, UIKit, AppKit) shows
/// the same text, so a run builds it once per token (`TokenDocumentationTable`). The paragraphs are
/// kept as one text joined by `\n`, which a doc comment shows line for line as it shows separate
/// paragraphs (`DocComment.forEachLine` joins paragraphs by `\n` too); the notes a layer adds go
/// before the remark.
struct TokenDocumentation: Sendable {
    /// The paragraphs, joined by `\n`.
    private let text: String
    /// Where the remark starts in `text`'s UTF-8: after the `\n` ending the paragraph before it.
    private let remarkStart: Int

    init(_ named: NamedToken) {
        let token = named.token
        let description = token.description.flatMap { $0.isEmpty ? nil : $0 }
        let path = DocComment.markdownCode(token.path.description)
        // `- light: #ffffff` per appearance when the value varies, else `Value: #ffffff.`
        let values: [(label: String, value: String)] = named.modal.varies
            ? named.modal.values.map { ("- \($0.appearance): ", ValueText.describe($0.value)) }
            : [("Value: ", ValueText.describe(token.value) + ".")]
        let location = DocComment.markdownCode(token.location.description)
        let (tokenLabel, remarkLabel) = ("Token ", "- Remark: Generated from ")
        var text = ""
        // Sized once, the pieces appended in place: the table holds a text per token for the whole
        // run, so none keeps spare capacity.
        text.reserveCapacity((description.map { $0.utf8.count + 1 } ?? 0) + tokenLabel.utf8.count + path.utf8.count + 2
            + values.reduce(0) { $0 + $1.label.utf8.count + $1.value.utf8.count + 1 } + remarkLabel.utf8.count + location.utf8.count + 1)
        if let description {
            text += description
            text += "\n"
        }
        text += tokenLabel
        text += path
        text += ".\n"
        for (label, value) in values {
            text += label
            text += value
            text += "\n"
        }
        remarkStart = text.utf8.count
        text += remarkLabel
        text += location
        text += "."
        self.text = text
    }

    /// The paragraphs for a doc comment (`SwiftDeclaration.documented`), with `notes` before the remark.
    func paragraphs(notesBeforeRemark notes: [String] = []) -> [String] {
        guard !notes.isEmpty else { return [text] }
        let remark = text.utf8.index(text.utf8.startIndex, offsetBy: remarkStart)
        return [String(text[..<text.utf8.index(before: remark)])] + notes + [String(text[remark...])]
    }
}
