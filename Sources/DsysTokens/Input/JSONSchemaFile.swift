import DsysSource

/// A JSON Schema kept beside the token files (Mística's `tokens/schema/skin-schema.json`, which
/// describes its skins): read as tokens, its nodes were skipped one by one with warnings about
/// references such as `{3,6}` in a pattern. It is left out of the inputs with a note.
enum JSONSchemaFile {
    /// Whether `root` declares itself a JSON Schema (`"$schema"` naming json-schema.org) and uses
    /// its keywords, so a token file that merely names a schema for its editor is still read.
    static func isSchema(_ root: SourceNode) -> Bool {
        guard root["$schema"]?.string?.contains("json-schema.org") == true else { return false }
        return ["properties", "definitions", "$defs", "patternProperties", "items", "allOf", "oneOf", "anyOf"].contains { root[$0] != nil }
    }

    /// The note for the schema `file`, left out.
    static func note(_ file: SourceFile) -> Diagnostic {
        Diagnostic(.note, "'\(file.path)' is a JSON Schema, not tokens; it is left out",
                   at: file.location(of: file.root), hint: "name the token files, or the folder that holds only them, as the inputs")
    }
}
