import DsysCore
import Foundation
import Testing

/// Reference tests: `dsys generate`, run in each example and fixture folder, reproduces the
/// checked-in output byte for byte (or the checked-in diagnostics). With `DSYS_RECORD=1` the
/// checked-in output is rewritten and the test fails, so a reviewer reads the diff.
@Suite struct ReferenceOutputTests {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["DSYS_RECORD"] == "1" }

    @Test(arguments: ReferenceCase.all)
    func generatedOutputMatchesCheckedIn(_ reference: ReferenceCase) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-ref-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let accountFile = reference.folder.appendingPathComponent("expected-account.json")
        let checksAccount = FileManager.default.fileExists(atPath: accountFile.path)
        let reportFile = scratch.appendingPathExtension("account.json")
        defer { try? FileManager.default.removeItem(at: reportFile) }
        let result = try DsysProcess.run(["generate", "--output", scratch.path] + (checksAccount ? ["--report", reportFile.path] : []),
                                         in: reference.folder)
        if let expected = reference.expectedDiagnostics {
            if Self.isRecording {
                try result.standardError.write(to: reference.folder.appendingPathComponent("expected-diagnostics.txt"),
                                               atomically: true, encoding: .utf8)
                Issue.record("Recorded new diagnostics for \(reference.name); review the diff.")
                return
            }
            #expect(result.status == 1)
            #expect(result.standardError == expected)
            #expect(!FileManager.default.fileExists(atPath: scratch.path), "nothing may be written when the input has errors")
            return
        }
        #expect(result.status == 0, "dsys generate failed:\n\(result.standardError)" as Comment)
        if checksAccount {
            try checkAccount(reference, report: reportFile, expected: accountFile, warnings: result.standardError,
                             summary: result.standardOutput.split(separator: "\n").last.map(String.init) ?? "")
        }
        if Self.isRecording {
            let record = try DsysProcess.run(["generate"], in: reference.folder)
            #expect(record.status == 0, Comment(rawValue: record.standardError))
            Issue.record("Recorded new output for \(reference.name); review the diff.")
            return
        }
        let differences = FolderComparison.differences(expected: reference.outputFolder, actual: scratch)
        let report = "\(reference.name) differs from its checked-in output (run DSYS_RECORD=1 swift test to re-record):\n"
            + differences.joined(separator: "\n")
        #expect(differences.isEmpty, Comment(rawValue: report))
    }

    /// A fixture with `expected-account.json` also checks the `--report` account of every token,
    /// the warnings (`expected-warnings.txt`) byte for byte, and that the run's last line counts
    /// what the account holds.
    private func checkAccount(_ reference: ReferenceCase, report: URL, expected: URL, warnings: String, summary: String) throws {
        let warningsFile = reference.folder.appendingPathComponent("expected-warnings.txt")
        let account = try String(contentsOf: report, encoding: .utf8)
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(account.utf8)) as? [String: Any])
        let read = try #require(counts["read"] as? Int)
        let emitted = try #require(counts["emitted"] as? Int)
        #expect(summary.hasPrefix("dsys: \(read) tokens read, \(emitted) emitted, \(read - emitted) skipped"), "\(summary)")
        if Self.isRecording {
            try account.write(to: expected, atomically: true, encoding: .utf8)
            try warnings.write(to: warningsFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(account == (try String(contentsOf: expected, encoding: .utf8)), "\(reference.name): the token account differs")
        #expect(warnings == (try String(contentsOf: warningsFile, encoding: .utf8)), "\(reference.name): the warnings differ")
    }

    @Test func referenceCasesAreFound() {
        #expect(ReferenceCase.all.contains { $0.name == "Examples/Starter" })
    }

    @Test func builtInStarterIsTheShippedExample() throws {
        try expectEmbedded(link: "Sources/DsysTokens/Resources/starter-design-system.json",
                           file: "Examples/Starter/design-system.json", text: StarterDesignSystem.json)
    }

    @Test func publishedSchemaIsTheOneDsysPrints() throws {
        try expectEmbedded(link: "Sources/DsysTokens/Resources/design-system.schema.json",
                           file: "Schemas/design-system.schema.json", text: DesignSystemSchema.json)
    }

    /// The text is kept once: the embedded resource is a link to the repository's `file` (not a
    /// copy that could drift) and dsys holds that file's text.
    private func expectEmbedded(link: String, file: String, text: String) throws {
        let root = ReferenceCase.repositoryRoot
        let linkURL = root.appendingPathComponent(link)
        let destination = try #require(try? FileManager.default.destinationOfSymbolicLink(atPath: linkURL.path),
                                       "\(link) must be a link to \(file), not a copy")
        #expect(linkURL.deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL.path
                == root.appendingPathComponent(file).standardizedFileURL.path, "\(link) must link to \(file)")
        #expect(text == (try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)))
    }
}
