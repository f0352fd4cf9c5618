import DsysTokens

/// One token of the gallery as the page's script reads it: path, category, description,
/// deprecation, Swift symbols, and per appearance a text and the numbers its preview is drawn from.
///
/// Keys are short because a 10k-token page carries 10k of these:
/// `{"p": path, "c": category, "d": description?, "x": deprecation?, "s": [symbols], "v": [values]}`,
/// `v` holding one value per appearance of the design system (in `Appearance.all` order), or a
/// single value when the token does not change with the appearance.
package struct GalleryEntry {
    let category: TokenCategory
    let named: NamedToken
    let symbols: [String]

    func json(appearances: [Appearance], fontFamilies: [String: String]) -> JSONValue {
        let token = named.token
        var members: [(String, JSONValue)] = [
            ("p", .string(token.path.description)), ("c", .string(Self.categoryName(category))),
        ]
        if let description = token.description, !description.isEmpty { members.append(("d", .string(description))) }
        switch token.deprecation {
        case nil: break
        case .deprecated: members.append(("x", .string("deprecated")))
        case .deprecatedWithReason(let reason): members.append(("x", .string(reason)))
        }
        members.append(("s", .array(symbols.map(JSONValue.string))))
        let values = named.modal.varies ? appearances.map(named.modal.value(for:)) : [named.modal.defaultValue]
        members.append(("v", .array(values.map { preview($0, fontFamilies: fontFamilies) })))
        return .object(members)
    }

    /// The category names the page filters by.
    static func categoryName(_ category: TokenCategory) -> String {
        switch category {
        case .color: "color"
        case .spacing: "spacing"
        case .radius: "radius"
        case .borderWidth: "border-width"
        case .opacity: "opacity"
        case .typography: "typography"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .motion: "motion"
        case .letterSpacing: "letter-spacing"
        case .dimension: "dimension"
        case .number: "number"
        case .fontFamily: "font-family"
        case .fontWeight: "font-weight"
        case .strokeStyle: "stroke-style"
        case .border: "border"
        case .string: "string"
        }
    }

    /// `{"t": text, ...}`: the value as dsys's doc comments describe it, plus what the preview needs
    /// (CSS built here from numbers only, never from input text).
    private func preview(_ value: TokenValue, fontFamilies: [String: String]) -> JSONValue {
        var members: [(String, JSONValue)] = [("t", .string(ValueText.describe(value)))]
        switch value {
        case .color(let color):
            members.append(("hex", .string(color.hexString)))
            members.append(("a", .number(color.alpha)))
            if !color.isInSRGBGamut { members.append(("p3", .string(Self.displayP3(color)))) }
        case .dimension(let dimension):
            if let fraction = dimension.fractionOfFontSize {
                members.append(("em", .number(fraction)))
            } else {
                members.append(("pt", .number(dimension.points)))
            }
        case .number(let number):
            members.append(("n", .number(number)))
        case .typography(let typography):
            let metrics = TypographyMetrics(typography, token: named.token, fontFamilies: fontFamilies)
            if let family = metrics.family { members.append(("f", .string(family))) }
            members.append(("sz", .number(metrics.size)))
            members.append(("w", .number(typography.fontWeight ?? 400)))
            if typography.isItalic { members.append(("it", .bool(true))) }
            if let lineHeight = metrics.lineHeight { members.append(("lh", .number(lineHeight))) }
            members.append(("ls", .number(metrics.tracking)))
        case .shadow(let layers):
            members.append(("css", .string(layers.map(Self.boxShadow).joined(separator: ", "))))
        case .gradient(let gradient):
            members.append(("css", .string(Self.linearGradient(gradient))))
        case .duration, .cubicBezier, .transition:
            let motion = MotionValue(value)
            members.append(("ms", .number(motion.duration * 1000)))
            members.append(("b", .array(motion.curve.map(JSONValue.number))))
        default:
            break
        }
        return .object(members)
    }

    /// `color(display-p3 r g b / a)` for a color outside sRGB.
    static func displayP3(_ color: ColorValue) -> String {
        let p3 = color.displayP3
        let channels = [p3.red, p3.green, p3.blue].map { SwiftNumbers.rounded(min(max($0, 0), 1)) }
        return "color(display-p3 \(channels.joined(separator: " ")) / \(SwiftNumbers.rounded(color.alpha)))"
    }

    private static func boxShadow(_ layer: ShadowLayer) -> String {
        let lengths = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { SwiftNumbers.rounded($0.points) + "px" }
        return (layer.inset ? "inset " : "") + lengths.joined(separator: " ") + " " + layer.color.hexString
    }

    /// The CSS twin of the generated `LinearGradient`: the token's angle, else top leading to
    /// bottom trailing (135deg), as dsys draws DTCG gradients.
    private static func linearGradient(_ gradient: GradientValue) -> String {
        let stops = gradient.stops.map { "\($0.color.hexString) \(SwiftNumbers.rounded($0.position * 100))%" }
        return "linear-gradient(\(SwiftNumbers.rounded(gradient.angle ?? 135))deg, \(stops.joined(separator: ", ")))"
    }
}
