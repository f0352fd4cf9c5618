import DsysSource

/// Decoding of the DTCG primitive types.
extension ValueDecoder {
    mutating func color(_ node: SourceNode) -> ColorValue? {
        if readsTinyColorObjects, node.members != nil, node["colorSpace"] == nil {
            do throws(TinyColorObject.Problem) {
                if let color = try TinyColorObject.color(of: node) { return color }
            } catch {
                fail(error.message, at: error.node)
                return nil
            }
        }
        switch node.value {
        case .string(let text):
            guard let color = ColorValue.parse(css: text) ?? TokensStudioColor.parse(text) ?? BareHexColor.parse(text) else {
                if let function = Self.functionNameBeforeSpace(in: text) {
                    fail("\(QuotedInput.quoted(text)) is not a color: CSS reads '\(function)' as a function only when '(' "
                            + "follows its name", at: node, hint: "remove the space between '\(function)' and '('")
                } else if let function = Self.unevaluatedColorFunction(in: text) {
                    fail("\(QuotedInput.quoted(text)) is not a color: dsys does not evaluate the function '\(function)'", at: node,
                         hint: "give the color it computes, as #rrggbb or a DTCG color object")
                } else if let count = Self.hexDigitCountOfNoColor(in: text) {
                    fail("\(QuotedInput.quoted(text)) is not a color", at: node,
                         hint: "#rrggbb has 6 hex digits and #rrggbbaa 8 (#rgb 3, #rgba 4); this one has \(count)")
                } else {
                    fail("\(QuotedInput.quoted(text)) is not a color", at: node,
                         hint: "use a DTCG color object, or #rrggbb, rgb(), hsl(), lab(), lch(), oklab(), oklch() notation "
                            + "(components separated by spaces, then optionally / and the alpha)")
                }
                return nil
            }
            return color
        case .object(let members) where members.contains(where: { $0.key == "color" })
            && members.allSatisfy({ $0.key == "color" || $0.key == "alpha" }):
            return colorWithAlpha(node)
        case .object:
            guard let spaceNode = member("colorSpace", of: node, what: "a color object"),
                  let componentsNode = member("components", of: node, what: "a color object")
            else { return nil }
            guard let spaceName = spaceNode.string, let space = ColorValue.Space(rawValue: spaceName) else {
                fail("unknown color space \(spaceNode.string.map { "'\($0)'" } ?? spaceNode.kindDescription)",
                     at: spaceNode,
                     hint: "use one of " + ColorValue.Space.allCases.map(\.rawValue).joined(separator: ", "))
                return nil
            }
            guard let elements = componentsNode.elements else {
                fail("'components' must be an array of numbers", at: componentsNode)
                return nil
            }
            var components: [Double?] = []
            components.reserveCapacity(elements.count)
            for element in elements {
                switch element.value {
                case .number(let value): components.append(value)
                case .string("none"): components.append(nil)
                default:
                    fail("a color component must be a number or \"none\", but it is \(element.kindDescription)",
                         at: element)
                    return nil
                }
            }
            var alpha = 1.0
            if let alphaNode = node["alpha"] {
                guard let value = alphaNode.number else {
                    fail("'alpha' must be a number from 0 to 1", at: alphaNode)
                    return nil
                }
                alpha = value
            }
            let color = ColorValue(space: space, components: components, alpha: alpha, hex: node["hex"]?.string)
            if let problem = color.validationProblem {
                fail(problem.message, at: node, hint: problem.hint)
                return nil
            }
            warnIfHexDiffers(color, at: node)
            return color
        case .array:
            if let color = ByteChannelList.color(of: node) { return color }
            fail("a color must be a color object or a color string, but it is \(node.kindDescription)", at: node,
                 hint: "a list is read as a color only as 0–255 red, green and blue and an optional 0–1 alpha, "
                    + "[255, 255, 255, 1]; write others as a DTCG color object")
            return nil
        default:
            fail("a color must be a color object or a color string, but it is \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// Warns when an sRGB color object's `hex` is another color than its components, by more than one
    /// step of 8 bits in a channel, which rounding may give (`components: [1, 0, 0]` beside `hex: "#00ff00"`): the components are used, as DTCG says
    /// (`hex` is a fallback), but the two were used without a word though one of them is a mistake.
    private mutating func warnIfHexDiffers(_ color: ColorValue, at node: SourceNode) {
        guard color.space == .srgb, let hexNode = node["hex"], let hex = hexNode.string,
              let written = ColorValue.parse(css: hex), written.space == .srgb,
              zip(written.components, color.components).contains(where: { abs(($0 ?? 0) - ($1 ?? 0)) * 255 > 1.5 })
        else { return }
        warn("its 'hex' \(QuotedInput.quoted(hex)) is another color than its components (\(color.hexString.prefix(7))); "
                + "the components are used, as DTCG says", at: hexNode,
             hint: "correct the one that is wrong, or remove 'hex'")
    }

    /// `{"color": <color or reference>, "alpha": 0.65}`, as Style Dictionary projects write a
    /// translucent version of another color (Deutsche Telekom's Scale): the color with its alpha set
    /// to that number, as Tokens Studio's alpha modifier and a token-level `alpha` set it.
    private mutating func colorWithAlpha(_ node: SourceNode) -> ColorValue? {
        guard let inner = node["color"], var color = color(inner) else { return nil }
        if let alphaNode = node["alpha"] {
            guard let value = alphaNode.number, (0...1).contains(value) else {
                fail("'alpha' must be a number from 0 to 1", at: alphaNode)
                return nil
            }
            color.alpha = value
        }
        return color
    }

    /// The CSS color functions dsys reads (`ColorValue.parse(css:)`, `TokensStudioColor`).
    private static let evaluatedColorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "lab", "lch", "oklab", "oklch"]

    /// The name of the outermost function call `text` starts with (`set_chroma` in
    /// `set_chroma(set_lightness(oklch(…), 0.19), 0.03)`) when it is none dsys evaluates as a color.
    static func unevaluatedColorFunction(in text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard let open = trimmed.firstIndex(of: "("), open > trimmed.startIndex else { return nil }
        let name = trimmed[..<open]
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
              !evaluatedColorFunctions.contains(name.lowercased())
        else { return nil }
        return String(name)
    }

    /// How many hex digits follow the `#` of `text` when nothing else does but they are not the 3, 4,
    /// 6 or 8 a hex color has (PhonePe's `#fffffff`); nil for any other text.
    static func hexDigitCountOfNoColor(in text: String) -> Int? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.first == "#" else { return nil }
        let digits = trimmed.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), ![3, 4, 6, 8].contains(digits.count) else {
            return nil
        }
        return digits.count
    }

    /// The name of a CSS function written with space before its `(` (3jane's `linear-gradient (45deg, …)`),
    /// which CSS does not read as a call; nil for any other text.
    static func functionNameBeforeSpace(in text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        let rest = trimmed.dropFirst(name.count)
        guard name.first?.isLetter == true, rest.first?.isWhitespace == true, rest.drop(while: \.isWhitespace).first == "(" else {
            return nil
        }
        return String(name)
    }

    mutating func dimension(_ node: SourceNode) -> Dimension? {
        switch node.value {
        case .number(let value):
            return Dimension(points: value, original: value, unit: "px")
        case .object:
            guard let valueNode = member("value", of: node, what: "a dimension"),
                  let unitNode = member("unit", of: node, what: "a dimension")
            else { return nil }
            guard let value = valueNode.number ?? valueNode.string.flatMap({ MathExpression.evaluate($0)?.value })
            else {
                fail("a dimension's 'value' must be a number", at: valueNode)
                return nil
            }
            guard let unit = unitNode.string else {
                fail("a dimension's 'unit' must be \"px\" or \"rem\"", at: unitNode)
                return nil
            }
            return dimension(value: value, unit: unit, at: unitNode)
        case .string(let text):
            switch MathExpression.result(of: text) {
            case .success(let quantity):
                return dimension(value: quantity.value, unit: quantity.unit.isEmpty ? "px" : quantity.unit, at: node)
            case .failure(let failure):
                // Math that mixes lengths (CSS's `calc(1.3333em + 1.125rem + 2px)`) has no value in
                // Tokens Studio's rules, but does as lengths, which dsys converts to points anyway.
                if case .success(let points) = MathExpression.result(of: text, pointsPerRem: remBase), points.unit == "px" {
                    return dimension(value: points.value, unit: "px", at: node)
                }
                if let bound = Self.constantClamp(text) {
                    return dimension(value: bound.value, unit: bound.unit.isEmpty ? "px" : bound.unit, at: node)
                }
                fail("\(QuotedInput.quoted(text)) is not a dimension\(Self.reason(failure, in: text))", at: node,
                     hint: Self.decimalCommaHint(node) ?? Self.unclosedReferenceHint(node)
                        ?? "write a number with a unit, such as \"16px\", or math such as \"{space.base} * 2\"")
                return nil
            }
        default:
            fail("a dimension must be { \"value\": 16, \"unit\": \"px\" }, but it is \(node.kindDescription)",
                 at: node)
            return nil
        }
    }

    /// The one value of `clamp(min, preferred, max)` whose bounds are the same quantity, whatever
    /// the preferred value (Brave Leo's `clamp(0.875rem, 0.875rem + 0vw, 0.875rem)`, a fluid size
    /// generated for a step that does not grow, was skipped as sizing with the viewport); nil otherwise.
    private static func constantClamp(_ text: String) -> MathExpression.Quantity? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.lowercased().hasPrefix("clamp("), trimmed.hasSuffix(")") else { return nil }
        let arguments = topLevelCommaSeparated(String(trimmed.dropFirst("clamp(".count).dropLast()))
        guard arguments.count == 3, let low = MathExpression.evaluate(arguments[0]), let high = MathExpression.evaluate(arguments[2]),
              low == high else { return nil }
        return low
    }

    /// The hint for a number written with a decimal comma (`"2,5px"`, as cosnova's line heights are):
    /// its spelling with a point; nil for any other value, lists such as `"2, 5"` included.
    static func decimalCommaHint(_ node: SourceNode) -> String? {
        node.string.flatMap(decimalPointSpelling).map { "write the decimal comma as a point: \(QuotedInput.quoted($0))" }
    }

    /// The hint for a value whose reference lacks its closing brace (TomTom's `"{tt_glb_size_80"`):
    /// the value with it closed; nil for any other value.
    static func unclosedReferenceHint(_ node: SourceNode) -> String? {
        guard let text = node.string, let open = text.lastIndex(of: "{"), !text[open...].contains("}") else { return nil }
        let name = text[text.index(after: open)...].prefix { !$0.isWhitespace && !"+-*/()".contains($0) }
        guard !name.isEmpty else { return nil }
        return "a reference is not closed: write " + QuotedInput.quoted(text[..<open] + "{" + name + "}" + text[open...].dropFirst(1 + name.count))
    }

    private static func decimalPointSpelling(of text: String) -> String? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let whole = parts.first, let fraction = parts.last,
              !whole.isEmpty, whole.drop(while: { $0 == "-" }).allSatisfy(\.isASCIIDigit), whole.contains(where: \.isASCIIDigit),
              let first = fraction.first, first.isASCIIDigit,
              fraction.drop(while: \.isASCIIDigit).allSatisfy({ $0.isLetter || $0 == "%" })
        else { return nil }
        return whole + "." + fraction
    }

    /// A length from a number and its unit: points for `px`, `pt` and `dp`, `remBase` points per
    /// `rem` and `em` (an em, relative to the font size where the length is used, which a length
    /// does not know, with a warning that says so; letter spacing reads ems of its font size before
    /// this), and a unitless zero (`{"value": 0, "unit": ""}`) is 0. A percentage has no
    /// length outside line heights and letter spacing (read before this), so it is an error, as is
    /// a length beyond the range of numbers.
    private mutating func dimension(value: Double, unit: String, at node: SourceNode) -> Dimension? {
        let dimension: Dimension
        switch unit {
        case "px", "pt", "dp": dimension = Dimension(points: value, original: value, unit: unit)
        case "rem", "em":
            dimension = Dimension(points: value * remBase, original: value, unit: unit)
            if unit == "em", value != 0 {
                warn("\(PlainNumberText.plain(value))em is read as \(PlainNumberText.plain(value * remBase))pt, "
                        + "\(PlainNumberText.plain(remBase))pt per em as for rem: an em is relative to the font size where the length is "
                        + "used, which dsys does not know", at: node,
                     hint: "write the length in rem or px; a letter spacing in em belongs in a typography, or in a token whose name says letter spacing")
            }
        case "" where value == 0: dimension = Dimension(points: 0, original: 0, unit: "px")
        case "%":
            // OpenTable's `base-line-height: 150%`, typed as spacing: a line height by name, not by type.
            let namedLineHeight = FractionNames.namesLineHeight(path)
            fail("\(PlainNumberText.plain(value))% has no length in points: a percentage is relative to a size dsys does not "
                    + (namedLineHeight ? "know, and the token is read as a length, not as a line height"
                                       : "know (only line heights and letter spacing take one)"), at: node,
                 hint: namedLineHeight
                    ? "it is named a line height but typed as a length: give it the type \"lineHeights\" or \"number\" (\(PlainNumberText.plain(value / 100)) times the font size)"
                    : "give a length such as \"8px\", or make it a number token (\(PlainNumberText.plain(value / 100)))")
            return nil
        case "ms", "s":
            fail("unsupported dimension unit '\(unit)'", at: node,
                 hint: "a time is no length: give the token the type \"duration\"")
            return nil
        default:
            let bareHex = node.string.flatMap { BareHexColor.parse($0) == nil ? nil : $0 }
            fail("unsupported dimension unit '\(unit)'", at: node,
                 hint: bareHex.map { "if it is a hex color, write '#\($0)' or give the token the type \"color\"" } ?? "use px or rem")
            return nil
        }
        guard dimension.points.isFinite else {
            fail("\(PlainNumberText.plain(value))\(unit) is beyond the range of numbers dsys can represent", at: node,
                 hint: "give a smaller length")
            return nil
        }
        return dimension
    }

    mutating func number(_ node: SourceNode) -> Double? {
        switch node.value {
        case .number(let value): return value
        case .object:
            // A `{ "value", "unit" }` dimension (often an alias target) reads as its "12px" spelling would.
            if let quantity = dimensionObjectQuantity(node) { return number(of: quantity, at: node) }
        case .string(let text):
            // Tokens Studio's `AUTO` line height (dssim's `lineHeights.auto`) is the font's own: a
            // typography value that references it reads it so, but as a number token it is none.
            if ["auto", "normal"].contains(text.trimmingSpaces().lowercased()) {
                fail("\(describe(node)) is no number: as a line height it is the font's own, which typography values "
                        + "that reference it use", at: node, hint: "reference it from typography values only, or give a number")
                return nil
            }
            switch MathExpression.result(of: text) {
            case .success(let quantity): return number(of: quantity, at: node)
            case .failure(let failure):
                fail("expected a number, but found \(describe(node))\(Self.reason(failure, in: text))", at: node,
                     hint: Self.decimalCommaHint(node))
                return nil
            }
        default: break
        }
        fail("expected a number, but found \(describe(node))", at: node)
        return nil
    }

    /// The number a quantity stands for: a percentage its fraction (`50%` is 0.5), a length in `rem`
    /// or `em` its points at `remBase` (`1.25rem` is 20, reported: the number written is not the
    /// number read, and reading 1.25 would be silently wrong), a length in points its number (`20px`
    /// is 20), and any other its number without the unit, reported: UP42's `0.08s` and `80ms` beside
    /// it were 0.08 and 80, a thousand times apart, without a word.
    private mutating func number(of quantity: MathExpression.Quantity, at node: SourceNode) -> Double {
        let written = PlainNumberText.plain(quantity.value) + quantity.unit
        switch quantity.unit {
        case "%":
            return quantity.value / 100
        case "rem", "em":
            let points = quantity.value * remBase
            warn("a number given as \(written) is read as "
                    + "\(PlainNumberText.plain(points)), its length in points at \(PlainNumberText.plain(remBase)) points per rem",
                 at: node, hint: "write the number without a unit, or make it a dimension token")
            return points
        case "", "px", "pt", "dp":
            return quantity.value
        default:
            let isTime = ["ms", "s"].contains(quantity.unit)
            warn("a number given as \(written) is read as \(PlainNumberText.plain(quantity.value)), without its unit", at: node,
                 hint: isTime ? "give the token the type \"duration\" to keep it a time, or write the number without a unit"
                              : "write the number without a unit")
            return quantity.value
        }
    }

    /// The number and unit of a DTCG `{ "value": 12, "unit": "px" }` dimension object (its value may be
    /// math), or nil when `node` is not one.
    func dimensionObjectQuantity(_ node: SourceNode) -> MathExpression.Quantity? {
        // A `null` unit is none, as `""` is (Suomi.fi's line heights `{ "value": 1.5, "unit": null }`).
        let unitNode = node["unit"]
        guard let unit = unitNode?.value == .null ? "" : unitNode?.string, let valueNode = node["value"],
              let value = valueNode.number ?? valueNode.string.flatMap({ MathExpression.evaluate($0)?.value })
        else { return nil }
        return MathExpression.Quantity(value: value, unit: unit)
    }

    /// `: <why>` when `text` is math that has no value, so the message says what to fix; empty for
    /// text that is no math at all.
    static func reason(_ failure: MathExpression.Failure, in text: String) -> String {
        MathExpression.looksLikeMath(text) ? ": \(failure)" : ""
    }

    package mutating func string(_ node: SourceNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let value): return PlainNumberText.plain(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let elements) where elements.allSatisfy({ $0.number != nil }):
            // A list of numbers (a CSS shorthand such as a padding) as the text CSS writes: "7 15 7 15".
            return elements.compactMap(\.number).map(PlainNumberText.plain).joined(separator: " ")
        default:
            fail("expected text, but found \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// CSS text split at its commas, but not at those inside quotes or parentheses: a font stack's
    /// families (`var(--fa-style-family, "Font Awesome 6 Free")` is one, not two halves), a
    /// function's arguments.
    static func topLevelCommaSeparated(_ stack: String) -> [String] {
        var families: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in stack {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(depth - 1, 0)
            } else if character == ",", depth == 0 {
                families.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        families.append(current)
        return families
    }

    mutating func fontFamily(_ node: SourceNode) -> [String]? {
        switch node.value {
        case .string(let text):
            // The common case, one plain name ("Inter"), needs no splitting or trimming.
            let needsSplitting = text.utf8.contains {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
                    || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            }
            guard needsSplitting else { return text.isEmpty ? [] : [text] }
            var stack = text.trimmingSpaces()
            // ids writes a whole CSS declaration (`font-family: -apple-system, …, "Segoe UI Symbol";`):
            // its list is read, and a warning says what was dropped around it.
            if stack.lowercased().hasPrefix("font-family:") || stack.hasSuffix(";") {
                if stack.lowercased().hasPrefix("font-family:") { stack = String(stack.dropFirst("font-family:".count)) }
                while stack.hasSuffix(";") { stack = String(stack.dropLast()).trimmingSpaces() }
                warn("the font family is written as a CSS declaration; its list of families is read", at: node,
                     hint: "write only the families, such as \"Inter, sans-serif\"")
            }
            let names = Self.topLevelCommaSeparated(stack).map { $0.trimmingSpaces().trimmingQuotes() }
            return names.filter { !$0.isEmpty }
        case .array(let elements):
            // An element may be a font stack of its own, as an alias of a font family token leaves
            // it (`["{font-stack.macOS}", "{font-stack.sans}"]`, HashiCorp's stacks), or as text
            // (Primer's `["-apple-system, BlinkMacSystemFont, 'Segoe UI', …"]`, once one name no
            // font has): its names join in order.
            var names: [String] = []
            for element in elements {
                if element.string != nil {
                    names += fontFamily(element) ?? []
                } else if let nested = element.elements, nested.allSatisfy({ $0.string != nil }) {
                    names += nested.compactMap(\.string)
                } else {
                    fail("a font family list must hold strings", at: element)
                    return nil
                }
            }
            return names
        default:
            fail("a font family must be a string or an array of strings", at: node)
            return nil
        }
    }

    /// A font weight: a number from 1 to 1000, a weight name, or math. An italic style the name
    /// gives ("Bold Italic") is a warning unless `carriesItalic` (a typography value, which draws it).
    mutating func fontWeight(_ node: SourceNode, carriesItalic: Bool = false) -> Double? {
        switch node.value {
        case .number(let value):
            guard value >= 1, value <= 1000 else {
                fail("a font weight must lie between 1 and 1000, but it is \(PlainNumberText.plain(value))", at: node)
                return nil
            }
            return value
        case .string(let text):
            if let weight = FontWeightName.weight(for: text) {
                if FontWeightName.namesItalic(text), !carriesItalic {
                    warn("the font weight \(QuotedInput.quoted(text)) is read as \(PlainNumberText.plain(weight)); the italic style it "
                         + "names is not generated", at: node, hint: "apply .italic() where the text should be italic")
                }
                return weight
            }
            if let value = MathExpression.evaluate(text)?.value, value >= 1, value <= 1000 { return value }
            if let style = FontWeightName.trailingWeight(in: text) {
                warn("the font weight \(QuotedInput.quoted(text)) is read as \(PlainNumberText.plain(style.weight)) from its last word; "
                     + "the rest of the style name, \(QuotedInput.quoted(style.rest)), is not generated", at: node,
                     hint: "give a weight alone (\"medium\", 500); a style such as \"Display\" belongs in the font family's name")
                return style.weight
            }
            fail("\(QuotedInput.quoted(text)) is not a font weight", at: node,
                 hint: "use a number from 1 to 1000 or a name such as \"regular\", \"semi-bold\", \"bold\"")
            return nil
        default:
            fail("a font weight must be a number or a weight name", at: node)
            return nil
        }
    }

    mutating func duration(_ node: SourceNode) -> TimeSpan? {
        var quantity: MathExpression.Quantity?
        switch node.value {
        case .number(let value): quantity = .init(value: value, unit: "ms")
        case .string(let text): quantity = MathExpression.evaluate(text)
        case .object:
            if let value = node["value"]?.number, let unit = node["unit"]?.string {
                quantity = .init(value: value, unit: unit)
            }
        default: break
        }
        guard let quantity else {
            fail("a duration must be { \"value\": 200, \"unit\": \"ms\" }, but found \(describe(node))", at: node)
            return nil
        }
        switch quantity.unit {
        case "ms", "": return TimeSpan(milliseconds: quantity.value)
        case "s": return TimeSpan(milliseconds: quantity.value * 1000)
        default:
            fail("unsupported duration unit '\(quantity.unit)'", at: node, hint: "use ms or s")
            return nil
        }
    }

    /// A cubic Bézier as DTCG's `[x1, y1, x2, y2]`, Tokens Studio's `{"x1": "0", "y1": "0", "x2":
    /// "1", "y2": "1"}` (numbers or numeric strings), or CSS's `cubic-bezier(x1, y1, x2, y2)` or
    /// easing keyword (`CSSCubicBezier`), as Style Dictionary and Tokens Studio files write timing.
    mutating func cubicBezier(_ node: SourceNode) -> CubicBezier? {
        let numbers: [Double]
        if let text = node.string {
            numbers = CSSCubicBezier.controlPoints(of: text) ?? []
        } else {
            let elements = Self.bezierPointNodes(node) ?? node.elements ?? []
            let values = elements.compactMap { $0.number ?? $0.string.flatMap(Double.init) }
            numbers = values.count == elements.count ? values : []
        }
        guard numbers.count == 4 else {
            let keywords = CSSCubicBezier.keywords.map(\.name).joined(separator: ", ")
            fail("a cubic Bézier must be an array of four numbers [x1, y1, x2, y2], CSS's cubic-bezier(x1, y1, x2, y2) "
                    + "or one of \(keywords), but it is \(describe(node))", at: node)
            return nil
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            fail("a cubic Bézier's x values must lie between 0 and 1", at: node)
            return nil
        }
        return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// The `x1`, `y1`, `x2`, `y2` members of Tokens Studio's object form of a cubic Bézier, or nil
    /// when `node` is no object with exactly those four members.
    static func bezierPointNodes(_ node: SourceNode) -> [SourceNode]? {
        guard let members = node.members, members.count == 4 else { return nil }
        let points = ["x1", "y1", "x2", "y2"].compactMap { node[$0] }
        return points.count == 4 ? points : nil
    }

    func describe(_ node: SourceNode) -> String {
        if let text = node.string { return QuotedInput.quoted(text) }
        return node.kindDescription
    }
}

extension String {
    /// The string without one pair of surrounding single or double quotes.
    func trimmingQuotes() -> String {
        guard count >= 2, let first, first == last, first == "\"" || first == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}
