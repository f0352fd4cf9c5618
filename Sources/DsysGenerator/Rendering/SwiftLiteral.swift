/// Swift source text for literal values taken from input files.
///
/// Whatever the input, the result is one literal on one line that evaluates to exactly the input
/// value; it cannot end early, start an interpolation or carry a line break into the file.
public enum SwiftLiteral {
    /// A single-line `"…"` string literal for any string.
    ///
    /// Escaped: `\` and `"` (so `\(` and `"#` cannot start anything), `\n`, `\r`, `\t`, `\0`,
    /// and as `\u{…}` every other control character (U+0001–U+001F, U+007F–U+009F), the line and
    /// paragraph separators U+2028/U+2029, invisible format characters (bidi overrides, zero-width
    /// joiners, the byte-order mark, …) and noncharacters. Everything else is written as is.
    public static func string(_ value: String) -> String {
        // Most strings (paths, names, descriptions) are printable ASCII without quotes or backslashes.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + value + "\""
        }
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// A floating-point literal that reads back as exactly `value`, or `nil` when `value` is
    /// infinite or NaN (which have no literal; callers reject them when checking values).
    ///
    /// The style, locale-free:
    /// - zero, including `-0.0`, is `0`;
    /// - integral values below 2^53 in magnitude are plain integers: `16`, `-4`;
    /// - subnormal values are hexadecimal (`0x1p-1074`), because swiftc warns that decimal
    ///   subnormal literals lose precision;
    /// - everything else is Swift's shortest round-trip form: `0.5`, `1e-07`, `1e+16`.
    ///
    /// Integer-looking literals take their type from context, so the literal must stand where a
    /// `Double` or `CGFloat` is expected (an annotated declaration or an argument), never in an
    /// untyped `let`. The same text therefore serves for `CGFloat`.
    public static func double(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == 0 { return "0" }
        if value.isSubnormal {
            let sign = value.sign == .minus ? "-" : ""
            return "\(sign)0x\(String(value.significandBitPattern, radix: 16))p-1074"
        }
        if value.magnitude < 0x1p53, Double(Int64(value)) == value {
            return String(Int64(value))
        }
        return value.description
    }

    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x7F { return scalar.value < 0x20 }
        let properties = scalar.properties
        if properties.isNoncharacterCodePoint { return true }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
