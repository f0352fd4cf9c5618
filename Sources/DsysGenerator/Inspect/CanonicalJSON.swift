import DsysTokens

/// Resolved tokens as canonical JSON (`JSONWriter.Style.canonical`: keys sorted, two-space
/// indentation, numbers in shortest round-trip form), so tests can snapshot the front end's result
/// byte for byte.
public enum CanonicalJSON {
    /// The modes and their tokens, each with the Swift symbols `symbols` gives it (`dsys inspect`
    /// passes the generator's, from the token account), and the tokens the front end skipped with
    /// their reason and message.
    public static func render(_ tokens: ResolvedTokens, symbols: [TokenPath: [String]] = [:]) -> String {
        let modes: [JSONValue] = tokens.modes.map { mode in
            .object([
                ("contexts", .object(mode.contexts.map { ($0.modifier, .string($0.context)) })),
                ("name", .string(mode.name)),
                ("tokens", .object(mode.tokens.tokens.map { token in
                    (token.path.description, tokenValue(token, symbols: symbols[token.path] ?? []))
                })),
            ])
        }
        var members: [(String, JSONValue)] = [("modes", .array(modes)), ("sources", .array(tokens.sourceFiles.map(JSONValue.string)))]
        if !tokens.skipped.isEmpty {
            members.append(("skipped", .object(tokens.skipped.map { skipped in
                (skipped.path.description, .object([
                    ("reason", .string(skipped.reason.rawValue)), ("message", .string(skipped.message)),
                    ("source", .string(skipped.location.description)),
                ]))
            })))
        }
        return render(.object(members))
    }

    /// `value` as canonical JSON text followed by a newline.
    package static func render(_ value: JSONValue) -> String {
        JSONWriter.text(value, style: .canonical) + "\n"
    }

    private static func tokenValue(_ token: Token, symbols: [String]) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(token.type.rawValue)), ("value", value(token.value))]
        if !symbols.isEmpty { members.append(("symbols", .array(symbols.map(JSONValue.string)))) }
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

    static func value(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): return .string(color.hexString)
        case .dimension(let dimension):
            if let fraction = dimension.fractionOfFontSize { return .object([("fractionOfFontSize", .number(fraction))]) }
            return .number(dimension.points)
        case .fontFamily(let families): return .array(families.map(JSONValue.string))
        case .fontWeight(let weight): return .number(weight)
        case .duration(let duration): return .number(duration.milliseconds)
        case .cubicBezier(let curve): return .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
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
            let stops = JSONValue.array(gradient.stops.map {
                .object([("color", .string($0.color.hexString)), ("position", .number($0.position))])
            })
            // DTCG gradients stay an array of stops; a CSS gradient's direction needs an object.
            guard let angle = gradient.angle else { return stops }
            return .object([("angle", .number(angle)), ("stops", stops)])
        case .typography(let typography):
            var members: [(String, JSONValue)] = []
            if let family = typography.fontFamily { members.append(("fontFamily", .array(family.map(JSONValue.string)))) }
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
            if typography.isItalic { members.append(("fontStyle", .string("italic"))) }
            return .object(members)
        }
    }

    private static func strokeStyle(_ style: StrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let keyword): return .string(keyword)
        case .dashes(let dashes, let cap):
            return .object([("dashArray", .array(dashes.map { .number($0.points) })), ("lineCap", .string(cap))])
        }
    }
}
