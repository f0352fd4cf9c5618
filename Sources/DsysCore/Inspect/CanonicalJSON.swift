/// Resolved tokens as canonical JSON: keys sorted, two-space indentation, numbers in shortest
/// round-trip form, so tests can snapshot the front end's result byte for byte.
public enum CanonicalJSON {
    /// A JSON value to serialise.
    indirect enum Value: Sendable {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public static func render(_ tokens: ResolvedTokens) -> String {
        let modes: [Value] = tokens.modes.map { mode in
            .object([
                ("contexts", .object(mode.contexts.map { ($0.modifier, .string($0.context)) })),
                ("name", .string(mode.name)),
                ("tokens", .object(mode.tokens.tokens.map { token in (token.path.description, tokenValue(token)) })),
            ])
        }
        var output = ""
        write(.object([("modes", .array(modes)), ("sources", .array(tokens.sourceFiles.map(Value.string)))]),
              indent: "", into: &output)
        return output + "\n"
    }

    /// `value` as canonical JSON text followed by a newline.
    static func render(_ value: Value) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        return output + "\n"
    }

    private static func tokenValue(_ token: Token) -> Value {
        var members: [(String, Value)] = [("type", .string(token.type.rawValue)), ("value", value(token.value))]
        if let alias = token.aliasOf { members.append(("aliasOf", .string(alias.description))) }
        if let description = token.description { members.append(("description", .string(description))) }
        if let deprecation = token.deprecation {
            switch deprecation {
            case .deprecated: members.append(("deprecated", .bool(true)))
            case .deprecatedWithReason(let reason): members.append(("deprecated", .string(reason)))
            }
        }
        return .object(members)
    }

    static func value(_ value: TokenValue) -> Value {
        switch value {
        case .color(let color): return .string(color.hexString)
        case .dimension(let dimension):
            if let fraction = dimension.fractionOfFontSize { return .object([("fractionOfFontSize", .number(fraction))]) }
            return .number(dimension.points)
        case .fontFamily(let families): return .array(families.map(Value.string))
        case .fontWeight(let weight): return .number(weight)
        case .duration(let duration): return .number(duration.milliseconds)
        case .cubicBezier(let curve): return .array([curve.x1, curve.y1, curve.x2, curve.y2].map(Value.number))
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .strokeStyle(let style): return strokeStyle(style)
        case .border(let border):
            return .object([("color", .string(border.color.hexString)), ("style", strokeStyle(border.style)),
                            ("width", .number(border.width.points))])
        case .transition(let transition):
            return .object([("delay", .number(transition.delay.milliseconds)),
                            ("duration", .number(transition.duration.milliseconds)),
                            ("timingFunction", self.value(.cubicBezier(transition.timingFunction)))])
        case .shadow(let layers):
            return .array(layers.map { layer in
                .object([("blur", .number(layer.blur.points)), ("color", .string(layer.color.hexString)),
                         ("inset", .bool(layer.inset)), ("offsetX", .number(layer.offsetX.points)),
                         ("offsetY", .number(layer.offsetY.points)), ("spread", .number(layer.spread.points))])
            })
        case .gradient(let gradient):
            let stops = Value.array(gradient.stops.map {
                .object([("color", .string($0.color.hexString)), ("position", .number($0.position))])
            })
            // DTCG gradients stay an array of stops; a CSS gradient's direction needs an object.
            guard let angle = gradient.angle else { return stops }
            return .object([("angle", .number(angle)), ("stops", stops)])
        case .typography(let typography):
            var members: [(String, Value)] = []
            if let family = typography.fontFamily { members.append(("fontFamily", .array(family.map(Value.string)))) }
            if let size = typography.fontSize { members.append(("fontSize", .number(size.points))) }
            if let weight = typography.fontWeight { members.append(("fontWeight", .number(weight))) }
            if let spacing = typography.letterSpacing { members.append(("letterSpacing", .number(spacing.points))) }
            switch typography.lineHeight {
            case .multiplier(let factor): members.append(("lineHeight", .number(factor)))
            case .absolute(let height): members.append(("lineHeightPoints", .number(height.points)))
            case nil: break
            }
            if let textCase = typography.textCase { members.append(("textCase", .string(textCase))) }
            if let decoration = typography.textDecoration { members.append(("textDecoration", .string(decoration))) }
            return .object(members)
        }
    }

    private static func strokeStyle(_ style: StrokeStyle) -> Value {
        switch style {
        case .keyword(let keyword): return .string(keyword)
        case .dashes(let dashes, let cap):
            return .object([("dashArray", .array(dashes.map { .number($0.points) })), ("lineCap", .string(cap))])
        }
    }

    static func write(_ value: Value, indent: String, into output: inout String) {
        switch value {
        case .object(let members):
            let sorted = members.sorted { precedesInUTF8($0.0, $1.0) }
            guard !sorted.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in sorted.enumerated() {
                output += indent + "  "
                appendQuoted(member.0, to: &output)
                output += ": "
                write(member.1, indent: indent + "  ", into: &output)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                write(element, indent: indent + "  ", into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): appendQuoted(text, to: &output)
        case .number(let number): output += SwiftLiteral.double(number) ?? "0"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// Whether `first` sorts before `second` by their UTF-8 bytes (the order of the keys in the
    /// output, the same on every platform and for every normalization form).
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
        return (inPlace ?? nil) ?? first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    /// Appends `text` as a JSON string literal with the escapes JSON requires.
    static func appendQuoted(_ text: String, to output: inout String) {
        let needsEscapes = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsEscapes else {
            output += "\""
            output += text
            output += "\""
            return
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        output += result + "\""
    }
}
