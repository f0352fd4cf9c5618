import DsysSource
import DsysTokens

/// A token's doc comment: its description, its path, its value (per appearance when it varies),
/// the notes a layer adds, then where it was defined (`- Remark: Generated from …`).
///
/// Every layer that documents a token (the SwiftUI constants, the value layer, UIKit, AppKit) shows
/// the same summary, so a run builds it once per token (`TokenDocumentationTable`). The summary's
/// paragraphs are kept as one text joined by `\n`, which a doc comment shows line for line as it
/// shows separate paragraphs (`DocComment.forEachLine` joins paragraphs by `\n` too); the table
/// holds the remark after it the same way, built once per token too.
enum TokenDocumentation {
    /// The paragraphs for a doc comment (`SwiftDeclaration.documented`): `summary`, `notes`, the remark.
    static func paragraphs(summary: String, notes: [String] = [], location: SourceLocation) -> [String] {
        var paragraphs = [summary]
        paragraphs.reserveCapacity(notes.count + 2)
        paragraphs += notes
        paragraphs.append(remark(location))
        return paragraphs
    }

    /// The description, the path and the values, joined by `\n`, in storage of their own size (the
    /// table holds one per token for the whole run).
    static func summary(_ named: NamedToken) -> String {
        let token = named.token
        let description = token.description.flatMap { $0.isEmpty ? nil : $0 }
        let path = DocComment.markdownCode(token.path.description)
        // `- light: #ffffff` per appearance when the value varies, else `Value: #ffffff.`
        let values: [(label: String, value: String)] = named.modal.varies
            ? named.modal.values.map { ("- \($0.appearance): ", ValueText.describe($0.value)) }
            : [("Value: ", ValueText.describe(token.value) + ".")]
        let tokenLabel = "Token "
        var text = ""
        text.reserveCapacity((description.map { $0.utf8.count + 1 } ?? 0) + tokenLabel.utf8.count + path.utf8.count + 1
            + values.reduce(0) { $0 + 1 + $1.label.utf8.count + $1.value.utf8.count })
        if let description {
            text += description
            text += "\n"
        }
        text += tokenLabel
        text += path
        text += "."
        for (label, value) in values {
            text += "\n"
            text += label
            text += value
        }
        return text
    }

    /// `- Remark: Generated from `file:line:column`.`: appended in place when the file's path is
    /// plain code (`DocComment.isPlainCode`; the line and column keep it plain and end it in a digit,
    /// so `markdownCode` would only add the backticks), else through `markdownCode`.
    static func remark(_ location: SourceLocation) -> String {
        let label = "- Remark: Generated from "
        guard DocComment.isPlainCode(location.file) else { return label + DocComment.markdownCode(location.description) + "." }
        let (line, column) = (String(location.line), String(location.column))
        var remark = ""
        remark.reserveCapacity(label.utf8.count + location.file.utf8.count + line.utf8.count + column.utf8.count + 5)
        remark += label
        remark += "`"
        remark += location.file
        remark += ":"
        remark += line
        remark += ":"
        remark += column
        remark += "`."
        return remark
    }
}
