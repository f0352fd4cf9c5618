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

    /// TalhaDS's Figma export has messages such as `{amount} TL was sent.`: the placeholder was read
    /// as a reference, so the text took another variable's value or the token was skipped as
    /// referencing an undefined `amount`. In Figma's export, and in its REST response, braces inside
    /// a string are text; a whole `{amount}` is still an alias, and other files keep their references.
    /// Figma's export marks a variable hidden from publishing in `com.figma` (nested, as Equinor's files,
    /// or flat, `com.figma.hiddenFromPublishing`): generated from the export, it was left out from the
    /// REST response, under another name. It is read for aliases and not generated, with a note, in a
    /// file of one mode and in Figma's files per collection and mode alike.
    @Test func aVariableHiddenFromPublishingIsReadForAliasesOnly() throws {
        let run = try FrontEndRun([
            "Light.tokens.json": """
            { "Selection": { "$type": "color", "$value": "#086adb", "$extensions": { "com.figma.hiddenFromPublishing": true } },
              "Brand": { "$type": "color", "$value": "#111111", "$extensions": { "com.figma": { "hiddenFromPublishing": true } } },
              "Teaser": { "$type": "color", "$value": "{Selection}", "$extensions": { "com.figma.hiddenFromPublishing": false } },
              "$extensions": { "com.figma.modeName": "Light" } }
            """,
        ], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.value("Teaser") != nil && run.value("Selection") == nil && run.value("Brand") == nil)
        #expect(Set((run.tokens?.skipped ?? []).map(\.path.description)) == ["Selection", "Brand"])
        #expect(run.diagnostics.all.contains { $0.message.hasPrefix("the variable 'Selection' and 1 other are hidden from publishing in Figma") })
    }

    /// A Tokens Studio set keeps Figma's flag as metadata: Swiss Post hides a token in one theme's set
    /// and not another's, and read as hidden, one theme showed the other's value and the default none.
    @Test func aTokensStudioSetsHiddenFlagIsMetadata() throws {
        let folder = try TemporaryFolder(["tokens.json": ##"""
            { "post": { "tab": { "stroke": { "value": "#111111", "type": "color", "$extensions": { "com.figma": { "hiddenFromPublishing": true } } } } },
              "cargo": { "tab": { "stroke": { "value": "#222222", "type": "color" } } },
              "$themes": [ { "id": "1", "group": "brand", "name": "Post", "selectedTokenSets": { "post": "enabled" } },
                           { "id": "2", "group": "brand", "name": "Cargo", "selectedTokenSets": { "cargo": "enabled" } } ],
              "$metadata": { "tokenSetOrder": ["post", "cargo"] } }
            """##])
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load([folder.file("tokens.json")], diagnostics: &diagnostics))
        #expect(InputTestSupport.hex("tab.stroke", in: "Post", of: resolved) == "#111111")
        #expect(InputTestSupport.hex("tab.stroke", in: "Cargo", of: resolved) == "#222222")
        #expect(!diagnostics.all.contains { $0.message.contains("hidden from publishing") })
    }

    @Test func bracesInsideAFigmaStringAreText() throws {
        let folder = try TemporaryFolder([
            "En.tokens.json": """
            { "amount": { "$type": "string", "$value": "Amount", "$extensions": { "com.figma.variableId": "VariableID:1:1" } },
              "sent": { "$type": "string", "$value": "{amount} TL was sent.", "$extensions": { "com.figma.scopes": ["ALL_SCOPES"] } },
              "label": { "$type": "string", "$value": "{amount}", "$extensions": { "com.figma.variableId": "VariableID:1:3" } },
              "plain": { "$type": "string", "$value": "{amount} in a plain token" } }
            """,
            "variables.json": """
            { "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Copy", "defaultModeId": "1:0",
                "modes": [ { "modeId": "1:0", "name": "En" } ] } },
              "variables": {
                "V:1": { "id": "V:1", "name": "amount", "variableCollectionId": "C:1", "resolvedType": "STRING", "valuesByMode": { "1:0": "Amount" } },
                "V:2": { "id": "V:2", "name": "sent", "variableCollectionId": "C:1", "resolvedType": "STRING",
                         "valuesByMode": { "1:0": "{Copy.amount} TL was sent." } } } } }
            """,
        ])
        var diagnostics = Diagnostics()
        let export = try #require(FrontEnd().load([folder.file("En.tokens.json")], diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors && diagnostics.warnings.isEmpty, "\(diagnostics.all)")
        let text = { (tokens: ResolvedTokens, path: String) -> String? in
            guard case .string(let text)? = tokens.modes[0].tokens[TokenPath(dotted: path)]?.value else { return nil }
            return text
        }
        #expect(text(export, "sent") == "{amount} TL was sent.")
        #expect(text(export, "label") == "Amount", "a whole reference is Figma's alias")
        #expect(text(export, "plain") == "Amount in a plain token", "a token without Figma's extensions keeps its references")
        let response = try #require(FrontEnd().load([folder.file("variables.json")], diagnostics: &diagnostics))
        #expect(text(response, "Copy.sent") == "{Copy.amount} TL was sent.")
    }
}
