import Foundation
import Testing

/// `dsys diff`: one small pair of token files per kind of change, with what it reports and the exit
/// status of `--fail-on breaking`; the full report of the `api-diff` fixture byte for byte; `--from`.
@Suite struct DiffCommandTests {
    private static let base = ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "paper": { "$value": "#fafafa" } } }"##

    /// (name, new tokens, a line the text report must contain, exit status with --fail-on breaking)
    static let kinds: [(String, String, String, Int32)] = [
        ("removed", ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" } } }"##,
         "- removed Color.dsPaper (color.paper)", 1),
        ("renamed", ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "canvas": { "$value": "#fafafa" } } }"##,
         "- renamed Color.dsPaper → Color.dsCanvas (color.paper → color.canvas)", 1),
        ("added", ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "paper": { "$value": "#fafafa" }, "accent": { "$value": "#ff0066" } } }"##,
         "+ Color.dsAccent (color.accent)", 0),
        ("changed", ##"{ "color": { "$type": "color", "ink": { "$value": "#202020" }, "paper": { "$value": "#fafafa" } } }"##,
         "~ Color.dsInk (color.ink): light #101010 → #202020", 0),
        ("deprecated", ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "paper": { "$value": "#fafafa", "$deprecated": "use ink" } } }"##,
         "! Color.dsPaper (color.paper): use ink", 0),
        ("contrast", ##"{ "color": { "$type": "color", "ink": { "$value": "#d0d0d0" }, "paper": { "$value": "#fafafa" } } }"##,
         "! color.ink on color.paper (light): 18.23:1 → 1.48:1, minimum 4.5:1", 0),
        ("unchanged", base, "No changes to the generated Swift API.", 0),
    ]

    private func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test(arguments: 0..<kinds.count)
    func eachKindOfChangeIsReported(index: Int) throws {
        let (name, new, line, status) = Self.kinds[index]
        let folder = try scratch(["old.json": Self.base, "new.json": new,
                                  "dsys.json": #"{ "contrastChecks": [ { "foreground": "color.ink", "background": "color.paper" } ] }"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DsysProcess.run(["diff", "old.json", "new.json", "--fail-on", "breaking"], in: folder)
        #expect(result.status == status, "\(name): \(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(line), "\(name):\n\(result.standardOutput)")
        let withoutFailOn = try DsysProcess.run(["diff", "old.json", "new.json"], in: folder)
        #expect(withoutFailOn.status == 0)
    }

    /// Two tokens of one Swift name: the second is skipped from the compared API with a warning, or
    /// with `--strict` the comparison stops, as `generate --strict` would.
    @Test func aNameCollisionIsASkipOrWithStrictAnError() throws {
        let clash = ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "Ink": { "$value": "#202020" } } }"##
        let folder = try scratch(["old.json": Self.base, "new.json": clash])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lenient = try DsysProcess.run(["diff", "old.json", "new.json"], in: folder)
        #expect(lenient.status == 0, Comment(rawValue: lenient.standardError))
        #expect(lenient.standardError.contains("warning: 'color.ink' is skipped: it would become the Swift name 'dsInk'"),
                Comment(rawValue: lenient.standardError))
        let strict = try DsysProcess.run(["diff", "old.json", "new.json", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: 'color.Ink' and 'color.ink' both become the Swift name 'dsInk'"),
                Comment(rawValue: strict.standardError))
    }

    @Test(arguments: [("text", "expected.txt"), ("markdown", "expected.md")])
    func fixtureReportMatchesCheckedIn(format: String, expectedFile: String) throws {
        let fixtures = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures")
        let result = try DsysProcess.run(["diff", "api-diff/old", "api-diff/new", "--config", "api-diff/diff-config.json",
                                          "--format", format, "--fail-on", "breaking"], in: fixtures)
        #expect(result.status == 1, Comment(rawValue: result.standardError))
        let expectedURL = fixtures.appendingPathComponent("api-diff/\(expectedFile)")
        if ReferenceOutputTests.isRecording {
            try result.standardOutput.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("Recorded the api-diff \(format) report; review the diff.")
            return
        }
        #expect(result.standardOutput == (try String(contentsOf: expectedURL, encoding: .utf8)))
    }

    @Test func fromComparesAGitRevisionWithTheWorkingTree() throws {
        let folder = try scratch(["tokens.json": Self.base])
        defer { try? FileManager.default.removeItem(at: folder) }
        let git = URL(fileURLWithPath: "/usr/bin/env")
        for arguments in [["git", "init", "-q"], ["git", "add", "tokens.json"],
                          ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "tokens"]] {
            let step = try DsysProcess.run(arguments, in: folder, program: git)
            try #require(step.status == 0, Comment(rawValue: step.standardError))
        }
        try Self.kinds[0].1.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["diff", "--from", "HEAD", "tokens.json", "--fail-on", "breaking"], in: folder)
        #expect(result.status == 1, Comment(rawValue: result.standardError))
        #expect(result.standardOutput.contains("- removed Color.dsPaper (color.paper)"))
        let absolute = try DsysProcess.run(["diff", "--from", "HEAD", folder.appendingPathComponent("tokens.json").path], in: folder)
        #expect(absolute.standardOutput.contains("- removed Color.dsPaper (color.paper)"), Comment(rawValue: absolute.standardError))
        let outside = try DsysProcess.run(["diff", "--from", "HEAD", "/no/such/tokens.json"], in: folder)
        #expect(outside.status == 2)
        let unknown = try DsysProcess.run(["diff", "--from", "no-such-branch", "tokens.json"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("'no-such-branch' is no revision"))
    }

    @Test func diffNeedsTwoInputsOrARevision() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DsysProcess.run(["diff", "a.json"], in: folder).status == 2)
    }
}
