import ArgumentParser
import DsysCore
import Foundation

/// `dsys generate [INPUT...]`: writes the SwiftUI design-system package.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate the SwiftUI design-system Swift package.",
        discussion: """
        With no INPUT, reads .dsys/design-system.json if it exists, else generates the built-in starter
        design system. Settings come from --config, else ./dsys.json if present; flags override them.
        Nothing is written when the input has errors; files dsys did not write are never touched.
        dsys refuses to write into /, the home folder or a project root without a .dsys-manifest
        unless --force is given.

        Sample dsys.json:
          { "moduleName": "AcmeDesign", "output": "AcmeDesign", "inputs": ["tokens"],
            "colors": { "type": "Color", "paths": ["color"], "nesting": "flat", "memberPrefix": "acme" },
            "appearances": { "midnight": "dark" } }
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The output folder (default: the config's output, else ./DesignSystem).")
    var output: String?

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: "The Swift module name of the generated package.")
    var moduleName: String?

    @Option(help: "What to write: the whole Swift package, or only the module's code and asset catalogs under fixed names (sources: GeneratedDesignSystem.swift, Colors.xcassets, Images.xcassets, as the build-tool plugin compiles them into the target that holds the tokens; no gallery).")
    var layout: GeneratedLayout = .package

    @Flag(help: "Write nothing; exit 1 and list the files that would change.")
    var check = false

    @Flag(help: "Keep running and regenerate when an input or the config changes (Ctrl-C stops).")
    var watch = false

    @Option(help: "Write a JSON account of every token (its Swift symbols and values per appearance, or why it was skipped) to FILE.")
    var report: String?

    @Flag(help: "Write even into the home folder, / or a folder that looks like a project root without a .dsys-manifest.")
    var force = false

    func run() throws {
        if watch { return try GenerateWatch(command: self).run() }
        try printResult(generate(recording: InputRecorder()))
    }

    /// One run, without printing its result, noting in `recorder` every file and folder it reads,
    /// for the up-to-date record (and for watch mode, which watches what a full run read); throws
    /// after printing when the settings cannot be read.
    /// `writtenBefore` is what this process's previous run wrote; with `preparingNextWrite` the
    /// write hands the next run what it wrote and keeps a mirror of the output (both watch mode).
    func generate(recording recorder: InputRecorder, writtenBefore: WrittenFiles? = nil,
                  preparingNextWrite: Bool = false) throws -> GenerationResult {
        try recorder.recording {
            try generateRecorded(recorder, writtenBefore: writtenBefore, preparingNextWrite: preparingNextWrite)
        }
    }

    private func generateRecorded(_ recorder: InputRecorder, writtenBefore: WrittenFiles?,
                                  preparingNextWrite: Bool) throws -> GenerationResult {
        var diagnostics = Diagnostics()
        recorder.note(.file(configOptions.config ?? "dsys.json"))
        guard var settings = configOptions.load(applying: input, diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics, for: input)
            throw ExitCode.failure
        }
        if let moduleName {
            guard SwiftIdentifier(validating: moduleName) != nil else {
                throw ValidationError("Please give --module-name as a Swift identifier.")
            }
            settings.generator.moduleName = moduleName
        }
        let folder = OutputRootPath.normalized(output ?? settings.output ?? "DesignSystem")
        var request = GenerationRequest(
            settings: settings, frontEnd: settings.frontEnd(for: input), inputs: settings.inputs(commandLine: input.inputs),
            output: folder
        )
        request.layout = layout
        request.check = check
        request.report = report
        request.force = force
        request.recorder = recorder
        request.context = InputDigest.processContext(arguments: Array(CommandLine.arguments.dropFirst()))
        request.waitingForAnotherRun = {
            StandardError.write("dsys: another dsys run is writing into \(folder); waiting for it to finish…\n")
        }
        request.outputStep = WatchInterruptDeferral()
        request.writtenBefore = writtenBefore
        request.preparesNextWrite = preparingNextWrite
        // Watch mode runs a copy of this command with `watch` off, each run preparing the next.
        request.endsProcess = !preparingNextWrite
        return try DesignSystemGenerator.generate(request)
    }

    /// Prints what a run did; throws `ExitCode.failure` when it failed or `--check` found stale files.
    func printResult(_ result: GenerationResult) throws {
        switch result {
        case .upToDate(let summary, let inputs, let folder):
            StandardError.write(summary.diagnostics)
            print(check ? "dsys: \(folder) is up to date (\(summary.fileCount) files)."
                        : "dsys: generated \(summary.tokenCount) token\(summary.tokenCount == 1 ? "" : "s") from \(inputs) into \(folder)/\n"
                            + "  0 written, \(summary.fileCount) unchanged, 0 removed (up to date: inputs, settings and output "
                            + "unchanged since the last run)")
            print("dsys: \(summary.account)")
        case .notGenerated(let diagnostics, let error):
            DiagnosticPrinter.print(diagnostics, for: input)
            if let error { StandardError.write("dsys: error: \(error)\n") } else { print("dsys: nothing was written.") }
            throw ExitCode.failure
        case .generated(let package, let diagnostics, let completion):
            DiagnosticPrinter.print(diagnostics, for: input)
            defer { print("dsys: \(package.accountSummary)") }
            try printCompletion(completion, of: package)
        }
    }

    /// Prints what happened after generating `package`.
    private func printCompletion(_ completion: GenerationResult.Completion, of package: GenerationResult.GeneratedPackage) throws {
        let folder = package.output
        switch completion {
        case .checked(let stale, let fileCount):
            guard stale.isEmpty else {
                print("dsys: \(stale.count) file(s) in \(folder) are out of date:")
                for path in stale { print("  \(path)") }
                print("Run `dsys generate` to update them.")
                throw ExitCode.failure
            }
            print("dsys: \(folder) is up to date (\(fileCount) files).")
        case .written(let report, let gallery):
            for warning in report.warnings {
                StandardError.write("dsys: warning: \(warning)\n")
            }
            print("dsys: generated \(package.tokenCount) token\(package.tokenCount == 1 ? "" : "s") from \(package.inputs) into \(folder)/")
            print("  \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
            for path in report.written { print("  wrote \(path)") }
            for path in report.removed { print("  removed \(path)") }
            switch gallery {
            case .notAsked: break
            case .written(let path): print("  wrote the gallery \(path)")
            case .failed(let diagnostics):
                DiagnosticPrinter.print(diagnostics, for: input)
                throw ExitCode.failure
            }
        case .writeFailed(let error):
            StandardError.write("dsys: error: \(error)\n")
            throw ExitCode.failure
        }
    }
}

/// Holds Ctrl-C in watch mode while a step changes the output folder (`WatchInterrupt`).
private struct WatchInterruptDeferral: OutputStepRunner {
    func run<Result>(_ step: () throws -> Result) throws -> Result {
        try WatchInterrupt.deferring(step)
    }
}
