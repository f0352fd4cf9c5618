import DsysCore
import Foundation
import Testing

/// `dsys --version` and the shell completion scripts the README documents.
@Suite struct VersionAndCompletionTests {
    @Test func versionPrintsTheOneVersionConstant() throws {
        let result = try DsysProcess.run(["--version"], in: ReferenceCase.repositoryRoot)
        #expect(result.status == 0)
        #expect(result.standardOutput == DsysVersion.current + "\n")
        #expect(DsysVersion.current.split(separator: ".").count == 3)
    }

    @Test(arguments: ["zsh", "bash", "fish"])
    func completionScriptsNameTheSubcommands(shell: String) throws {
        let result = try DsysProcess.run(["--generate-completion-script", shell], in: ReferenceCase.repositoryRoot)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("generate") && result.standardOutput.contains("validate"))
    }
}
