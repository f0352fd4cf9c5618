import DsysCore
import Foundation
import Testing

/// The `dsys` executable on the surface found by the third reliability round: standard error that
/// cannot be written, output folders named with a trailing slash or placed inside an input folder,
/// and names too long for a file.
@Suite struct HostileSurfaceCommandTests {
    private func scratch() throws -> URL { try ScratchDirectory.make("dsys-surface-") }

    /// `2>/dev/full`: the diagnostics cannot be written; dsys exits with status 1 instead of
    /// stopping on a trap (status 132, `SIGILL`).
    @Test func aStandardErrorThatCannotBeWrittenEndsWithStatusOne() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "a": { "$type": "color", "$value": "{missing}" } }"#.write(to: folder.appendingPathComponent("t.json"),
                                                                            atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = DsysProcess.executable
        process.arguments = ["validate", "t.json"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
    }

    /// `Out/` names what the link `Out` points to: the path is normalised before every check, so it
    /// is refused like `Out`, from the command line and from `dsys.json`.
    @Test(arguments: [["--output", "Out/"], ["--output", "./Out/."], ["--config", "slash.json"]])
    func aLinkedOutputFolderIsRefusedWhateverTheSlashes(_ arguments: [String]) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Out").path, withDestinationPath: "Real")
        try #"{ "inputs": [], "output": "Out/" }"#.write(to: folder.appendingPathComponent("slash.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["generate"] + arguments, in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("the output folder 'Out' is a symbolic link"), Comment(rawValue: result.standardError))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Real").path).isEmpty)
    }

    /// An output folder inside the input folder is never read as input: the second identical run
    /// changes nothing, and the third finds the output up to date.
    @Test func anOutputFolderInsideTheInputFolderIsNeverReadAsInput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "paper": { "$value": "#fafafa" } } }"##
            .write(to: tokens.appendingPathComponent("colors.json"), atomically: true, encoding: .utf8)
        let arguments = ["generate", "tokens", "--output", "tokens/DS"]
        let first = try DsysProcess.run(arguments, in: folder)
        #expect(first.status == 0, Comment(rawValue: first.standardError))
        let second = try DsysProcess.run(arguments, in: folder)
        #expect(second.status == 0, Comment(rawValue: second.standardError))
        #expect(second.standardOutput.contains("generated 2 tokens"), Comment(rawValue: second.standardOutput))
        #expect(second.standardOutput.contains(" 0 written"), Comment(rawValue: second.standardOutput))
        let third = try DsysProcess.run(arguments, in: folder)
        #expect(third.standardOutput.contains("(up to date:"), Comment(rawValue: third.standardOutput))
    }

    /// A token whose colorset name would be too long for a file name still generates: its asset
    /// name keeps its first characters and a digest of the whole (two such names stay apart), and
    /// the Swift API reads the colorset by that name.
    @Test func aTokenNameTooLongForAFileGetsAShortenedAssetName() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "a", count: 300)
        try (#"{ "color": { "$type": "color", ""# + long + ##"": { "$value": "#101010" }, ""## + long + ##"b": { "$value": "#202020" } } }"##)
            .write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["generate", "t.json", "--output", "Out"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        let catalog = folder.appendingPathComponent("Out/Sources/DesignSystem/Colors.xcassets").path
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasSuffix(".colorset") }
        #expect(sets.count == 2 && sets.allSatisfy { $0.utf8.count <= 255 } && Set(sets.map { $0.prefix(200) }).count == 1)
        let colors = try String(contentsOfFile: folder.appendingPathComponent("Out/Sources/DesignSystem/Colors+DesignSystem.swift").path,
                                encoding: .utf8)
        for set in sets { #expect(colors.contains("SwiftUI.Color(\"\(set.dropLast(".colorset".count))\", bundle: .module)")) }
    }

    /// Terminal controls in a token name are printed escaped in diagnostics and in `dsys diff`.
    @Test func terminalControlsFromTheInputArePrintedEscaped() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let controls: Set<Unicode.Scalar> = ["\u{1B}", "\u{7}", "\u{202E}"]
        let jsonName = "x\\u001b]0;owned\\u0007\\u001b[2J\\u202e"
        try (##"{ "color": { "$type": "color", "a": { "$value": "#101010" } } }"##)
            .write(to: folder.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        try (##"{ "color": { "$type": "color", "a": { "$value": "#101010" }, ""## + jsonName + ##"": { "$value": "#202020" } } }"##)
            .write(to: folder.appendingPathComponent("new.json"), atomically: true, encoding: .utf8)
        try (#"{ "color": { "$type": "color", ""# + jsonName + #"": { "$value": "{missing}" } } }"#)
            .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)

        // A missing reference skips the token with a warning; --strict makes it an error.
        let validate = try DsysProcess.run(["validate", "--strict", "bad.json"], in: folder)
        #expect(validate.status == 1)
        #expect(validate.standardError.contains(#"x\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}"#), Comment(rawValue: validate.standardError))
        #expect(!validate.standardError.unicodeScalars.contains(where: controls.contains))

        let diff = try DsysProcess.run(["diff", "old.json", "new.json"], in: folder)
        #expect(diff.status == 0, Comment(rawValue: diff.standardError))
        #expect(diff.standardOutput.contains(#"\u{1B}]0;owned"#), Comment(rawValue: diff.standardOutput))
        #expect(!diff.standardOutput.unicodeScalars.contains(where: controls.contains))
    }
}
