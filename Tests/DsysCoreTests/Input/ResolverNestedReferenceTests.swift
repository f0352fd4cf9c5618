@testable import DsysCore
import Foundation
import Testing

/// `$ref` objects below the top level of a resolver document's inline sources (the Resolver
/// Module: "Tools MUST resolve all reference objects in a resolver document").
@Suite struct ResolverNestedReferenceTests {
    private static let base = """
    { "palette": { "$type": "color",
        "white": {"$value": "#ffffff"},
        "black": {"$value": "#000000"} } }
    """
    private static let modes = """
    { "light": { "bg": {"$type": "color", "$value": "{palette.white}"} },
      "dark":  { "bg": {"$type": "color", "$value": "{palette.black}"} } }
    """

    /// The tokens of the resolver document `document` beside the two files above, resolved.
    private func resolve(_ document: String, extra: [String: String] = [:]) throws -> (ResolvedTokens?, Diagnostics) {
        let folder = try TemporaryFolder(["app.resolver.json": document, "base.json": Self.base, "modes.json": Self.modes]
            .merging(extra) { $1 })
        return InputTestSupport.load([folder.file("app.resolver.json")])
    }

    @Test func aNestedReferenceReadsTheTokenOrGroupItNamesAtItsPlace() throws {
        let (tokens, diagnostics) = try resolve("""
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [
            {"$ref": "base.json"},
            { "brand": {"$ref": "base.json#/palette/black"} }
          ] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [ { "color": {"$ref": "modes.json#/light"} } ],
            "dark":  [ { "color": {"$ref": "modes.json#/dark"} } ]
          } } },
          "resolutionOrder": [ {"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"} ]
        }
        """)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let resolved = try #require(tokens)
        #expect(InputTestSupport.hex("color.bg", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("color.bg", in: "dark", of: resolved) == "#000000")
        #expect(InputTestSupport.hex("brand", in: "light", of: resolved) == "#000000")
        let brand = try #require(resolved.modes.first?.tokens[TokenPath(dotted: "brand")])
        #expect(brand.location.file.hasSuffix("base.json") && brand.location.line == 3, "\(brand.location)")
        #expect(brand.pointer == "/palette/black")
        let background = try #require(resolved.modes.first?.tokens[TokenPath(dotted: "color.bg")])
        #expect(background.location.file.hasSuffix("modes.json") && background.location.line == 1)
    }

    @Test func keysBesideANestedReferenceReplaceTheReferencedOnesAndTypesFlowIn() throws {
        let (tokens, diagnostics) = try resolve("""
        { "version": "2025.10",
          "$defs": { "accent": { "main": { "$value": "#ff0000" } } },
          "sets": { "base": { "sources": [
            { "palette": { "$ref": "base.json#/palette", "white": { "$value": "#eeeeee" } },
              "accent": { "$type": "color", "tone": { "$ref": "#/$defs/accent" } } }
          ] } },
          "resolutionOrder": [ {"$ref": "#/sets/base"} ] }
        """)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        let resolved = try #require(tokens)
        #expect(InputTestSupport.hex("palette.white", in: "default", of: resolved) == "#eeeeee")
        #expect(InputTestSupport.hex("palette.black", in: "default", of: resolved) == "#000000")
        #expect(InputTestSupport.hex("accent.tone.main", in: "default", of: resolved) == "#ff0000")
        #expect(!diagnostics.all.contains { $0.message.contains("accent.tone.main") }, "\(diagnostics.all)")
    }

    @Test func cyclesMissingTargetsAndSetsAreErrorsAtTheReference() throws {
        let (_, diagnostics) = try resolve("""
        { "version": "2025.10",
          "$defs": { "a": { "x": { "$ref": "#/$defs/b" } }, "b": { "y": { "$ref": "#/$defs/a" } } },
          "sets": { "base": { "sources": [
            { "loop": { "$ref": "#/$defs/a" },
              "gone": { "$ref": "base.json#/nothing" },
              "set": { "$ref": "#/sets/base" } }
          ] } },
          "resolutionOrder": [ {"$ref": "#/sets/base"} ] }
        """)
        let errors = InputTestSupport.lines(diagnostics.all.filter { $0.severity == .error })
        #expect(errors.contains { $0.hasPrefix("2:75: '$ref' \"#/$defs/a\"") && $0.contains("includes itself: #/$defs/a → #/$defs/b → #/$defs/a") },
                "\(errors)")
        #expect(errors.contains { $0.hasPrefix("5:25: 'base.json#/nothing' points to '#/nothing'") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("6:24: '$ref' \"#/sets/base\" names a set inside the inline tokens of 'set'") }, "\(errors)")
        #expect(!diagnostics.all.contains { $0.message.contains("unknown property '$ref'") })
    }
}
