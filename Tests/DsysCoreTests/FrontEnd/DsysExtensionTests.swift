@testable import DsysCore
import Foundation
import Testing

/// `$extensions.dsys` is decoded once, when a token is made, into `Token.dsys`.
@Suite struct DsysExtensionTests {
    @Test func everyFieldIsDecodedAndATokenWithoutTheExtensionHasNone() throws {
        let folder = try TemporaryFolder(["tokens.json": """
        { "ease": { "$type": "duration", "$value": { "value": 200, "unit": "ms" },
                    "$extensions": { "dsys": { "spring": { "dampingFraction": 0.7 } } } },
          "title": { "$type": "string", "$value": "icons/title.svg",
                     "$extensions": { "dsys": { "asset": "icons/title.svg", "textStyle": "title2", "default": true,
                                                "renamed": "heading", "symbol": "star.fill" } } },
          "plain": { "$type": "color", "$value": "#000000", "$extensions": { "com.example": { "a": 1 } } } }
        """])
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load([folder.file("tokens.json")], diagnostics: &diagnostics))
        let tokens = resolved.modes[0].tokens
        let ease = try #require(tokens[TokenPath(dotted: "ease")]?.dsys)
        #expect(ease.requestsSpring && ease.springDampingFraction == 0.7 && !ease.isDefault && ease.textStyle == nil)
        let title = try #require(tokens[TokenPath(dotted: "title")]?.dsys)
        #expect(!title.requestsSpring && title.springDampingFraction == nil && title.isDefault)
        #expect(title.asset == "icons/title.svg" && title.textStyle == "title2" && title.renamed == "heading")
        #expect(title.symbol == "star.fill")
        #expect(tokens[TokenPath(dotted: "plain")]?.dsys == nil)
    }
}
