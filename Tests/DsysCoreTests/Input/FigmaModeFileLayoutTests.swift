@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// Figma's own "Export variables" writes one DTCG file per collection and mode and names the mode
/// inside (`"$extensions": { "com.figma.modeName": "Sharp" }`), not always in the file name:
/// QuantumBlack's `Round.tokens.json` and `Sharp.tokens.json`, a download's `Theme colors (1)` and
/// `(2)`. Read as one set, the later file won every token with a "defined twice" warning.
struct FigmaModeFileLayoutTests {
    private static func file(_ mode: String, _ tokens: String) -> String {
        ##"{ \##(tokens), "$extensions": { "com.figma.modeName": "\##(mode)" } }"##
    }

    private static func radius(_ small: Int) -> String {
        #""rad-sm": { "$type": "dimension", "$value": { "value": \#(small), "unit": "px" } }"#
    }

    private static func color(_ hex: String) -> String {
        ##""bg": { "$type": "color", "$value": "\##(hex)" }"##
    }

    private func load(_ files: [String: String]) throws -> (ResolvedTokens, Diagnostics) {
        let folder = try TemporaryFolder(files)
        let (tokens, diagnostics) = InputTestSupport.load([folder.path])
        return (try #require(tokens), diagnostics)
    }

    @Test func modesNamedInsideTheFilesAreAModeAxis() throws {
        let (tokens, diagnostics) = try load([
            "Round.tokens.json": Self.file("Round", Self.radius(4)), "Sharp.tokens.json": Self.file("Sharp", Self.radius(0)),
        ])
        #expect(diagnostics.warnings.isEmpty, "no 'defined twice': \(diagnostics.warnings.map(\.message))")
        #expect(tokens.modes.map(\.name) == ["Round", "Sharp"])
        #expect(InputTestSupport.points("rad-sm", in: "Round", of: tokens) == 4)
        #expect(InputTestSupport.points("rad-sm", in: "Sharp", of: tokens) == 0)
        #expect(diagnostics.all.map(\.message).contains(
            "files that name their Figma mode ('com.figma.modeName') make mode axes: 'mode' ('Round', 'Sharp')"))
    }

    @Test func lightAndDarkModesAreTheAppearancesAndCollectionsAreNamedByTheirFiles() throws {
        let (tokens, diagnostics) = try load([
            "Theme colors (1).tokens.json": Self.file("Light", Self.color("#ffffff")),
            "Theme colors (2).tokens.json": Self.file("Dark", Self.color("#000000")),
            "Radius.Round.tokens.json": Self.file("Round", Self.radius(4)), "Radius.Sharp.tokens.json": Self.file("Sharp", Self.radius(0)),
            "Primitives.tokens.json": Self.file("Mode 1", ##""gray": { "$type": "color", "$value": "#888888" }"##),
        ])
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings.map(\.message))")
        #expect(diagnostics.all.map(\.message).contains(
            "files that name their Figma mode ('com.figma.modeName') make mode axes: 'appearance' ('light', 'dark'); 'Radius' ('Round', 'Sharp')"))
        let dark = try #require(tokens.modes.first { $0.contexts.contains(ContextChoice(modifier: "appearance", context: "dark")) })
        #expect(dark.tokens[TokenPath(dotted: "bg")]?.value == .color(ColorValue(red: 0, green: 0, blue: 0)))
        #expect(dark.tokens[TokenPath(dotted: "gray")] != nil, "a collection of one mode is read by every mode")
        let radii: [ContextChoice] = tokens.modes.flatMap(\.contexts).filter { $0.modifier == "Radius" }
        #expect(Set(radii.map(\.context)) == ["Round", "Sharp"])
    }

    /// Two collections whose files are named by their mode alone (`Typography/Desktop.tokens.json`,
    /// `Spacing/Desktop.tokens.json`) made the axes `mode` and `mode 2`, which `--context` could not
    /// name without quoting and no designer knows. They are named after their folders.
    @Test func collectionsOfFilesNamedByTheModeAreNamedByTheirFolders() throws {
        let (tokens, diagnostics) = try load([
            "Typography/Desktop.tokens.json": Self.file("Desktop", #""size": { "$type": "number", "$value": 18 }"#),
            "Typography/Mobile.tokens.json": Self.file("Mobile", #""size": { "$type": "number", "$value": 16 }"#),
            "Spacing/Desktop.tokens.json": Self.file("Desktop", Self.radius(8)),
            "Spacing/Mobile.tokens.json": Self.file("Mobile", Self.radius(4)),
        ])
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
        #expect(Set(tokens.modes.flatMap(\.contexts).map(\.modifier)) == ["Spacing", "Typography"])
    }

    @Test func twoFilesOfOneModeAreLeftAsTheyAre() throws {
        let (tokens, diagnostics) = try load([
            "a.tokens.json": Self.file("Round", Self.radius(4)), "b.tokens.json": Self.file("Round", Self.radius(2)),
        ])
        #expect(tokens.modes.map(\.name) == ["default"])
        #expect(diagnostics.warnings.contains { $0.message.hasPrefix("token 'rad-sm' is defined twice") })
    }
}
