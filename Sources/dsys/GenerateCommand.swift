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
        var diagnostics = Diagnostics()
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
        let frontEnd = settings.frontEnd(for: input)
        let tokens: ResolvedTokens?
        var description: String
        if !inputs.isEmpty {
            tokens = frontEnd.load(inputs, diagnostics: &diagnostics)
            description = inputs.joined(separator: ", ")
        } else if FileManager.default.fileExists(atPath: ".dsys/design-system.json") {
            tokens = frontEnd.load([".dsys/design-system.json"], diagnostics: &diagnostics)
            description = ".dsys/design-system.json"
        } else {
            tokens = frontEnd.loadStarter(diagnostics: &diagnostics)
            description = "the built-in starter design system"
        }
        let assets = AssetInventory.load(settings.assets, diagnostics: &diagnostics)
        guard let tokens, !diagnostics.hasErrors,
              let (files, account) = GeneratorPipeline(config: settings.generator).generateAccounted(tokens, assets: assets, diagnostics: &diagnostics)
        else {
            DiagnosticPrinter.print(diagnostics)
            print("dsys: nothing was written.")
            throw ExitCode.failure
        }
        DiagnosticPrinter.print(diagnostics)
        defer { print("dsys: \(account.summary)") }
        if let report {
            do {
                try Data(account.reportJSON().utf8).write(to: URL(fileURLWithPath: report))
            } catch {
                FileHandle.standardError.write(Data("dsys: error: cannot write the report to \(report): \(error.localizedDescription)\n".utf8))
                throw ExitCode.failure
            }
        }
        let folder = output ?? settings.output ?? "DesignSystem"
        let writer = OutputWriter(root: folder) {
            FileHandle.standardError.write(Data("dsys: another dsys run is writing into \(folder); waiting for it to finish…\n".utf8))
        }
        do {
            if check {
                let plan = try writer.plan(files)
                let stale = plan.written + plan.removed
                guard stale.isEmpty else {
                    print("dsys: \(stale.count) file(s) in \(folder) are out of date:")
                    for path in stale { print("  \(path)") }
                    print("Run `dsys generate` to update them.")
                    throw ExitCode.failure
                }
                print("dsys: \(folder) is up to date (\(files.count) files).")
                return
            }
            if !force, let refusal = OutputFolderGuard.refusal(for: folder) { throw OutputError(refusal) }
            let report = try writer.write(files)
            for warning in report.warnings {
                FileHandle.standardError.write(Data("dsys: warning: \(warning)\n".utf8))
            }
            print("dsys: generated \(tokens.defaultTokens.count) tokens from \(description) into \(folder)/")
            print("  \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
            for path in report.written { print("  wrote \(path)") }
            for path in report.removed { print("  removed \(path)") }
            if let gallery = settings.gallery {
                guard GalleryPageFile.write(tokens, config: settings.generator, to: gallery, diagnostics: &diagnostics) else {
                    DiagnosticPrinter.print(diagnostics)
                    throw ExitCode.failure
                }
                print("  wrote the gallery \(gallery)")
            }
        } catch let error as OutputError {
            FileHandle.standardError.write(Data("dsys: error: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
    }
}
