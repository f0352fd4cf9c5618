import Foundation
import Testing

/// The `dsys` executable as a user runs it: exit codes, messages, and what it writes.
@Suite struct CommandLineTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func generateWithoutArgumentsWritesTheStarterAndIsStable() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try DsysProcess.run(["generate"], in: folder)
        #expect(first.status == 0, Comment(rawValue: first.standardError))
        #expect(first.standardOutput.contains("from the built-in starter design system into DesignSystem/"))
        let expected = ReferenceCase.repositoryRoot.appendingPathComponent("Examples/Starter/DesignSystem")
        #expect(FolderComparison.differences(expected: expected, actual: folder.appendingPathComponent("DesignSystem")).isEmpty)
        let second = try DsysProcess.run(["generate"], in: folder)
        #expect(second.standardOutput.contains("0 written"))
        let check = try DsysProcess.run(["generate", "--check"], in: folder)
        #expect(check.status == 0)
    }

    @Test func outputIsIdenticalWhateverTheInputOrderAndFolder() throws {
        let files = [
            "colors.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "link": { "$value": "{color.ink}" } } }"##,
            "space.json": #"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }"#,
        ]
        var outputs: [URL] = []
        for order in [["colors.json", "space.json"], ["space.json", "colors.json"]] {
            let folder = try scratch()
            defer { outputs.append(folder) }
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            let result = try DsysProcess.run(["generate"] + order + ["--output", "Out"], in: folder)
            #expect(result.status == 0, Comment(rawValue: result.standardError))
        }
        defer { outputs.forEach { try? FileManager.default.removeItem(at: $0) } }
        let differences = FolderComparison.differences(expected: outputs[0].appendingPathComponent("Out"),
                                                       actual: outputs[1].appendingPathComponent("Out"))
        #expect(differences.isEmpty, Comment(rawValue: differences.joined(separator: "\n")))
        #expect(!FolderComparison.files(in: outputs[0].appendingPathComponent("Out")).isEmpty)
    }

    @Test func checkReportsStaleOutputWithoutWriting() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DsysProcess.run(["generate"], in: folder)
        let file = folder.appendingPathComponent("DesignSystem/Sources/DesignSystem/Radius+DesignSystem.swift")
        try "edited".write(to: file, atomically: true, encoding: .utf8)
        let check = try DsysProcess.run(["generate", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("Sources/DesignSystem/Radius+DesignSystem.swift"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "edited")
    }

    @Test func inputErrorsExitOneAndWriteNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "a": { "$type": "color", "$value": "{b}" } }"#.write(
            to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["generate", "bad.json", "--output", "Out"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.json:1:38: error: 'a' references 'b', which is not defined"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        let validate = try DsysProcess.run(["validate", "bad.json"], in: folder)
        #expect(validate.status == 1)
    }

    /// `validate` stops where `generate` would on Swift name collisions, with the same diagnostics:
    /// under the default naming (`Fixtures/name-collision`) and under a configured one.
    @Test func validateReportsTheNameCollisionsGenerateStopsAt() throws {
        let fixture = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures/name-collision")
        let generate = try DsysProcess.run(["generate", "--output", "/nonexistent/never-written"], in: fixture)
        let validate = try DsysProcess.run(["validate", "tokens.json"], in: fixture)
        #expect(generate.status == 1)
        #expect(validate.status == 1)
        #expect(validate.standardError == generate.standardError)
        #expect(validate.standardError.contains("all become the Swift name 'dsPrimary500'"))

        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "color": { "$type": "color", "one": { "$value": "#111111" }, "two": { "$value": "#222222" } } }"##
            .write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        try #"{ "nameOverrides": { "color.one": "dsTwo" } }"#
            .write(to: folder.appendingPathComponent("renaming.json"), atomically: true, encoding: .utf8)
        #expect(try DsysProcess.run(["validate", "t.json"], in: folder).status == 0)
        let configured = try DsysProcess.run(["validate", "t.json", "--config", "renaming.json"], in: folder)
        #expect(configured.status == 1)
        #expect(configured.standardError.contains("'color.one' and 'color.two' both become the Swift name 'dsTwo'"),
                Comment(rawValue: configured.standardError))
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DsysProcess.run(["validate"], in: folder).status == 2)
        #expect(try DsysProcess.run(["inspect", "x.json", "--context", "nonsense"], in: folder).status == 2)
        #expect(try DsysProcess.run(["generate", "--no-such-flag"], in: folder).status == 2)
    }

    @Test func inspectPrintsCanonicalJSON() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "b": { "$type": "number", "$value": 2 }, "a": { "$type": "number", "$value": "{b}" } }"#.write(
            to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["inspect", "t.json", "--format", "json"], in: folder)
        #expect(result.status == 0)
        let expected = """
                "a": {
                  "aliasOf": "b",
                  "type": "number",
                  "value": 2
                },
                "b": {
        """
        #expect(result.standardOutput.contains(expected), Comment(rawValue: result.standardOutput))
    }

    @Test func schemaCommandPrintsTheSchema() throws {
        let result = try DsysProcess.run(["schema"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"title\": \"dsys design-system.json\""))
    }
}
