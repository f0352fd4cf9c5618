@testable import DsysCore
import Testing

/// A warning about a member of a composite value is given once, at the token whose definition holds
/// the member and in that token's file, naming the tokens that alias the composite; those tokens
/// are still generated. (An alias in another file paired its own file name with the member's line
/// and column, and repeated the warning: ClickHouse's 2 faulty tokens gave 223 warnings.)
@Suite struct InheritedWarningTests {
    /// The style that holds a paragraph spacing, and two tokens of another file that alias it.
    private static let dtcgFiles = [
        "a.json": """
        {
          "styles": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": "Inter",
                "fontWeight": 400,
                "fontSize": "16px",
                "lineHeight": 1.5,
                "paragraphSpacing": "8px"
              }
            }
          }
        }
        """,
        "b.json": """
        {
          "card": { "title": { "$type": "typography", "$value": "{styles.body}" },
                    "subtitle": { "$type": "typography", "$value": "{card.title}" } }
        }
        """,
    ]

    @Test func aMemberOfAnAliasedCompositeIsWarnedOnceInItsOwnFile() throws {
        let run = try FrontEndRun(Self.dtcgFiles, strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings == [
            #"a.json:10:29: 'styles.body': the paragraph spacing "8px" is not generated "#
                + "(inherited by the 2 tokens that reference it: 'card.title', 'card.subtitle')",
        ])
        #expect(run.diagnostics.sorted.first?.tokenPath == "styles.body")
        for path in ["styles.body", "card.title", "card.subtitle"] { #expect(run.value(path) != nil, "\(path)") }
        #expect(run.tokens?.skipped.isEmpty == true)
    }

    /// Tokens Studio: a font family written as a CSS declaration, which a style uses as its member
    /// and a component typography aliases. Each token that holds the text says so in its own file.
    @Test func tokensStudioAliasesOfAStyleDoNotRepeatItsMembersWarning() throws {
        let run = try FrontEndRun([
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["primitives", "component"] }"#,
            "tokens/primitives.json": """
            {
              "font": {
                "regular": {
                  "value": "\\"Inter\\", -apple-system, sans-serif;",
                  "type": "fontFamilies"
                }
              },
              "styles": {
                "body": {
                  "value": {
                    "fontFamily": "{font.regular}",
                    "fontWeight": "400",
                    "fontSize": "16px",
                    "lineHeight": "150%"
                  },
                  "type": "typography"
                }
              }
            }
            """,
            "tokens/component.json": """
            {
              "card": {
                "title": {
                  "value": "{styles.body}",
                  "type": "typography"
                }
              }
            }
            """,
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let declaration = "the font family is written as a CSS declaration; its list of families is read"
        #expect(run.warnings == [
            "tokens/primitives.json:4:16: 'font.regular': \(declaration)",
            "tokens/primitives.json:11:23: 'styles.body': \(declaration) (inherited by the token that references it: 'card.title')",
        ])
        #expect(run.value("card.title") != nil)
    }

    /// A composite of a source set, which is not generated, has no warning of its own: the one its
    /// aliases inherit is still given once, at its member.
    @Test func aMemberOfASourceOnlyCompositeIsWarnedOnceAtIt() throws {
        let run = try FrontEndRun([
            "tokens/$themes.json": #"[ { "name": "Light", "selectedTokenSets": { "core": "source", "theme": "enabled" } } ]"#,
            "tokens/core.json": """
            { "body": { "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "16", "lineHeight": "24",
                                   "paragraphSpacing": "8" },
                        "type": "typography" } }
            """,
            "tokens/theme.json": """
            { "card": { "value": "{body}", "type": "typography" },
              "sheet": { "value": "{body}", "type": "typography" } }
            """,
        ], inputs: ["tokens"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings == [
            #"tokens/core.json:2:44: 'body': the paragraph spacing "8" is not generated "#
                + "(inherited by the 2 tokens that reference it: 'card', 'sheet')",
        ])
        #expect(run.value("card") != nil && run.value("sheet") != nil)
    }

    /// `SourceNode` keeps the definition a node was copied from in its padding: a large file has
    /// about a million nodes.
    @Test func aNodeStaysThirtyTwoBytes() {
        #expect(MemoryLayout<SourceNode>.stride == 32)
    }
}
