@testable import DsysCore
import Foundation
import Testing

/// A run without a report (`GeneratorPipeline.reportsAccount` off, as `dsys generate` without
/// `--report`) leaves each token's Swift symbols and values out of the account, and changes nothing
/// else: the same files byte for byte, the same records and outcomes, the same summary.
@Suite struct AccountDetailTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["AvaRobotics", "Taskweave", "Kordant", "FigmaVariables"])
    func theFilesAndTheSummaryDoNotDependOnTheReport(_ example: String) throws {
        let folder = Self.repository.appendingPathComponent("Examples/" + example)
        var diagnostics = Diagnostics()
        let config = try #require(ConfigFile.load(path: folder.appendingPathComponent("dsys.json").path, diagnostics: &diagnostics))
        let inputs = config.inputs(commandLine: []).map { folder.appendingPathComponent($0).path }
        let tokens = try #require(FrontEnd().load(inputs, diagnostics: &diagnostics))
        var reported = GeneratorPipeline(config: config.generator)
        reported.reportsAccount = true
        var plain = reported
        plain.reportsAccount = false
        var reportedDiagnostics = Diagnostics(), plainDiagnostics = Diagnostics()
        let full = try #require(reported.generateAccounted(tokens, diagnostics: &reportedDiagnostics))
        let lean = try #require(plain.generateAccounted(tokens, diagnostics: &plainDiagnostics))

        #expect(lean.files == full.files)
        #expect(plainDiagnostics.printedText == reportedDiagnostics.printedText)
        #expect(lean.account.summary == full.account.summary)
        #expect(lean.account.records.map(\.path) == full.account.records.map(\.path))
        var emitted = 0
        for (leanRecord, fullRecord) in zip(lean.account.records, full.account.records) {
            switch (leanRecord.outcome, fullRecord.outcome) {
            case (.emitted(let symbols, let values), .emitted(let fullSymbols, _)):
                emitted += 1
                // A component style's token names its style either way; no other symbol or value is listed.
                #expect(symbols.count <= 1 && (symbols.isEmpty || symbols == fullSymbols), "\(leanRecord.path)")
                #expect(values.isEmpty, "\(leanRecord.path)")
                #expect(!fullSymbols.isEmpty, "\(fullRecord.path)")
            case (.skipped(let reason, let note), .skipped(let fullReason, let fullNote)):
                #expect(reason == fullReason && note == fullNote, "\(leanRecord.path)")
            default:
                Issue.record("\(leanRecord.path): emitted in one run and skipped in the other")
            }
        }
        #expect(emitted > 10)
    }
}
