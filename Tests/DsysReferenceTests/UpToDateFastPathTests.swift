@testable import DsysCore
import Foundation
import Testing

/// `dsys generate` stops early when nothing changed since the last run into the same folder, and
/// never when anything that decides the output did: an input byte, a flag, the config, a file
/// added to an input folder, an edited or deleted generated file, an edited record.
@Suite struct UpToDateFastPathTests {
    private static let upToDate = "(up to date: inputs, settings and output unchanged since the last run)"
    private let tokens = ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "link": { "$value": "{color.ink}" } } }"##

    /// A folder with `tokens.json`, generated into `Out` once, and the second identical run shown
    /// to take the fast path.
    private func generatedProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-uptodate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try tokens.write(to: folder.appendingPathComponent("tokens/colors.json"), atomically: true, encoding: .utf8)
        let first = try generate(in: folder)
        #expect(first.status == 0, Comment(rawValue: first.standardError))
        #expect(!first.standardOutput.contains(Self.upToDate))
        let second = try generate(in: folder)
        #expect(second.status == 0, Comment(rawValue: second.standardError))
        #expect(second.standardOutput.contains(Self.upToDate), Comment(rawValue: second.standardOutput))
        #expect(second.standardOutput.contains("0 written"))
        return folder
    }

    private func generate(_ extra: [String] = [], in folder: URL) throws -> DsysProcess.Result {
        try DsysProcess.run(["generate", "tokens", "--output", "Out"] + extra, in: folder)
    }

    private var colorFile: String { "Out/Sources/DesignSystem/Colors+DesignSystem.swift" }

    @Test func aChangedInputByteRegenerates() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try tokens.replacingOccurrences(of: "#101010", with: "#101011")
            .write(to: folder.appendingPathComponent("tokens/colors.json"), atomically: false, encoding: .utf8)
        let run = try generate(in: folder)
        #expect(run.status == 0)
        #expect(!run.standardOutput.contains(Self.upToDate))
        #expect(!run.standardOutput.contains("  0 written"), Comment(rawValue: run.standardOutput))
    }

    @Test func aNewFileInAnInputFolderRegenerates() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "size": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }"#
            .write(to: folder.appendingPathComponent("tokens/size.json"), atomically: true, encoding: .utf8)
        let run = try generate(in: folder)
        #expect(!run.standardOutput.contains(Self.upToDate))
        #expect(run.standardOutput.contains("generated 3 tokens"), Comment(rawValue: run.standardOutput))
    }

    @Test func aChangedFlagOrConfigRegenerates() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flagged = try generate(["--module-name", "Brand"], in: folder)
        #expect(!flagged.standardOutput.contains(Self.upToDate))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/Sources/Brand").path))
        #expect(try generate(["--module-name", "Brand"], in: folder).standardOutput.contains(Self.upToDate))
        try #"{ "moduleName": "Brand", "colors": { "memberPrefix": "brand" } }"#
            .write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        let configured = try generate(["--module-name", "Brand"], in: folder)
        #expect(!configured.standardOutput.contains(Self.upToDate), Comment(rawValue: configured.standardOutput))
    }

    @Test(arguments: [false, true])
    func anEditedOrDeletedGeneratedFileIsRestored(deleting: Bool) throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(colorFile)
        let original = try Data(contentsOf: file)
        if deleting {
            try FileManager.default.removeItem(at: file)
        } else {
            // Same size, same modification time: only the change time tells.
            let handle = try FileHandle(forWritingTo: file)
            try handle.write(contentsOf: Data("X".utf8))
            try handle.close()
        }
        let run = try generate(in: folder)
        #expect(!run.standardOutput.contains(Self.upToDate))
        #expect(run.standardOutput.contains("wrote Sources/DesignSystem/Colors+DesignSystem.swift"), Comment(rawValue: run.standardOutput))
        #expect(try Data(contentsOf: file) == original)
    }

    @Test func aLinkedInputFolderRepointedToIdenticalFilesRegenerates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-uptodate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for copy in ["first", "second"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(copy), withIntermediateDirectories: true)
            try tokens.write(to: folder.appendingPathComponent("\(copy)/colors.json"), atomically: true, encoding: .utf8)
        }
        let link = folder.appendingPathComponent("linked").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "first")
        let arguments = ["generate", "linked/colors.json", "--output", "Out"]
        _ = try DsysProcess.run(arguments, in: folder)
        #expect(try DsysProcess.run(arguments, in: folder).standardOutput.contains(Self.upToDate))

        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "second")
        let run = try DsysProcess.run(arguments, in: folder)
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        #expect(!run.standardOutput.contains(Self.upToDate), Comment(rawValue: run.standardOutput))
    }

    @Test func anEditedRecordIsNotTrusted() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("Out/.dsys-up-to-date")
        var text = try String(contentsOf: record, encoding: .utf8)
        let line = try #require(text.range(of: "\ninput file%20tokens/colors.json\n"))
        text.removeSubrange(line.lowerBound..<text.index(before: line.upperBound))
        try text.write(to: record, atomically: true, encoding: .utf8)
        try tokens.replacingOccurrences(of: "#101010", with: "#202020")
            .write(to: folder.appendingPathComponent("tokens/colors.json"), atomically: false, encoding: .utf8)
        let run = try generate(in: folder)
        #expect(!run.standardOutput.contains(Self.upToDate))
        #expect(try String(contentsOf: folder.appendingPathComponent(colorFile), encoding: .utf8).contains("#202020"))
    }

    /// Only the seal tells this edit apart: the inputs and every stamp still match, and the fast
    /// path would print the edited account line.
    @Test func aRecordWhoseSealNoLongerMatchesIsNotTrusted() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("Out/" + UpToDateRecord.fileName)
        let text = try String(contentsOf: record, encoding: .utf8)
        let account = try #require(text.range(of: "\naccount "))
        try text.replacingCharacters(in: account, with: "\naccount forged%20")
            .write(to: record, atomically: false, encoding: .utf8)
        let run = try generate(in: folder)
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        #expect(!run.standardOutput.contains(Self.upToDate), Comment(rawValue: run.standardOutput))
        #expect(!run.standardOutput.contains("forged"))
    }

    /// A record forged with terminal controls in its warnings and account line (its seal is no
    /// secret) makes the fast path print them as visible escapes.
    @Test func aForgedRecordsControlsArePrintedEscaped() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Out/" + UpToDateRecord.fileName)
        var record = try #require(UpToDateRecord(bytes: Array(try Data(contentsOf: path))))
        record.inputs.summary.diagnostics = "\u{1B}[2J\u{1B}]0;owned\u{07}warning: \u{202E}gnp.exe\r\n"
        record.inputs.summary.account = "2 tokens\u{1B}[8m"
        try Data(record.bytes).write(to: path)
        let run = try generate(in: folder)
        #expect(run.standardOutput.contains(Self.upToDate))
        #expect(run.standardError == #"\u{1B}[2J\u{1B}]0;owned\u{7}warning: \u{202E}gnp.exe\u{D}"# + "\n")
        #expect(run.standardOutput.contains(#"dsys: 2 tokens\u{1B}[8m"#))
        #expect(!(run.standardOutput + run.standardError).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }

    @Test func warningsAreRepeatedOnTheFastPath() throws {
        let folder = try generatedProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "color": { "$type": "color", "ink": { "$value": "#101010", "$unknown": 1 } } }"##
            .write(to: folder.appendingPathComponent("tokens/colors.json"), atomically: true, encoding: .utf8)
        let full = try generate(in: folder)
        let fast = try generate(in: folder)
        #expect(fast.standardOutput.contains(Self.upToDate))
        #expect(fast.standardError == full.standardError)
        #expect(fast.standardOutput.split(separator: "\n").last == full.standardOutput.split(separator: "\n").last)
    }

    /// The usual layout: the token file and the output folder side by side, or the output inside
    /// the input folder. Reading the file lists its folder, where the first run makes the output
    /// folder and every changing run replaces it; the next run must still take the fast path.
    @Test(arguments: [false, true])
    func theOutputBesideOrInsideTheInputsDoesNotStopTheFastPath(inputFolder: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-uptodate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokenFile = folder.appendingPathComponent("tokens.json")
        let input = inputFolder ? "." : "tokens.json"
        try tokens.write(to: tokenFile, atomically: true, encoding: .utf8)
        for change in ["first run", "changed color"] {
            if change == "changed color" {
                try tokens.replacingOccurrences(of: "#101010", with: "#202020").write(to: tokenFile, atomically: true, encoding: .utf8)
            }
            let full = try DsysProcess.run(["generate", input, "--output", "Out"], in: folder)
            #expect(full.status == 0, Comment(rawValue: full.standardError))
            #expect(!full.standardOutput.contains(Self.upToDate), "\(change)")
            let next = try DsysProcess.run(["generate", input, "--output", "Out"], in: folder)
            #expect(next.standardOutput.contains(Self.upToDate), "after the \(change): \(next.standardOutput)")
        }
    }
}
