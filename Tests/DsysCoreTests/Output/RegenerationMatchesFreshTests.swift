@testable import DsysCore
@testable import DsysOutput
import Foundation
import Testing

/// Regenerating into a folder that holds the previous run's package leaves exactly the tree a fresh
/// generation into an empty folder makes, byte for byte, after every kind of edit a designer makes
/// between two saves (`dsys generate --watch`): a changed color, a changed dark value, an added,
/// removed or renamed token, a changed setting. Only the files that differ are written; this checks
/// that what is kept, written and removed adds up to the fresh tree.
@Suite struct RegenerationMatchesFreshTests {
    /// One token of the edited set: its group, name and `$type`, and its light and dark values (the
    /// same for all but colors).
    private struct EditedToken {
        var group: String
        var name: String
        var type: String
        var light: String
        var dark: String
    }

    /// What a step changes.
    private enum Edit: CaseIterable {
        case color, darkValue, add, remove, rename, setting
    }

    /// The edited set and settings, as the steps leave them.
    private struct Project {
        var tokens: [EditedToken]
        var config = GeneratorTestHarness.plainConfig
        var added = 0

        /// The set as a DTCG file; colors carry both appearances in `$extensions.mode`.
        var json: String {
            let groups = Dictionary(grouping: tokens, by: \.group)
            let members = groups.keys.sorted().map { group in
                let entries = groups[group, default: []].map { token in
                    let modes = token.type == "color"
                        ? ", \"$extensions\": { \"mode\": { \"light\": \(token.light), \"dark\": \(token.dark) } }" : ""
                    return "\"\(token.name)\": { \"$type\": \"\(token.type)\", \"$value\": \(token.light)\(modes) }"
                }
                return "\"\(group)\": { " + entries.joined(separator: ", ") + " }"
            }
            return "{ " + members.joined(separator: ",\n") + " }\n"
        }

        /// Applies `edit` to a token `random` picks; returns what it did, for the failure message.
        mutating func apply(_ edit: Edit, random: inout SplitMix64) -> String {
            // Tokens other tokens refer to are neither removed nor renamed: that is an error, not an edit.
            let index = tokens.indices.filter { !RegenerationMatchesFreshTests.isReferenced(tokens[$0], in: tokens) }.randomElement(using: &random) ?? 0
            let hex = "\"#" + String(format: "%06x", Int.random(in: 0...0xFFFFFF, using: &random)) + "\""
            let colorIndex = tokens.indices.filter { tokens[$0].type == "color" }.randomElement(using: &random) ?? index
            switch edit {
            case .color:
                tokens[colorIndex].light = hex
                return "changed the light value of \(tokens[colorIndex].name) to \(hex)"
            case .darkValue:
                tokens[colorIndex].dark = hex
                return "changed the dark value of \(tokens[colorIndex].name) to \(hex)"
            case .add:
                added += 1
                let token = Bool.random(using: &random)
                    ? EditedToken(group: "color", name: "added\(added)", type: "color", light: hex, dark: hex)
                    : EditedToken(group: "space", name: "added\(added)", type: "dimension", light: "{ \"value\": \(added), \"unit\": \"px\" }",
                                  dark: "")
                tokens.insert(token, at: index)
                return "added \(token.group).\(token.name)"
            case .remove:
                guard tokens.count > 2 else { return "kept the last tokens" }
                let removed = tokens.remove(at: index)
                return "removed \(removed.group).\(removed.name)"
            case .rename:
                let old = tokens[index].name
                tokens[index].name = "renamed\(old.prefix(1).uppercased())\(old.dropFirst())"
                return "renamed \(tokens[index].group).\(old) to \(tokens[index].name)"
            case .setting:
                config.colors.memberPrefix = config.colors.memberPrefix == "ds" ? "acme" : "ds"
                return "set the color member prefix to \(config.colors.memberPrefix ?? "none")"
            }
        }
    }

    /// Whether another token's value is an alias of `token`.
    private static func isReferenced(_ token: EditedToken, in tokens: [EditedToken]) -> Bool {
        tokens.contains { $0.light.contains("{\(token.group).\(token.name)}") || $0.dark.contains("{\(token.group).\(token.name)}") }
    }

    private static let startingTokens: [EditedToken] = [
        EditedToken(group: "color", name: "primary", type: "color", light: "\"#0a66d8\"", dark: "\"#64a8ff\""),
        EditedToken(group: "color", name: "surface", type: "color", light: "\"#ffffff\"", dark: "\"#101010\""),
        EditedToken(group: "color", name: "accent", type: "color", light: "\"#e0115f\"", dark: "\"#ff6f9a\""),
        EditedToken(group: "color", name: "muted", type: "color", light: "\"{color.surface}\"", dark: "\"{color.surface}\""),
        EditedToken(group: "space", name: "small", type: "dimension", light: "{ \"value\": 4, \"unit\": \"px\" }", dark: ""),
        EditedToken(group: "space", name: "large", type: "dimension", light: "{ \"value\": 24, \"unit\": \"px\" }", dark: ""),
        EditedToken(group: "opacity", name: "disabled", type: "number", light: "0.4", dark: ""),
    ]

    /// The files of `project`; a step whose set does not generate fails the test.
    private func files(of project: Project) throws -> [GeneratedFile] {
        let (files, diagnostics) = try GeneratorTestHarness.generate(project.json, config: project.config)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.map(\.description))\n\(project.json)")
        #expect(!files.isEmpty)
        return files
    }

    private static let watchInputs = WatchModeWrites.inputs

    /// Every kind of edit once, then seeded random edits: after each, the regenerated folder equals
    /// a fresh generation, and the regeneration wrote only what changed (an edit always changes
    /// something, and never everything). `watching`: as in watch mode, each write is given what the
    /// one before it left (`WrittenFiles`) and starts from the previous version it kept as a mirror
    /// of the output (`KeptVersion`).
    @Test(arguments: [UInt64(29), 2026, 7], [false, true])
    func regeneratingAfterEachEditGivesTheFreshTree(seed: UInt64, watching: Bool) throws {
        var random = SplitMix64(seed: seed)
        let root = try ScratchFolder.make("dsys-regenerate-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let regenerated = root + "/regenerated"
        var project = Project(tokens: Self.startingTokens)
        var written: WrittenFiles?
        func regenerate(_ files: [GeneratedFile]) throws -> OutputWriter.Report {
            guard watching else { return try OutputWriter(root: regenerated).write(files) }
            let report = try OutputWriter(root: regenerated, vouched: written, preparesNextWrite: true).write(files, upToDate: Self.watchInputs)
            written = report.files
            #expect(written?.kept?.isInPlace == true, "the write kept no mirror of the output")
            return report
        }
        _ = try regenerate(try files(of: project))
        let edits = Edit.allCases + (0..<12).map { _ in Edit.allCases.randomElement(using: &random)! }
        for (step, edit) in edits.enumerated() {
            let done = project.apply(edit, random: &random)
            let generated = try files(of: project)
            let report = try regenerate(generated)
            let fresh = root + "/fresh-\(step)"
            _ = try OutputWriter(root: fresh).write(generated)
            // A watching process's writes keep the up-to-date record; the tree is compared without it.
            let regeneratedTree = OutputTreeSnapshot.take(regenerated, skipping: [OutputFolderLayout.upToDateName])
            let freshTree = OutputTreeSnapshot.take(fresh)
            #expect(regeneratedTree.keys.sorted() == freshTree.keys.sorted(), "step \(step): \(done)")
            for path in freshTree.keys.sorted() where regeneratedTree[path] != freshTree[path] {
                Issue.record("step \(step) (\(done)): \(path) differs from a fresh generation")
            }
            #expect(report.unchanged.count > 0, "step \(step) (\(done)) rewrote every file")
            try FileManager.default.removeItem(atPath: fresh)
        }
        if watching {
            // Watching stops: the mirror beside the output goes, the output stays.
            OutputWriter(root: regenerated, vouched: written).release()
            #expect(!FileManager.default.fileExists(atPath: root + "/.regenerated.dsys-next"))
            #expect(FileManager.default.fileExists(atPath: regenerated + "/.dsys-manifest"))
        }
    }
}
