/// What a Figma variable's `scopes` (the fields its variable picker offers it for) say about the
/// token it becomes: the DTCG type a `FLOAT` is read as, and the generated category.
///
/// `CORNER_RADIUS` → radius, `GAP` → spacing, `STROKE_FLOAT` → border width, `OPACITY` → opacity,
/// `WIDTH_HEIGHT`, the text sizes and `EFFECT_FLOAT` → a general dimension, `FONT_WEIGHT` → font
/// weight. When a variable's scopes name no category or disagree (`ALL_SCOPES`, `[GAP,
/// CORNER_RADIUS]`), the path rules every other format uses decide.
enum FigmaScopes {
    /// Where a Figma token keeps its scopes: `"$extensions": {"com.figma": {"scopes": [...]}}`.
    static let extensionKey = "com.figma"

    /// The category each scope of a `FLOAT` variable stands for.
    private static let categories: [String: TokenCategory] = [
        "CORNER_RADIUS": .radius, "GAP": .spacing, "STROKE_FLOAT": .borderWidth, "OPACITY": .opacity,
        "WIDTH_HEIGHT": .dimension, "FONT_SIZE": .dimension, "LINE_HEIGHT": .dimension, "LETTER_SPACING": .dimension,
        "PARAGRAPH_SPACING": .dimension, "PARAGRAPH_INDENT": .dimension, "EFFECT_FLOAT": .dimension,
        "FONT_WEIGHT": .fontWeight,
    ]

    /// The one category `scopes` agree on, or nil.
    static func category(of scopes: [String]) -> TokenCategory? {
        let found = Set(scopes.compactMap { categories[$0] })
        return found.count == 1 ? found.first : nil
    }

    /// The category `token`'s Figma scopes give it, or nil when it has none or they do not decide.
    static func category(of token: Token) -> TokenCategory? {
        guard let elements = token.extensions?[extensionKey]?["scopes"]?.elements else { return nil }
        return category(of: elements.compactMap(\.string))
    }

    /// The DTCG type a `FLOAT` variable with `scopes` and `path` is read as: `number` for opacity
    /// (scoped, or named so when unscoped), `fontWeight` for font weights, `dimension` (points) otherwise.
    static func floatTypeName(scopes: [String], path: TokenPath) -> String {
        switch category(of: scopes) {
        case .opacity?: "number"
        case .fontWeight?: "fontWeight"
        case nil where path.segments.contains(where: { $0.lowercased().contains("opacity") }): "number"
        default: "dimension"
        }
    }

    /// Whether a `FLOAT` of this type holds a Figma percentage (opacity is 0–100 in Figma, 0–1 in dsys).
    static func isPercentage(typeName: String) -> Bool { typeName == "number" }

    /// The DTCG type a `STRING` variable is read as: `fontFamily` when that is its only scope.
    static func stringTypeName(scopes: [String]) -> String {
        scopes == ["FONT_FAMILY"] ? "fontFamily" : "string"
    }
}
