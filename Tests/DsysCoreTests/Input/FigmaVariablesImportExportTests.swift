@testable import DsysCore
import Foundation
import Testing

/// Figma's sample plugin "Variables Import/Export" (figma/plugin-samples, `variables-import-export/
/// code.js` at a88e5e4, `processCollection`): one DTCG file per collection and mode, named
/// `<collection>.<mode>.tokens.json`, with only `COLOR` (`#rrggbb`, or `rgba(r, g, b, a)` with four
/// decimals when translucent) and `FLOAT` (`number`) variables, and aliases written without the
/// collection's name (`{gray.900}`). The files carry no mark of their own, so they are read as plain
/// token files: one mode's files directly, light and dark files as appearances (their names say
/// so), other modes through a resolver document.
@Suite struct FigmaVariablesImportExportTests {
    /// The files the sample's export writes for a `Primitives` collection (one mode) and a `Color`
    /// collection (`Light`, `Dark`), written from `processCollection` and `rgbToHex`.
    static let export = [
        "Primitives.Value.tokens.json": """
        { "gray": { "0": { "$type": "color", "$value": "#ffffff" }, "900": { "$type": "color", "$value": "#14161a" } },
          "space": { "4": { "$type": "number", "$value": 16 } } }
        """,
        "Color.Light.tokens.json": """
        { "surface": { "$type": "color", "$value": "{gray.0}" },
          "scrim": { "$type": "color", "$value": "rgba(20, 22, 26, 0.4000)" } }
        """,
        "Color.Dark.tokens.json": """
        { "surface": { "$type": "color", "$value": "{gray.900}" },
          "scrim": { "$type": "color", "$value": "rgba(0, 0, 0, 0.7000)" } }
        """,
    ]

    @Test func theFilesAreClaimedAsPlainTokenFiles() throws {
        let folder = try TemporaryFolder(Self.export)
        for name in Self.export.keys {
            var diagnostics = Diagnostics()
            let file = try #require(SourceFileReader.read(fileAt: folder.file(name), displayPath: name, diagnostics: &diagnostics))
            #expect(InputTestSupport.formatName(of: file) == "token file", "\(name)")
        }
    }

    @Test func oneModesFilesReadDirectly() throws {
        let folder = try TemporaryFolder(Self.export)
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load(
            [folder.file("Primitives.Value.tokens.json"), folder.file("Color.Dark.tokens.json")], diagnostics: &diagnostics
        ))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("surface", in: "default", of: resolved) == "#14161a")
        #expect(InputTestSupport.value("space.4", in: "default", of: resolved) == .number(16))
        guard case .color(let scrim)? = InputTestSupport.value("scrim", in: "default", of: resolved) else {
            Issue.record("the scrim is not a color")
            return
        }
        #expect(scrim.alpha == 0.7)
    }

    @Test func aResolverDocumentMakesTheModesAppearances() throws {
        var files = Self.export
        files["figma.resolver.json"] = """
        { "version": "2025.10",
          "sets": { "primitives": { "sources": [{ "$ref": "Primitives.Value.tokens.json" }] } },
          "modifiers": { "Color": { "contexts": { "Light": [{ "$ref": "Color.Light.tokens.json" }],
                                                  "Dark": [{ "$ref": "Color.Dark.tokens.json" }] }, "default": "Light" } },
          "resolutionOrder": [{ "$ref": "#/sets/primitives" }, { "$ref": "#/modifiers/Color" }] }
        """
        let folder = try TemporaryFolder(files)
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load([folder.file("figma.resolver.json")], diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Light", "Dark"])
        #expect(InputTestSupport.hex("surface", in: "Light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("surface", in: "Dark", of: resolved) == "#14161a")
    }

    /// `Color.Light` and `Color.Dark` say their appearance in their names, so the file-layout rule
    /// (`AppearanceFileLayout`) makes them the light and dark modes without a resolver document.
    @Test func lightAndDarkFilesOfACollectionBecomeAppearances() throws {
        let folder = try TemporaryFolder(Self.export)
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load(
            [folder.file("Color.Light.tokens.json"), folder.file("Color.Dark.tokens.json"),
             folder.file("Primitives.Value.tokens.json")], diagnostics: &diagnostics
        ))
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(InputTestSupport.hex("surface", in: "light", of: resolved) == "#ffffff")
        #expect(InputTestSupport.hex("surface", in: "dark", of: resolved) == "#14161a")
    }

    /// Modes whose names say no appearance (`Compact`, `Regular`) of one collection make a mode axis
    /// named after the collection (`CollectionFileLayout`), its default the mode named like one.
    @Test func otherModesOfACollectionGivenAsPlainFilesBecomeAModeAxis() throws {
        let folder = try TemporaryFolder([
            "Layout.Compact.tokens.json": #"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#,
            "Layout.Regular.tokens.json": #"{ "gap": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } }"#,
        ])
        var diagnostics = Diagnostics()
        let resolved = try #require(FrontEnd().load(
            [folder.file("Layout.Compact.tokens.json"), folder.file("Layout.Regular.tokens.json")], diagnostics: &diagnostics
        ))
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(resolved.modes.map(\.name) == ["Regular", "Compact"])
        #expect(resolved.modes.first?.contexts.map(\.description) == ["Layout=Regular"])
        #expect(InputTestSupport.points("gap", in: "Compact", of: resolved) == 8)
        #expect(InputTestSupport.points("gap", in: "Regular", of: resolved) == 16)
    }

    /// One collection with modes in two folders cannot be one axis: an error naming the layout.
    @Test func aCollectionWithModesInTwoFoldersIsAnError() throws {
        let gap = #"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#
        let folder = try TemporaryFolder([
            "a/Layout.Compact.json": gap, "a/Layout.Regular.json": gap, "b/Layout.Compact.json": gap, "b/Layout.Regular.json": gap,
        ])
        var diagnostics = Diagnostics()
        _ = FrontEnd().load([folder.path], diagnostics: &diagnostics)
        #expect(diagnostics.errors.map(\.message).contains { $0.hasPrefix("the collection 'Layout' has modes in two folders") },
                "\(diagnostics.all)")
    }
}
