@testable import DsysCore
import Foundation
import Testing

/// Adobe Spectrum's own format (`adobe/spectrum-tokens`): detection, mode axes from `sets`,
/// nesting, substitutes for missing sets, deprecation and shape errors. The resolved tokens of a
/// whole fixture are checked byte for byte by `SpectrumFixtureTests`.
@Suite struct SpectrumLoaderTests {
    /// Short schema names, as older Spectrum releases wrote them; a system set of scale sets; a color
    /// set without `darkest`.
    private static let files = [
        "layout.json": """
        { "radius": { "$schema": "system-set.json", "uuid": "1", "sets": {
            "spectrum": { "$schema": "scale-set.json", "sets": {
              "desktop": { "$schema": "dimension.json", "value": "4px", "uuid": "2" },
              "mobile": { "$schema": "dimension.json", "value": "5px", "uuid": "3" } } },
            "express": { "$schema": "dimension.json", "value": "6px", "deprecated": true,
                         "deprecated_comment": "Express merges into Spectrum.", "uuid": "4" } } } }
        """,
        "color.json": """
        { "bg": { "$schema": "color-set.json", "uuid": "5", "sets": {
            "light": { "$schema": "color.json", "value": "rgb(255, 255, 255)", "uuid": "6" },
            "dark": { "$schema": "color.json", "value": "rgb(34, 34, 34)", "uuid": "7" },
            "darkest": { "$schema": "color.json", "value": "rgb(0, 0, 0)", "uuid": "8" } } },
          "fg": { "$schema": "color-set.json", "uuid": "9", "sets": {
            "light": { "value": "rgb(0, 0, 0)", "uuid": "10" },
            "dark": { "value": "rgb(240, 240, 240)", "uuid": "11" } } },
          "old-fg": { "$schema": "alias.json", "value": "{fg}", "renamed": "fg", "uuid": "12" } }
        """,
    ]

    private func load(_ folder: TemporaryFolder, contexts: [String] = []) -> (ResolvedTokens?, Diagnostics) {
        InputTestSupport.load([folder.path], contexts: contexts)
    }

    @Test func setsBecomeModeAxesWithNestingAndDefaultsFirst() throws {
        let folder = try TemporaryFolder(Self.files)
        let (tokens, diagnostics) = load(folder)
        let resolved = try #require(tokens)
        #expect(resolved.modes.map(\.name) == [
            "spectrum-light-desktop", "spectrum-light-mobile", "spectrum-dark-desktop", "spectrum-dark-mobile",
            "spectrum-darkest-desktop", "spectrum-darkest-mobile", "express-light-desktop", "express-light-mobile",
            "express-dark-desktop", "express-dark-mobile", "express-darkest-desktop", "express-darkest-mobile",
        ])
        #expect(resolved.modes[3].contexts == [
            .init(modifier: "system", context: "spectrum"), .init(modifier: "theme", context: "dark"),
            .init(modifier: "scale", context: "mobile"),
        ])
        let points = { (mode: String) -> Double? in
            guard case .dimension(let dimension)? = InputTestSupport.value("radius", in: mode, of: resolved) else { return nil }
            return dimension.points
        }
        #expect(points("spectrum-light-desktop") == 4)
        #expect(points("spectrum-dark-mobile") == 5)
        #expect(points("express-light-mobile") == 6)
        let radius = { (mode: String) in resolved.modes.first { $0.name == mode }?.tokens[TokenPath(["radius"])] }
        #expect(radius("spectrum-light-desktop")?.deprecation == nil)
        #expect(radius("express-dark-desktop")?.deprecation == .deprecatedWithReason("Express merges into Spectrum."))
        #expect(radius("express-dark-desktop")?.pointer == "/radius/sets/express")
        #expect(radius("spectrum-dark-mobile")?.pointer == "/radius/sets/spectrum/sets/mobile")
        #expect(InputTestSupport.hex("bg", in: "spectrum-darkest-mobile", of: resolved) == "#000000")
        #expect(InputTestSupport.hex("fg", in: "express-dark-desktop", of: resolved) == "#f0f0f0")
        #expect(InputTestSupport.hex("old-fg", in: "spectrum-light-desktop", of: resolved) == "#000000")
        #expect(resolved.modes[0].tokens[TokenPath(["old-fg"])]?.deprecation == .deprecatedWithReason("Renamed to 'fg'."))
        // `fg` has no darkest set: its dark value stands in, and the warning says so once.
        #expect(InputTestSupport.hex("fg", in: "spectrum-darkest-desktop", of: resolved) == "#f0f0f0")
        #expect(InputTestSupport.lines(diagnostics.sorted) == [
            "5:61: Spectrum token 'fg' has no 'darkest' set; its 'dark' set is used for theme 'darkest'",
        ])
    }

    @Test func contextsPickModesAlongAnyAxis() throws {
        let folder = try TemporaryFolder(Self.files)
        let (tokens, _) = load(folder, contexts: ["scale=mobile", "system=spectrum"])
        #expect(tokens?.modes.map(\.name) == ["spectrum-light-mobile", "spectrum-dark-mobile", "spectrum-darkest-mobile"])
    }

    @Test func plainTokenFilesBesideSpectrumFilesAreInEveryMode() throws {
        let folder = try TemporaryFolder([
            "color.json": #"{ "bg": { "$schema": "color-set.json", "sets": { "light": { "value": "rgb(255, 255, 255)" }, "dark": { "value": "rgb(0, 0, 0)" } } } }"#,
            "app.json": #"{ "app": { "$type": "color", "surface": { "$value": "{bg}" } } }"#,
        ])
        let (tokens, diagnostics) = load(folder)
        let resolved = try #require(tokens)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["light", "dark"])
        #expect(InputTestSupport.hex("app.surface", in: "dark", of: resolved) == "#000000")
        #expect(resolved.sourceFiles == [folder.file("app.json"), folder.file("color.json")])
    }

    @Test func otherFormatsAreNotTakenForSpectrum() throws {
        var diagnostics = Diagnostics()
        let dtcg = InputTestSupport.sourceFile(
            ##"{ "$schema": "https://design-tokens.org/schema.json", "c": { "$type": "color", "$value": "#000000" } }"##,
            path: "a.json", diagnostics: &diagnostics
        )
        let legacy = InputTestSupport.sourceFile(
            ##"{ "c": { "value": "#000000", "$schema": "https://example.com/token.schema.json" } }"##,
            path: "b.json", diagnostics: &diagnostics
        )
        let spectrum = InputTestSupport.sourceFile(
            #"{ "c": { "$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/new-kind.json", "value": 1 } }"#,
            path: "c.json", diagnostics: &diagnostics
        )
        #expect(InputTestSupport.formatName(of: try #require(dtcg)) == "token file")
        #expect(InputTestSupport.formatName(of: try #require(legacy)) == "token file")
        #expect(InputTestSupport.formatName(of: try #require(spectrum)) == "Spectrum token file")
    }

    @Test func badShapesAreReportedAtTheirPlace() throws {
        let folder = try TemporaryFolder([
            "t.json": """
            { "ok": { "$schema": "opacity.json", "value": "0.5", "uuid": "1", "tier": "gold" },
              "empty": { "$schema": "color-set.json", "sets": {} },
              "flagged": { "$schema": "opacity.json", "value": "0.1", "deprecated": "yes" },
              "loose": { "$schema": "scale-set.json", "sets": { "desktop": "4px", "mobile": { "$schema": "dimension.json" } } },
              "group": { "inner": { "value": 1 } } }
            """,
        ])
        let (tokens, diagnostics) = load(folder)
        #expect(InputTestSupport.lines(diagnostics.sorted) == [
            "1:67: 'tier' on Spectrum token 'ok' is not a Spectrum token property and is ignored",
            "2:51: 'sets' of Spectrum token 'empty' must be an object with a token per mode, but it is empty",
            "3:73: 'deprecated' of Spectrum token 'flagged' must be true or false, but it is a string",
            "4:64: a set of Spectrum token 'loose' is a string, but it must be a token object",
            "4:81: Spectrum token 'loose' has neither 'value' nor 'sets'",
            "5:3: 'group' is not a Spectrum token (an object with '$schema' and 'value' or 'sets'); it is ignored",
        ])
        #expect(tokens?.modes.map(\.name) == ["desktop", "mobile"])
        #expect(tokens?.modes[0].tokens.tokens.map(\.path.description) == ["ok", "flagged"])
    }
}
