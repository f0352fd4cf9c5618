/// Evaluates the arithmetic Tokens Studio allows in values after aliases are substituted:
/// `8 * 2`, `(16px + 4px) / 2`, `-0.5rem`. The result keeps the first unit it meets.
///
/// Recursive descent with a depth limit, so hostile input cannot overflow the stack.
struct MathExpression {
    /// A number with an optional unit (`px`, `rem`, `%`, `ms`, ...).
    struct Quantity: Equatable {
        var value: Double
        var unit: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 64

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The value of `text`, or nil when it is not a well-formed expression.
    static func evaluate(_ text: String) -> Quantity? {
        var parser = MathExpression(text)
        guard let result = parser.parseSum() else { return nil }
        parser.skipSpaces()
        guard parser.index == parser.bytes.count, result.value.isFinite else { return nil }
        return result
    }

    private mutating func parseSum() -> Quantity? {
        guard var left = parseProduct() else { return nil }
        while true {
            skipSpaces()
            guard let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") else { return left }
            index += 1
            guard let right = parseProduct() else { return nil }
            left = Quantity(value: op == UInt8(ascii: "+") ? left.value + right.value : left.value - right.value,
                            unit: left.unit.isEmpty ? right.unit : left.unit)
        }
    }

    private mutating func parseProduct() -> Quantity? {
        guard var left = parseUnary() else { return nil }
        while true {
            skipSpaces()
            guard let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") else { return left }
            index += 1
            guard let right = parseUnary() else { return nil }
            if op == UInt8(ascii: "/") {
                guard right.value != 0 else { return nil }
                left = Quantity(value: left.value / right.value, unit: left.unit.isEmpty ? right.unit : left.unit)
            } else {
                left = Quantity(value: left.value * right.value, unit: left.unit.isEmpty ? right.unit : left.unit)
            }
        }
    }

    private mutating func parseUnary() -> Quantity? {
        skipSpaces()
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth, let byte = peek() else { return nil }
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            index += 1
            guard var operand = parseUnary() else { return nil }
            if byte == UInt8(ascii: "-") { operand.value = -operand.value }
            return operand
        }
        if byte == UInt8(ascii: "(") {
            index += 1
            guard let inner = parseSum() else { return nil }
            skipSpaces()
            guard peek() == UInt8(ascii: ")") else { return nil }
            index += 1
            return inner
        }
        return parseNumber()
    }

    private mutating func parseNumber() -> Quantity? {
        let start = index
        while let byte = peek(), (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".") { index += 1 }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"),
           index + 1 < bytes.count, bytes[index + 1] >= 48 && bytes[index + 1] <= 57
            || bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+") {
            index += 2
            while let digit = peek(), digit >= 48 && digit <= 57 { index += 1 }
        }
        guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            return nil
        }
        let unitStart = index
        while let byte = peek(), (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 37 { index += 1 }
        return Quantity(value: value, unit: String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased())
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpaces() {
        while let byte = peek(), byte == 32 || byte == 9 || byte == 10 || byte == 13 { index += 1 }
    }
}
