@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// `dsys pull figma` against a stub of the REST API (`FigmaAPIStub`), never the network: the
/// response is saved as it came, every listed failure is its own error and writes nothing, and no
/// message holds the token.
@Suite struct FigmaVariablesPullTests {
    private let environment = [FigmaVariablesPull.tokenVariable: FigmaAPIStub.token]

    private func pull(_ key: String?, into folder: TemporaryFolder, environment: [String: String]? = nil)
        -> Result<FigmaVariablesPull.Summary, FigmaPullError> {
        do {
            return .success(try FigmaVariablesPull(client: FigmaAPIStub.client).run(
                fileKey: key, path: folder.file("figma-variables.json"), environment: environment ?? self.environment
            ))
        } catch {
            return .failure(error)
        }
    }

    @Test func theResponseIsSavedAsItCameReplacingTheOldFile() throws {
        let folder = try TemporaryFolder(["figma-variables.json": "old"])
        let summary = try pull("ok", into: folder).get()
        #expect(summary == .init(path: folder.file("figma-variables.json"), collections: 5, variables: 22,
                                 bytes: FigmaAPIStub.responseBody.count))
        #expect(summary.message == "wrote \(folder.file("figma-variables.json")): 22 variables in 5 collections "
                + "(\(FigmaAPIStub.responseBody.count) bytes)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("figma-variables.json"))) == FigmaAPIStub.responseBody)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["figma-variables.json"])
    }

    @Test func aFileLinkGivesItsKey() throws {
        let folder = try TemporaryFolder([:])
        #expect(try pull("https://www.figma.com/design/ok/Design-System?node-id=0-1", into: folder).get().variables == 22)
        #expect(FigmaFileKey("https://www.figma.com/file/abc123XYZ/Name")?.text == "abc123XYZ")
        #expect(FigmaFileKey("abc123XYZ")?.text == "abc123XYZ")
        #expect(FigmaFileKey("../etc/passwd") == nil)
        #expect(FigmaFileKey("abc?x=1") == nil)
    }

    static let failures: [(key: String?, environment: [String: String]?, error: FigmaPullError)] = [
        ("ok", [:], .missingToken),
        ("ok", [FigmaVariablesPull.tokenVariable: "  "], .missingToken),
        ("ok", [FigmaVariablesPull.tokenVariable: "figd_a\r\nX-Other: 1"], .malformedToken),
        (nil, nil, .missingFileKey),
        ("a/b", nil, .invalidFileKey("a/b")),
        ("ok", [FigmaVariablesPull.tokenVariable: "figd_wrong"], .forbidden(serverMessage: "\"Invalid token\"")),
        ("forbidden", nil, .forbidden(serverMessage: "\"Limited by Figma plan\"")),
        ("gone", nil, .fileNotFound(FigmaFileKey("gone")!)),
        ("limited", nil, .rateLimited(retryAfter: "30")),
        ("offline", nil, .unreachable("no network connection")),
        ("html", nil, .unexpectedResponse("it is not JSON (unexpected character '<'; expected a value)")),
        ("shapeless", nil, .unexpectedResponse("it has no \"meta\" with \"variableCollections\" and \"variables\" objects")),
        ("broken", nil, .httpStatus(500, serverMessage: "\"Internal error\"")),
    ]

    @Test(arguments: failures.indices)
    func eachFailureIsItsOwnErrorAndWritesNothing(_ index: Int) throws {
        let (key, environment, expected) = Self.failures[index]
        let folder = try TemporaryFolder(["figma-variables.json": "old"])
        let result = pull(key, into: folder, environment: environment)
        guard case .failure(let error) = result else {
            Issue.record("\(key ?? "no key") was saved")
            return
        }
        #expect(error == expected)
        #expect(try String(contentsOfFile: folder.file("figma-variables.json"), encoding: .utf8) == "old")
        let printed = error.diagnostic.description
        #expect(!printed.contains(FigmaAPIStub.token))
        #expect(error.diagnostic.hint?.isEmpty == false)
    }

    @Test func theForbiddenErrorExplainsThePlanAndThePluginWay() {
        let hint = FigmaPullError.forbidden(serverMessage: nil).diagnostic.hint ?? ""
        #expect(hint.contains("Enterprise"))
        #expect(hint.contains("plugin"))
        #expect(FigmaPullError.rateLimited(retryAfter: "30").diagnostic.hint == "try again in 30 seconds (Retry-After)")
    }

    @Test func aFolderThatIsNotThereIsAWriteError() throws {
        let folder = try TemporaryFolder([:])
        let path = folder.file("missing/figma-variables.json")
        #expect(throws: FigmaPullError.self) {
            try FigmaVariablesPull(client: FigmaAPIStub.client).run(fileKey: "ok", path: path, environment: environment)
        }
    }
}
