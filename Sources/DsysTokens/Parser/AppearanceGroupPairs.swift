import DsysSource

/// Sibling groups named for the two appearances (`light-mode` / `dark-mode`, `Light` / `Dark`:
/// `AppearanceWords.namedAppearance`) that define mostly the same token names: each appearance's
/// values in a group of its own, as the Design Tokens Figma plugin exports variables when its
/// extensions are switched off (KryptoGO's colors). Read as they are, each group's tokens are
/// tokens of their own, and the package has no dark appearance, without a word. One note per
/// file, at the first such pair, says so and how to keep the appearances.
///
/// Reading such a pair as the appearances themselves would move every token of the pair to
/// another path (without the group's name), breaking the references to it, and would take any
/// two groups that happen to be named so; the note leaves that choice to the user.
struct AppearanceGroupPairs {
    /// The first pair found: its groups' paths, where the light one is written, and the
    /// JSON pointer of the group that holds them.
    private var first: (light: TokenPath, dark: TokenPath, location: SourceLocation, pointer: String)?
    private var count = 0

    /// Looks for a pair among the member groups of `group`, at `path`, whose tokens hold their
    /// values under `valueKey`; `pointer` gives a path's JSON pointer, `location` a member's place.
    mutating func record(
        _ group: [SourceMember], path: TokenPath, valueKey: String, pointer: (TokenPath) -> String,
        location: (SourceMember) -> SourceLocation
    ) {
        var light: SourceMember?
        var dark: SourceMember?
        for member in group where Self.mayNameAppearance(member.key) && member.value.members != nil {
            switch AppearanceWords.namedAppearance(member.key) {
            case "light": light = light ?? member
            case "dark": dark = dark ?? member
            default: continue
            }
        }
        guard let light, let dark, light.value[valueKey] == nil, dark.value[valueKey] == nil else { return }
        let lightNames = Self.tokenNames(in: light.value, valueKey: valueKey)
        let darkNames = Self.tokenNames(in: dark.value, valueKey: valueKey)
        let shared = lightNames.intersection(darkNames).count
        guard shared * 2 > max(lightNames.count, darkNames.count) else { return }
        count += 1
        if first == nil {
            first = (path.appending(light.key), path.appending(dark.key), location(light), pointer(path))
        }
    }

    /// Whether `key` may name an appearance alone: it starts as `light` and `dark` do. Checked
    /// before the words of a key are split, which every group of a file would otherwise pay for.
    private static func mayNameAppearance(_ key: String) -> Bool {
        guard let byte = key.utf8.first else { return false }
        return byte == UInt8(ascii: "l") || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "d") || byte == UInt8(ascii: "D")
    }

    /// The paths, relative to `group`, of the tokens below it.
    private static func tokenNames(in group: SourceNode, valueKey: String) -> Set<[String]> {
        var names = Set<[String]>()
        var pending: [(node: SourceNode, path: [String])] = [(group, [])]
        while let (node, path) = pending.popLast() {
            for member in node.members ?? [] where !member.key.hasPrefix("$") && member.value.members != nil {
                if member.value[valueKey] != nil {
                    names.insert(path + [member.key])
                } else {
                    pending.append((member.value, path + [member.key]))
                }
            }
        }
        return names
    }

    /// The note, when the file has a pair; `file` is the file's name, for the example in the hint.
    func note(file: String, into diagnostics: inout Diagnostics) {
        guard let first else { return }
        let others = count - 1
        let reference = "{ \"$ref\": \"\(file)#\(first.pointer)/\(JSONPointer.escape(first.dark.last))\" }"
        let placed = first.light.parent.segments.reversed().reduce(reference) { "{ \"\($1)\": \($0) }" }
        diagnostics.append(Diagnostic(
            .note,
            "the groups '\(first.light)' and '\(first.dark)' define the same tokens, one for each appearance"
                + (others > 0 ? " (and \(others) more such pair\(others == 1 ? "" : "s") in this file)" : "")
                + "; dsys generates each group's tokens apart, as tokens of the light appearance, not as one token with "
                + "a light and a dark value",
            at: first.location, token: first.light.description,
            hint: "to keep the appearances, read the file through a resolver document whose 'light' and 'dark' contexts "
                + "each put one group in place, such as \(placed) (README: \"Modes "
                + "written as groups\"); for the Design Tokens Figma plugin's export, which writes modes so without its extensions, "
                + "export the Figma variables with their modes instead ('dsys pull figma')"
        ))
    }
}
