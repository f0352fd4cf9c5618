import ArgumentParser
import DsysCore
import Foundation

/// `dsys gallery [INPUT...] --output FILE.html`: writes the token gallery page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write one self-contained HTML page showing every token in every appearance.",
        discussion: """
        With no INPUT, reads the inputs of --config, else ./dsys.json. The page needs no network: open
        it from disk. Swift symbols are named as `generate` names them under the same config.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The HTML file to write (default: the config's \"gallery\").")
    var output: String?

    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        var diagnostics = Diagnostics()
        guard let loaded = try ConfiguredTokens.load(input, configOptions, diagnostics: &diagnostics) else {
            print("dsys: no gallery was written.")
            throw ExitCode.failure
        }
        guard let path = output ?? loaded.settings.gallery else {
            throw ValidationError("Please name the page to write with --output FILE.html (or \"gallery\" in dsys.json).")
        }
        guard GalleryPageFile.write(loaded.tokens, config: loaded.settings.generator, to: path, diagnostics: &diagnostics) else {
            DiagnosticPrinter.print(diagnostics, for: input)
            print("dsys: no gallery was written.")
            throw ExitCode.failure
        }
        DiagnosticPrinter.print(diagnostics, for: input)
        print("dsys: wrote the gallery of \(loaded.tokens.defaultTokens.count) tokens to \(path)")
    }
}
