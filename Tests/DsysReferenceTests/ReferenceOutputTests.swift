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
        let result = try DsysProcess.run(["generate", "--output", scratch.path], in: reference.folder)
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

    @Test func referenceCasesAreFound() {
        #expect(ReferenceCase.all.contains { $0.name == "Examples/Starter" })
    }

    @Test func builtInStarterIsTheShippedExample() throws {
        let shipped = try String(contentsOf: ReferenceCase.repositoryRoot.appendingPathComponent("Examples/Starter/design-system.json"),
                                 encoding: .utf8)
        #expect(shipped == StarterDesignSystem.json)
    }

    @Test func publishedSchemaIsTheOneDsysPrints() throws {
        let published = try String(contentsOf: ReferenceCase.repositoryRoot.appendingPathComponent("Schemas/design-system.schema.json"),
                                   encoding: .utf8)
        #expect(published == DesignSystemSchema.json)
    }
}
