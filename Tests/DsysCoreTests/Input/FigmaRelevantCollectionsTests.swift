@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// A Figma collection whose modes no generated variable can feel makes no mode axis: coingaming's
/// moon file has hidden button-variant collections with modes `Primary`, `Light`, `Dark`, and their
/// `Light`/`Dark` became the package's appearance while the published colors stayed in their light
/// mode, every dark color a light one. A hidden collection that a generated variable aliases still
/// is an axis.
@Suite struct FigmaRelevantCollectionsTests {
    private static func collection(_ id: String, _ name: String, modes: [String], hidden: Bool = false) -> String {
        let listed = modes.enumerated().map { #"{ "modeId": "\#(id)-\#($0.offset)", "name": "\#($0.element)" }"# }
        return #""\#(id)": { "id": "\#(id)", "name": "\#(name)", "defaultModeId": "\#(id)-0", "hiddenFromPublishing": \#(hidden), "modes": [\#(listed.joined(separator: ", "))] }"#
    }

    private static func color(_ id: String, _ name: String, in collection: String, _ values: [String]) -> String {
        let byMode = values.enumerated().map { #""\#(collection)-\#($0.offset)": \#($0.element)"# }
        return #""\#(id)": { "id": "\#(id)", "name": "\#(name)", "variableCollectionId": "\#(collection)", "resolvedType": "COLOR", "valuesByMode": { \#(byMode.joined(separator: ", ")) } }"#
    }

    private static let white = #"{ "r": 1, "g": 1, "b": 1, "a": 1 }"#
    private static let black = #"{ "r": 0, "g": 0, "b": 0, "a": 1 }"#
    private static let gray = #"{ "r": 0.2, "g": 0.2, "b": 0.2, "a": 1 }"#
    private static func alias(_ id: String) -> String { #"{ "type": "VARIABLE_ALIAS", "id": "\#(id)" }"# }

    @Test func aHiddenCollectionNoGeneratedVariableReachesMakesNoAxis() throws {
        let response = """
        { "meta": { "variableCollections": {
            \(Self.collection("G", "Global Colors", modes: ["MDS-Light", "SB-Dark", "MDS-Dark"])),
            \(Self.collection("B", "_Button_ghost", modes: ["Primary", "Light", "Dark"], hidden: true)),
            \(Self.collection("P", "Palette", modes: ["Day", "Night"], hidden: true)) },
          "variables": {
            \(Self.color("V:1", "goku", in: "G", [Self.white, Self.gray, Self.black])),
            \(Self.color("V:2", "fill", in: "B", [Self.alias("V:1"), Self.alias("V:1"), Self.alias("V:1")])),
            \(Self.color("V:3", "shade", in: "P", [Self.white, Self.black])),
            \(Self.color("V:4", "surface", in: "G", [Self.alias("V:3"), Self.alias("V:3"), Self.alias("V:3")])) } } }
        """
        let folder = try TemporaryFolder(["variables.json": response])
        let (loaded, diagnostics) = InputTestSupport.load([folder.file("variables.json")])
        let tokens = try #require(loaded)
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        let axes = Set(tokens.modes.flatMap { $0.contexts.map(\.modifier) })
        #expect(axes == ["Global Colors", "Palette"], "the aliased hidden palette is an axis, the button variants are none")
        let dark = try #require(tokens.modes.first { $0.contexts.contains { $0.context == "MDS-Dark" } })
        #expect(InputTestSupport.hex("Global Colors.goku", in: dark.name, of: tokens) == "#000000")
        #expect(diagnostics.all.contains { $0.severity == .note && $0.message.hasPrefix("the collection '_Button_ghost' has 3 modes, but no "
            + "generated variable is in it or aliases one of its variables, so it makes no mode axis ('Primary' is read)") })
    }
}
