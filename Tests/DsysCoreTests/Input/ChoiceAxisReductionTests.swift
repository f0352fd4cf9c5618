@testable import DsysCore
import Foundation
import Testing

/// A Tokens Studio export whose theme groups multiply past the mode cap, but whose choice axes the
/// package reads one at a time, resolves only those modes (appearances × (1 + Σ(contexts − 1))),
/// each choice context against the defaults of the other choice axes.
@Suite struct ChoiceAxisReductionTests {
    /// What `dsys generate` gives the front end: the generator's choice axes.
    private static let choiceAxes = ConfigFile().frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder).choiceAxes

    /// The reference fixture shaped like the issue: Size (3) × Theme (1) × Typography (2) ×
    /// Color scheme (2) × Semantic (1) × Color (8) = 96 combinations.
    private static func issueShapedExport() throws -> [String: String] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../DsysReferenceTests/Fixtures/choice-axes-outside-cap/tokens.json").standardized
        return ["tokens.json": try String(contentsOf: fixture, encoding: .utf8)]
    }

    /// The mode whose contexts are exactly `choices` (axes not named take their default, the first context).
    private static func mode(_ tokens: ResolvedTokens?, _ choices: [String: String]) -> Mode? {
        let defaults = ["Size": "Small", "Theme": "Base", "Typography": "Regular", "Color scheme": "Light", "Semantic": "Semantic", "Color": "Red"]
        let wanted = Set(defaults.merging(choices) { $1 }.map { ContextChoice(modifier: $0.key, context: $0.value) })
        return tokens?.modes.first { Set($0.contexts) == wanted }
    }

    private static func points(_ mode: Mode?, _ path: String) -> Double? {
        guard case .dimension(let dimension) = mode?.tokens[TokenPath(dotted: path)]?.value else { return nil }
        return dimension.points
    }

    private static func hex(_ mode: Mode?, _ path: String) -> String? {
        guard case .color(let color) = mode?.tokens[TokenPath(dotted: path)]?.value else { return nil }
        return color.hexString
    }

    @Test func issueShapedExportResolvesEachChoiceAxisAgainstTheOthersDefaults() throws {
        let run = try FrontEndRun(Self.issueShapedExport(), choiceAxes: Self.choiceAxes)
        #expect(run.errors.isEmpty)
        // 2 appearances × (1 + (3 − 1) + (2 − 1) + (8 − 1)) = 22, not 96.
        #expect(run.tokens?.modes.count == 22)
        #expect(run.diagnostics.all.contains { $0.severity == .note && $0.message.hasPrefix("the input has 96 combinations of contexts; dsys resolves the 22") })
        for scheme in ["Light", "Dark"] {
            let violet = Self.mode(run.tokens, ["Color scheme": scheme, "Color": "Violet"])
            #expect(Self.hex(violet, "color.accent") == "#7a5af8")
            #expect(Self.hex(violet, "color.link") == "#7a5af8")
            #expect(Self.points(violet, "space.pad") == 8)
            #expect(Self.points(violet, "font.body") == 16)
            let large = Self.mode(run.tokens, ["Color scheme": scheme, "Size": "Large"])
            #expect(Self.points(large, "space.pad") == 16)
            #expect(Self.points(large, "space.inset") == 20)
            #expect(Self.hex(large, "color.link") == "#d92d20")
            let largeType = Self.mode(run.tokens, ["Color scheme": scheme, "Typography": "Large"])
            #expect(Self.points(largeType, "font.body") == 20)
            #expect(Self.points(largeType, "space.pad") == 8)
        }
        #expect(Self.hex(Self.mode(run.tokens, ["Color scheme": "Dark", "Color": "Pink"]), "color.background") == "#101828")
        // Two choice axes off their defaults at once: not resolved.
        #expect(Self.mode(run.tokens, ["Size": "Large", "Color": "Violet"]) == nil)
    }

    @Test func withoutTheGeneratorsChoiceAxesEveryCombinationCountsAndIsRefused() throws {
        let run = try FrontEndRun(Self.issueShapedExport())
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasSuffix(
            "the input has 96 modes (Size (3) × Theme (1) × Typography (2) × Color scheme (2) × Semantic (1) × Color (8)); dsys resolves at most 64"
        ) == true)
    }

    @Test func pinningAChoiceAxisKeepsTheOthersWholeProductWhenItFits() throws {
        let run = try FrontEndRun(Self.issueShapedExport(), contexts: ["Color=Violet"], choiceAxes: Self.choiceAxes)
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.count == 12)
        #expect(Self.points(Self.mode(run.tokens, ["Size": "Large", "Typography": "Large", "Color": "Violet"]), "font.body") == 20)
    }

    @Test func generatedModesBeyondTheLimitAreStillRefusedWithTheirCount() throws {
        let sets = ["\"light\": {}", "\"dark\": {}"] + (0..<20).map { "\"a\($0)\": {}, \"b\($0)\": {}" }
        let themes = ["Light", "Dark"].map { "{ \"name\": \"\($0)\", \"group\": \"Color scheme\", \"selectedTokenSets\": { \"\($0.lowercased())\": \"enabled\" } }" }
            + ["a", "b"].flatMap { group in
                (0..<20).map { "{ \"name\": \"\(group)\($0)\", \"group\": \"\(group)\", \"selectedTokenSets\": { \"\(group)\($0)\": \"enabled\" } }" }
            }
        let run = try FrontEndRun(["ts.json": """
        { "core": { "n": { "value": "1", "type": "number" } }, \(sets.joined(separator: ", ")),
          "$themes": [ \(themes.joined(separator: ", ")) ] }
        """], choiceAxes: Self.choiceAxes)
        // 2 × 20 × 20 = 800 combinations; 2 × (1 + 19 + 19) = 78 generated, still more than 64.
        #expect(run.errors == ["ts.json:2:3: the input has 78 modes (Color scheme (2), a (20), b (20)); dsys resolves at most 64"])
        #expect(run.tokens == nil)
    }
}
