import DsysSource

/// The composite tokens of Figma's "Design Tokens" plugin (lukasoppermann/design-tokens) that have
/// a DTCG equivalent of another shape, rewritten into it as the file is read. Its lengths are
/// plain numbers of pixels.
///
/// - `custom-fontStyle` is a typography value; its `lineHeight` is in pixels (the plugin converts
///   percentages with the font size), not the multiple a DTCG number means, so it is read as a
///   length. `fontStyle`, `fontStretch`, `paragraphIndent` and `paragraphSpacing` are not read.
/// - `custom-spacing` (`top`, `right`, `bottom`, `left`) becomes four spacing tokens below the
///   token's path: `spacing.card` → `spacing.card.top`, `.right`, `.bottom`, `.left`.
/// - `custom-radius` is one radius when its four corners are equal, else four radius tokens below
///   the token's path (`radius.sheet.topLeft`, `.topRight`, `.bottomRight`, `.bottomLeft`); its
///   `smoothing` (Figma's corner smoothing) has no SwiftUI amount and is not read.
///
/// A value without every side or corner as a number stays as it is, and its type is reported.
enum FigmaPluginComposites {
    private static let sides = ["top", "right", "bottom", "left"]
    private static let corners = ["topLeft", "topRight", "bottomRight", "bottomLeft"]

    /// Appends the tokens `token` stands for to `tokens`: itself, or its DTCG rewrite. A token of
    /// any other type is moved in as it is, with no array of its own (a file can hold 100k tokens).
    static func append(_ token: consuming RawToken, to tokens: inout [RawToken]) {
        let rewritten: [RawToken]? = switch token.typeName {
        case "custom-fontStyle": [typography(token)]
        case "custom-spacing": parts(of: token, named: sides, typeName: "spacing", mergingEqual: false)
        case "custom-radius": parts(of: token, named: corners, typeName: "borderRadius", mergingEqual: true)
        default: nil
        }
        if let rewritten { tokens.append(contentsOf: rewritten) } else { tokens.append(token) }
    }

    private static func typography(_ token: RawToken) -> RawToken {
        var rewritten = token
        rewritten.typeName = "typography"
        guard case .object(var members) = token.value.value else { return rewritten }
        for index in members.indices where members[index].key == "lineHeight" {
            let node = members[index].value
            if let pixels = node.number {
                members[index].value = SourceNode(.string("\(pixels)px"), line: node.line, column: node.column)
            }
        }
        rewritten.value.value = .object(members)
        return rewritten
    }

    /// One token per part (`names`) below the token's path, typed `typeName`; the token itself
    /// when `mergingEqual` and every part is equal; nil when a part is missing or not a number.
    private static func parts(of token: RawToken, named names: [String], typeName: String, mergingEqual: Bool) -> [RawToken]? {
        let nodes = names.compactMap { name in token.value[name].flatMap { $0.number == nil ? nil : $0 } }
        guard nodes.count == names.count else { return nil }
        if mergingEqual, Set(nodes.compactMap(\.number)).count == 1 {
            var single = token
            single.typeName = typeName
            single.value = nodes[0]
            return [single]
        }
        return zip(names, nodes).map { name, node in
            var part = token
            part.path = token.path.appending(name)
            part.typeName = typeName
            part.value = node
            return part
        }
    }
}
