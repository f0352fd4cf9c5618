@testable import DsysCore
@testable import DsysTokens
import Testing

/// More modes than dsys resolves no longer stop the run: axes are pinned to the default mode's
/// context, choice axes first, until the modes fit, with a warning that names each pin (an error
/// with `--strict`, see `ModeLimitTests`).
@Suite struct ModeAxisPinningTests {
    /// A resolver document whose modifiers `axes` (name, context count) are resolved in that order
    /// over a set of two number tokens; `n.two` is twice `n.one`.
    private static func resolver(_ axes: [(name: String, contexts: [String])]) -> [String: String] {
        let modifiers = axes.map { axis in
            "\"\(axis.name)\": { \"contexts\": { " + axis.contexts.map { "\"\($0)\": []" }.joined(separator: ", ") + " } }"
        }.joined(separator: ", ")
        let order = axes.map { ", { \"$ref\": \"#/modifiers/\($0.name)\" }" }.joined()
        return [
            "base.json": #"{ "n": { "$type": "number", "one": { "$value": 1 }, "two": { "$value": "{n.one} * 2" } } }"#,
            "ds.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "base.json" } ] } },
              "modifiers": { \(modifiers) },
              "resolutionOrder": [ { "$ref": "#/sets/base" }\(order) ] }
            """,
        ]
    }

    private static func contexts(_ count: Int) -> [String] { (0..<count).map { "c\($0)" } }

    @Test func theAxesLeavingOutTheMostModesArePinnedUntilTheModesFit() throws {
        let files = Self.resolver([("a", Self.contexts(10)), ("b", Self.contexts(10)), ("c", Self.contexts(10))])
        let run = try FrontEndRun(files, inputs: ["ds.resolver.json"], strict: false)
        #expect(run.errors.isEmpty)
        // Each axis leaves out 900 of the 1000 modes; of equals, the one declared later is pinned.
        #expect(run.warnings == [
            "ds.resolver.json:4:22: the input has 1000 modes; dsys resolves at most 64, so it pinned 2 axes to the default mode's "
                + "context and generates the 10 modes left: 'c' to 'c0', 'b' to 'c0'; the package has no choice for them",
        ])
        #expect(run.diagnostics.warnings.first?.hint?.contains("--context c=c0") == true)
        #expect(run.tokens?.modes.map(\.name) == Self.contexts(10).map { "\($0)-c0-c0" })
        #expect(run.value("n.two") == .number(2))
    }

    /// An axis whose contexts name appearances is pinned after the others, and pinned to its default
    /// context keeps that context's dark twin (moon-tokens' palette collection `MDS-Light` with
    /// `MDS-Dark`): pinning the palette to its light mode left dark to a button collection's `Dark`.
    @Test func anAppearanceAxisIsPinnedLastAndKeepsItsDarkTwin() throws {
        // `Partners` pairs with nothing, so the palette is not split into a brand and an appearance.
        let palette = ["MDS-Light", "MDS-Dark"] + (0..<14).flatMap { ["b\($0)-Light", "b\($0)-Dark"] } + ["Partners"]
        let files = Self.resolver([("palette", palette), ("ghost", ["Primary", "Light", "Dark"] + Self.contexts(5)), ("size", Self.contexts(3))])
        let run = try FrontEndRun(files, inputs: ["ds.resolver.json"], strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.first?.hasSuffix("'size' to 'c0', 'palette' to 'MDS-Light' and its dark twin 'MDS-Dark'; "
                                               + "the package has no choice for them") == true, "\(run.warnings)")
        #expect(Set(run.tokens?.modes.flatMap(\.contexts).filter { $0.modifier == "palette" }.map(\.context) ?? []) == ["MDS-Light", "MDS-Dark"])
    }

    @Test func withStrictTheModesBeyondTheLimitStayAnError() throws {
        let files = Self.resolver([("a", Self.contexts(10)), ("b", Self.contexts(10)), ("c", Self.contexts(10))])
        let run = try FrontEndRun(files, inputs: ["ds.resolver.json"], strict: true)
        #expect(run.errors == ["ds.resolver.json:4:22: the input has 1000 modes (a (10) × b (10) × c (10)); dsys resolves at most 64"])
        #expect(run.tokens == nil)
    }

    /// Two appearances × (1 + 16 + 16) = 66 modes after `ChoiceAxisReduction`: pinning the
    /// appearance would leave out the most (33), but a choice axis (32) is pinned, so dark stays.
    @Test func choiceAxesArePinnedBeforeAnAppearance() throws {
        let files = Self.resolver([("appearance", ["light", "dark"]), ("a", Self.contexts(17)), ("b", Self.contexts(17))])
        let choiceAxes = ConfigFile().frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder).choiceAxes
        let run = try FrontEndRun(files, inputs: ["ds.resolver.json"], strict: false, choiceAxes: choiceAxes)
        #expect(run.errors.isEmpty)
        #expect(run.diagnostics.warnings.map(\.message).contains { $0.hasSuffix("modes left: 'b' to 'c0'; the package has no choice for them") })
        #expect(run.tokens?.modes.count == 34)
        #expect(Set(run.tokens?.modes.flatMap(\.contexts).filter { $0.modifier == "appearance" }.map(\.context) ?? []) == ["light", "dark"])
    }

    /// Figma collections exported one file per mode (`A.m3.json`) are choice axes reduced while
    /// planning (1000 combinations, 28 planned); the pins the warning suggests choosing must find
    /// their mode even when two of them are off the defaults.
    @Test func pinsOffTheDefaultsOnTwoReducedAxesFindTheirMode() throws {
        var files: [String: String] = [:]
        for collection in ["A", "B", "C"] {
            for mode in 0..<10 {
                files["\(collection).m\(mode).json"] = "{ \"\(collection.lowercased())\": { \"$type\": \"number\", \"$value\": \(mode) } }"
            }
        }
        let run = try FrontEndRun(files, contexts: ["A=m3", "B=m5"], strict: false)
        #expect(run.errors.isEmpty)
        #expect(run.tokens?.modes.count == 10)
        #expect(run.value("a") == .number(3))
        #expect(run.value("b") == .number(5))
        #expect(run.value("c") == .number(0))
    }

    @Test func aContextWithASpaceIsQuotedForTheShell() {
        #expect(ModeAxisPinning.shellWord("theme=dark") == "theme=dark")
        #expect(ModeAxisPinning.shellWord("🪐 Vertical space=2XL") == "'🪐 Vertical space=2XL'")
        #expect(ModeAxisPinning.shellWord("it's=x") == #"'it'\''s=x'"#)
    }
}
