import ArgumentParser

/// `dsys pull SOURCE`: saves tokens from a design tool as a file dsys reads. Figma is the one source.
struct PullCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Save tokens from a design tool as an input file.",
        subcommands: [PullFigmaCommand.self]
    )
}
