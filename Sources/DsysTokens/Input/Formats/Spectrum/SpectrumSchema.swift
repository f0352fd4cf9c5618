import DsysSource

/// What a Spectrum token's `$schema` says: Adobe's `spectrum-tokens` name a JSON Schema per token
/// kind, either as a file name (`"color.json"`) or as a URL ending in one
/// (`"https://opensource.adobe.com/spectrum-tokens/schemas/token-types/dimension.json"`).
///
/// A value schema gives the token's type; a set schema (`color-set.json`, `scale-set.json`,
/// `system-set.json`) says which mode axis the token's `sets` vary along.
struct SpectrumSchema: Sendable, Hashable {
    /// The schema's file name without `.json`: `color`, `alias`, `scale-set`, ...
    var name: String

    /// The schema `text` names, or nil when it is not a Spectrum token schema.
    init?(_ text: String) {
        guard text.hasSuffix(".json") else { return nil }
        let fileName = text.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? text
        let stem = String(fileName.dropLast(".json".count))
        guard Self.valueTypes[stem] != nil || Self.setAxes[stem] != nil || Self.untypedValues.contains(stem)
            || text.contains("spectrum-tokens")
        else { return nil }
        name = stem
    }

    /// DTCG type names of the value schemas dsys maps; a token with another schema has its type
    /// inferred from its value, as in a Style Dictionary file.
    private static let valueTypes: [String: String] = [
        "color": "color", "dimension": "dimension", "font-size": "dimension", "opacity": "number",
        "multiplier": "number", "font-family": "fontFamily", "font-weight": "fontWeight",
        "typography": "typography", "font-style": "string", "text-align": "string", "text-transform": "string",
    ]

    /// Schemas whose tokens take their type from elsewhere: an alias from the token it names.
    private static let untypedValues: Set<String> = ["alias", "token"]

    /// The axis each set schema varies along.
    private static let setAxes: [String: SpectrumAxis] = [
        "color-set": .theme, "scale-set": .scale, "system-set": .system,
    ]

    /// The DTCG type name of this schema's tokens, or nil when the type is not given by the schema.
    var typeName: String? { Self.valueTypes[name] }

    /// The axis a token with this schema varies along, for set schemas.
    var setAxis: SpectrumAxis? { Self.setAxes[name] }

    /// The type a set's members have when they give no schema of their own (a color set holds colors).
    var memberTypeName: String? { name == "color-set" ? "color" : nil }

    /// Whether `node` looks like a Spectrum token: an object with a Spectrum `$schema` and a `value`
    /// or `sets` member.
    static func isToken(_ node: SourceNode) -> Bool {
        guard let schema = node["$schema"]?.string, SpectrumSchema(schema) != nil else { return false }
        return node["value"] != nil || node["sets"] != nil
    }
}
