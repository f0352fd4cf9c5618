@testable import DsysCore
import Testing

/// Opacities given in percent (0–100) become fractions, as SwiftUI's `.opacity(_:)` takes them:
/// Canonical's Vanilla types `opacity.disabled.default: 33` `"opacity"`, and a legacy Style
/// Dictionary `opacity.scrim: 40` has no type at all; both were `DSOpacity` constants of 33 and 40,
/// which SwiftUI clamps to fully opaque, with no word.
struct OpacityPercentTests {
    @Test func percentagesInTheOpacityNamespaceAreFractionsWithOneNote() throws {
        let run = try FrontEndRun([
            "disabled.json": ##"{ "$type": "opacity", "opacity": { "disabled": { "default": { "$value": 33 }, "range": { "$value": 50 } } } }"##,
            "legacy.json": ##"""
            { "opacity": { "scrim": { "value": 40 }, "hover": { "value": "8" }, "half": { "value": "50%" }, "full": { "value": 1 } },
              "button": { "pressedOpacity": { "value": 80 }, "fade": { "value": "{opacity.scrim.value}" } },
              "count": { "value": 40 } }
            """##,
        ], strict: false)
        #expect(run.value("opacity.disabled.default") == .number(0.33))
        #expect(run.value("opacity.disabled.range") == .number(0.5))
        #expect(run.value("opacity.scrim") == .number(0.4))
        #expect(run.value("opacity.hover") == .number(0.08))
        #expect(run.value("button.pressedOpacity") == .number(0.8), "a path that says opacity anywhere lands in the namespace")
        #expect(run.value("button.fade") == .number(0.4), "an alias of an opacity takes its fraction")
        // A percentage with its sign is a fraction already, and 1 is a whole opacity, not 1%.
        #expect(run.value("opacity.half") == .number(0.5))
        #expect(run.value("opacity.full") == .number(1))
        #expect(run.value("count") == .number(40), "a number outside the namespace is as written")
        let notes = run.diagnostics.sorted.filter { $0.severity == .note }.map(\.message)
        #expect(notes == ["6 opacities above 1 are percentages (SwiftUI takes an opacity from 0 to 1): "
                + "'opacity.disabled.default' (33) is 0.33"], "\(notes)")
    }

    @Test func anOpacityOutsideZeroToOneHundredIsSkippedWithAWarning() throws {
        let run = try FrontEndRun(["t.json": ##"""
        { "opacity": { "big": { "value": 150 }, "negative": { "value": -0.2 }, "overfull": { "value": "150%" }, "ok": { "value": 0.2 } },
          "button": { "alpha": { "value": "{opacity.big.value}" } } }
        """##], strict: false)
        #expect(run.value("opacity.big") == nil && run.value("opacity.negative") == nil && run.value("opacity.overfull") == nil)
        #expect(run.value("button.alpha") == nil)
        #expect(run.value("opacity.ok") == .number(0.2))
        #expect(run.warnings == [
            "t.json:1:34: 'opacity.big': an opacity of 150 is neither a fraction from 0 to 1 nor a percentage up to 100; "
                + "it is skipped, with the token that references it: 'button.alpha'",
            "t.json:1:64: 'opacity.negative': an opacity of -0.2 is neither a fraction from 0 to 1 nor a percentage up to 100; it is skipped",
            "t.json:1:95: 'opacity.overfull': an opacity of 150% is neither a fraction from 0 to 1 nor a percentage up to 100; it is skipped",
        ], "\(run.warnings)")
        #expect(run.diagnostics.all.contains { $0.hint == #"write the opacity as a fraction from 0 to 1 (0.4) or as a percentage up to 100 (40 or "40%")"# })
    }

    /// `dsys.json` can feed the opacity namespace from other prefixes (`"opacity": {"paths": ["alpha"]}`):
    /// their numbers are opacities too.
    @Test func configuredOpacityPrefixesAreReadAlike() throws {
        var config = ConfigFile()
        config.generator.opacity.paths = ["alpha"]
        let frontEnd = config.frontEnd(remBase: nil, contexts: [], referenceScope: .inputFolder)
        #expect(frontEnd.opacityPaths == ["alpha"])
        let run = try FrontEndRun(["t.json": ##"{ "alpha": { "scrim": { "$type": "number", "$value": 40 } }, "alphabet": { "$type": "number", "$value": 40 } }"##],
                                  strict: false, opacityPaths: frontEnd.opacityPaths)
        #expect(run.value("alpha.scrim") == .number(0.4))
        #expect(run.value("alphabet") == .number(40))
    }
}
