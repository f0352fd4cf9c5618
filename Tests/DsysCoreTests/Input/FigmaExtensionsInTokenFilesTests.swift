@testable import DsysCore
import Foundation
import Testing

/// DTCG token files exported from Figma keep a variable's scopes and code syntax in
/// `"$extensions": {"com.figma": {…}}` (Figma's own export; the Equinor EDS files in the corpus):
/// the same scope and `codeSyntax.iOS` rules apply to them.
@Suite struct FigmaExtensionsInTokenFilesTests {
    @Test func scopesAndTheIOSNameApplyToExportedTokenFiles() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "shape": { "small": { "$type": "dimension", "$value": { "value": 4, "unit": "px" },
            "$extensions": { "com.figma": { "hiddenFromPublishing": false, "scopes": ["CORNER_RADIUS"], "codeSyntax": {} } } } },
          "ink": { "$type": "color", "$value": "#101010",
            "$extensions": { "com.figma": { "scopes": ["TEXT_FILL"], "codeSyntax": { "iOS": "Color.inkStrong" } } } },
          "step": { "$type": "number", "$value": 2,
            "$extensions": { "com.figma": { "scopes": ["GAP"] } } } }
        """])
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load([folder.path], diagnostics: &diagnostics))
        let token = { (path: String) in resolved.modes[0].tokens[TokenPath(dotted: path)] }
        let config = GeneratorConfig()
        #expect(try TokenCategory.categorize(#require(token("shape.small")), config: config) == .radius)
        // Figma's own export types every FLOAT `number`: a gap is a length all the same.
        #expect(try TokenCategory.categorize(#require(token("step")), config: config) == .spacing)
        #expect(try NameOverride.requested(for: #require(token("ink")), config: config)?.text == "inkStrong")
        #expect(try NameOverride.requested(for: #require(token("ink")), config: config)?.location.line == 4)
    }

    @Test(.enabled(if: InputTestSupport.corpus != nil, "\(InputTestSupport.corpusMissing)"))
    func theEquinorExportStillLoadsWithItsFigmaExtensions() throws {
        var diagnostics = Diagnostics()
        let path = InputTestSupport.corpusPath("equinor-eds-figma-variables/tokens/cpNchKjiIM19dPqTxE0fqg/👾 Primitives.Value.json")
        let resolved = try #require(FrontEnd().load([path], diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors)
        let spacing = try #require(resolved.modes[0].tokens[TokenPath(dotted: "primitives.spacing.0")])
        #expect(FigmaScopes.measure(of: spacing) == nil, "six scopes that disagree leave it to the path rules")
    }
}
