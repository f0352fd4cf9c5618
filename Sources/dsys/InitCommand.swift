import ArgumentParser
import DsysCore
import Foundation

/// `dsys init`: writes a `dsys.json` (and its schema) for the token files in the current folder.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a dsys.json for the tokens in this folder (Tokens Studio export, resolver document, Theo, DTCG or Style Dictionary files).",
        discussion: "Never overwrites an existing dsys.json; also writes dsys.schema.json beside it when that file does not exist. "
            + "In an empty folder (hidden files aside) it writes a starter DTCG token file, \(StarterTokens.fileName), with light and dark colors."
    )

    func run() throws {
        let folder = FileManager.default.currentDirectoryPath
        let configPath = (folder as NSString).appendingPathComponent("dsys.json")
        guard !FileManager.default.fileExists(atPath: configPath) else {
            throw failure("dsys.json already exists; dsys init never overwrites it. Edit it, or remove it and run dsys init again.")
        }
        let detected = ProjectSetup.detect(in: folder)
        let startsFromNothing = detected == nil && ProjectSetup.isEmpty(folder: folder)
        guard let setup = detected ?? (startsFromNothing ? ProjectSetup.starter(in: folder) : nil) else {
            throw failure("found no design tokens here: looked for a *.resolver.json, a Tokens Studio export ($themes.json, $metadata.json) "
                 + "and .json/.yaml token files (objects with \"$value\" or \"value\"), in this folder and its subfolders. "
                 + "Run dsys init in the folder that holds them, "
                 + "or in an empty folder to start from a starter token file.")
        }
        do {
            if startsFromNothing {
                let tokensPath = (folder as NSString).appendingPathComponent(StarterTokens.fileName)
                try Data(StarterTokens.json.utf8).write(to: URL(fileURLWithPath: tokensPath), options: .withoutOverwriting)
            }
            try Data(setup.configText.utf8).write(to: URL(fileURLWithPath: configPath), options: .withoutOverwriting)
            let schemaPath = (folder as NSString).appendingPathComponent(ProjectSetup.schemaFileName)
            if !FileManager.default.fileExists(atPath: schemaPath) {
                try Data(ConfigSchema.json.utf8).write(to: URL(fileURLWithPath: schemaPath), options: .withoutOverwriting)
            }
        } catch {
            throw failure("could not write dsys.json: \(error.localizedDescription)")
        }
        if startsFromNothing {
            print("dsys: found no design tokens in this empty folder; wrote \(StarterTokens.fileName) (starter DTCG tokens: "
                + "colors with light and dark values, spacing, radius, typography, a shadow) and dsys.json:")
        } else {
            print("dsys: found \(setup.finding) (\(setup.inputs.joined(separator: ", "))); wrote dsys.json:")
        }
        print(setup.configText, terminator: "")
        print("Next: dsys generate   # writes the Swift package \(setup.output)/ (module \(setup.moduleName))")
    }

    /// Prints `message` as an error; the exit status 1 to throw.
    private func failure(_ message: String) -> ExitCode {
        StandardError.write("dsys: error: \(message)\n")
        return .failure
    }
}
