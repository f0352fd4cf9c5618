import Foundation
import Testing

/// `dsys pull figma` as a user runs it, for what can be checked without a network: the token
/// comes only from the environment, and the file key and output from the command line, else from
/// `dsys.json`'s `figma`. Requests and answers are tested against a stub in `FigmaVariablesPullTests`.
@Suite struct PullFigmaCommandTests {
    private func folder(config: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-pull-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let config { try config.write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func withoutATokenNothingIsRequestedOrWritten() throws {
        let folder = try folder(config: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["pull", "figma", "abc123XYZ"], in: folder, environment: ["FIGMA_ACCESS_TOKEN": ""])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(
            "dsys: error: no Figma access token: the environment variable FIGMA_ACCESS_TOKEN is not set\n"
        ), Comment(rawValue: result.standardError))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func theFileKeyComesFromTheConfigWhenNoneIsGiven() throws {
        let folder = try folder(config: #"{ "figma": { "fileKey": "not/a key", "output": "tokens/figma.json" } }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = "figd_secret-token-must-not-show"
        let result = try DsysProcess.run(["pull", "figma"], in: folder, environment: ["FIGMA_ACCESS_TOKEN": token])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\"not/a key\" is not a Figma file key or file link"),
                Comment(rawValue: result.standardError))
        #expect(!result.standardError.contains(token) && !result.standardOutput.contains(token))
    }

    @Test func aMistypedFigmaKeyInTheConfigIsAnError() throws {
        let folder = try folder(config: #"{ "figma": { "filekey": "abc123XYZ" } }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["pull", "figma"], in: folder, environment: ["FIGMA_ACCESS_TOKEN": "figd_x"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("dsys.json:1:14: error: unknown 'figma' key 'filekey'"),
                Comment(rawValue: result.standardError))
    }
}
