import DsysSource

/// One entry of a Tokens Studio `$themes` list:
/// `{ "name": "Dark", "group": "Color", "selectedTokenSets": { "core": "source", "dark": "enabled" } }`.
struct TokensStudioTheme {
    /// How a theme uses a set: its tokens are output (`enabled`), only referenced (`source`), or not used.
    enum SetStatus: String, CaseIterable {
        case enabled, source, disabled

        /// The stronger of two uses, when several chosen themes name the same set.
        func combined(with other: SetStatus) -> SetStatus {
            if self == .enabled || other == .enabled { return .enabled }
            if self == .source || other == .source { return .source }
            return .disabled
        }
    }

    /// One `"set": "status"` member of `selectedTokenSets`.
    struct Selection {
        var setName: String
        var status: SetStatus
        var location: SourceLocation
    }

    /// The modifier name for themes without a `group`.
    static let ungroupedModifier = "theme"

    var name: String
    /// The theme group, or `theme` when the theme has none.
    var group: String
    var selections: [Selection]

    /// Reads a `$themes` array; entries that cannot be used are reported and skipped.
    static func readAll(
        _ node: SourceNode, in file: SourceFile, diagnostics: inout Diagnostics
    ) -> [TokensStudioTheme] {
        guard let elements = node.elements else {
            diagnostics.error(
                "'$themes' must be an array of themes, but it is \(node.kindDescription)", at: file.location(of: node)
            )
            return []
        }
        return elements.compactMap { read($0, in: file, diagnostics: &diagnostics) }
    }

    private static func read(
        _ node: SourceNode, in file: SourceFile, diagnostics: inout Diagnostics
    ) -> TokensStudioTheme? {
        guard node.members != nil else {
            diagnostics.error(
                "a theme must be an object, but this is \(node.kindDescription)", at: file.location(of: node)
            )
            return nil
        }
        guard let name = node["name"]?.string, !name.isEmpty else {
            diagnostics.error("a theme needs a non-empty \"name\"", at: file.location(of: node["name"] ?? node))
            return nil
        }
        var group = ungroupedModifier
        if let groupNode = node["group"] {
            if let text = groupNode.string {
                if !text.isEmpty { group = text }
            } else if groupNode.value != .null {
                diagnostics.error(
                    "the group of theme '\(name)' must be a string, but it is \(groupNode.kindDescription)",
                    at: file.location(of: groupNode)
                )
            }
        }
        let selections = readSelections(node["selectedTokenSets"], theme: name, in: file, diagnostics: &diagnostics)
        return TokensStudioTheme(name: name, group: group, selections: selections)
    }

    private static func readSelections(
        _ node: SourceNode?, theme: String, in file: SourceFile, diagnostics: inout Diagnostics
    ) -> [Selection] {
        guard let node else { return [] }
        guard let members = node.members else {
            diagnostics.error(
                "'selectedTokenSets' of theme '\(theme)' must be an object such as { \"core\": \"enabled\" }",
                at: file.location(of: node)
            )
            return []
        }
        return members.compactMap { member in
            guard let status = member.value.string.flatMap(SetStatus.init(rawValue:)) else {
                diagnostics.error(
                    "theme '\(theme)' gives set '\(member.key)' an unknown status",
                    at: file.location(of: member.value),
                    hint: "use one of " + SetStatus.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                )
                return nil
            }
            return Selection(setName: member.key, status: status, location: file.location(ofKey: member))
        }
    }
}
