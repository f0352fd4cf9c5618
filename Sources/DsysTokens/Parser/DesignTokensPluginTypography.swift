import DsysSource

/// A text style as the "Design Tokens" Figma plugin (lukasoppermann/design-tokens) writes it in its
/// default and "original" formats: a group named after the style whose members are its properties,
/// each a token of its own,
///
/// ```
/// "desktop": { "fontSize": { "type": "dimension", "value": 56 }, "fontFamily": { "type": "string", "value": "Montserrat" },
///              "fontWeight": { "type": "number", "value": 800 }, "lineHeight": { "type": "dimension", "value": 64 }, … }
/// ```
///
/// Read as a group, each property was a loose token (a number 800, a spacing of 0 for the paragraph
/// spacing, a string "none" for the text case) and the set had no typography at all (friendliai's
/// 48 text styles). It is one typography token at the group's path, its value the properties'.
///
/// The plugin's lengths are pixels: plain numbers in its default format, `"unit": "pixel"` beside
/// the number in the original one, where a line height or letter spacing may also be `"percent"` of
/// the font size and a line height `"auto"` (its value `"normal"`). Each becomes the length it
/// means (`"64px"`, `"150%"`), as a typography value reads it. `_fontStyleOld`, the Figma style's
/// name that `fontWeight`, `fontStyle` and `fontStretch` restate, is left out; the properties a
/// typography does not read (`paragraphIndent`, …) are reported where typography values are read.
///
/// Only a group of the plugin's property names alone, each typed as the plugin types it, with a
/// `fontSize` and a `fontFamily` typed `string`, is one, so a file's own typography fields
/// (`fontFamily` typed `fontFamily`) stay tokens of their own.
enum DesignTokensPluginTypography {
    /// The plugin's properties of a text style and the types it gives them.
    private static let propertyTypes: [String: Set<String>] = [
        "fontSize": ["dimension", "number"], "lineHeight": ["dimension", "number", "string"],
        "letterSpacing": ["dimension", "number"], "paragraphIndent": ["dimension", "number"],
        "paragraphSpacing": ["dimension", "number"], "fontWeight": ["number"], "fontFamily": ["string"],
        "fontStyle": ["string"], "fontStretch": ["string"], "textCase": ["string"], "textDecoration": ["string"],
        restatedStyleName: ["string"],
    ]
    /// The properties whose numbers are lengths.
    private static let lengths: Set<String> = ["fontSize", "lineHeight", "letterSpacing", "paragraphIndent", "paragraphSpacing"]
    /// The original format's Figma style name, which the other properties restate.
    private static let restatedStyleName = "_fontStyleOld"

    /// The typography token `node` (a group of the legacy dialect, `value`/`type`) stands for, or nil
    /// when its members are not the plugin's text style properties.
    static func token(_ node: SourceNode, members: [SourceMember], descriptionKeys: [String]) -> SourceNode? {
        var properties: [SourceMember] = []
        var kept: [SourceMember] = []
        for member in members {
            if descriptionKeys.contains(member.key), member.value.string != nil {
                kept.append(member)
                continue
            }
            guard let types = propertyTypes[member.key], let fields = member.value.members,
                  let type = member.value["type"]?.string, types.contains(type), let value = member.value["value"],
                  fields.allSatisfy({ ["value", "type", "unit"].contains($0.key) || descriptionKeys.contains($0.key) })
            else { return nil }
            guard member.key != restatedStyleName else { continue }
            guard let read = lengths.contains(member.key) ? length(value, unit: member.value["unit"]?.string) : value else { return nil }
            properties.append(SourceMember(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn, value: read))
        }
        guard properties.contains(where: { $0.key == "fontSize" }), properties.contains(where: { $0.key == "fontFamily" }) else { return nil }
        let type = SourceMember(key: "type", keyLine: node.line, keyColumn: node.column,
                                value: SourceNode(.string("typography"), line: node.line, column: node.column))
        let value = SourceMember(key: "value", keyLine: properties[0].keyLine, keyColumn: properties[0].keyColumn,
                                 value: SourceNode(.object(properties), line: node.line, column: node.column))
        return SourceNode(.object(kept + [type, value]), line: node.line, column: node.column)
    }

    /// The length a property's number means with the plugin's `unit` (none, `pixel` or `percent`);
    /// nil for another unit, which the plugin does not write. Anything but a number (`"normal"` for an
    /// `auto` line height) is as written.
    private static func length(_ value: SourceNode, unit: String?) -> SourceNode? {
        guard let number = value.number else { return value }
        let suffix: String
        switch unit?.lowercased() {
        case nil, "pixel": suffix = "px"
        case "percent": suffix = "%"
        default: return nil
        }
        return SourceNode(.string(PlainNumberText.plain(number) + suffix), line: value.line, column: value.column)
    }
}
