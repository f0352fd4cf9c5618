@testable import DsysCore
@testable import DsysTokens
import DsysSource
import Testing

/// The text and effect styles a plugin-API dump lists beside its variables are tokens: the Material
/// UI for Figma dump's 34 text styles and 24 effect styles were dropped without a word.
struct FigmaStylesTests {
    /// A dump in the Material UI shape: one collection (modes Light, Dark) with one color variable
    /// `background/default`, then `textStyles` and `effectStyles` (their JSON entries), one a line.
    private func dump(textStyles: [String] = [], effectStyles: [String] = [], extra: String = "") -> String {
        """
        { "schemaVersion": 1, "figmaFileName": "Material UI",
          "collections": [ { "id": "C:1", "name": "palette", "defaultModeId": "1:0",
            "modes": [ { "modeId": "1:0", "name": "Light" }, { "modeId": "1:1", "name": "Dark" } ],
            "variables": [ { "id": "V:1", "name": "background/default", "resolvedType": "COLOR",
              "valuesByMode": { "1:0": "#FFFFFF", "1:1": "#121212" }, "variableCollectionId": "C:1" } ] } ],
          "textStyles": [
        \(textStyles.joined(separator: ",\n"))
          ],
          "effectStyles": [
        \(effectStyles.joined(separator: ",\n"))
          ]\(extra) }
        """
    }

    private static let h1 = #"{ "id": "S:1,", "name": "typography/h1", "type": "TEXT", "fontName": { "family": "Roboto", "style": "Light" }, "fontSize": 96, "lineHeight": { "unit": "PERCENT", "value": 116.7 }, "letterSpacing": { "unit": "PIXELS", "value": -1.5 }, "paragraphSpacing": 0, "paragraphIndent": 0, "textCase": "ORIGINAL", "textDecoration": "NONE" }"#

    private func load(_ text: String) throws -> (ResolvedTokens?, Diagnostics) {
        let folder = try TemporaryFolder(["raw-data.json": text])
        var diagnostics = Diagnostics()
        let tokens = FrontEnd().load([folder.file("raw-data.json")], diagnostics: &diagnostics)
        return (tokens, diagnostics)
    }

    private func typography(_ path: String, in mode: String = "Light", of tokens: ResolvedTokens) -> Typography? {
        guard case .typography(let typography)? = InputTestSupport.value(path, in: mode, of: tokens) else { return nil }
        return typography
    }

    private func shadow(_ path: String, in mode: String = "Light", of tokens: ResolvedTokens) -> [ShadowLayer]? {
        guard case .shadow(let layers)? = InputTestSupport.value(path, in: mode, of: tokens) else { return nil }
        return layers
    }

    @Test func aTextStyleIsATypographyTokenAtItsNamesPathInEveryMode() throws {
        let (tokens, diagnostics) = try load(dump(textStyles: [Self.h1]))
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors && diagnostics.warnings.isEmpty, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("palette.background.default", in: "Dark", of: resolved) == "#121212")
        for mode in ["Light", "Dark"] {
            let h1 = try #require(typography("typography.h1", in: mode, of: resolved), "in \(mode)")
            #expect(h1.fontFamily == ["Roboto"])
            #expect(h1.fontWeight == 300)
            #expect(h1.fontSize?.points == 96)
            #expect(h1.lineHeight == .multiplier(1.167))
            #expect(h1.letterSpacing?.points == -1.5)
            #expect(h1.textCase == nil && h1.textDecoration == nil && !h1.isItalic, "ORIGINAL and NONE set none")
        }
        #expect(resolved.skipped.isEmpty)
    }

    @Test func aTextStylesAutoLineHeightPercentSpacingCaseAndDecorationAreReadAsTypographyReadsThem() throws {
        let caption = #"{ "name": "typography / caption", "type": "TEXT", "fontName": { "family": "Roboto", "style": "Bold Italic" }, "fontSize": 12, "lineHeight": { "unit": "AUTO" }, "letterSpacing": { "unit": "PERCENT", "value": 2 }, "textCase": "UPPER", "textDecoration": "UNDERLINE" }"#
        let body = #"{ "name": "typography/body", "type": "TEXT", "fontName": { "family": "Roboto", "style": "Regular" }, "fontSize": 16, "lineHeight": { "unit": "PIXELS", "value": 24 }, "letterSpacing": { "unit": "PIXELS", "value": 0 }, "textCase": "TITLE", "textDecoration": "STRIKETHROUGH" }"#
        let (tokens, diagnostics) = try load(dump(textStyles: [caption, body]))
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        let captionStyle = try #require(typography("typography.caption", of: resolved))
        #expect(captionStyle.fontWeight == 700 && captionStyle.isItalic)
        #expect(captionStyle.lineHeight == nil, "AUTO is the font's own line height")
        #expect(abs((captionStyle.letterSpacing?.points ?? 0) - 0.24) < 1e-9, "2% of 12pt")
        #expect(captionStyle.textCase == "uppercase" && captionStyle.textDecoration == "underline")
        let bodyStyle = try #require(typography("typography.body", of: resolved))
        #expect(bodyStyle.lineHeight == .absolute(Dimension(points: 24, original: 24, unit: "px")))
        #expect(bodyStyle.textDecoration == "line-through")
        // Figma's TITLE is CSS's capitalize, which SwiftUI does not apply: said, at the style's textCase (line 8).
        let lines = InputTestSupport.lines(diagnostics.warnings)
        #expect(lines.contains { $0.hasPrefix("8:") && $0.contains("the text case \"capitalize\" is not applied") }, "\(lines)")
    }

    @Test func aTextStylesParagraphSpacingIsWarnedAtItsPositionAndItsDefaultsAreNot() throws {
        let spaced = Self.h1.replacingOccurrences(of: #""paragraphSpacing": 0"#, with: #""paragraphSpacing": 12"#)
            .replacingOccurrences(of: #""textDecoration": "NONE""#, with: #""textDecoration": "NONE", "listSpacing": 0, "hangingList": false, "leadingTrim": "NONE""#)
        let (tokens, diagnostics) = try load(dump(textStyles: [spaced]))
        let resolved = try #require(tokens)
        #expect(typography("typography.h1", of: resolved)?.fontSize?.points == 96)
        // Said once, though read in each mode (printing drops the repeats).
        let warnings = Diagnostics(diagnostics.warnings).sorted
        #expect(warnings.map(\.message) == ["'typography.h1': the paragraph spacing 12 is not generated"], "\(warnings)")
        let column = try #require(Self.column(of: #""paragraphSpacing": 12"#, in: spaced)) + #""paragraphSpacing": "#.utf8.count
        #expect(warnings.first?.location?.line == 7 && warnings.first?.location?.column == column, "\(warnings)")
        #expect(warnings.first?.tokenPath == "typography.h1")
    }

    @Test func anEffectStyleOfShadowsIsAShadowTokenOfItsVisibleLayers() throws {
        let elevation = #"{ "name": "elevation/2", "type": "EFFECT", "effects": [ { "type": "DROP_SHADOW", "visible": true, "radius": 1, "color": { "r": 0, "g": 0, "b": 0, "a": 0.2 }, "offset": { "x": 0, "y": 2 }, "spread": -1, "blendMode": "NORMAL" }, { "type": "DROP_SHADOW", "visible": false, "radius": 9, "color": { "r": 1, "g": 0, "b": 0, "a": 1 }, "offset": { "x": 9, "y": 9 } }, { "type": "INNER_SHADOW", "visible": true, "radius": 5, "color": { "r": 0, "g": 0, "b": 1, "a": 0.14 }, "offset": { "x": 1, "y": 3 }, "blendMode": "NORMAL", "showShadowBehindNode": false } ] }"#
        let (tokens, diagnostics) = try load(dump(effectStyles: [elevation]))
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors && diagnostics.warnings.isEmpty, "\(diagnostics.all)")
        for mode in ["Light", "Dark"] {
            let layers = try #require(shadow("elevation.2", in: mode, of: resolved), "in \(mode)")
            #expect(layers.count == 2, "the hidden layer is left out")
            #expect(layers.map(\.blur.points) == [1, 5])
            #expect(layers.map(\.offsetX.points) == [0, 1] && layers.map(\.offsetY.points) == [2, 3])
            #expect(layers.map(\.spread.points) == [-1, 0])
            #expect(layers.map(\.inset) == [false, true])
            #expect(layers.map(\.color.alpha) == [0.2, 0.14])
            #expect(layers.map(\.color.hexString) == ["#00000033", "#0000ff24"])
        }
    }

    @Test func anEffectStyleWithABlurIsSkippedWithAWarningNamingItAndOthersAreRead() throws {
        let glass = #"{ "name": "glass", "type": "EFFECT", "effects": [ { "type": "BACKGROUND_BLUR", "visible": true, "radius": 8 } ] }"#
        let elevation = #"{ "name": "elevation/1", "type": "EFFECT", "effects": [ { "type": "DROP_SHADOW", "visible": true, "radius": 3, "color": { "r": 0, "g": 0, "b": 0, "a": 0.2 }, "offset": { "x": 0, "y": 1 }, "blendMode": "MULTIPLY" } ] }"#
        let (tokens, diagnostics) = try load(dump(effectStyles: [glass, elevation]))
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(resolved.skipped.map(\.path.description) == ["glass"])
        #expect(resolved.skipped.first?.reason == .unsupportedValue)
        let lines = InputTestSupport.lines(diagnostics.warnings)
        let blurColumn = try #require(Self.column(of: #""BACKGROUND_BLUR""#, in: glass))
        #expect(lines.contains("10:\(blurColumn): the effect style 'glass': it has a BACKGROUND_BLUR, which no shadow draws; it is skipped"),
                "\(lines)")
        #expect(shadow("elevation.1", of: resolved)?.first?.blur.points == 3)
        #expect(lines.contains { $0.hasPrefix("11:") && $0.contains("the shadow member 'blendMode' is not read") }, "\(lines)")
    }

    @Test func aStyleNamedLikeAVariableOrAnEarlierStyleIsSkippedAsANameCollision() throws {
        let clash = #"{ "id": "S:9,", "name": "palette/background/default", "type": "TEXT", "fontName": { "family": "Roboto", "style": "Regular" }, "fontSize": 14 }"#
        let (tokens, diagnostics) = try load(dump(textStyles: [clash, Self.h1, Self.h1]))
        let resolved = try #require(tokens)
        #expect(InputTestSupport.hex("palette.background.default", in: "Light", of: resolved) == "#ffffff", "the variable keeps its path")
        #expect(typography("typography.h1", of: resolved)?.fontSize?.points == 96)
        #expect(resolved.skipped.map(\.path.description) == ["palette.background.default (S:9,)", "typography.h1 (S:1,)"])
        #expect(resolved.skipped.allSatisfy { $0.reason == .nameCollision })
        #expect(diagnostics.warnings.count == 2, "\(diagnostics.warnings)")
    }

    @Test func anotherListOfStylesIsWarnedAboutNotDropped() throws {
        let paint = #", "paintStyles": [ { "name": "brand", "type": "PAINT", "paints": [] } ]"#
        let (tokens, diagnostics) = try load(dump(extra: paint))
        #expect(tokens != nil)
        #expect(diagnostics.warnings.map(\.message) == ["the 1 style of 'paintStyles' is not read"], "\(diagnostics.warnings)")
    }

    /// The 1-based UTF-8 column at which `fragment` starts in `line`.
    private static func column(of fragment: String, in line: String) -> Int? {
        line.range(of: fragment).map { line.utf8.distance(from: line.utf8.startIndex, to: $0.lowerBound) + 1 }
    }
}
