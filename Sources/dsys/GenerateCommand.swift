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
        let recorder = InputRecorder()
        try recorder.recording { try generate(recording: recorder) }
    }

    /// One run, noting in `recorder` every file and folder it reads, for the up-to-date record.
    private func generate(recording recorder: InputRecorder) throws {
        var diagnostics = Diagnostics()
        recorder.note(.file(configOptions.config ?? "dsys.json"))
        guard var settings = configOptions.load(diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics)
            throw ExitCode.failure
        }
        if let moduleName {
            guard SwiftIdentifier(validating: moduleName) != nil else {
                throw ValidationError("Please give --module-name as a Swift identifier.")
            }
            settings.generator.moduleName = moduleName
        }
        let inputs = settings.inputs(commandLine: input.inputs)
        for input in inputs { recorder.note(Self.isFolder(input) ? .tree(input) : .file(input)) }
        if inputs.isEmpty { recorder.note(.file(".dsys/design-system.json")) }
        let folder = OutputRootPath.normalized(output ?? settings.output ?? "DesignSystem")
        let writer = OutputWriter(root: folder) {
            StandardError.write("dsys: another dsys run is writing into \(folder); waiting for it to finish…\n")
        }
        // The up-to-date fast path: the record holds what the report and gallery would need, so
        // runs that write those always run in full.
        let context = InputDigest.processContext(arguments: Array(CommandLine.arguments.dropFirst()))
        let recordsUpToDate = report == nil && gallery(of: settings) == nil
        if recordsUpToDate, let summary = writer.upToDateSummary(context: context) {
            StandardError.write(summary.diagnostics)
            print(check ? "dsys: \(folder) is up to date (\(summary.fileCount) files)."
                        : "dsys: generated \(summary.tokenCount) tokens from \(Self.describe(inputs)) into \(folder)/\n"
                            + "  0 written, \(summary.fileCount) unchanged, 0 removed (up to date: inputs, settings and output "
                            + "unchanged since the last run)")
            print("dsys: \(summary.account)")
            return
        }
        let description = Self.describe(inputs)
        // The files go to the output folder's staging as each target makes them (`--check` keeps
        // them to compare); the folder is locked and checked when the first files arrive, after
        // the inputs were read without errors.
        var session: OutputWriteSession?
        func openSession() throws -> OutputWriteSession {
            if let session { return session }
            if !force, let refusal = OutputFolderGuard.refusal(for: folder) { throw OutputError(refusal) }
            let opened = try WatchInterrupt.deferring { try writer.begin() }
            session = opened
            return opened
        }
        var checkedFiles: [GeneratedFile] = []
        let generated: GeneratedPackage?
        do {
            generated = try makePackage(
                settings: settings, inputs: inputs, diagnostics: &diagnostics,
                output: { files in
                    // The previous target's working memory (or, first, the resolved tokens) is free now.
                    FreedMemory.returnToSystem()
                    if check { checkedFiles += files; return }
                    try openSession().add(files)
                },
                // The generated tests and the asset catalogs are made on a second thread while the
                // code is rendered; the resolved tokens are free when it starts.
                beside: check ? nil : {
                    FreedMemory.returnToSystem()
                    return try openSession().concurrentOutput()
                }
            )
        } catch let error as OutputError {
            DiagnosticPrinter.print(diagnostics)
            StandardError.write("dsys: error: \(error.description)\n")
            throw ExitCode.failure
        }
        guard let package = generated else {
            DiagnosticPrinter.print(diagnostics)
            print("dsys: nothing was written.")
            throw ExitCode.failure
        }
        let diagnosticsText = DiagnosticPrinter.text(of: diagnostics)
        StandardError.write(diagnosticsText)
        defer { print("dsys: \(package.accountSummary)") }
        do {
            if check {
                let plan = try writer.plan(checkedFiles)
                let stale = plan.written + plan.removed
                guard stale.isEmpty else {
                    print("dsys: \(stale.count) file(s) in \(folder) are out of date:")
                    for path in stale { print("  \(path)") }
                    print("Run `dsys generate` to update them.")
                    throw ExitCode.failure
                }
                print("dsys: \(folder) is up to date (\(checkedFiles.count) files).")
                return
            }
            let writing = try session ?? WatchInterrupt.deferring { try writer.begin() }
            let upToDate = recordsUpToDate ? UpToDateRecord.Inputs(
                digest: InputDigest.digest(context: context, observations: recorder.recorded),
                items: recorder.recorded.map(\.item),
                summary: UpToDateRecord.Summary(tokenCount: package.tokenCount, fileCount: writing.fileCount,
                                                account: package.accountSummary, diagnostics: diagnosticsText)
            ) : nil
            let report = try WatchInterrupt.deferring { try writing.commit(upToDate: upToDate) }
            for warning in report.warnings {
                StandardError.write("dsys: warning: \(warning)\n")
            }
            print("dsys: generated \(package.tokenCount) tokens from \(description) into \(folder)/")
            print("  \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
            for path in report.written { print("  wrote \(path)") }
            for path in report.removed { print("  removed \(path)") }
            if let gallery = gallery(of: settings), let tokens = package.galleryTokens {
                guard GalleryPageFile.write(tokens, config: settings.generator, to: gallery, diagnostics: &diagnostics) else {
                    DiagnosticPrinter.print(diagnostics)
                    throw ExitCode.failure
                }
                print("  wrote the gallery \(gallery)")
            }
        } catch let error as OutputError {
            StandardError.write("dsys: error: \(error.description)\n")
            throw ExitCode.failure
        }
    }

    /// What a full run generated besides the files, without the resolved tokens and the account,
    /// which are freed before the files are written (the gallery keeps the tokens when it is configured).
    private struct GeneratedPackage {
        var tokenCount: Int
        var accountSummary: String
        var galleryTokens: ResolvedTokens?
    }

    /// Reads the inputs (or the design-system file, or the starter) and the assets, generates the
    /// package into `output`, target by target, and writes the `--report`; nil when there are errors.
    private func makePackage(
        settings: ConfigFile, inputs: [String], diagnostics: inout Diagnostics, output: (consuming [GeneratedFile]) throws -> Void,
        beside: (() throws -> any ConcurrentFileOutput)?
    ) throws -> GeneratedPackage? {
        let frontEnd = settings.frontEnd(for: input)
        var loaded: ResolvedTokens?
        if !inputs.isEmpty {
            loaded = frontEnd.load(inputs, diagnostics: &diagnostics)
        } else if FileManager.default.fileExists(atPath: ".dsys/design-system.json") {
            loaded = frontEnd.load([".dsys/design-system.json"], diagnostics: &diagnostics)
        } else {
            loaded = frontEnd.loadStarter(diagnostics: &diagnostics)
        }
        let assets = AssetInventory.load(settings.assets, diagnostics: &diagnostics)
        guard let tokens = loaded, !diagnostics.hasErrors else { return nil }
        loaded = nil
        let tokenCount = tokens.defaultTokens.count
        let galleryTokens = gallery(of: settings) == nil ? nil : tokens
        let pipeline = GeneratorPipeline(config: settings.generator, targets: layout.targets)
        guard let account = try pipeline.generate(consume tokens, assets: assets, diagnostics: &diagnostics, into: output, beside: beside) else {
            return nil
        }
        if let report {
            do {
                try Data(account.reportJSON().utf8).write(to: URL(fileURLWithPath: report))
            } catch {
                DiagnosticPrinter.print(diagnostics)
                StandardError.write("dsys: error: cannot write the report to \(report): \(error.localizedDescription)\n")
                throw ExitCode.failure
            }
        }
        return GeneratedPackage(tokenCount: tokenCount, accountSummary: account.summary, galleryTokens: galleryTokens)
    }

    /// Where the config asks for the gallery page; nowhere in the sources layout, which a build-tool
    /// plugin runs, and which must not write outside its output folder.
    private func gallery(of settings: ConfigFile) -> String? {
        layout == .package ? settings.gallery : nil
    }

    /// How the summary names the inputs.
    private static func describe(_ inputs: [String]) -> String {
        if !inputs.isEmpty { return inputs.joined(separator: ", ") }
        return FileManager.default.fileExists(atPath: ".dsys/design-system.json")
            ? ".dsys/design-system.json" : "the built-in starter design system"
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
