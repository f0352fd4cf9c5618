import DsysSource

/// One Figma variable of a TokensBrücke export: the token the plugin wrote (its `$value` is the
/// value of the collection's default mode), the collection it belongs to, and its value in each
/// mode, `"$extensions": { "mode": { "Light": "#ffffff", "Dark": "{Primitives.gray.900}" } }`
/// (empty for a collection with one mode).
struct TokensBrueckeVariable: Sendable {
    /// The token as written, with `$value` the default mode's value.
    var token: RawToken
    /// The collection, whose modes are one mode axis: `$extensions.figma.collection.name` when the
    /// plugin wrote Figma metadata, else the first part of the path when the export lists it among
    /// its collections; nil when the export does not say (collection names omitted, no metadata).
    var collection: String?
    /// The value in each mode, in the order written (Figma's `valuesByMode` order, which need not
    /// start with the default mode).
    var modeValues: [(name: String, value: SourceNode)]

    /// The types the plugin gives `STRING` and `BOOLEAN` variables. They are read as the REST
    /// response's are: text (`true`/`false` for a boolean), a font family when scoped only to `FONT_FAMILY`.
    static let figmaTextTypes: Set<String> = ["string", "boolean"]

    /// What the plugin writes for an alias whose variable it could not find.
    static let missingAliasMarker = "#missing#"

    /// The variable `token` is; nil, after an error at the value, when its mode map is malformed or
    /// a value is the plugin's marker of a missing alias.
    init?(_ token: RawToken, listedCollections: Set<String>, diagnostics: inout Diagnostics) {
        self.token = token
        if let type = token.typeName, Self.figmaTextTypes.contains(type) {
            let scopes = token.extensions?[FigmaScopes.extensionKey]?["scopes"]?.elements?.compactMap(\.string) ?? []
            self.token.typeName = FigmaScopes.stringTypeName(scopes: scopes)
        }
        let figmaCollection = token.extensions?["figma"]?["collection"]?["name"]?.string
        collection = figmaCollection ?? token.path.segments.first.flatMap { listedCollections.contains($0) ? $0 : nil }
        modeValues = []
        var isReadable = Self.checkNotMissing(token.value, mode: nil, of: token, diagnostics: &diagnostics)
        if let modes = token.modeValues {
            isReadable = readModeValues(modes, diagnostics: &diagnostics) && isReadable
        }
        guard isReadable else { return nil }
    }

    /// Reads `modes`, the token's `$extensions.mode`, into `modeValues`; false, after an error at
    /// what is wrong, when it is not an object or a value is null or the marker of a missing alias.
    private mutating func readModeValues(_ modes: SourceNode, diagnostics: inout Diagnostics) -> Bool {
        guard let members = modes.members else {
            diagnostics.error(
                "'$extensions.mode' of '\(token.path)' must be an object of mode names and values, "
                    + "but it is \(modes.kindDescription)",
                at: SourceLocation(file: token.file, line: modes.line, column: modes.column), token: token.path.description,
                hint: "export the variables again with TokensBrücke, or write { \"Light\": …, \"Dark\": … }"
            )
            return false
        }
        var isReadable = true
        for member in members {
            if case .null = member.value.value {
                diagnostics.error(
                    "'\(token.path)' has no value for the mode '\(member.key)' (it is null)",
                    at: SourceLocation(file: token.file, line: member.value.line, column: member.value.column),
                    token: token.path.description, hint: "give the variable a value in the mode '\(member.key)' in Figma"
                )
                isReadable = false
            } else if Self.checkNotMissing(member.value, mode: member.key, of: token, diagnostics: &diagnostics) {
                modeValues.append((member.key, member.value))
            } else {
                isReadable = false
            }
        }
        return isReadable
    }

    /// Whether `value` is not the plugin's marker of an alias it could not resolve; after an error
    /// at it when it is.
    private static func checkNotMissing(
        _ value: SourceNode, mode: String?, of token: RawToken, diagnostics: inout Diagnostics
    ) -> Bool {
        guard value.string == missingAliasMarker else { return true }
        diagnostics.error(
            "TokensBrücke wrote '\(missingAliasMarker)' for '\(token.path)'" + (mode.map { " in the mode '\($0)'" } ?? "")
                + ": the variable its alias refers to was not in the export",
            at: SourceLocation(file: token.file, line: value.line, column: value.column), token: token.path.description,
            hint: "export again from the file that holds the referenced variable, or point the alias at a local variable"
        )
        return false
    }

    /// The mode names this variable has values for, in the order written.
    var modeNames: [String] { modeValues.map(\.name) }

    /// The token in the mode `mode` of its collection: its value there, else (also when `mode` is
    /// nil, for a collection without modes) the value the plugin wrote as `$value`.
    func token(inMode mode: String?) -> RawToken {
        guard let mode, let value = modeValues.first(where: { $0.name == mode })?.value else { return token }
        var copy = token
        copy.value = value
        return copy
    }
}
