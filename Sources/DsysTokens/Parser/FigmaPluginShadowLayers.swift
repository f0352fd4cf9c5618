import DsysSource

/// The "Design Tokens" Figma plugin writes an effect style of several shadows as a group of
/// numbered tokens, `"0"`, `"1"`, …, each one `custom-shadow` layer, beside the style's
/// `description` and `extensions`. Such a group is one shadow token at the group's path (the
/// style's name) whose value lists the layers in order, as DTCG writes a layered shadow.
enum FigmaPluginShadowLayers {
    /// The token the group of `members` stands for, at `group`'s position: its type is the first
    /// layer's, its value the layers' values in order, its description the group's. Nil unless every
    /// member that is not `isMetadata` is a `custom-shadow` token named by its index from 0, and there
    /// are at least two.
    static func token(ofGroup group: SourceNode, members: [SourceMember], isMetadata: (SourceMember) -> Bool) -> SourceNode? {
        var layers: [SourceMember] = []
        for member in members where !isMetadata(member) {
            guard member.key == String(layers.count), member.value["type"]?.string == "custom-shadow",
                  member.value["value"] != nil else { return nil }
            layers.append(member)
        }
        guard layers.count >= 2, let type = layers[0].value.members?.first(where: { $0.key == "type" }) else { return nil }
        let values = layers.compactMap { $0.value["value"] }
        var tokenMembers = [type, SourceMember(key: "value", keyLine: layers[0].keyLine, keyColumn: layers[0].keyColumn,
                                               value: SourceNode(.array(values), line: layers[0].value.line, column: layers[0].value.column))]
        if let description = members.first(where: { $0.key == "description" && $0.value.string != nil }) { tokenMembers.append(description) }
        return SourceNode(.object(tokenMembers), line: group.line, column: group.column)
    }
}
