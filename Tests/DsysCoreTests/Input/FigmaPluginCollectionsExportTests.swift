@testable import DsysCore
@testable import DsysTokens
import Testing

/// Community plugins' exports that nest variables in their collections are read when the variables
/// are shaped as Figma's REST response or its plugin API has them, else named as such, with how to export what dsys
/// reads, rather than read as a token file without tokens.
struct FigmaPluginCollectionsExportTests {
    @Test(arguments: [
        ##"[ { "name": "C", "modes": [ { "name": "Mode 1", "modeId": "1:0" } ], "variables": [ { "name": "r", "values": { "1:0": 0 } } ] } ]"##,
        ##"{ "version": "1.0.4", "collections": [ { "name": "P", "modes": [ { "name": "Value", "variables": [ { "name": "c", "value": "#fff" } ] } ] } ] }"##,
    ])
    func aNestedPluginExportIsAnErrorThatSaysWhatItIs(_ text: String) throws {
        let run = try FrontEndRun(["variables.json": text], strict: false)
        #expect(run.errors == ["variables.json:1:1: " + FigmaPluginCollectionsExport.message], "\(run.errors)")
        #expect(run.diagnostics.errors.first?.hint == FigmaPluginCollectionsExport.hint)
    }

    /// BILD's export plugin nests REST-shaped variables (`id`, `valuesByMode`, aliases by id) in
    /// their collections: read as the response they would be, across collections, the whole list
    /// of collections alone too.
    @Test(arguments: [false, true])
    func collectionsHoldingRestShapedVariablesAreRead(bare: Bool) throws {
        let collections = ##"""
        [ { "id": "C:1", "name": "_Space", "defaultModeId": "1:0", "modes": [ { "name": "Value", "modeId": "1:0" } ],
            "variables": [ { "id": "V:1", "name": "space/2x", "resolvedType": "FLOAT", "valuesByMode": { "1:0": 16 }, "scopes": [] } ] },
          { "id": "C:2", "name": "Density", "defaultModeId": "2:0", "modes": [ { "name": "default", "modeId": "2:0" }, { "name": "dense", "modeId": "2:1" } ],
            "variables": [ { "id": "V:2", "name": "gap", "resolvedType": "FLOAT", "scopes": ["GAP"],
                             "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "V:1" }, "2:1": 12 } } ] } ]
        """##
        let run = try FrontEndRun(["bild.json": bare ? collections : ##"{ "schemaVersion": 1, "collections": "## + collections + "}"],
                                  strict: false)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.tokens?.modes.map(\.name) == ["default", "dense"])
        #expect(run.tokens?.modes.first?.tokens[TokenPath(dotted: "Density.gap")]?.value == .dimension(Dimension(points: 16, original: 16, unit: "px")))
        #expect(run.tokens?.modes.last?.tokens[TokenPath(dotted: "Density.gap")]?.value == .dimension(Dimension(points: 12, original: 12, unit: "px")))
    }

    /// kareltlach's `forro-poc.json` holds the same ids, modes and aliases in the plugin API's words
    /// (`type`, `values`) and leaves out the default mode: it was refused whole, its 837 variables
    /// unread. It is read as the response, the first mode the default, with no warning.
    @Test func collectionsHoldingPluginAPIVariablesAreRead() throws {
        let run = try FrontEndRun(["forro.json": ##"""
        [ { "id": "C:1", "name": "Foundation", "modes": [ { "name": "Foundation", "modeId": "1:0" } ],
            "variables": [ { "id": "V:1", "name": "Colors/Bean/1000", "type": "COLOR", "values": { "1:0": { "r": 1, "g": 0, "b": 0, "a": 1 } } } ] },
          { "id": "C:2", "name": "Theme", "modes": [ { "name": "CB", "modeId": "2:0" }, { "name": "PF", "modeId": "2:1" } ],
            "variables": [ { "id": "V:2", "name": "brand", "type": "COLOR",
                             "values": { "2:0": { "type": "VARIABLE_ALIAS", "id": "V:1" }, "2:1": { "r": 0, "g": 0, "b": 1, "a": 1 } } } ] } ]
        """##], strict: false)
        #expect(run.errors.isEmpty && run.warnings.isEmpty, "\(run.errors) \(run.warnings)")
        #expect(run.tokens?.modes.map(\.name) == ["CB", "PF"])
        let hex = { (mode: Int) -> String? in
            guard case .color(let color)? = run.tokens?.modes[mode].tokens[TokenPath(dotted: "Theme.brand")]?.value else { return nil }
            return color.hexString
        }
        #expect(hex(0) == "#ff0000" && hex(1) == "#0000ff")
    }

    @Test func tokenFilesWithACollectionsGroupAreNotTakenForOne() throws {
        let run = try FrontEndRun(["t.json": ##"{ "collections": { "bg": { "$type": "color", "$value": "#ffffff" } } }"##], strict: false)
        #expect(run.errors.isEmpty && run.value("collections.bg") != nil, "\(run.errors)")
    }
}
