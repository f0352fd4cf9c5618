@testable import DsysCore
import Testing

/// What the "Design Tokens" Figma plugin (lukasoppermann/design-tokens) writes beyond single tokens:
/// text styles as groups of property tokens, and references to a collection of one mode written
/// with the referencing variable's mode.
struct DesignTokensPluginExportTests {
    /// A text style in the plugin's default format (plain numbers of pixels, friendliai's): one
    /// typography token at the group's path, no loose property tokens, and a paragraph spacing
    /// that is not 0 reported rather than dropped.
    @Test func aTextStyleGroupIsOneTypography() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "typography": { "display": { "desktop": {
            "fontSize": { "type": "dimension", "value": 56 }, "textDecoration": { "type": "string", "value": "none" },
            "fontFamily": { "type": "string", "value": "Montserrat" }, "fontWeight": { "type": "number", "value": 800 },
            "fontStyle": { "type": "string", "value": "normal" }, "fontStretch": { "type": "string", "value": "normal" },
            "letterSpacing": { "type": "dimension", "value": -1.12 }, "lineHeight": { "type": "dimension", "value": 64 },
            "paragraphIndent": { "type": "dimension", "value": 0 }, "paragraphSpacing": { "type": "dimension", "value": 8 },
            "textCase": { "type": "string", "value": "uppercase" }
          } } }
        }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        guard case .typography(let desktop) = try #require(run.value("typography.display.desktop")) else {
            Issue.record("typography.display.desktop must be typography")
            return
        }
        #expect(desktop.fontFamily == ["Montserrat"] && desktop.fontSize?.points == 56 && desktop.fontWeight == 800)
        #expect(desktop.letterSpacing?.points == -1.12 && desktop.textCase == "uppercase")
        #expect(desktop.lineHeight == .absolute(Dimension(points: 64, original: 64, unit: "px")), "64 is pixels, not 64 times the size")
        #expect(run.value("typography.display.desktop.fontWeight") == nil, "no loose property tokens")
        #expect(run.warnings == [#"t.json:7:113: 'typography.display.desktop': the paragraph spacing "8px" is not generated"#])
    }

    /// The plugin's original format gives the unit beside each number: a line height and a letter
    /// spacing in percent of the font size, an `auto` line height as `normal`, and `_fontStyleOld`,
    /// the Figma style name the other properties restate, which adds no warning.
    @Test func aTextStyleGroupInTheOriginalFormatReadsItsUnits() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "font": {
            "body": {
              "fontSize": { "value": 16, "unit": "pixel", "type": "number" }, "fontFamily": { "value": "Inter", "type": "string" },
              "fontWeight": { "value": 400, "type": "number" }, "_fontStyleOld": { "value": "Regular", "type": "string" },
              "letterSpacing": { "value": -2, "unit": "percent", "type": "number" },
              "lineHeight": { "value": 150, "unit": "percent", "type": "number" }
            },
            "caption": {
              "fontSize": { "value": 12, "unit": "pixel", "type": "number" }, "fontFamily": { "value": "Inter", "type": "string" },
              "fontWeight": { "value": 400, "type": "number" }, "lineHeight": { "value": "normal", "unit": "auto", "type": "string" }
            }
          }
        }
        """])
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        guard case .typography(let body) = try #require(run.value("font.body")),
              case .typography(let caption) = try #require(run.value("font.caption"))
        else {
            Issue.record("font.body and font.caption must be typography")
            return
        }
        #expect(body.fontSize?.points == 16 && body.fontWeight == 400)
        #expect(body.letterSpacing.map { abs($0.points + 0.32) < 1e-9 } == true, "-2% of 16 pt")
        #expect(body.lineHeight == .multiplier(1.5), "150% of the size, \(String(describing: body.lineHeight))")
        #expect(caption.fontSize?.points == 12 && caption.lineHeight == nil, "auto is the font's own line height")
    }

    /// A file's own typography fields, typed by what they are, are tokens of their own: only the
    /// plugin's types (a family typed `string`) make a group one text style.
    @Test func typographyFieldsOfOtherTypesStayTokens() throws {
        let run = try FrontEndRun(["t.json": """
        {
          "heading": {
            "fontSize": { "value": "24px", "type": "dimension" }, "fontFamily": { "value": "Inter", "type": "fontFamily" }
          }
        }
        """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("heading.fontFamily") == .fontFamily(["Inter"]))
        #expect(run.value("heading") == nil)
    }

    /// The plugin writes the referencing variable's mode into references to a collection of one
    /// mode, which has none in its paths: each is read as the collection's token, with one note at
    /// that token; a reference to a token the collection does not have names the group it is under.
    @Test func aReferenceWithAModeItsCollectionLacksIsItsToken() throws {
        func plugin(_ mode: String, _ collection: String) -> String {
            ##""extensions": { "org.lukasoppermann.figmaDesignTokens": { "mode": "\##(mode)", "collection": "\##(collection)", "exportKey": "variables" } }"##
        }
        let run = try FrontEndRun(["t.json": """
        {
          "variables": {
            "00 - primitives": {
              "white": { "type": "color", "value": "#ffffffff", \(plugin("Default", "00 - Primitives")) }
            },
            "3 - blau": {
              "light": {
                "bg-page": { "type": "color", "value": "{00 - primitives.light.white}", \(plugin("Light", "3 - Blau")) },
                "bg-card": { "type": "color", "value": "{00 - primitives.light.black}", \(plugin("Light", "3 - Blau")) }
              },
              "dark": { "bg-page": { "type": "color", "value": "{00 - primitives.dark.white}", \(plugin("Dark", "3 - Blau")) } }
            }
          }
        }
        """])
        let white = run.value("variables.00 - primitives.white")
        #expect(white != nil && run.value("variables.3 - blau.light.bg-page") == white && run.value("variables.3 - blau.dark.bg-page") == white)
        #expect(run.notes.filter { $0.contains("Figma mode that the collection") } == [
            "t.json:4:44: 2 references name a Figma mode that the collection of the token they reference does not have in its paths, "
                + "as the Design Tokens plugin writes references to a collection of one mode: '00 - primitives.light.white' is read as "
                + "'variables.00 - primitives.white'",
        ])
        let missing = try #require(run.diagnostics.sorted.first { $0.tokenPath == "variables.3 - blau.light.bg-card" })
        #expect(missing.hint == "'00 - primitives' is the group 'variables.00 - primitives', which has no 'light.black' (it holds "
            + "'variables.00 - primitives.white'): reference one of its tokens by its whole path, such as "
            + "'{variables.00 - primitives.white}', or correct the reference")
    }
}
