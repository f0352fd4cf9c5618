import ArgumentParser
import DsysCore
import Foundation

/// `dsys diff OLD NEW` or `dsys diff --from REV [INPUT...]`: what changes in the generated Swift API.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changes in the generated Swift API between two token sets.",
        discussion: """
        Compares the constants dsys would generate (names from the same config) for OLD and NEW, or for the
        inputs at git revision REV (--from) and in the working tree: removed and renamed constants (breaking),
        added ones, changed values per appearance, new deprecations and contrast checks that fall below their
        minimum. Examples:
          dsys diff old/tokens new/tokens
          dsys diff --from origin/main --format markdown --fail-on breaking
        """
    )

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case breaking }

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("from"), help: ArgumentHelp("Compare the inputs at this git revision with the working tree.", valueName: "rev"))
    var revision: String?

    @Option(help: "Output format: text or markdown (for a pull-request comment).")
    var format: APIDiffReport.Format = .text

    @Option(help: "Exit 1 when the changes are breaking (removed or renamed constants).")
    var failOn: FailOn?

    @Option(help: "A dsys.json config file (default: ./dsys.json if present).")
    var config: String?

    func validate() throws {
        if revision == nil, input.inputs.count != 2 {
            throw ValidationError("Please name two inputs, OLD and NEW, or use --from REV to compare with a git revision.")
        }
    }

    func run() throws {
        var diagnostics = Diagnostics()
        let here = FileManager.default.currentDirectoryPath
        guard let newConfig = ConfigFile.load(explicitPath: config, orIn: here, diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics, for: input)
            throw ExitCode.failure
        }
        let surfaces: (old: APISurface?, new: APISurface?)
        if let revision {
            let inputs = newConfig.inputs(commandLine: input.inputs)
            guard !inputs.isEmpty else { throw ValidationError("Please name the inputs, or list them in dsys.json's \"inputs\".") }
            let snapshot: GitRevisionSnapshot
            do { snapshot = try GitRevisionSnapshot(revision: revision, folder: URL(fileURLWithPath: here)) } catch {
                StandardError.write("dsys: error: \(error)\n")
                throw ExitCode.failure
            }
            defer { snapshot.remove() }
            let oldFolder = snapshot.workingFolder.path
            let oldConfig = ConfigFile.load(explicitPath: nil, orIn: oldFolder, diagnostics: &diagnostics) ?? newConfig
            let oldInputs = inputs.compactMap(snapshot.path(for:))
            guard oldInputs.count == inputs.count else {
                throw ValidationError("With --from, every input must be inside the git repository.")
            }
            surfaces = (surface(oldInputs, oldConfig, &diagnostics), surface(inputs, newConfig, &diagnostics))
        } else {
            surfaces = (surface([input.inputs[0]], newConfig, &diagnostics), surface([input.inputs[1]], newConfig, &diagnostics))
        }
        DiagnosticPrinter.print(diagnostics, for: input)
        guard let old = surfaces.old, let new = surfaces.new else {
            StandardError.write("dsys: error: could not compare: the inputs have errors\n")
            throw ExitCode.failure
        }
        let diff = APIDiff(from: old, to: new)
        // The report quotes token names and values as the input spells them.
        print(TerminalText.escapingControls(APIDiffReport.render(diff, format: format)), terminator: "")
        if failOn == .breaking, diff.isBreaking { throw ExitCode.failure }
    }

    /// The API the inputs would generate with `config`; nil when they have errors.
    private func surface(_ inputs: [String], _ config: ConfigFile, _ diagnostics: inout Diagnostics) -> APISurface? {
        let frontEnd = config.frontEnd(for: input)
        var problems = Diagnostics()
        defer { diagnostics.append(contentsOf: problems) }
        guard let tokens = frontEnd.load(inputs, diagnostics: &problems), !problems.hasErrors else { return nil }
        return APISurface(tokens: tokens, config: config.applying(input).generator, diagnostics: &problems)
    }
}
extension APIDiffReport.Format: ExpressibleByArgument {}
