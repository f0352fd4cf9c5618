import DsysSource

/// Decoding of the DTCG composite types, in their DTCG form and Tokens Studio's.
extension ValueDecoder {
    mutating func strokeStyle(_ node: SourceNode) -> StrokeStyle? {
        let keywords = StrokeStyle.keywords
        if let text = node.string {
            guard keywords.contains(text) else {
                fail("\(QuotedInput.quoted(text)) is not a stroke style", at: node, hint: "use one of " + keywords.joined(separator: ", "))
                return nil
            }
            return .keyword(text)
        }
        guard let object = object(node, what: "a stroke style"),
              let dashNode = member("dashArray", of: object, what: "a stroke style"),
              let capNode = member("lineCap", of: object, what: "a stroke style")
        else { return nil }
        guard let elements = dashNode.elements else {
            fail("'dashArray' must be an array of dimensions", at: dashNode)
            return nil
        }
        var dashes: [Dimension] = []
        for element in elements {
            guard let dash = dimension(element) else { return nil }
            dashes.append(dash)
        }
        guard let cap = capNode.string, ["round", "butt", "square"].contains(cap) else {
            fail("'lineCap' must be \"round\", \"butt\" or \"square\"", at: capNode)
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    mutating func border(_ node: SourceNode) -> Border? {
        if let text = node.string {
            guard let parts = CSSBorderShorthand.parts(of: text) else {
                fail("\(QuotedInput.quoted(text)) is not a border", at: node,
                     hint: "give a width, a style and a color, as CSS does (\"1px solid #cccccc\"), or a DTCG border object")
                return nil
            }
            func part(_ text: String) -> SourceNode { node.replacingValue(with: .string(text)) }
            guard let width = dimension(part(parts.width)), let style = strokeStyle(part(parts.style)),
                  let color = borderColor(part(parts.color))
            else { return nil }
            return Border(color: color, width: width, style: style)
        }
        guard let object = object(node, what: "a border"),
              let colorNode = member("color", of: object, what: "a border"),
              let widthNode = member("width", of: object, what: "a border"),
              let color = borderColor(colorNode), let width = dimension(widthNode)
        else { return nil }
        var style = StrokeStyle.keyword("solid")
        if let styleNode = object["style"] {
            guard let decoded = strokeStyle(styleNode) else { return nil }
            style = decoded
        }
        return Border(color: color, width: width, style: style)
    }

    /// A border's color, which is one color: a gradient there (kpsolo's reference to the gradient
    /// token `{bg.card.border.main}`) is reported as a gradient, naming the reference.
    private mutating func borderColor(_ node: SourceNode) -> ColorValue? {
        oneColor(node, of: "a border",
                 hint: "reference a color token, or make a gradient-stroked view yourself (SwiftUI's strokeBorder takes a gradient)")
    }

    /// The color of a composite's member that holds one color (`of`: "a border", "a shadow"): a
    /// gradient there is reported as one, naming the reference that brought it, where "dsys does not
    /// evaluate the function 'linear-gradient'" was told although dsys reads gradients.
    private mutating func oneColor(_ node: SourceNode, of composite: String, hint: String) -> ColorValue? {
        guard let text = node.string, CSSLinearGradient.isGradientFunction(text) else { return color(node) }
        let written = reference(writtenAt: node).map { "'\($0)'" } ?? QuotedInput.quoted(text)
        fail("its color \(written) is a gradient, and \(composite)'s color is one color", at: node, hint: hint)
        return nil
    }

    /// A shadow layer's color, which is one color (`oneColor`).
    private mutating func shadowColor(_ node: SourceNode) -> ColorValue? {
        oneColor(node, of: "a shadow", hint: "reference a color token; a shadow is drawn in one color")
    }

    /// A transition; its timing function may be spelled as CSS's `timing-function`, as Style
    /// Dictionary projects write it (Open edX Paragon), when `timingFunction` is not given.
    mutating func transition(_ node: SourceNode) -> Transition? {
        guard let object = object(node, what: "a transition"),
              let durationNode = member("duration", of: object, what: "a transition"),
              let timingNode = object["timingFunction"] ?? object["timing-function"] ?? member("timingFunction", of: object, what: "a transition"),
              let duration = duration(durationNode), let timing = cubicBezier(timingNode)
        else { return nil }
        var delay = TimeSpan(milliseconds: 0)
        if let delayNode = object["delay"] {
            guard let decoded = self.duration(delayNode) else { return nil }
            delay = decoded
        }
        return Transition(duration: duration, delay: delay, timingFunction: timing)
    }

    /// A shadow: one layer, a list of layers, or none: an empty list, or CSS's `none` (Open edX
    /// Paragon's buttons and popovers), a shadow that draws nothing.
    mutating func shadow(_ node: SourceNode) -> [ShadowLayer]? {
        if let text = node.string {
            if text.trimmingCharacters(in: .whitespaces).lowercased() == "none" { return [] }
            guard let written = CSSBoxShadow.layers(of: text) else {
                fail("\(QuotedInput.quoted(text)) is not a shadow", at: node,
                     hint: "give CSS's box-shadow (\"0 2px 4px rgba(0, 0, 0, 0.2)\") or DTCG shadow objects")
                return nil
            }
            return cssShadowLayers(written, at: node)
        }
        let layers = node.elements ?? [node]
        var result: [ShadowLayer] = []
        for layerNode in layers {
            guard let layer = shadowLayer(layerNode) else { return nil }
            result.append(layer)
        }
        return result
    }

    /// The layers of CSS's `box-shadow` (`CSSBoxShadow`), each part decoded as the object form's.
    private mutating func cssShadowLayers(_ written: [CSSBoxShadow.Layer], at node: SourceNode) -> [ShadowLayer]? {
        func part(_ text: String) -> SourceNode { node.replacingValue(with: .string(text)) }
        var layers: [ShadowLayer] = []
        for layer in written {
            var lengths: [Dimension] = []
            for length in layer.lengths {
                guard let decoded = dimension(part(length)) else { return nil }
                lengths.append(decoded)
            }
            let zero = Dimension(points: 0, original: 0, unit: "px")
            guard let color = shadowColor(part(layer.color)) else { return nil }
            layers.append(ShadowLayer(color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths.count > 2 ? lengths[2] : zero,
                                      spread: lengths.count > 3 ? lengths[3] : zero, inset: layer.inset))
        }
        return layers
    }

    /// The members a shadow layer may have; others are reported, not left out without a word.
    private static let shadowLayerMembers: Set<String> = [
        "color", "alpha", "opacity", "offsetX", "x", "offsetY", "y", "blur", "radius", "spread", "inset", "type", "shadowType", "description",
    ]

    private mutating func shadowLayer(_ node: SourceNode) -> ShadowLayer? {
        guard let object = object(node, what: "a shadow"),
              let colorNode = member("color", of: object, what: "a shadow"),
              var color = shadowColor(colorNode)
        else { return nil }
        // Primer writes the layer's opacity beside its color (`alpha: 0.04` on `{base.color.black}`), as
        // its build applies it: the shadows were opaque.
        if let (key, alphaNode) = ["alpha", "opacity"].lazy.compactMap({ key in object[key].map { (key, $0) } }).first {
            guard let alpha = alphaNode.number, (0...1).contains(alpha) else {
                fail("a shadow's '\(key)' must be a number from 0 to 1, but it is \(describe(alphaNode))", at: alphaNode)
                return nil
            }
            color.alpha = alpha
        }
        for member in object.members ?? [] where !member.key.hasPrefix("$") && !Self.shadowLayerMembers.contains(member.key) {
            warn("the shadow member '\(member.key)' is not read", at: member.value,
                 hint: "give a layer color, alpha, offsetX, offsetY, blur, spread and inset")
        }
        guard let offsetX = shadowLength(object, ["offsetX", "x"], default: nil),
              let offsetY = shadowLength(object, ["offsetY", "y"], default: nil),
              let blur = shadowLength(object, ["blur", "radius"], default: nil),
              let spread = shadowLength(object, ["spread"], default: 0)
        else { return nil }
        var inset = false
        if let insetNode = object["inset"] {
            guard let flag = Self.insetFlag(insetNode) else {
                fail("'inset' must be true or false, but it is \(describe(insetNode))", at: insetNode,
                     hint: "write true or false")
                return nil
            }
            inset = flag
        } else if object["type"]?.string == "innerShadow" || object["shadowType"]?.string == "innerShadow" {
            inset = true
        }
        return ShadowLayer(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    /// Whether a shadow layer's `inset` asks for an inner shadow: a boolean, the text `"true"` or
    /// `"false"` (as Penpot's shadow tokens hold it), or `"inset"` (Open edX Paragon), the CSS
    /// keyword's spelling of true; nil for anything else.
    private static func insetFlag(_ node: SourceNode) -> Bool? {
        if case .bool(let flag) = node.value { return flag }
        switch node.string {
        case "true", "inset": return true
        case "false": return false
        default: return nil
        }
    }

    /// The first of `names` present in a shadow object, as a dimension; `fallback` when none is, or
    /// when it is empty text.
    private mutating func shadowLength(_ object: SourceNode, _ names: [String], default fallback: Double?) -> Dimension? {
        // An empty text where a default exists (Figma's text shadows export `"spread": ""`) is that default.
        guard let found = names.lazy.compactMap({ object[$0] }).first, fallback == nil || found.string?.trimmingSpaces().isEmpty != true else {
            if let fallback { return Dimension(points: fallback) }
            fail("a shadow is missing '\(names[0])'", at: object)
            return nil
        }
        return dimension(found)
    }

    /// A DTCG gradient (an array of stops), a CSS `linear-gradient()` string as Tokens Studio writes,
    /// or an object with `stops` (the `custom-gradient` of Figma's Design Tokens plugin).
    mutating func gradient(_ node: SourceNode) -> GradientValue? {
        if let stops = node["stops"], stops.elements != nil {
            var value = gradient(stops)
            value?.angle = Self.designTokensPluginAngle(node)
            return value
        }
        if let text = node.string {
            do {
                return try CSSLinearGradient.parse(text)
            } catch {
                fail("\(QuotedInput.quoted(text)) \(error.message)", at: node, hint: error.hint)
                return nil
            }
        }
        guard let elements = node.elements else {
            fail("a gradient must be an array of { \"color\", \"position\" } stops or a CSS linear-gradient() string, "
                    + "but it is \(describe(node))", at: node)
            return nil
        }
        var stops: [GradientStop] = []
        for element in elements {
            guard let stop = object(element, what: "a gradient stop"),
                  let colorNode = member("color", of: stop, what: "a gradient stop"),
                  let positionNode = member("position", of: stop, what: "a gradient stop"),
                  let color = color(colorNode), let position = number(positionNode)
            else { return nil }
            stops.append(GradientStop(color: color, position: clampedStopPosition(position, at: positionNode)))
        }
        return GradientValue(stops: stops)
    }

    /// A DTCG gradient stop's `position`, clamped to 0...1 as the format says ("a value of 42 should
    /// be treated as if it were 1"), with a warning when it was outside: a CSS gradient's stops
    /// beyond its box cut it instead (`GradientClipping`), so an author who meant that learns it is
    /// read otherwise here.
    private mutating func clampedStopPosition(_ position: Double, at node: SourceNode) -> Double {
        guard !(0...1).contains(position) else { return position }
        let clamped = min(max(position, 0), 1)
        warn("a gradient stop's position \(PlainNumberText.plain(position)) lies outside 0…1; it is read as \(PlainNumberText.plain(clamped)), "
                + "as DTCG says", at: node,
             hint: "write a position from 0 to 1 (a fraction of the gradient's length)")
        return clamped
    }

    /// The CSS angle (`GradientValue.angle`) of a Design Tokens plugin `custom-gradient`: its
    /// `rotation` is already one. The plugin (`lukasoppermann/design-tokens`, `src/extractor/extractColors.ts`
    /// at `0acc078`) computes it from Figma's `gradientTransform` as `atan2(…) · 180/π + 315` degrees,
    /// so that Figma's default left-to-right gradient gives 90 and top-to-bottom 180, and its own web
    /// transform writes `linear-gradient(<rotation>deg, …)`: degrees, 0 toward the top, clockwise.
    /// Taken into 0..<360; nil without a numeric `rotation` or for a `gradientType` other than `linear`.
    static func designTokensPluginAngle(_ node: SourceNode) -> Double? {
        guard let rotation = node["rotation"]?.number, rotation.isFinite,
              (node["gradientType"]?.string ?? "linear") == "linear"
        else { return nil }
        let angle = rotation.truncatingRemainder(dividingBy: 360)
        return angle < 0 ? angle + 360 : abs(angle) // abs: -360 leaves -0, which is 0
    }

    /// A typography value. DTCG lists five properties: a missing `fontFamily` or `fontSize` is an
    /// error (there is no font to draw), a missing `fontWeight` or `lineHeight` a warning naming the
    /// default used, a missing `letterSpacing` no tracking without a word; each problem is reported once per value, naming every
    /// member it concerns. Members may be spelled in CSS's kebab case or in the plural (`typographyMembers(of:)`); an
    /// empty text is a missing member.
    mutating func typography(_ node: SourceNode) -> Typography? {
        guard let object = object(node, what: "a typography value") else { return nil }
        let members = typographyMembers(of: object)
        let missingRequired = ["fontFamily", "fontSize"].filter { members[$0] == nil }
        // canonical's `{ "fontStyle": "italic" }`: a modifier of other styles, not a style of its own.
        if missingRequired.count == 2, let present = object.members?.map(\.key), !present.isEmpty,
           present.allSatisfy(Self.styleModifierMembers.contains) {
            fail("a typography value that sets only \(ProseList.quoted(present)) has no font family or size, so it is no "
                    + "text style of its own", at: node,
                 hint: "give it \"fontFamily\" and \"fontSize\" to make it a style; a modifier of other styles is applied in code")
            return nil
        }
        guard missingRequired.isEmpty else {
            fail("a typography value is missing \(ProseList.quoted(missingRequired))", at: node,
                 hint: "add \(ProseList.joined(missingRequired.map { "\"\($0)\"" })); "
                    + "a typography value needs a font family and a size")
            return nil
        }
        // A missing letter spacing is CSS's `normal`, no tracking, as design tools read it; exports
        // leave it out routinely (Tokens Studio's, cis's 189 typography styles), so it says nothing.
        let defaults = [
            ("fontWeight", "400 (regular)"), ("lineHeight", "the font's own line height (no extra line spacing)"),
        ]
        let missingDefaults = defaults.filter { members[$0.0] == nil }
        if !missingDefaults.isEmpty {
            let names = missingDefaults.map(\.0)
            let fallbacks = missingDefaults.map(\.1)
            let uses = ProseList.joined(fallbacks) + (fallbacks.count > 1 ? " respectively" : "")
            warn("a typography value without \(ProseList.quoted(names)) uses \(uses)", at: node,
                 hint: "add \(ProseList.joined(names.map { "\"\($0)\"" })) to say so explicitly")
        }
        var result = Typography()
        if let family = members["fontFamily"] {
            guard let value = fontFamily(family) else { return nil }
            result.fontFamily = value
        }
        if let size = members["fontSize"] {
            guard let value = dimension(size) else { return nil }
            result.fontSize = value
        }
        if let weight = members["fontWeight"] {
            guard let value = fontWeight(weight, carriesItalic: true) else { return nil }
            result.fontWeight = value
            result.isItalic = weight.string.map(FontWeightName.namesItalic) ?? false
        }
        if let style = members["fontStyle"] { result.isItalic = fontStyleIsItalic(style) || result.isItalic }
        if let spacing = members["letterSpacing"] {
            guard let value = letterSpacing(spacing, fontSize: result.fontSize) else { return nil }
            result.letterSpacing = value
        }
        if let height = members["lineHeight"], !Self.isFontsOwnLineHeight(height) {
            guard let value = lineHeight(height) else { return nil }
            result.lineHeight = value
        }
        result.textCase = Self.keyword(members["textCase"])
        result.textDecoration = Self.keyword(members["textDecoration"])
        checkAppliedKeywords(result, members: members)
        TypographyUnreadMembers.check(object, readNames: Self.typographyMemberSpellings) { message, node, hint in
            warn(message, at: node, hint: hint)
        }
        return result
    }

    /// Whether a typography's `fontStyle` asks for italic (`italic`, `oblique`, CSS's `oblique 10deg`);
    /// a style that is neither italic nor `normal` is a warning, and drawn upright.
    private mutating func fontStyleIsItalic(_ node: SourceNode) -> Bool {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces).lowercased() else {
            if node.value != .null { warn("a font style must be a text such as \"italic\", but it is \(describe(node))", at: node) }
            return false
        }
        if text == "italic" || text.hasPrefix("oblique") { return true }
        if !["", "normal", "regular", "none", "null"].contains(text) {
            warn("the font style \(QuotedInput.quoted(text)) is not generated; the text is drawn upright", at: node,
                 hint: "use \"italic\" or \"normal\"")
        }
        return false
    }

    /// Warns about a text case or decoration the generated code does not apply (`capitalize`,
    /// `small-caps`, `overline`), so the text does not silently look otherwise than the design.
    private mutating func checkAppliedKeywords(_ typography: Typography, members: [String: SourceNode]) {
        if let textCase = typography.textCase, !["none", "uppercase", "lowercase"].contains(textCase), let node = members["textCase"] {
            // A quantity is no keyword at all: a reference to the wrong token (cosnova's `{font-size-label.100}`).
            if MathExpression.evaluate(textCase) != nil {
                warn("the text case \(QuotedInput.quoted(textCase)) is a number or length, not a text case; it is not applied",
                     at: node, hint: "reference a text-case token, or write \"uppercase\", \"lowercase\" or \"none\"")
            } else {
                warn("the text case \(QuotedInput.quoted(textCase)) is not applied: SwiftUI's text cases are uppercase and lowercase",
                     at: node, hint: "transform the text where it is shown, or use \"uppercase\", \"lowercase\" or \"none\"")
            }
        }
        if let decoration = typography.textDecoration, !["none", "underline", "line-through"].contains(decoration),
           let node = members["textDecoration"] {
            warn("the text decoration \(QuotedInput.quoted(decoration)) is not applied: SwiftUI draws underline and line-through",
                 at: node, hint: "use \"underline\", \"line-through\" or \"none\"")
        }
    }

    /// The members that modify a text style rather than make one (italic, underline, case).
    private static let styleModifierMembers: Set<String> = [
        "fontStyle", "font-style", "textDecoration", "text-decoration", "textCase", "text-case", "textTransform", "text-transform",
    ]

    /// A keyword member (`textCase`, `textDecoration`) in lower case; nil when absent or the text
    /// `"null"`, which exports write for a member without a value (bekk's `text-case.none`). The
    /// words exports write for no case or decoration (aplica's `"normal"` and `"default"`, CSS's
    /// `initial`) are `none`.
    private static func keyword(_ node: SourceNode?) -> String? {
        guard let text = node?.string?.trimmingCharacters(in: .whitespaces).lowercased(), text != "null" else { return nil }
        return ["normal", "default", "initial", "unset", ""].contains(text) ? "none" : text
    }

    /// The members of a typography value dsys reads: their DTCG (camelCase) names, and CSS's
    /// kebab-case spelling, which Style Dictionary projects write (`"font-size"`); its snake-case
    /// form (`"font_size"`, Theo's text styles) is read too, and so are Tokens Studio's plural type
    /// names (`"fontFamilies"`, `"lineHeights"`), which Penpot's exports write for every member.
    /// CSS's `text-transform` is the same member as `textCase`.
    private static let typographyMemberNames: [(camelCase: String, spellings: [String])] = [
        ("fontFamily", ["font-family", "fontFamilies"]), ("fontSize", ["font-size", "fontSizes"]),
        ("fontWeight", ["font-weight", "fontWeights"]), ("letterSpacing", ["letter-spacing"]),
        ("lineHeight", ["line-height", "lineHeights"]), ("textCase", ["text-case", "textTransform", "text-transform"]),
        ("textDecoration", ["text-decoration"]), ("fontStyle", ["font-style"]),
    ].map { camelCase, others in
        (camelCase, [camelCase] + others.flatMap { name in name.contains("-") ? [name, name.replacingOccurrences(of: "-", with: "_")] : [name] })
    }

    /// Every spelling of every member `typography(_:)` reads.
    private static let typographyMemberSpellings = Set(typographyMemberNames.flatMap(\.spellings))

    /// The typography members of `object`, keyed by their camelCase names, each written in any of
    /// its spellings. A member written in several is read from the first of camelCase, kebab case,
    /// snake case and plural, with a warning at each other that it is ignored.
    private mutating func typographyMembers(of object: SourceNode) -> [String: SourceNode] {
        var members: [String: SourceNode] = [:]
        for (camelCase, spellings) in Self.typographyMemberNames {
            // An empty text is no value (Coloplast's `"letterSpacing": ""`): the member is missing.
            let given = spellings.compactMap { name in
                object[name].flatMap { $0.string?.allSatisfy(\.isWhitespace) == true ? nil : (name: name, node: $0) }
            }
            guard let read = given.first else { continue }
            members[camelCase] = read.node
            for ignored in given.dropFirst() {
                warn("a typography value gives both '\(read.name)' and '\(ignored.name)'; '\(ignored.name)' is ignored",
                     at: ignored.node, hint: "remove one of them")
            }
        }
        return members
    }

    /// Letter spacing as a length; Tokens Studio's percentages (`"-2%"`, or `{ "value": -2, "unit": "%" }`)
    /// and CSS's ems (`"-0.02em"`) are of the font size.
    private mutating func letterSpacing(_ node: SourceNode, fontSize: Dimension?) -> Dimension? {
        if let normal = Self.normalLetterSpacing(node) { return normal }
        if let quantity = node.string.flatMap(MathExpression.evaluate) ?? dimensionObjectQuantity(node),
           let fraction = Self.fractionOfFontSize(quantity) {
            return Dimension(points: fraction * (fontSize?.points ?? remBase), original: quantity.value, unit: quantity.unit)
        }
        return dimension(node)
    }

    /// The fraction of the font size a letter spacing of `quantity` is: a percentage's hundredth,
    /// an em itself; nil for other units.
    private static func fractionOfFontSize(_ quantity: MathExpression.Quantity) -> Double? {
        switch quantity.unit {
        case "%": quantity.value / 100
        case "em": quantity.value
        default: nil
        }
    }

    /// No tracking, for the keywords that ask for the font's own spacing: CSS's `normal` and the
    /// `"Auto"` Figma and Tokens Studio write (cosnova's titles). Nil for any other value.
    private static func normalLetterSpacing(_ node: SourceNode) -> Dimension? {
        guard let text = node.string?.lowercased(), text == "auto" || text == "normal" else { return nil }
        return Dimension(points: 0, original: 0, unit: "px")
    }

    /// A standalone letter-spacing token: a percentage (`"-2%"`, as Tokens Studio and Figma write it) is
    /// a fraction of the font size the text uses, not a length, so it stays relative (-0.02 em); other
    /// values are lengths.
    mutating func standaloneLetterSpacing(_ node: SourceNode) -> Dimension? {
        if let normal = Self.normalLetterSpacing(node) { return normal }
        if let quantity = node.string.flatMap(MathExpression.evaluate) ?? dimensionObjectQuantity(node),
           let fraction = Self.fractionOfFontSize(quantity) {
            // No spacing is a length like any zero (Spectrum 2's `letter-spacing: 0em`): as a fraction it
            // would move the zero lengths of its group (corner radii, shadow offsets) into LetterSpacing.
            guard fraction != 0 else { return Dimension(points: 0, original: 0, unit: quantity.unit) }
            return Dimension(fractionOfFontSize: fraction, original: quantity.value, unit: quantity.unit)
        }
        return dimension(node)
    }

    /// Whether a typography's line height is the font's own: Figma's and Tokens Studio's `AUTO`,
    /// CSS's `normal`. The typography then has none, as when it gives none (no line spacing added).
    private static func isFontsOwnLineHeight(_ node: SourceNode) -> Bool {
        guard let text = node.string?.trimmingSpaces().lowercased() else { return false }
        return text == "auto" || text == "normal"
    }

    /// DTCG line heights are multipliers; Tokens Studio also writes "150%" or "24px", and a
    /// `{ "value", "unit" }` dimension (through an alias) reads as its string spelling would.
    private mutating func lineHeight(_ node: SourceNode) -> Typography.LineHeight? {
        var quantity: MathExpression.Quantity?
        switch node.value {
        case .number(let value): return plainLineHeight(value, at: node)
        case .string(let text):
            quantity = MathExpression.evaluate(text)
        case .object:
            quantity = dimensionObjectQuantity(node)
            if quantity == nil { return dimension(node).map(Typography.LineHeight.absolute) }
        default: break
        }
        if let quantity {
            switch quantity.unit {
            case "": return plainLineHeight(quantity.value, at: node)
            case "%": return .multiplier(quantity.value / 100)
            default: return dimension(node).map(Typography.LineHeight.absolute)
            }
        }
        fail("a line height must be a number (a multiple of the font size), but found \(describe(node))", at: node,
             hint: Self.decimalCommaHint(node))
        return nil
    }

    /// The smallest plain line height read as points rather than as a multiple of the font size:
    /// Figma and Tokens Studio write a line height in points as a plain number (`"56"` beside a 48pt
    /// font), and a line five times its font's size is no one's intent.
    static let smallestLineHeightInPoints = 5.0

    /// A plain number as a line height: a multiple of the font size (DTCG's meaning), or from
    /// `smallestLineHeightInPoints` up, points, with a warning that says so in a DTCG file.
    private mutating func plainLineHeight(_ value: Double, at node: SourceNode) -> Typography.LineHeight {
        guard value >= Self.smallestLineHeightInPoints else { return .multiplier(value) }
        guard !readsPlainLineHeightsAsPoints else { return .absolute(Dimension(points: value, original: value, unit: "px")) }
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        warn(
            "a line height of \(number) would be \(number) times the font size; it is read as \(number)pt, as Figma and "
                + "Tokens Studio mean a plain number", at: node,
            hint: "write \"\(number)px\" for a length, or a multiple of the font size such as 1.5"
        )
        return .absolute(Dimension(points: value, original: value, unit: "px"))
    }
}
