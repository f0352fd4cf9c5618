import DsysSource

/// Tokens Studio's older reference syntax, `$fontSize.7` for `{fontSize.7}`, which the plugin still
/// reads beside the braces (Figma Tokens wrote it, and exports such as MetaMask's keep it): in a
/// set of a Tokens Studio project, each `$name` in a token's strings, alone, in math or in a
/// composite's member (`"$fontSize.7"`, `"$spacing.base * 2"`), is read as the `{name}` it stands for.
///
/// A name is letters, digits, `_`, `-` and `.`, not ending with `-` or `.` (`"$a.b-"` names `a.b`);
/// a `$` that no name character follows stays as it is.
enum TokensStudioDollarReferences {
    /// `node` with every `$name` in its strings written `{name}`, at the same position; nil when it
    /// holds none, so the values without one (most of a set) are not copied.
    static func rewritten(_ node: SourceNode) -> SourceNode? {
        node.replacingNodes { string in
            string.string.flatMap(rewritten).map { SourceNode(.string($0), line: string.line, column: string.column) }
        }
    }

    /// `text` with each `$name` written `{name}`, or nil when it has none.
    static func rewritten(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return nil }
        var result = ""
        var changed = false
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            var end = rest[afterDollar...].firstIndex { !isNameCharacter($0) } ?? rest.endIndex
            while end > afterDollar, let last = rest[..<end].last, last == "." || last == "-" {
                end = rest.index(before: end)
            }
            guard end > afterDollar else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            result += "{" + rest[afterDollar..<end] + "}"
            changed = true
            rest = rest[end...]
        }
        result += rest
        return changed ? result : nil
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-" || character == ".")
    }
}
