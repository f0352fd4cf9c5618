@testable import DsysCore
@testable import DsysGenerator
@testable import DsysTokens
import Testing

/// One Figma variable reads the same from each way out of Figma: the REST response, Figma's own DTCG
/// export (every `FLOAT` typed `number`, scopes under `com.figma.scopes`) and the Design Tokens
/// plugin's export (every `FLOAT` typed `dimension`, scopes under `org.lukasoppermann.figmaDesignTokens`).
@Suite struct FigmaScopesAcrossExportsTests {
    /// `opacity/disabled` scoped `OPACITY` at 40 and `font/weight/bold` with `ALL_SCOPES` at 700, in the
    /// three formats. The plugin's opacity was 40 points and its weight, like the REST one, 700 points.
    static let exports: [String: String] = [
        "rest": """
        { "status": 200, "error": false, "meta": {
          "variableCollections": { "C:1": { "id": "C:1", "name": "semantic", "modes": [ { "modeId": "1:0", "name": "Mode 1" } ],
            "defaultModeId": "1:0", "variableIds": ["V:1", "V:2"] } },
          "variables": {
            "V:1": { "id": "V:1", "name": "font/weight/bold", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                     "valuesByMode": { "1:0": 700 }, "scopes": ["ALL_SCOPES"] },
            "V:2": { "id": "V:2", "name": "opacity/disabled", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                     "valuesByMode": { "1:0": 40 }, "scopes": ["OPACITY"] } } } }
        """,
        "dtcg": """
        { "semantic": {
          "font": { "weight": { "bold": { "$type": "number", "$value": 700, "$extensions": { "com.figma.scopes": ["ALL_SCOPES"] } } } },
          "opacity": { "disabled": { "$type": "number", "$value": 40, "$extensions": { "com.figma.scopes": ["OPACITY"] } } } } }
        """,
        "plugin": """
        { "semantic": {
          "font": { "weight": { "bold": { "type": "dimension", "value": 700,
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "collection": "semantic", "scopes": ["ALL_SCOPES"] } } } } },
          "opacity": { "disabled": { "type": "dimension", "value": 40,
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "collection": "semantic", "scopes": ["OPACITY"] } } } } } }
        """,
    ]

    @Test(arguments: ["rest", "dtcg", "plugin"])
    func anOpacityAndAnUnscopedFontWeightReadAlikeFromEveryExport(_ format: String) throws {
        let run = try FrontEndRun(["\(format).json": try #require(Self.exports[format])], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("semantic.opacity.disabled") == .number(0.4))
        #expect(run.value("semantic.font.weight.bold") == .fontWeight(700))
        let config = GeneratorConfig()
        #expect(try TokenCategory.categorize(#require(run.token("semantic.opacity.disabled")), config: config) == .opacity)
    }

    /// The font-weight path rule needs `font` beside `weight`: a stroke's weight is a border width.
    @Test func anUnscopedWeightThatIsNoFontsStaysALength() {
        #expect(FigmaScopes.floatTypeName(scopes: ["ALL_SCOPES"], path: TokenPath(dotted: "stroke.weight.thin")) == "dimension")
        #expect(FigmaScopes.floatTypeName(scopes: [], path: TokenPath(dotted: "type.fontWeight.bold")) == "fontWeight")
        #expect(FigmaScopes.floatTypeName(scopes: ["GAP"], path: TokenPath(dotted: "font.weight.gap")) == "dimension")
    }

    /// `WIDTH_HEIGHT` + `GAP` is how Figma files usually scope a spacing; from Figma's own export it was
    /// a plain number while `GAP` alone and the REST response gave a length. Scopes that name only
    /// lengths of different kinds still make a length, its kind left to the path.
    @Test func aNumberScopedOnlyAsLengthsIsALengthAndWidthHeightWithGapASpacing() throws {
        let run = try FrontEndRun(["Value.tokens.json": """
        { "size": {
            "4": { "$type": "number", "$value": 16, "$extensions": { "com.figma.scopes": ["WIDTH_HEIGHT", "GAP"] } },
            "round": { "$type": "number", "$value": 8, "$extensions": { "com.figma.scopes": ["GAP", "CORNER_RADIUS"] } },
            "count": { "$type": "number", "$value": 3, "$extensions": { "com.figma.scopes": ["ALL_SCOPES"] } } } }
        """], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(FigmaScopes.measure(of: ["GAP", "WIDTH_HEIGHT"]) == .spacing)
        let config = GeneratorConfig()
        #expect(try TokenCategory.categorize(#require(run.token("size.4")), config: config) == .spacing)
        guard case .dimension? = run.value("size.4"), case .dimension? = run.value("size.round") else {
            Issue.record("a number scoped only as lengths is not a length: \(String(describing: run.value("size.round")))")
            return
        }
        #expect(run.value("size.count") == .number(3))
    }
}
