/// Compact JSON for embedding in an HTML `<script type="application/json">` element: besides the
/// escapes JSON requires, `<`, `>`, `&` and the line separators U+2028/U+2029 are written as
/// `\uXXXX`, so no string from the input can close the element or start markup.
enum ScriptSafeJSON {
    /// A JSON value (`CanonicalJSON`'s); objects keep their members in the order given here.
    typealias Value = CanonicalJSON.Value

    static func render(_ value: Value) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    private static func write(_ value: Value, into output: inout String) {
        switch value {
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                appendQuoted(member.0, to: &output)
                output += ":"
                write(member.1, into: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, into: &output)
            }
            output += "]"
        case .string(let text): appendQuoted(text, to: &output)
        case .number(let number): output += number.isFinite ? SwiftNumbers.rounded(number) : "0"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                output += unicodeEscape(scalar.value)
            case _ where scalar.value < 0x20:
                output += unicodeEscape(scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
