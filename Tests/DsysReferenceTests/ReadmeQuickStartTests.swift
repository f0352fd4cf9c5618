import Foundation
import Testing

/// The README's quick start for app teams ("### 2. Generate"), followed verbatim: every `dsys`
/// command of its first shell block runs, in order, in a folder with no tokens yet, and each one
/// succeeds, so a newcomer who types them gets a package.
struct ReadmeQuickStartTests {
    /// The `dsys` command lines of the first ```sh block after the "### 2. Generate" heading,
    /// without their `#` comments.
    private func quickStartCommands() throws -> [[String]] {
        let readme = try String(contentsOf: ReferenceCase.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### 2. Generate"), "the README has no quick start")
        let rest = readme[section.upperBound...]
        let blockStart = try #require(rest.range(of: "```sh\n"))
        let blockEnd = try #require(rest[blockStart.upperBound...].range(of: "```"))
        return rest[blockStart.upperBound..<blockEnd.lowerBound].split(separator: "\n").compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1).first.map { $0.split(separator: " ").map(String.init) } ?? []
            return command.first == "dsys" ? Array(command.dropFirst()) : nil
        }
    }

    @Test func theQuickStartGeneratesAPackageFromNothing() throws {
        let commands = try quickStartCommands()
        #expect(commands.map { $0.first ?? "" } == ["init", "generate"], "the quick start's commands changed: \(commands)")
        let folder = try ScratchDirectory.make("dsys-readme-")
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in commands {
            let result = try DsysProcess.run(command, in: folder)
            #expect(result.status == 0, "dsys \(command.joined(separator: " ")): \(result.standardError)")
        }
        let config = try String(contentsOf: folder.appendingPathComponent("dsys.json"), encoding: .utf8)
        let module = try #require(config.firstMatch(of: /"moduleName": "([^"]+)"/)?.1, "\(config)")
        let output = try #require(config.firstMatch(of: /"output": "([^"]+)"/)?.1, "\(config)")
        let package = folder.appendingPathComponent(String(output)).appendingPathComponent("Package.swift")
        #expect(try String(contentsOf: package, encoding: .utf8).contains("name: \"\(module)\""))
    }
}
