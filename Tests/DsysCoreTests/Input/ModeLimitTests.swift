@testable import DsysCore
import Testing

/// Every mode is a full copy of the resolved tokens, so inputs with very many modes are refused with
/// an error that names the limit, where the modes come from, and how to pin axes.
@Suite struct ModeLimitTests {
    /// A resolver document with three modifiers of ten contexts each (1,000 combinations) over a
    /// set of a few tokens.
    private static let thousandModeResolver: [String: String] = {
        let contexts = (0..<10).map { "\"c\($0)\": []" }.joined(separator: ", ")
        let modifiers = ["a", "b", "c"].map { "\"\($0)\": { \"contexts\": { \(contexts) } }" }.joined(separator: ", ")
        return [
            "base.json": #"{ "n": { "$type": "number", "one": { "$value": 1 }, "two": { "$value": "{n.one} * 2" } } }"#,
            "ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } },
              "modifiers": { \(modifiers) },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/a" },
                                   { "$ref": "#/modifiers/b" }, { "$ref": "#/modifiers/c" } ] }
            """,
        ]
    }()

    @Test func resolverModifierCombinationsBeyondTheLimitAreRefused() throws {
        let run = try FrontEndRun(Self.thousandModeResolver, inputs: ["ds.resolver.json"])
        #expect(run.errors == [
            "ds.resolver.json:4:22: the input has 1000 modes (a (10) × b (10) × c (10)); dsys resolves at most 64",
        ])
        #expect(run.diagnostics.errors.first?.hint?.contains("--context a=c0") == true)
        #expect(run.tokens == nil)
    }

    @Test func pinningAxesWithContextBringsTheModesUnderTheLimit() throws {
        let run = try FrontEndRun(Self.thousandModeResolver, inputs: ["ds.resolver.json"], contexts: ["a=c1", "b=c2"])
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.count == 10)
        #expect(run.value("n.two") == .number(2))
    }

    @Test func tokensStudioThemeCombinationsBeyondTheLimitAreRefused() throws {
        let themes = ["size", "color"].flatMap { group in
            (0..<9).map { "{ \"name\": \"\(group)\($0)\", \"group\": \"\(group)\", \"selectedTokenSets\": { \"core\": \"enabled\" } }" }
        }
        let run = try FrontEndRun(["ts.json": """
        { "core": { "n": { "value": "1", "type": "number" } },
          "$themes": [ \(themes.joined(separator: ", ")) ] }
        """])
        #expect(run.errors == ["ts.json:2:3: the input has 81 modes (size (9) × color (9)); dsys resolves at most 64"])
    }

    @Test func modeExtensionNamesBeyondTheLimitAreRefusedAtTheTokenThatAddsOne() throws {
        let modes = (0..<100).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
        let run = try FrontEndRun(["t.json": """
        { "n": { "$type": "number",
          "a": { "$value": 0, "$extensions": { "mode": { "m0": 0 } } },
          "b": { "$value": 0, "$extensions": { "mode": { \(modes) } } } } }
        """])
        #expect(run.errors == [
            "t.json:3:20: '$extensions.mode' of 'n.b' brings the mode names to more than 64, the most dsys resolves",
        ])
        #expect(run.tokens?.modes.count == 1)
    }

    @Test func designSystemModeListsBeyondTheLimitAreRefused() throws {
        let names = (0..<65).map { "\"m\($0)\"" }.joined(separator: ", ")
        let run = try FrontEndRun(["design-system.json": """
        { "name": "x", "modes": [\(names)],
          "tokens": { "n": { "$type": "number", "a": { "$value": 0 } } } }
        """])
        #expect(run.errors == ["design-system.json:1:25: 'modes' lists 65 modes; dsys resolves at most 64"])
    }

    /// 64 modes are allowed, but 64 copies of a large set are not: the product of modes and tokens
    /// is refused, named, before the modes are resolved.
    @Test func manyModesOfALargeSetAreRefusedWithTheProduct() throws {
        let tokenCount = ModeLimit.maximumTokenValues / ModeLimit.maximumModes + 1
        let tokens = (0..<tokenCount).map { "\"t\($0)\": { \"$value\": \($0) }" }.joined(separator: ", ")
        let contexts = (0..<ModeLimit.maximumModes).map { "\"c\($0)\": []" }.joined(separator: ", ")
        let run = try FrontEndRun([
            "base.json": "{ \"n\": { \"$type\": \"number\", \(tokens) } }",
            "ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } },
              "modifiers": { "m": { "contexts": { \(contexts) } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/m" } ] }
            """,
        ], inputs: ["ds.resolver.json"])
        let product = ModeLimit.maximumModes * tokenCount
        #expect(run.errors == ["ds.resolver.json:4:22: the input has 64 modes of up to \(tokenCount) tokens each, \(product) token values "
                               + "to resolve; dsys resolves at most \(ModeLimit.maximumTokenValues) at once"])
        #expect(run.tokens == nil)
    }
}
