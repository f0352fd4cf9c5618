import ArgumentParser
import DsysCore

/// `dsys schema [--config]`: prints the JSON Schema of `design-system.json`, or of `dsys.json`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of dsys's design-system.json input file, or with --config of dsys.json."
    )

    @Flag(help: "Print the schema of dsys.json (also at Schemas/dsys.schema.json) instead.")
    var config = false

    func run() throws {
        print(config ? ConfigSchema.json : DesignSystemSchema.json, terminator: "")
    }
}
