import ArgumentParser

/// The `dsys` command: compiles design tokens into a SwiftUI design-system package.
@main
struct Dsys: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsys",
        abstract: "Compile design tokens (DTCG, Tokens Studio, Style Dictionary) into a SwiftUI design system.",
        subcommands: [ValidateCommand.self]
    )
}
