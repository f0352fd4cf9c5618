@testable import DsysCore
import Testing

/// Issue 26 item 6: dialects of real exports read as their DTCG equivalents.
struct ExportDialectTests {
    @Test func figmaDesignTokensPluginShadowsAndGradients() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "effect": {
            "drop": { "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": 8, "color": "#00000026",
                      "offsetX": 0, "offsetY": 4, "spread": 0 } },
            "inner": { "type": "custom-shadow", "value": { "shadowType": "innerShadow", "radius": 2, "color": "#000000",
                       "offsetX": 0, "offsetY": 1, "spread": 0 } }
          },
          "fill": { "type": "custom-gradient", "value": { "gradientType": "linear", "rotation": 90,
                    "stops": [ { "position": 0, "color": "#ff0000" }, { "position": 1, "color": "#0000ff" } ] } }
        }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .shadow(let drop) = try #require(run.value("effect.drop")),
              case .shadow(let inner) = try #require(run.value("effect.inner")),
              case .gradient(let fill) = try #require(run.value("fill"))
        else {
            Issue.record("wrong types")
            return
        }
        #expect(drop.map(\.blur.points) == [8] && drop.map(\.inset) == [false])
        #expect(inner.map(\.blur.points) == [2] && inner.map(\.inset) == [true])
        #expect(fill.stops.map(\.position) == [0, 1] && fill.angle == 90)
    }

    /// The plugin writes an effect style of several shadows as a group of numbered `custom-shadow`
    /// tokens beside the style's `description` and `extensions`: one layered shadow at the style's
    /// path, its description the style's, and no warning about the extensions' dotted key. A group
    /// whose numbers skip one stays a group of tokens.
    @Test func figmaDesignTokensPluginLayeredShadowsAreOneShadow() throws {
        func layer(_ blur: Int) -> String {
            ##"{ "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": \##(blur), "color": "#0000004d", "offsetX": 0, "offsetY": 1, "spread": 0 } }"##
        }
        let run = try FrontEndRun(["t.json": """
        { "effect": {
            "sheet": { "0": \(layer(3)), "1": \(layer(8)), "description": "Bottom sheet",
                       "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:840b1e8d,", "exportKey": "effect" } } },
            "gap": { "0": \(layer(3)), "2": \(layer(8)) } } }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .shadow(let sheet) = try #require(run.value("effect.sheet")) else {
            Issue.record("not a shadow")
            return
        }
        #expect(sheet.map(\.blur.points) == [3, 8])
        let tokens = try #require(run.tokens).defaultTokens
        #expect(tokens[TokenPath(dotted: "effect.sheet")]?.description == "Bottom sheet")
        #expect(tokens.tokens.map(\.path.description) == ["effect.sheet", "effect.gap.0", "effect.gap.2"])
    }

    /// A token that references one layer of such a shadow, `{effect.sheet.1}` (the plugin's own
    /// numbered token), gets that layer's value, not the whole shadow; a layer the shadow lacks is
    /// a missing reference, and a layer number on a shadow of one layer names that layer only as 0.
    @Test func aReferenceToAFigmaPluginShadowLayerIsThatLayer() throws {
        func layer(_ blur: Int) -> String {
            ##"{ "type": "custom-shadow", "value": { "shadowType": "dropShadow", "radius": \##(blur), "color": "#0000004d", "offsetX": 0, "offsetY": 1, "spread": 0 } }"##
        }
        let run = try FrontEndRun(["t.json": """
        { "effect": {
            "sheet": { "0": \(layer(3)), "1": \(layer(8)) },
            "single": \(layer(5)),
            "second": { "type": "custom-shadow", "value": "{effect.sheet.1}" },
            "first": { "type": "custom-shadow", "value": "{effect.single.0}" },
            "beyond": { "type": "custom-shadow", "value": "{effect.sheet.2}" } } }
        """], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.warnings.count == 1 && run.warnings.first?.contains("'effect.sheet.2', which is not defined") == true, "\(run.warnings)")
        guard case .shadow(let second) = try #require(run.value("effect.second")),
              case .shadow(let first) = try #require(run.value("effect.first")) else {
            Issue.record("not shadows")
            return
        }
        #expect(second.map(\.blur.points) == [8])
        #expect(first.map(\.blur.points) == [5])
        #expect(run.value("effect.beyond") == nil)
        #expect(try #require(run.tokens).defaultTokens[TokenPath(dotted: "effect.second")]?.aliasOf == nil)
    }

    /// The plugin's `rotation` is a CSS angle (its web transform writes `linear-gradient(<rotation>deg, …)`;
    /// Figma's default left-to-right gradient exports 90): one case per quadrant, the wrap at 360, a
    /// negative rotation, and a radial gradient, which has no direction.
    @Test(arguments: [
        (45.0, "linear", 45.0, ".bottomLeading", ".topTrailing"), (135, "linear", 135, ".topLeading", ".bottomTrailing"),
        (225, "linear", 225, ".topTrailing", ".bottomLeading"), (315, "linear", 315, ".bottomTrailing", ".topLeading"),
        (360, "linear", 0, ".bottom", ".top"), (-90, "linear", 270, ".trailing", ".leading"),
        (90, "radial", nil, ".topLeading", ".bottomTrailing"),
    ] as [(Double, String, Double?, String, String)])
    func figmaDesignTokensPluginGradientRotationIsTheCSSAngle(rotation: Double, type: String, angle: Double?, start: String, end: String) throws {
        let run = try FrontEndRun(["t.json": """
        { "fill": { "type": "custom-gradient", "value": { "gradientType": "\(type)", "rotation": \(rotation),
                    "stops": [ { "position": 0, "color": "#ff0000" }, { "position": 1, "color": "#0000ff" } ] } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .gradient(let fill) = try #require(run.value("fill")) else {
            Issue.record("fill must be a gradient")
            return
        }
        #expect(fill.angle == angle)
        let endpoints = GradientEndpoints(angle: fill.angle)
        #expect(endpoints.startPoint == start && endpoints.endPoint == end)
    }

    /// The plugin's `custom-fontStyle`, `custom-spacing` and `custom-radius`, in the shapes its
    /// standard transformer writes (plain numbers of pixels), read as typography, spacing and radii.
    @Test func figmaDesignTokensPluginFontStylesSpacingAndRadii() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "font": { "heading": { "type": "custom-fontStyle", "value": { "fontSize": 20, "textDecoration": "none",
                    "fontFamily": "Inter", "fontWeight": 600, "fontStyle": "normal", "fontStretch": "normal",
                    "letterSpacing": -0.4, "lineHeight": 28, "paragraphIndent": 0, "paragraphSpacing": 0, "textCase": "uppercase" } } },
          "spacing": { "card": { "type": "custom-spacing", "value": { "top": 8, "bottom": 12, "left": 16, "right": 4 } } },
          "radius": {
            "pill": { "type": "custom-radius", "value": { "smoothing": 0.6, "topLeft": 6, "topRight": 6, "bottomLeft": 6, "bottomRight": 6 } },
            "sheet": { "type": "custom-radius", "value": { "smoothing": 0, "topLeft": 16, "topRight": 16, "bottomLeft": 0, "bottomRight": 0 } }
          }
        }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .typography(let heading) = try #require(run.value("font.heading")) else {
            Issue.record("font.heading must be typography")
            return
        }
        #expect(heading.fontFamily == ["Inter"] && heading.fontSize?.points == 20 && heading.fontWeight == 600)
        #expect(heading.letterSpacing?.points == -0.4 && heading.textCase == "uppercase")
        #expect(heading.lineHeight == .absolute(Dimension(points: 28, original: 28, unit: "px")), "28 is pixels, not 28 times the size")
        let sides = ["top", "right", "bottom", "left"].map { run.value("spacing.card." + $0) }
        #expect(sides == [8, 4, 12, 16].map { .dimension(Dimension(points: $0, original: $0, unit: "px")) })
        #expect(run.value("radius.pill") == .dimension(Dimension(points: 6, original: 6, unit: "px")), "equal corners are one radius")
        let corners = ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { run.value("radius.sheet." + $0) }
        #expect(corners == [16, 16, 0, 0].map { .dimension(Dimension(points: $0, original: $0, unit: "px")) })
        #expect(run.value("radius.sheet") == nil)
    }

    /// HashiCorp's Helios tokens: a `unit` beside a bare number, an `alpha` written as text, CSS
    /// property names as `$type`, font stacks made of other stacks, and plain members (`group`,
    /// `private`) on every token, reported once per name rather than once per token.
    /// AXA's Style Dictionary tokens carry `transform`, `params` and `shade`, which its own build
    /// applies to the value: dsys generates the value as written, so each such member is a warning
    /// (once per name and file); metadata members (`attributes`, Salesforce's `release`) and a
    /// `blendMode` of `normal` say nothing, nor does a step's name set to a boolean, a flag for the
    /// build's filters (Auro's `"opacity": true`, 15 warnings of a step the build applies).
    @Test func aStyleDictionaryMemberThatNamesAValueStepIsAWarning() throws {
        let run = try FrontEndRun(["t.json": """
        { "color": { "blue": { "value": "#00008f", "type": "color", "attributes": { "category": "color" }, "release": "1.0", "opacity": true },
          "blue-20": { "value": "{color.blue}", "type": "color", "transform": "color-transform", "params": { "alpha": -0.8 } },
          "blue-dark": { "value": "{color.blue}", "type": "color", "transform": "color-shade", "shade": "dark" },
          "stroke": { "value": "{color.blue}", "type": "color", "blendMode": "normal" } } }
        """], strict: false)
        #expect(run.warnings.count == 3, "\(run.warnings)")
        #expect(run.warnings.contains { $0.contains("'transform' on token 'color.blue-20' and 1 other token of this file is ignored: "
            + "the value generated is the one written, without what a step of the project's own build does with 'transform'") })
        #expect(run.warnings.contains { $0.contains("'params' on token 'color.blue-20' is ignored") })
        #expect(run.warnings.contains { $0.contains("'shade' on token 'color.blue-dark' is ignored") })
        #expect(run.value("color.blue-20") == run.value("color.blue"))
    }

    /// REI's `"spacingModifier": "{options.space.squish}"`, which its build multiplies the length
    /// by, was one of about ninety "not a DTCG property" notes on documentation members: a member
    /// that references a token changes the value, and says so as a build step does.
    @Test func aDTCGMemberThatReferencesATokenIsABuildStepWarning() throws {
        let run = try FrontEndRun(["t.json": """
        { "options": { "four": { "$value": "32px", "$type": "dimension" }, "squish": { "$value": 0.5, "$type": "number" } },
          "inset": { "$value": "{options.four}", "$type": "dimension", "spacingModifier": "{options.squish}", "docs": "a note" } }
        """], strict: false)
        #expect(run.warnings.contains { $0.hasSuffix("'spacingModifier' on token 'inset' is ignored: the value generated is the one "
            + "written, without what a step of the project's own build does with 'spacingModifier'") }, "\(run.warnings)")
        #expect(run.warnings.contains { $0.hasSuffix("'docs' on token 'inset' is not a DTCG property and is ignored") }, "\(run.warnings)")
    }

    @Test func hashiCorpUnitsAlphasTypeNamesAndFontStacks() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "radius": { "$type": "dimension", "$value": "3", "unit": "rem", "group": "border" },
          "base": { "$type": "color", "$value": "#656a76", "group": "palette" },
          "shadow-color": { "$type": "color", "$value": "{base}", "alpha": "0.05", "private": true },
          "size": { "$type": "font-size", "$value": "13px", "group": "type" },
          "weight": { "$type": "font-weight", "$value": 600 },
          "mac": { "$type": "font-family", "$value": ["-apple-system", "BlinkMacSystemFont"] },
          "sans": { "$type": "font-family", "$value": ["Helvetica", "sans-serif"] },
          "stack": { "$type": "font-family", "$value": ["{mac}", "{sans}"] }
        }
        """], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("radius") == .dimension(Dimension(points: 48, original: 3, unit: "rem")))
        guard case .color(let translucent)? = run.value("shadow-color") else { Issue.record("no color"); return }
        #expect(translucent.hexString == "#656a760d")
        #expect(run.value("size") == .dimension(Dimension(points: 13, original: 13, unit: "px")))
        #expect(run.value("weight") == .fontWeight(600))
        #expect(run.value("stack") == .fontFamily(["-apple-system", "BlinkMacSystemFont", "Helvetica", "sans-serif"]))
        let ignored = run.warnings.filter { $0.contains("is not a DTCG property") }
        #expect(ignored == [
            "t.json:2:67: 'group' on token 'radius' and 2 other tokens of this file is not a DTCG property and is ignored",
            "t.json:4:76: 'private' on token 'shadow-color' is not a DTCG property and is ignored",
        ], "\(ignored)")
    }

    @Test func styleDictionaryAliasOfObjectsAreAliases() throws {
        let run = try FrontEndRun(["t.json": """
        { "global": { "blue": { "value": "#0000ff" } }, "brand": { "value": { "aliasOf": "global.blue" } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.token("brand")?.aliasOf == TokenPath(dotted: "global.blue"))
        #expect(run.value("brand") == run.value("global.blue"))
    }

    /// Fluent UI's token pipeline writes `aliasOf` inside composites too (a shadow layer's color),
    /// with spaces in the names it points at.
    @Test func aliasOfObjectsInsideCompositesAreAliases() throws {
        let run = try FrontEndRun(["t.json": """
        { "Color": { "Shadow Key": { "value": "rgba(0, 0, 0, 0.14)" } },
          "Shadow": { "4": { "value": [{ "x": 0, "y": 2, "blur": 4, "color": { "aliasOf": "Color.Shadow Key" } }] } } }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .shadow(let layers)? = run.value("Shadow.4") else { Issue.record("no shadow: \(run.warnings)"); return }
        #expect(layers.count == 1 && layers[0].color.hexString == "#00000024" && layers[0].offsetY.points == 2 && layers[0].blur.points == 4)
    }

    /// About 90 of Fluent UI's tokens are their alias alone (`{ "aliasOf": "Global.Color.Grey.14" }`,
    /// no `value`): read as empty groups, they were left out without a word. Such an object is a
    /// token whose value is the reference; one beside a `value`, or holding objects, is not.
    @Test func aTokenWrittenAsItsAliasOfAloneIsThatAlias() throws {
        let run = try FrontEndRun(["t.json": """
        { "Global": { "Grey": { "14": { "value": "#242424" } } },
          "Foreground": { "Rest": { "aliasOf": "Global.Grey.14", "comment": "text" },
                          "Group": { "aliasOf": "Global.Grey.14", "Inner": { "value": "#ffffff" } } } }
        """], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.token("Foreground.Rest")?.aliasOf == TokenPath(dotted: "Global.Grey.14"))
        #expect(run.value("Foreground.Rest") == run.value("Global.Grey.14"))
        #expect(run.value("Foreground.Group") == nil && run.value("Foreground.Group.Inner") != nil, "a group with tokens stays a group")
    }

    @Test func tokensStudioBezierObjectsAreTimingCurves() throws {
        let run = try FrontEndRun(["t.json": """
        { "ease": { "value": { "x1": "0.4", "y1": "0", "x2": "0.2", "y2": "1" }, "type": "other" },
          "out": { "value": { "x1": 0, "y1": 0, "x2": 0.58, "y2": 1 }, "type": "cubicBezier" } }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.value("ease") == .cubicBezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
        #expect(run.value("out") == .cubicBezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
    }
}
