import DsysSource

/// What a Figma variable's `scopes` (the fields its variable picker offers it for) say about the
/// token it becomes: the DTCG type a `FLOAT` is read as, and what it measures (which the generator
/// turns into a category).
///
/// `CORNER_RADIUS` → radius, `GAP` → spacing, `STROKE_FLOAT` → border width, `OPACITY` → opacity,
/// `WIDTH_HEIGHT`, the text sizes and `EFFECT_FLOAT` → a general length, `FONT_WEIGHT` → font
/// weight; `WIDTH_HEIGHT` with `GAP`, Figma's usual scoping of a spacing, → spacing. When a
/// variable's scopes name no category or disagree (`ALL_SCOPES`, `[GAP, CORNER_RADIUS]`), the path
/// rules every other format uses decide (`font/weight/bold` is a font weight).
package enum FigmaScopes {
    /// Where a Figma token keeps its scopes: `"$extensions": {"com.figma": {"scopes": [...]}}`.
    static let extensionKey = "com.figma"

    /// What a `FLOAT` variable's scope says it measures; the generator turns it into a category.
    package enum Measure: Sendable, Hashable {
        case radius, spacing, borderWidth, opacity, length, fontWeight

        /// Whether it is a length in points.
        var isLength: Bool { self != .opacity && self != .fontWeight }
    }

    /// What each scope of a `FLOAT` variable measures.
    private static let measures: [String: Measure] = [
        "CORNER_RADIUS": .radius, "GAP": .spacing, "STROKE_FLOAT": .borderWidth, "OPACITY": .opacity,
        "WIDTH_HEIGHT": .length, "FONT_SIZE": .length, "LINE_HEIGHT": .length, "LETTER_SPACING": .length,
        "PARAGRAPH_SPACING": .length, "PARAGRAPH_INDENT": .length, "EFFECT_FLOAT": .length,
        "FONT_WEIGHT": .fontWeight,
    ]

    /// Scopes that name two measures but mean one: a spacing is offered for widths and heights too
    /// (a spacer frame's size) as often as for gaps alone.
    private static let pairings: [Set<String>: Measure] = [["WIDTH_HEIGHT", "GAP"]: .spacing]

    /// The one measure `scopes` agree on, or nil.
    static func measure(of scopes: [String]) -> Measure? {
        if let paired = pairings[Set(scopes)] { return paired }
        let found = Set(scopes.compactMap { measures[$0] })
        return found.count == 1 ? found.first : nil
    }

    /// Whether `scopes` name only lengths, if of several kinds (`[GAP, CORNER_RADIUS]`): the
    /// variable is a length whose kind the path rules decide.
    private static func measuresLengths(_ scopes: [String]) -> Bool {
        let found = scopes.compactMap { measures[$0] }
        return !found.isEmpty && found.allSatisfy(\.isLength)
    }

    /// The measure `token`'s Figma scopes give it, or nil when it has none or they do not decide.
    package static func measure(of token: Token) -> Measure? {
        measure(ofExtensions: token.extensions)
    }

    /// The measure of the Figma scopes in `extensions` (`scopes(in:)`), or nil.
    static func measure(ofExtensions extensions: SourceNode?) -> Measure? {
        scopes(in: extensions).flatMap(measure(of:))
    }

    /// The Figma scopes `extensions` carry: `{"com.figma": {"scopes": [...]}}`, the flat
    /// `"com.figma.scopes"` key Figma's own "Export variables" writes (pingo's export), or the Design
    /// Tokens plugin's `{"org.lukasoppermann.figmaDesignTokens": {"scopes": [...]}}`.
    private static func scopes(in extensions: SourceNode?) -> [String]? {
        let node = extensions?[extensionKey]?["scopes"] ?? extensions?[extensionKey + ".scopes"]
            ?? pluginScopes(in: extensions)
        return node?.elements?.compactMap(\.string)
    }

    /// The scopes the Design Tokens plugin writes into `extensions`.
    private static func pluginScopes(in extensions: SourceNode?) -> SourceNode? {
        extensions?[DesignTokensPluginModes.key]?["scopes"]
    }

    /// The type a token declared `type` at `path` is read as by the Figma scopes in its `extensions`
    /// (as `floatTypeName` reads a REST variable), or nil to keep `type`. Figma's own export types
    /// every `FLOAT` variable `number`, so its scopes say that a corner radius or a gap is a length
    /// and a weight a font weight; the Design Tokens plugin types every one `dimension`, so they say
    /// that an opacity is a number (Figma's 40, which becomes 0.4) and a weight a font weight.
    static func type(of type: TokenType, path: TokenPath, extensions: SourceNode?) -> TokenType? {
        guard let scopes = scopes(in: extensions) else { return nil }
        let read = TokenType(rawValue: floatTypeName(scopes: scopes, path: path))
        switch type {
        case .number where read == .fontWeight || read == .dimension && measuresLengths(scopes): return read
        case .dimension where pluginScopes(in: extensions) != nil && read != .dimension: return read
        default: return nil
        }
    }

    /// The DTCG type a `FLOAT` variable with `scopes` and `path` is read as: `number` for opacity
    /// (scoped, or named so when unscoped), `fontWeight` for font weights (scoped, or named so by
    /// the font-weight path rule when the scopes do not decide), `dimension` (points) otherwise.
    static func floatTypeName(scopes: [String], path: TokenPath) -> String {
        switch measure(of: scopes) {
        case .opacity?: "number"
        case .fontWeight?: "fontWeight"
        case nil where OpacityNumbers.namesOpacity(path): "number"
        case nil where !measuresLengths(scopes) && FontPropertyName.namesWeight(path): "fontWeight"
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
