import DsysSource

/// Turns one value of a Figma variable (`valuesByMode[modeId]`) into the token value dsys reads,
/// keeping the value's position for diagnostics:
///
/// - `COLOR` `{ "r": 1, "g": 0.5, "b": 0, "a": 1 }` (sRGB, 0–1) → a DTCG color object, or a CSS color
///   string as export plugins write it (`"#DD0000"`) → that string;
/// - `FLOAT` → the number (a dimension in points, or a 0–1 opacity, from Figma's 0–100 percentage
///   where the variable holds one, see `FigmaVariable.holdsPercentages`);
/// - `STRING` → the text, braces and all (`{amount} TL was sent.` is no reference: Figma aliases a
///   variable only whole, as a `VARIABLE_ALIAS`); `BOOLEAN` → the text `"true"` or `"false"` (dsys has no boolean type);
/// - `{ "type": "VARIABLE_ALIAS", "id": "VariableID:1:2" }` → the reference `{path.of.target}`.
enum FigmaValue {
    /// What a value could not be read as, for the caller to report at `node`.
    struct Problem: Error {
        package var message: String
        var node: SourceNode
        var hint: String?
    }

    /// The token value for `node`, a value of a variable of `resolvedType` (a percentage when
    /// `inPercent`); `paths` gives each variable id its token path, for aliases.
    static func tokenValue(
        _ node: SourceNode, resolvedType: String, inPercent: Bool, paths: [String: TokenPath]
    ) throws(Problem) -> SourceNode {
        if let members = node.members, members.contains(where: { $0.key == "type" }) {
            return try alias(node, paths: paths)
        }
        switch (resolvedType, node.value) {
        case ("COLOR", .object):
            return try color(node)
        // Export plugins write the color as CSS (BILD's `"#DD0000"`, `rgba(…)`): read as a token file's color is.
        case ("COLOR", .string(let text)) where ColorValue.parse(css: text) != nil:
            return node
        case ("FLOAT", .number(let number)):
            let value = inPercent ? number / 100 : number
            return SourceNode(.number(value), line: node.line, column: node.column)
        case ("STRING", .string(let text)):
            return SourceNode(literalText: text, line: node.line, column: node.column)
        case ("BOOLEAN", .bool(let flag)):
            return SourceNode(.string(flag ? "true" : "false"), line: node.line, column: node.column)
        default:
            throw Problem(message: "a \(resolvedType) value must be \(expectedShape(of: resolvedType)), but it is "
                          + node.kindDescription, node: node, hint: nil)
        }
    }

    /// Whether a missing reference names a Figma variable by its id (`VariableID:404:1`): one the
    /// response does not hold, which the reference's warning says, with how to get it.
    static func isVariableID(_ reference: TokenPath) -> Bool {
        reference.segments.count == 1 && reference.segments[0].hasPrefix("VariableID:")
    }

    /// The hint for a reference to a variable the response does not hold.
    static let missingVariableHint = "pull the variables again ('dsys pull figma'), or publish the library the variable comes from"

    /// How a value of `resolvedType` is written in Figma's response.
    private static func expectedShape(of resolvedType: String) -> String {
        switch resolvedType {
        case "COLOR": "an object { \"r\", \"g\", \"b\", \"a\" } with numbers from 0 to 1, or a CSS color"
        case "FLOAT": "a number"
        case "STRING": "a string"
        default: "true or false"
        }
    }

    /// `{ "r", "g", "b", "a" }` as a DTCG sRGB color object at the same position; `a` defaults to 1.
    private static func color(_ node: SourceNode) throws(Problem) -> SourceNode {
        var channels: [SourceNode] = []
        for key in ["r", "g", "b"] {
            guard let channel = node[key], let number = channel.number, (0...1).contains(number) else {
                throw Problem(message: "a COLOR value needs '\(key)', a number from 0 to 1", node: node[key] ?? node,
                              hint: "write { \"r\": 0.1, \"g\": 0.2, \"b\": 0.3, \"a\": 1 }")
            }
            channels.append(channel)
        }
        var alpha = SourceNode(.number(1), line: node.line, column: node.column)
        if let given = node["a"] {
            guard let number = given.number, (0...1).contains(number) else {
                throw Problem(message: "a COLOR value's 'a' must be a number from 0 to 1", node: given, hint: nil)
            }
            alpha = given
        }
        func member(_ key: String, _ value: SourceNode) -> SourceMember {
            SourceMember(key: key, keyLine: value.line, keyColumn: value.column, value: value)
        }
        return SourceNode(.object([
            member("colorSpace", SourceNode(.string("srgb"), line: node.line, column: node.column)),
            member("components", SourceNode(.array(channels), line: node.line, column: node.column)),
            member("alpha", alpha),
        ]), line: node.line, column: node.column)
    }

    /// A `VARIABLE_ALIAS` as the reference text `{path}`, which the alias resolver follows (and
    /// reports cycles in) like any other alias.
    private static func alias(_ node: SourceNode, paths: [String: TokenPath]) throws(Problem) -> SourceNode {
        guard node["type"]?.string == "VARIABLE_ALIAS" else {
            throw Problem(message: "a value with a 'type' must be a VARIABLE_ALIAS, but its type is "
                          + (node["type"]?.string.map { "'\($0)'" } ?? node["type"]?.kindDescription ?? "missing"),
                          node: node["type"] ?? node, hint: "write { \"type\": \"VARIABLE_ALIAS\", \"id\": \"VariableID:…\" }")
        }
        guard let idNode = node["id"], let id = idNode.string else {
            throw Problem(message: "a VARIABLE_ALIAS needs an 'id', the id of the variable it refers to",
                          node: node["id"] ?? node, hint: nil)
        }
        // A variable the response lacks (deleted, or of an unpublished library) is a missing
        // reference, which skips this variable with a warning naming the id (`isVariableID`).
        let target = paths[id]?.description ?? String(id.map { ".{}".contains($0) ? "_" : $0 })
        return SourceNode(.string("{\(target)}"), line: node.line, column: node.column)
    }
}
