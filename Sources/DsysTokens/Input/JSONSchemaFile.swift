import DsysSource

/// A JSON Schema kept beside the token files (Mística's `tokens/schema/skin-schema.json`, which
/// describes its skins): read as tokens, its nodes were skipped one by one with warnings about
/// references such as `{3,6}` in a pattern. It is left out of the inputs with a note.
enum JSONSchemaFile {
    /// Whether `root` is a JSON Schema: one that declares itself so (`"$schema"` naming
    /// json-schema.org) and uses its keywords, so a token file that merely names a schema for its
    /// editor is still read; or one without `$schema` (Mística's) whose `required` is a list of names
    /// or whose `additionalProperties` is a boolean beside `properties` or `definitions`, which no
    /// group of tokens is.
    static func isSchema(_ root: SourceNode) -> Bool {
        let structure = ["properties", "definitions", "$defs", "patternProperties", "items", "allOf", "oneOf", "anyOf"]
        guard structure.contains(where: { root[$0] != nil }) else { return false }
        if root["$schema"]?.string?.contains("json-schema.org") == true { return true }
        let requiresNames = root["required"]?.elements.map { !$0.isEmpty && $0.allSatisfy { $0.string != nil } } ?? false
        let limitsProperties = root["additionalProperties"]?.bool != nil
        return (requiresNames || limitsProperties) && (root["properties"]?.members != nil || root["definitions"]?.members != nil)
    }

    /// The note for the schema `file`, left out.
    static func note(_ file: SourceFile) -> Diagnostic {
        Diagnostic(.note, "'\(file.path)' is a JSON Schema, not tokens; it is left out",
                   at: file.location(of: file.root), hint: "name the token files, or the folder that holds only them, as the inputs")
    }
}
