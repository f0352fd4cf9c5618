@testable import DsysCore
@testable import DsysTokens
import Foundation
import Testing

/// Three inputs of the eleventh first-try sweep: Figma's own DTCG export, whose lengths are
/// `number`s scoped as lengths; a Tokens Studio export whose only theme selects no set; and a
/// token folder given as a symbolic link.
struct FirstTryElevenTests {
    @Test func figmasExportedNumbersScopedAsLengthsAreDimensions() throws {
        let run = try FrontEndRun(["t.json": """
        { "radius": { "small": { "$type": "number", "$value": 4, "$extensions": { "com.figma.scopes": ["CORNER_RADIUS"] } } },
          "space": { "100": { "$type": "number", "$value": 8, "$extensions": { "com.figma": { "scopes": ["GAP"] } } } },
          "opacity": { "half": { "$type": "number", "$value": 0.5, "$extensions": { "com.figma.scopes": ["OPACITY"] } } } }
        """])
        #expect(run.value("radius.small") == .dimension(Dimension(points: 4)))
        #expect(run.value("space.100") == .dimension(Dimension(points: 8)))
        #expect(run.value("opacity.half") == .number(0.5))
    }

    @Test func themesThatSelectNoSetReadEverySet() throws {
        let run = try FrontEndRun([
            "$themes.json": ##"[ { "id": "light", "name": "Light", "selectedTokenSets": {} } ]"##,
            "$metadata.json": ##"{ "tokenSetOrder": ["base"] }"##,
            "base.json": ##"{ "ink": { "value": "#0f172a", "type": "color" } }"##,
        ], inputs: ["."], strict: false)
        #expect(run.value("ink") != nil, "\(run.diagnostics.sorted.map(\.message))")
        #expect(run.diagnostics.sorted.contains { $0.severity == .note && $0.message.hasPrefix("the export's themes select no token sets") })
        #expect(!run.diagnostics.hasErrors)
    }

    @Test func aFolderGivenAsASymbolicLinkIsListedThroughIt() throws {
        let folder = try TemporaryFolder(["real/space.json": ##"{ "space": { "sm": { "$type": "dimension", "$value": "8px" } } }"##])
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "real")
        for input in [folder.file("link"), folder.file("link") + "/"] {
            #expect(FolderListing.tokenFiles(in: input).map { $0.hasSuffix("link/space.json") || $0.hasSuffix("link//space.json") } == [true], "\(input)")
        }
    }
}
