import DsysSource

/// A Tokens Studio single-file export as the plugin wrote it before it had `$metadata` and
/// `$themes` (Telefónica Mística's skins): the top-level members are the token sets (`global`,
/// `light`, `dark`, …), tokens are spelt `value`/`type`, and a reference leaves the set out
/// (`{palette.white}` for `global.palette.white`), because the plugin resolves references against
/// its sets merged. Read as a plain token file, most of its references named nothing.
///
/// Recognised only when the file has neither `$metadata` nor `$themes`, every top-level member is a
/// group (no token), no token is spelt `$value`, and most references that name no token of the file
/// do name one once exactly one top-level key is put in front. A plain file whose references
/// name its tokens by their whole paths, or name tokens of other files, is no such export.
enum TokensStudioUnmarkedExport {
    /// Whether `file` is such an export.
    static func isExport(_ file: SourceFile) -> Bool {
        guard let members = file.root.members, !members.isEmpty, file.root["$metadata"] == nil, file.root["$themes"] == nil
        else { return false }
        let sets = members.filter { !$0.key.hasPrefix("$") }
        guard !sets.isEmpty, sets.allSatisfy({ $0.value.members != nil && $0.value["value"] == nil }) else { return false }
        var scan = Scan()
        for set in sets { scan.walk(set.value, path: [set.key]) }
        guard !scan.spellsDollarValue else { return false }
        let missing = scan.references.filter { !scan.tokenPaths.contains($0) }
        let setNames = sets.map(\.key)
        let resolvedInASet = missing.count { reference in
            setNames.count { scan.tokenPaths.contains([$0] + reference) } == 1
        }
        return resolvedInASet > 0 && resolvedInASet * 2 > missing.count
    }

    /// The note that `file` is read as such an export, at its top, naming the sets in their order.
    static func note(_ file: SourceFile, sets: [String]) -> Diagnostic {
        let order = sets.map { "\"\($0)\"" }.joined(separator: ", ")
        return Diagnostic(
            .note, "read as a Tokens Studio export whose token sets are the top-level groups, in the order written: the file "
                + "has no '$metadata' or '$themes', but its references leave these groups out, as references to Tokens Studio sets do",
            at: file.location(of: file.root),
            hint: "to say so in the file, add \"$metadata\": { \"tokenSetOrder\": [\(order)] }"
        )
    }

    /// The token paths of a file and the paths its values reference, gathered in one walk.
    private struct Scan {
        var tokenPaths: Set<[String]> = []
        var references: [[String]] = []
        /// Whether a token is spelt `$value` (DTCG), which the plugin wrote only after it had `$metadata`.
        var spellsDollarValue = false

        /// Walks the groups below `node`, and stops at the first token spelt `$value`: a DTCG file
        /// of 100k tokens was walked whole, paths and all, before it was turned down.
        mutating func walk(_ node: SourceNode, path: [String]) {
            guard !spellsDollarValue, let members = node.members else { return }
            if node["$value"] != nil {
                spellsDollarValue = true
                return
            }
            if let value = node["value"] {
                tokenPaths.insert(path)
                collectReferences(in: value)
                return
            }
            for member in members where !member.key.hasPrefix("$") { walk(member.value, path: path + [member.key]) }
        }

        /// The references in the strings of `value`, in braces or in the plugin's older `$name`.
        private mutating func collectReferences(in value: SourceNode) {
            switch value.value {
            case .string(let text):
                let braced = TokensStudioDollarReferences.rewritten(text) ?? text
                references += ReferenceSyntax.occurrences(in: braced).map(\.path.segments)
            case .object(let members):
                for member in members { collectReferences(in: member.value) }
            case .array(let elements):
                for element in elements { collectReferences(in: element) }
            case .number, .bool, .null:
                break
            }
        }
    }
}
