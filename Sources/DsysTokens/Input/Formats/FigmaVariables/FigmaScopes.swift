import DsysSource

/// What a Figma variable's `scopes` (the fields its variable picker offers it for) say about the
/// token it becomes: the DTCG type a `FLOAT` is read as, and what it measures (which the generator
/// turns into a category).
///
/// `CORNER_RADIUS` → radius, `GAP` → spacing, `STROKE_FLOAT` → border width, `OPACITY` → opacity,
/// `WIDTH_HEIGHT`, the text sizes and `EFFECT_FLOAT` → a general length, `FONT_WEIGHT` → font
/// weight. When a variable's scopes name no category or disagree (`ALL_SCOPES`, `[GAP,
/// CORNER_RADIUS]`), the path rules every other format uses decide.
package enum FigmaScopes {
    /// Where a Figma token keeps its scopes: `"$extensions": {"com.figma": {"scopes": [...]}}`.
    static let extensionKey = "com.figma"

    /// What a `FLOAT` variable's scope says it measures; the generator turns it into a category.
    package enum Measure: Sendable, Hashable {
        case radius, spacing, borderWidth, opacity, length, fontWeight
    }

    /// What each scope of a `FLOAT` variable measures.
    private static let measures: [String: Measure] = [
        "CORNER_RADIUS": .radius, "GAP": .spacing, "STROKE_FLOAT": .borderWidth, "OPACITY": .opacity,
        "WIDTH_HEIGHT": .length, "FONT_SIZE": .length, "LINE_HEIGHT": .length, "LETTER_SPACING": .length,
        "PARAGRAPH_SPACING": .length, "PARAGRAPH_INDENT": .length, "EFFECT_FLOAT": .length,
        "FONT_WEIGHT": .fontWeight,
    ]

    /// The one measure `scopes` agree on, or nil.
    static func measure(of scopes: [String]) -> Measure? {
        let found = Set(scopes.compactMap { measures[$0] })
        return found.count == 1 ? found.first : nil
    }

    /// The measure `token`'s Figma scopes give it, or nil when it has none or they do not decide.
    package static func measure(of token: Token) -> Measure? {
        measure(ofExtensions: token.extensions)
    }

    /// The measure of the Figma scopes in `extensions`: `{"com.figma": {"scopes": [...]}}`, or the
    /// flat `"com.figma.scopes"` key Figma's own "Export variables" writes (pingo's export).
    static func measure(ofExtensions extensions: SourceNode?) -> Measure? {
        guard let elements = (extensions?[extensionKey]?["scopes"] ?? extensions?[extensionKey + ".scopes"])?.elements else { return nil }
        return measure(of: elements.compactMap(\.string))
    }

    /// The type a `number` token with these Figma scopes is: Figma's own export types every `FLOAT`
    /// variable `number`, and only its scopes say that a corner radius or a gap is a length.
    static func numberType(extensions: SourceNode?) -> TokenType? {
        switch measure(ofExtensions: extensions) {
        case .radius?, .spacing?, .borderWidth?, .length?: .dimension
        case .fontWeight?: .fontWeight
        case .opacity?, nil: nil
        }
    }

    /// The DTCG type a `FLOAT` variable with `scopes` and `path` is read as: `number` for opacity
    /// (scoped, or named so when unscoped), `fontWeight` for font weights, `dimension` (points) otherwise.
    static func floatTypeName(scopes: [String], path: TokenPath) -> String {
        switch measure(of: scopes) {
        case .opacity?: "number"
        case .fontWeight?: "fontWeight"
        case nil where OpacityNumbers.namesOpacity(path): "number"
        default: "dimension"
        }
    }

    /// Whether a `FLOAT` of this type is an opacity (0–100 in Figma's layer panel, 0–1 in dsys).
    static func isOpacity(typeName: String) -> Bool { typeName == "number" }

    /// The DTCG type a `STRING` variable is read as: `fontFamily` when that is its only scope.
    static func stringTypeName(scopes: [String]) -> String {
        scopes == ["FONT_FAMILY"] ? "fontFamily" : "string"
    }
}
