import ArgumentParser
import DsysCore
import Foundation

/// The `dsys` command: compiles design tokens into a SwiftUI design-system package.
///
/// Exit codes: 0 success, 1 the input has errors (or a message could not be written to standard
/// error), 2 the command line is wrong.
@main
struct Dsys: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsys",
        abstract: "Compile design tokens (DTCG, Tokens Studio, Style Dictionary, Theo, Figma Variables) into a SwiftUI design system.",
        discussion: """
        Examples:
          dsys init                             # write a dsys.json for the tokens in this folder
          dsys generate                         # the built-in starter (or .dsys/design-system.json) → ./DesignSystem
          dsys generate tokens/ --output Packages/DesignSystem
          dsys validate tokens/app.resolver.json
          dsys inspect tokens/ --context theme=dark --format json
          dsys diff --from main --format markdown --fail-on breaking
          dsys gallery tokens/ --output tokens.html
          dsys audit tokens/
          dsys schema > design-system.schema.json
          dsys pull figma abc123XYZ            # save a Figma file's variables (FIGMA_ACCESS_TOKEN)
          dsys --generate-completion-script zsh > ~/.zfunc/_dsys   # shell completions (zsh, bash, fish)
        """,
        version: DsysVersion.current,
        subcommands: [InitCommand.self, GenerateCommand.self, ValidateCommand.self, InspectCommand.self, DiffCommand.self,
                      GalleryCommand.self, AuditCommand.self, SchemaCommand.self, PullCommand.self]
    )

    /// Runs the command, mapping usage errors to exit code 2 (swift-argument-parser uses 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            if StandardError.failed { Foundation.exit(1) }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                StandardError.write(fullMessage(for: error) + "\n")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
