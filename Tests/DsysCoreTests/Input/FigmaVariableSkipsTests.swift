@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// A problem confined to one Figma variable skips that variable with a warning and the account's
/// record, never the file: the Seed design export (11 deleted variables still referenced, one
/// alias to a variable the response lacks) was refused whole.
struct FigmaVariableSkipsTests {
    /// A response with one collection `Color` (modes Light, Dark) and `variables` (their JSON members).
    private func response(_ variables: [String]) -> String {
        """
        { "meta": { "variableCollections": { "C:1": { "id": "C:1", "name": "Color", "defaultModeId": "1:0",
            "modes": [ { "modeId": "1:0", "name": "Light" }, { "modeId": "1:1", "name": "Dark" } ] } },
          "variables": { \(variables.joined(separator: ", ")) } } }
        """
    }

    private func color(_ id: String, _ name: String, light: String, dark: String, extra: String = "") -> String {
        #""\#(id)": { "id": "\#(id)", "name": "\#(name)", "variableCollectionId": "C:1", "resolvedType": "COLOR"\#(extra), "valuesByMode": { "1:0": \#(light), "1:1": \#(dark) } }"#
    }

    private static let red = #"{ "r": 1, "g": 0, "b": 0, "a": 1 }"#
    private static let blue = #"{ "r": 0, "g": 0, "b": 1, "a": 1 }"#

    private func load(_ text: String, strict: Bool = false) throws -> (ResolvedTokens?, Diagnostics) {
        let folder = try TemporaryFolder(["variables.json": text])
        var diagnostics = Diagnostics()
        let tokens = FrontEnd(strict: strict).load([folder.file("variables.json")], diagnostics: &diagnostics)
        return (tokens, diagnostics)
    }

    @Test func aDeletedVariableStillReferencedKeepsItsValueAndLeavesItsNameToTheLiveOne() throws {
        let (tokens, diagnostics) = try load(response([
            color("V:1", "bg/weak", light: Self.red, dark: Self.red, extra: #", "deletedButReferenced": true"#),
            color("V:2", "bg/weak", light: Self.blue, dark: Self.blue),
            color("V:3", "bg/old", light: #"{ "type": "VARIABLE_ALIAS", "id": "V:1" }"#, dark: Self.blue),
        ]))
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors && diagnostics.warnings.isEmpty, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("Color.bg.weak", in: "Light", of: resolved) == "#0000ff")
        #expect(InputTestSupport.hex("Color.bg.old", in: "Light", of: resolved) == "#ff0000")
        #expect(resolved.skipped.map(\.path.description) == ["Color.bg.weak (deleted)"], "source-only, not generated")
    }

    @Test func oneVariablesProblemsSkipItAndAreAccounted() throws {
        let text = response([
            color("V:1", "ok", light: Self.red, dark: Self.blue),
            color("V:2", "alias", light: #"{ "type": "VARIABLE_ALIAS", "id": "VariableID:404:1" }"#, dark: Self.blue),
            color("V:3", "broken", light: #"{ "g": 0, "b": 0 }"#, dark: Self.blue),
            color("V:4", "ok", light: Self.blue, dark: Self.blue),
            #""V:5": { "id": "V:5", "name": "picture", "variableCollectionId": "C:1", "resolvedType": "IMAGE", "valuesByMode": {} }"#,
        ])
        let (tokens, diagnostics) = try load(text)
        let resolved = try #require(tokens)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        #expect(InputTestSupport.hex("Color.ok", in: "Light", of: resolved) == "#ff0000", "the first of two with one path is read")
        let warnings = diagnostics.warnings.map(\.message)
        #expect(warnings.contains { $0.hasPrefix("the variable 'V:4' is the token 'Color.ok' too, which the variable at ")
            && $0.hasSuffix(" already is; it is skipped") }, "\(warnings)")
        #expect(warnings.contains("the variable 'Color.broken': a COLOR value needs 'r', a number from 0 to 1; it is skipped"))
        #expect(warnings.contains("the variable 'picture' has the resolvedType 'IMAGE', which dsys does not read; it is skipped"))
        #expect(warnings.contains { $0.hasPrefix("'Color.alias' references the Figma variable 'VariableID:404:1', which the response "
            + "does not hold; it is skipped") }, "\(warnings)")
        #expect(diagnostics.warnings.first { $0.message.hasPrefix("'Color.alias'") }?.hint == FigmaValue.missingVariableHint)
        #expect(Set(resolved.skipped.map(\.path.description)).isSuperset(of: ["Color.broken", "Color.picture", "Color.alias", "Color.ok (V:4)"]),
                "\(resolved.skipped.map(\.path))")
        #expect(resolved.skipped.first { $0.path.description == "Color.ok (V:4)" }?.reason == .nameCollision)
        let (_, strict) = try load(text, strict: true)
        #expect(strict.errors.map(\.message).contains("the variable 'Color.broken': a COLOR value needs 'r', a number from 0 to 1"))
        #expect(strict.errors.contains { $0.message.hasPrefix("the variable 'V:4' is the token 'Color.ok' too") && $0.tokenPath == "Color.ok (V:4)" },
                "a left-out duplicate is an error with --strict")
    }

    @Test func anAliasOfASkippedVariableSaysItIsSkippedAndNeverTakesAnotherVariablesValue() throws {
        let (tokens, diagnostics) = try load(response([
            color("V:1", "ok", light: Self.red, dark: Self.blue),
            color("V:2", "ok", light: Self.blue, dark: Self.blue),
            color("V:3", "broken", light: #"{ "g": 0, "b": 0 }"#, dark: Self.blue),
            color("V:4", "ok", light: #"{ "g": 1, "b": 0 }"#, dark: Self.blue),
            color("V:5", "toCollided", light: #"{ "type": "VARIABLE_ALIAS", "id": "V:2" }"#, dark: #"{ "type": "VARIABLE_ALIAS", "id": "V:2" }"#),
            color("V:6", "toBroken", light: #"{ "type": "VARIABLE_ALIAS", "id": "V:3" }"#, dark: #"{ "type": "VARIABLE_ALIAS", "id": "V:3" }"#),
            color("V:7", "toBrokenTwin", light: #"{ "type": "VARIABLE_ALIAS", "id": "V:4" }"#, dark: #"{ "type": "VARIABLE_ALIAS", "id": "V:4" }"#),
        ]))
        let resolved = try #require(tokens)
        let warnings = diagnostics.warnings.map(\.message)
        for (alias, target) in [("toCollided", "Color.ok (V:2)"), ("toBroken", "Color.broken"), ("toBrokenTwin", "Color.ok (V:4)")] {
            #expect(warnings.contains("'Color.\(alias)' references '\(target)', which is not generated (its own warning says why); "
                + "it is skipped"), "\(warnings)")
            #expect(resolved.skipped.first { $0.path.description == "Color.\(alias)" }?.reason == .referencesSkippedToken)
        }
        #expect(!warnings.contains { $0.contains("does not hold") }, "\(warnings)")
        #expect(Set(resolved.skipped.map(\.path.description)).isSuperset(of: ["Color.ok (V:2)", "Color.broken", "Color.ok (V:4)"]))
        #expect(InputTestSupport.hex("Color.ok", in: "Light", of: resolved) == "#ff0000")
    }
}
