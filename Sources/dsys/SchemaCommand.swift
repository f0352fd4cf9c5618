import ArgumentParser
import DsysCore

/// `dsys schema`: prints the JSON Schema of `design-system.json`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of dsys's design-system.json input file."
    )

    func run() throws {
        print(DesignSystemSchema.json, terminator: "")
    }
}
