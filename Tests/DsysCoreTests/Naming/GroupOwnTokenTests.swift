@testable import DsysCore
@testable import DsysGenerator
import DsysTokens
import Testing

/// A group's own token, `$root`, `_` or `*`, is named as its group: the marker adds no word to the Swift
/// name, the color set's or the adaptive member's.
struct GroupOwnTokenTests {
    @Test func theGroupsOwnTokenTakesTheGroupsName() throws {
        let json = """
        { "color": { "$type": "color",
            "accent": { "_": { "$value": "#ff0000" }, "on-dark": { "$value": "#00ff00" } },
            "link": { "$root": { "$value": "#0000ff" }, "hover": { "$value": "#000080" } },
            "button": { "*": { "$value": "#00aa00" }, "on-light": { "$value": "#005500" } },
            "under": { "_score": { "$value": "#808080" } } } }
        """
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: GeneratorTestHarness.plainConfig)
        #expect(!diagnostics.hasErrors)
        let colors = GeneratorTestHarness.contents(files, "Colors+Kit.swift")
        for name in ["dsAccent", "dsAccentOnDark", "dsLink", "dsLinkHover", "dsButton", "dsButtonOnLight"] {
            #expect(colors.contains("static let \(name) = SwiftUI.Color(\"dsys\(name.prefix(1).uppercased() + name.dropFirst())\""),
                    "\(name) in \(colors)")
        }
        #expect(files.contains { $0.path.hasSuffix("/dsysDsAccent.colorset/Contents.json") })
        // Only a segment that is the marker alone is one.
        #expect(colors.contains("static let dsUnder_Score = SwiftUI.Color("))
    }

    /// The own token of a namespace's root group (`shadow._`, `spacing.$root`) is named after the
    /// group, not the escaped marker, and is the shadow modifier's default size.
    @Test func aNamespacesOwnTokenTakesTheNamespacesNameAndIsTheDefaultShadow() throws {
        let json = """
        { "shadow": { "$type": "shadow",
            "_": { "$value": { "color": "#00000014", "offsetX": "0px", "offsetY": "4px", "blur": "20px", "spread": "0px" } },
            "focus": { "$value": { "color": "#0044f433", "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "4px" } },
            "lg": { "$value": { "color": "#00000014", "offsetX": "0px", "offsetY": "8px", "blur": "40px", "spread": "0px" } } },
          "spacing": { "$type": "dimension", "$root": { "$value": "4px" }, "md": { "$value": "8px" } } }
        """
        let (files, diagnostics) = try GeneratorTestHarness.generate(json, config: GeneratorTestHarness.plainConfig)
        #expect(!diagnostics.hasErrors)
        let shadows = GeneratorTestHarness.contents(files, "Shadows+Kit.swift")
        #expect(shadows.contains("case shadow\n") && !shadows.contains("u5f"))
        #expect(shadows.contains("_ size: DSShadowSize = .shadow)"), "\(shadows)")
        let values = GeneratorTestHarness.contents(files, "Tokens/DesignTokens.swift")
        #expect(values.contains("public static let spacing: Double = 4") && !values.contains("u24root"))
    }

    @Test func onlyAWholeMarkerSegmentIsOne() {
        #expect(GroupOwnToken.namingSegments(of: TokenPath(dotted: "a.b._")) == ["a", "b"])
        #expect(GroupOwnToken.namingSegments(of: TokenPath(dotted: "a.$root.b")) == ["a", "b"])
        #expect(GroupOwnToken.namingSegments(of: TokenPath(dotted: "a.__")) == ["a", "__"])
        #expect(GroupOwnToken.namingSegments(of: TokenPath(dotted: "_")) == ["_"])
    }
}
