@testable import DsysCore
import Foundation
import Testing

@Suite struct GalleryPageTests {
    /// The page for a small DTCG file whose tokens change between light and dark.
    static func page(_ json: String, config: GeneratorConfig = GeneratorConfig(moduleName: "Kit")) throws -> String {
        var diagnostics = Diagnostics()
        let tokens = try GeneratorTestHarness.resolve(json, diagnostics: &diagnostics)
        let html = GalleryPage(config: config).render(tokens, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return try #require(html)
    }

    static let sample = """
    {
      "color": { "$type": "color",
        "primary": { "$value": "#0a66d8", "$description": "Buttons and links",
                     "$extensions": { "mode": { "light": "#0a66d8", "dark": "#64a8ff" } } },
        "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
        "old": { "$value": "#80808080", "$deprecated": "Use color.primary" }
      },
      "spacing": { "$type": "dimension", "md": { "$value": "16px" } },
      "motion": { "ease": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] } }
    }
    """

    @Test func everyTokenCarriesItsPathSymbolsValuesAndDeprecation() throws {
        let html = try Self.page(Self.sample)
        #expect(html.contains(##""appearances":["light","dark"]"##))
        #expect(html.contains(##""p":"color.primary","c":"color","d":"Buttons and links","s":["Color.dsPrimary","DesignTokens.Colors.dsPrimary"]"##))
        #expect(html.contains(##""hex":"#0a66d8""##) && html.contains(##""hex":"#64a8ff""##))
        #expect(html.contains(##""x":"Use color.primary""##))
        #expect(html.contains(##""hex":"#80808080","a":0.502"##))
        #expect(html.contains(##""p3":"color(display-p3 1 0 0 / 1)""##))
        #expect(html.contains(##""c":"spacing""##) && html.contains(##""pt":16"##))
        #expect(html.contains(##""b":[0.2,0,0,1]"##))
    }

    @Test func thePageNeedsNothingFromElsewhere() throws {
        let html = try Self.page(Self.sample)
        for external in ["<link", " src=", "@import", "url(", "@font-face", "fetch("] {
            #expect(!html.contains(external), "the page loads \(external)")
        }
        #expect(html.contains("default-src 'none'"))
    }

    @Test func hostileNamesAndDescriptionsStayText() throws {
        let html = try Self.page("""
        { "color": { "$type": "color",
          "</script><img src=x onerror=alert(1)>": { "$value": "#000000",
            "$description": "<b>bold</b> & \\"quoted\\" '\\u2028' </SCRIPT>" } } }
        """)
        #expect(html.components(separatedBy: "</script>").count == 3, "only the page's two scripts close")
        #expect(!html.lowercased().contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(!html.lowercased().contains("</script><"))
        #expect(html.contains(##"\u003c/script\u003e\u003cimg src=x onerror=alert(1)\u003e"##))
        #expect(html.contains(##"\u003cb\u003ebold\u003c/b\u003e \u0026 \"quoted\" '\u2028' \u003c/SCRIPT\u003e"##))
    }

    @Test func thePageCarriesTheContrastMatrix() throws {
        let html = try Self.page(ContrastAuditTests.fixture)
        #expect(html.contains(##""audit":{"fg":["color.text.primary","color.text.muted","color.icon.translucent","color.on-accent"],"##
                              + ##""min":[4.5,4.5,3,4.5],"bg":["color.background"],"r":[[[21],[2.85],[3.98],[1]],[[21],[4.69],[1],[21]]]}"##))
    }

    @Test func theConfigNamesThePageGenerateWrites() throws {
        let (config, diagnostics) = try GeneratorTestHarness.readConfig(#"{ "gallery": "Docs/tokens.html" }"#)
        #expect(!diagnostics.hasErrors)
        #expect(config.gallery == "Docs/tokens.html")
        let (_, wrong) = try GeneratorTestHarness.readConfig(#"{ "gallery": "Docs/tokens.txt" }"#)
        #expect(wrong.errors.contains { $0.message.contains("'gallery' must be the path of an .html file") })
    }
}
