import DsysTokens

/// Resolved tokens as a readable table: one row per token, one value column per mode. The default
/// mode's tokens come first, in its order, then those only other modes define, as they are met.
public enum TokenTable {
    public static func render(_ tokens: ResolvedTokens) -> String {
        let modes = tokens.modes
        var rows: [[String]] = [["token", "type"] + modes.map(\.name)]
        var listed = Set<TokenPath>()
        for token in modes.lazy.flatMap(\.tokens.tokens) {
            guard listed.insert(token.path).inserted else { continue }
            let values = modes.map { mode in mode.tokens[token.path].map { describe($0.value) } ?? "—" }
            rows.append([token.path.description, token.type.rawValue] + values)
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var output = ""
        for (rowIndex, row) in rows.enumerated() {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            output += cells.joined(separator: "  ") + "\n"
            if rowIndex == 0 {
                output += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            }
        }
        return output
    }

    private static func describe(_ value: TokenValue) -> String {
        flatten(CanonicalJSON.value(value))
    }

    private static func flatten(_ value: JSONValue) -> String {
        switch value {
        case .object(let members): return "{" + members.map { "\($0.0): \(flatten($0.1))" }.joined(separator: ", ") + "}"
        case .array(let elements): return "[" + elements.map(flatten).joined(separator: ", ") + "]"
        case .string(let text): return text
        case .number(let number): return SwiftLiteral.double(number) ?? "0"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}
