/// Resolves YAML scalars to values with the YAML 1.2 core schema.
///
/// Plain (unquoted) scalars can be null (`null`, `Null`, `NULL`, `~`, empty), booleans (`true`,
/// `false` in three spellings), integers (decimal, `0o` octal, `0x` hex) or floats; everything else,
/// and every quoted or block scalar, is text. YAML 1.1's `yes`/`no`/`on`/`off` stay text.
enum YAMLCoreSchema {
    /// What a scalar resolves to.
    enum Resolution: Equatable {
        case value(SourceNode.Value)
        /// `.inf`, `-.inf` or `.nan`, or a float too large for a double: never a valid token value.
        case nonFinite
    }

    /// The value of a plain scalar.
    static func resolvePlain(_ text: String) -> Resolution {
        switch text {
        case "", "~", "null", "Null", "NULL": return .value(.null)
        case "true", "True", "TRUE": return .value(.bool(true))
        case "false", "False", "FALSE": return .value(.bool(false))
        case ".nan", ".NaN", ".NAN": return .nonFinite
        default: break
        }
        let bytes = Array(text.utf8)
        let unsigned = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        if [".inf", ".Inf", ".INF"].contains(where: { unsigned.elementsEqual($0.utf8) }) { return .nonFinite }
        let number: Double?
        if let radixNumber = radixInteger(bytes) {
            number = radixNumber
        } else if isDecimalNumber(unsigned) {
            number = Double(text)
        } else {
            return .value(.string(text))
        }
        guard let number, number.isFinite else { return .nonFinite }
        return .value(.number(number))
    }

    /// The value of `0o17` or `0x1F` (unsigned, as the core schema has them), else `nil`.
    private static func radixInteger(_ bytes: [UInt8]) -> Double? {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "0") else { return nil }
        let radix: UInt8
        switch bytes[1] {
        case UInt8(ascii: "o"): radix = 8
        case UInt8(ascii: "x"): radix = 16
        default: return nil
        }
        var value = 0.0
        for byte in bytes.dropFirst(2) {
            guard let digit = JSONReader.hexDigitValue(byte), digit < radix else { return nil }
            value = value * Double(radix) + Double(digit)
        }
        return value
    }

    /// Whether unsigned `bytes` match `( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`,
    /// the core schema's integer and float forms.
    private static func isDecimalNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        func digitCount() -> Int {
            let start = index
            while index < bytes.endIndex, JSONReader.isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        let integerDigits = digitCount()
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digitCount() == 0 && integerDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            if digitCount() == 0 { return false }
        }
        return index == bytes.endIndex
    }
}
