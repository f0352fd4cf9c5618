/// A JSON value to write. Objects keep their members in the order given; the writer's style
/// decides whether they are sorted.
///
/// For example `.object([("version", .number(1)), ("author", .string("xcode"))])`.
package indirect enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
}

/// The one JSON writer of dsys: asset-catalog `Contents.json` files, canonical JSON (`dsys inspect`,
/// the token account of `--report`, `dsys.json` and its schema) and the gallery's embedded data.
///
/// Deterministic: keys sorted by their UTF-8 bytes where the style sorts (the order Xcode writes
/// `Contents.json` in), fixed indentation, `\n` line breaks, numbers in a locale-free form that is
/// valid JSON for every finite value (non-finite values are written as `0`; tokens never hold them).
/// Strings escape what JSON requires: `"`, `\`, and every control character below U+0020
/// (`\n`, `\r`, `\t` in their short form, the others as `\u00XX`); other characters, non-ASCII
/// included, are written as they are.
package enum JSONWriter {
    /// How the text is laid out.
    package struct Style: Sendable {
        /// The indentation of one level, with every member and element on its own line; nil writes
        /// the value on one line.
        var indent: String?
        /// What stands between a key and its value.
        var keySeparator: String
        /// Whether object members are written in the UTF-8 byte order of their keys (else as given).
        var sortsKeys: Bool
        /// Whether `<`, `>`, `&`, U+2028 and U+2029 are escaped too (`\u003c`), so no string can end
        /// an HTML `<script>` element or start markup in it.
        var escapesMarkup: Bool
        /// The decimal places numbers are rounded to; nil writes them exactly (shortest round trip).
        var numberPlaces: Int?

        /// Sorted keys, two-space indentation, `": "`: `dsys inspect`, the token account, `dsys.json`
        /// and its schema.
        package static let canonical = Style(indent: "  ", keySeparator: ": ", sortsKeys: true, escapesMarkup: false)
        /// Xcode's layout of an asset catalog's `Contents.json`: sorted keys, two-space
        /// indentation, `" : "`.
        package static let xcode = Style(indent: "  ", keySeparator: " : ", sortsKeys: true, escapesMarkup: false)
        /// One line, members in the order given, markup escaped, numbers to 4 decimals: data
        /// embedded in an HTML page.
        package static let scriptSafe = Style(indent: nil, keySeparator: ":", sortsKeys: false, escapesMarkup: true, numberPlaces: 4)
    }

    /// `value` as JSON text laid out in `style`, without a final newline.
    package static func text(_ value: JSONValue, style: Style) -> String {
        var output = ""
        write(value, style: style, indent: "", into: &output)
        return output
    }

    /// Appends `text` as a JSON string literal, quotes included, escaped as `style` requires.
    static func appendString(_ text: String, style: Style = .canonical, to output: inout String) {
        output += "\""
        let needsEscapes = style.escapesMarkup || text.utf8.contains {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsEscapes else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                output += escape
            } else if scalar.value < 0x20 || (style.escapesMarkup && markup.contains(scalar)) {
                output += unicodeEscape(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func write(_ value: JSONValue, style: Style, indent: String, into output: inout String) {
        switch value {
        case .object(let members):
            // Most objects are built in key order (every asset catalog's): checked, they need no sorted copy.
            let isOrdered = !style.sortsKeys || members.indices.dropFirst().allSatisfy { !precedesInUTF8(members[$0].0, members[$0 - 1].0) }
            let ordered = isOrdered ? members : members.sorted { precedesInUTF8($0.0, $1.0) }
            writeContainer(ordered, open: "{", close: "}", style: style, indent: indent, into: &output) { member, inner, output in
                appendString(member.0, style: style, to: &output)
                output += style.keySeparator
                write(member.1, style: style, indent: inner, into: &output)
            }
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", style: style, indent: indent, into: &output) { element, inner, output in
                write(element, style: style, indent: inner, into: &output)
            }
        case .string(let text): appendString(text, style: style, to: &output)
        case .number(let number): output += self.number(number, places: style.numberPlaces)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// `open`, the items separated by commas (one a line, indented, when the style indents), `close`;
    /// `{}` or `[]` when there are none.
    private static func writeContainer<Item>(
        _ items: [Item], open: String, close: String, style: Style, indent: String, into output: inout String,
        item writeItem: (Item, String, inout String) -> Void
    ) {
        guard !items.isEmpty else {
            output += open + close
            return
        }
        guard let step = style.indent else {
            output += open
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                writeItem(item, indent, &output)
            }
            output += close
            return
        }
        let inner = indent + step
        output += open + "\n"
        for (index, item) in items.enumerated() {
            output += inner
            writeItem(item, inner, &output)
            output += index == items.count - 1 ? "\n" : ",\n"
        }
        output += indent + close
    }

    /// A JSON number: integral values without a fraction (`16`), others in shortest round-trip form
    /// (`0.5`, `1e-05`), rounded first to `places` decimals when given; `-0` is `0`.
    package static func number(_ value: Double, places: Int? = nil) -> String {
        guard value.isFinite else { return "0" }
        var rounded = value
        if let places {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            rounded = (value * scale).rounded() / scale
        }
        if rounded == 0 { return "0" }
        if rounded.magnitude < 0x1p53, Double(Int64(rounded)) == rounded { return String(Int64(rounded)) }
        return rounded.description
    }

    /// The two-character escapes JSON has for these scalars.
    private static let shortEscapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// What `Style.escapesMarkup` escapes besides what JSON requires.
    private static let markup: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

    /// `\u00XX` (four hex digits) for a scalar below U+10000.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether `first` sorts before `second` by their UTF-8 bytes (the same on every platform and
    /// for every normalization form).
    private static func precedesInUTF8(_ first: String, _ second: String) -> Bool {
        let inPlace = first.utf8.withContiguousStorageIfAvailable { firstBytes in
            second.utf8.withContiguousStorageIfAvailable { secondBytes in
                for index in 0..<min(firstBytes.count, secondBytes.count) where firstBytes[index] != secondBytes[index] {
                    return firstBytes[index] < secondBytes[index]
                }
                return firstBytes.count < secondBytes.count
            }
        }
        // Strings without contiguous UTF-8 (bridged ones) take the general comparison.
        return (inPlace ?? nil) ?? first.utf8Precedes(second)
    }
}
