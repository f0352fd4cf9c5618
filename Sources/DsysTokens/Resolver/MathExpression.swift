import Foundation

/// Evaluates the math Tokens Studio allows in values after aliases are substituted, as its
/// `sd-transforms` package does (`checkAndEvaluateMath`, which uses expr-eval):
///
/// - `+ - * /`, `^` (power, right-associative, binding tighter than a leading minus: `-2 ^ 2` is -4)
///   and parentheses: `(16px + 4px) / 2`, `-0.5rem`;
/// - the functions `pow(a, b)`, `sqrt(x)`, `min(…)`, `max(…)` (any number of arguments), `floor`,
///   `ceil`, `round` (halves up), `roundTo(x, places)` (`roundTo(x)` rounds to a whole number, as expr-eval does) and `abs`, and CSS
///   `calc(…)` around math and `clamp(min, preferred, max)`;
/// - a unit after each number. `px` counts as a plain number (`16pxpx * 2`, what `{base}px * 2` becomes
///   when `base` is `16px`, is 32px); the result carries the one other unit used (`4 * 7rem` is 28rem),
///   else `px` when a `px` was written, else none. Two different other units (`1em + 1rem`), adding a
///   unit to a plain number (`4 + 7rem`) and dividing by a unit (`1000 / 20em`) have no value, as in
///   Tokens Studio. Evaluated as lengths (`result(of:pointsPerRem:)`), `px` is a unit of its own and
///   `rem`/`em` convert to it, so CSS's `calc(1rem + 2px)` is 18px at 16 points per rem.
///
/// A result computed by an operator or function is rounded to 4 decimals (Tokens Studio's default
/// `mathFractionDigits`); a lone number keeps its digits.
///
/// Recursive descent, bounded by `maximumLength` and `maximumDepth`, so hostile input costs
/// neither unbounded time nor stack.
package struct MathExpression {
    /// A number with an optional unit (`px`, `rem`, `%`, `ms`, ...).
    package struct Quantity: Equatable {
        var value: Double
        var unit: String
    }

    /// Why a text is not a value.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case tooLong(limit: Int)
        case nestedTooDeeply(limit: Int)
        case unexpected(found: String, offset: Int)
        case unknownFunction(String)
        case wrongArgumentCount(function: String, expected: String)
        case mixedUnits(String, String)
        case unitMismatch(operation: String)
        case divisionByZero
        case notFinite

        package var description: String {
            switch self {
            case .tooLong(let limit): "it is longer than \(limit) characters"
            case .nestedTooDeeply(let limit): "it nests more than \(limit) levels deep"
            case .unexpected(let found, let offset):
                found.isEmpty ? "it ends early (after \(offset) characters)" : "'\(found)' at character \(offset + 1) is not expected there"
            case .unknownFunction(let name):
                "'\(name)' is not a function (use pow, sqrt, min, max, clamp, floor, ceil, round, roundTo, abs or calc)"
            case .wrongArgumentCount(let function, let expected): "\(function)() takes \(expected)"
            case .mixedUnits(let first, let second):
                if let viewport = [first, second].first(where: MathExpression.viewportUnits.contains) {
                    "it sizes with the viewport ('\(viewport)'), which an app's layout has no single value of"
                } else {
                    "it mixes the units '\(first)' and '\(second)'"
                }
            case .unitMismatch(let operation): "it \(operation), which has no value without knowing the unit's size"
            case .divisionByZero: "it divides by zero"
            case .notFinite: "its result is not a finite number"
            }
        }
    }

    /// CSS's viewport units: fluid sizes (`clamp(1rem, 0.5rem + 2vw, 2rem)`) that have no one value in an app.
    static let viewportUnits: Set<String> = ["vw", "vh", "vmin", "vmax", "dvw", "dvh", "svw", "svh", "lvw", "lvh", "vi", "vb"]

    /// The longest text evaluated (values are short; this bounds the work per value).
    static let maximumLength = 4096
    /// The deepest nesting of parentheses, function calls and signs.
    static let maximumDepth = 64

    /// A sub-result: its value and whether it carries a unit other than `px`.
    private struct Term {
        var value: Double
        var hasUnit: Bool
    }

    private let bytes: [UInt8]
    /// Points per `rem` and `em` when lengths are added in points (`result(of:pointsPerRem:)`).
    private let pointsPerRem: Double?
    private var index = 0
    private var depth = 0
    private var otherUnit: String?
    private var sawPixels = false
    private var sawOperation = false

    private init(_ text: String, pointsPerRem: Double? = nil) {
        bytes = Array(text.utf8)
        self.pointsPerRem = pointsPerRem
    }

    /// The value of `text`, or nil when it is not a well-formed expression.
    package static func evaluate(_ text: String) -> Quantity? {
        try? result(of: text).get()
    }

    /// The value of `text`, or why it has none. With `pointsPerRem`, the text is a length: `px` is
    /// a unit (not a plain number), `rem` and `em` are that many `px`, and the result is in `px`
    /// unless another unit is used throughout.
    package static func result(of text: String, pointsPerRem: Double? = nil) -> Result<Quantity, Failure> {
        guard text.utf8.count <= maximumLength else { return .failure(.tooLong(limit: maximumLength)) }
        var parser = MathExpression(text, pointsPerRem: pointsPerRem)
        do {
            let term = try parser.parseSum()
            parser.skipSpaces()
            guard parser.index == parser.bytes.count else { throw parser.unexpected() }
            let unit = parser.otherUnit ?? (parser.sawPixels ? "px" : "")
            let value = parser.sawOperation ? roundedToFourDecimals(term.value) : term.value
            guard value.isFinite else { throw Failure.notFinite }
            return .success(Quantity(value: value, unit: unit))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.notFinite)
        }
    }

    /// Whether `text` is unitless arithmetic that only a calculation reads: it has a value, and a `*`,
    /// `^` or `+`, a function call (`round(`), or a `-` or `/` between spaces. A date or a ratio
    /// written without spaces (`2024-01-01`, `1/2`) is not: such text may be meant as text.
    static func isArithmetic(_ text: String) -> Bool {
        guard let quantity = evaluate(text), quantity.unit.isEmpty else { return false }
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "*"), UInt8(ascii: "^"), UInt8(ascii: "+"): return true
            case UInt8(ascii: "(") where index > 0 && (bytes[index - 1] | 0x20) >= UInt8(ascii: "a") && (bytes[index - 1] | 0x20) <= UInt8(ascii: "z"):
                return true
            case UInt8(ascii: "-"), UInt8(ascii: "/"):
                if index > 0, index + 1 < bytes.count, bytes[index - 1] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: " ") { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether `text` looks like math rather than a plain value (it has a digit, and an operator after
    /// its first character or a function call), so messages can say why it has no value.
    static func looksLikeMath(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces().utf8
        return trimmed.contains { $0 >= 48 && $0 <= 57 } && trimmed.dropFirst().contains { "+-*/^(".utf8.contains($0) }
    }

    /// `value` rounded to 4 decimals; a value too large to have decimals (or to scale by 10,000
    /// without overflowing) is kept as it is.
    private static func roundedToFourDecimals(_ value: Double) -> Double {
        guard abs(value) < 1e15 else { return value }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == 0 ? 0 : rounded
    }

    private mutating func parseSum() throws(Failure) -> Term {
        var left = try parseProduct()
        while true {
            skipSpaces()
            guard let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") else { return left }
            index += 1
            let right = try parseProduct()
            guard left.hasUnit == right.hasUnit else {
                throw .unitMismatch(operation: op == UInt8(ascii: "+") ? "adds a unit to a plain number"
                                        : "subtracts a unit and a plain number")
            }
            sawOperation = true
            left.value = op == UInt8(ascii: "+") ? left.value + right.value : left.value - right.value
        }
    }

    private mutating func parseProduct() throws(Failure) -> Term {
        var left = try parseSigned()
        while true {
            skipSpaces()
            guard let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") else { return left }
            index += 1
            let right = try parseSigned()
            sawOperation = true
            if op == UInt8(ascii: "/") {
                guard !right.hasUnit else { throw .unitMismatch(operation: "divides by a unit") }
                guard right.value != 0 else { throw .divisionByZero }
                left.value /= right.value
            } else {
                left = Term(value: left.value * right.value, hasUnit: left.hasUnit || right.hasUnit)
            }
        }
    }

    /// A leading sign binds looser than `^`, as in expr-eval: `-2 ^ 2` is -4.
    private mutating func parseSigned() throws(Failure) -> Term {
        skipSpaces()
        guard let byte = peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") else { return try parsePower() }
        index += 1
        try enter()
        defer { depth -= 1 }
        var operand = try parseSigned()
        if byte == UInt8(ascii: "-") { operand.value = -operand.value }
        return operand
    }

    private mutating func parsePower() throws(Failure) -> Term {
        let base = try parsePrimary()
        skipSpaces()
        guard peek() == UInt8(ascii: "^") else { return base }
        index += 1
        try enter()
        defer { depth -= 1 }
        let exponent = try parseSigned()
        return try power(base, exponent)
    }

    private mutating func parsePrimary() throws(Failure) -> Term {
        skipSpaces()
        guard let byte = peek() else { throw unexpected() }
        if byte == UInt8(ascii: "(") {
            index += 1
            try enter()
            defer { depth -= 1 }
            let inner = try parseSum()
            try expect(UInt8(ascii: ")"))
            return inner
        }
        if Self.isLetter(byte) { return try parseCall() }
        return try parseNumber()
    }

    private mutating func parseCall() throws(Failure) -> Term {
        let start = index
        while let byte = peek(), Self.isLetter(byte) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        skipSpaces()
        guard peek() == UInt8(ascii: "(") else { throw .unexpected(found: name, offset: start) }
        index += 1
        try enter()
        defer { depth -= 1 }
        var arguments: [Term] = []
        skipSpaces()
        if peek() != UInt8(ascii: ")") {
            while true {
                arguments.append(try parseSum())
                skipSpaces()
                guard peek() == UInt8(ascii: ",") else { break }
                index += 1
            }
        }
        try expect(UInt8(ascii: ")"))
        sawOperation = true
        return try call(name, arguments)
    }

    private func call(_ name: String, _ arguments: [Term]) throws(Failure) -> Term {
        func single() throws(Failure) -> Term {
            guard arguments.count == 1 else { throw .wrongArgumentCount(function: name, expected: "one argument") }
            return arguments[0]
        }
        func pair() throws(Failure) -> (Term, Term) {
            guard arguments.count == 2 else { throw .wrongArgumentCount(function: name, expected: "two arguments") }
            return (arguments[0], arguments[1])
        }
        switch name {
        case "pow":
            let (base, exponent) = try pair()
            return try power(base, exponent)
        case "calc": return try single()
        case "sqrt", "abs", "floor", "ceil", "round":
            var term = try single()
            term.value = switch name {
            case "sqrt": term.value.squareRoot()
            case "abs": abs(term.value)
            case "floor": term.value.rounded(.down)
            case "ceil": term.value.rounded(.up)
            default: (term.value + 0.5).rounded(.down)
            }
            return term
        case "roundTo":
            // expr-eval (Tokens Studio, sd-transforms) rounds to a whole number without places.
            let (term, places) = arguments.count == 1 ? (arguments[0], Term(value: 0, hasUnit: false)) : try pair()
            guard !places.hasUnit else { throw .unitMismatch(operation: "rounds to a number of places with a unit") }
            let scale = pow(10, places.value.rounded())
            return Term(value: (term.value * scale + 0.5).rounded(.down) / scale, hasUnit: term.hasUnit)
        case "clamp":
            // CSS's clamp(min, preferred, max), of one unit.
            guard arguments.count == 3 else { throw .wrongArgumentCount(function: name, expected: "three arguments") }
            guard arguments.allSatisfy({ $0.hasUnit == arguments[0].hasUnit }) else {
                throw .unitMismatch(operation: "compares a unit with a plain number")
            }
            return Term(value: max(arguments[0].value, min(arguments[1].value, arguments[2].value)), hasUnit: arguments[0].hasUnit)
        case "min", "max":
            guard let first = arguments.first else {
                throw .wrongArgumentCount(function: name, expected: "at least one argument")
            }
            guard arguments.allSatisfy({ $0.hasUnit == first.hasUnit }) else {
                throw .unitMismatch(operation: "compares a unit with a plain number")
            }
            let values = arguments.map(\.value)
            return Term(value: (name == "min" ? values.min() : values.max()) ?? first.value, hasUnit: first.hasUnit)
        default:
            throw .unknownFunction(name)
        }
    }

    private func power(_ base: Term, _ exponent: Term) throws(Failure) -> Term {
        guard !exponent.hasUnit else { throw .unitMismatch(operation: "raises to a power with a unit") }
        return Term(value: pow(base.value, exponent.value), hasUnit: base.hasUnit)
    }

    /// Length units a number may be parted from by spaces: Tokens Studio writes `"$scale.72 rem"`,
    /// which substituted is `4.5 rem` (AndySobol's wds lost its 92 typography tokens to it).
    private static let spacedUnits: Set<String> = ["px", "rem", "em", "%"]

    /// The bounds of a unit in `spacedUnits` after spaces at the current position, ending the
    /// number's term (followed by the end, a space, an operator, `,` or `)`); nil otherwise.
    private func spacedUnit() -> (start: Int, end: Int)? {
        var start = index
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard start > index else { return nil }
        var end = start
        while end < bytes.count, Self.isLetter(bytes[end]) || bytes[end] == UInt8(ascii: "%") { end += 1 }
        guard end > start, Self.spacedUnits.contains(String(decoding: bytes[start..<end], as: UTF8.self).lowercased()),
              end == bytes.count || !Self.isLetter(bytes[end]) && !Self.isDigit(bytes[end]) && bytes[end] != UInt8(ascii: ".")
        else { return nil }
        return (start, end)
    }

    private mutating func parseNumber() throws(Failure) -> Term {
        let start = index
        while let byte = peek(), Self.isDigit(byte) || byte == UInt8(ascii: ".") { index += 1 }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"), index + 1 < bytes.count,
           Self.isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+") {
            index += 2
            while let digit = peek(), Self.isDigit(digit) { index += 1 }
        }
        guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw unexpected()
        }
        var unitStart = index
        while let byte = peek(), Self.isLetter(byte) || byte == UInt8(ascii: "%") { index += 1 }
        if index == unitStart, let spaced = spacedUnit() { (unitStart, index) = spaced }
        var unit = String(decoding: bytes[unitStart..<index], as: UTF8.self).lowercased()
        if let pointsPerRem, ["rem", "em"].contains(unit) {
            sawPixels = true
            return Term(value: value * pointsPerRem, hasUnit: true)
        }
        if unit.contains("px") {
            sawPixels = true
            unit = unit.replacingOccurrences(of: "px", with: "")
            if unit.isEmpty, pointsPerRem != nil { return Term(value: value, hasUnit: true) }
        }
        guard !unit.isEmpty else { return Term(value: value, hasUnit: false) }
        if let otherUnit, otherUnit != unit { throw .mixedUnits(otherUnit, unit) }
        otherUnit = unit
        return Term(value: value, hasUnit: true)
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .nestedTooDeeply(limit: Self.maximumDepth) }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipSpaces()
        guard peek() == byte else { throw unexpected() }
        index += 1
    }

    private func unexpected() -> Failure {
        guard let byte = peek() else { return .unexpected(found: "", offset: index) }
        return .unexpected(found: String(decoding: [byte], as: UTF8.self), offset: index)
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpaces() {
        while let byte = peek(), byte == 32 || byte == 9 || byte == 10 || byte == 13 { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) }
}
