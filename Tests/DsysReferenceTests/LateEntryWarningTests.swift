import DsysCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file the user saves into the output folder in the last moment before the exchange (after the
/// run planned its new version) is put back afterwards, and the warning names it where it is then:
/// in the output folder, not in the staging folder the new version was built in. `strace` holds
/// the exchange (`renameat2`) for a moment, and the test saves the file meanwhile.
@Suite struct LateEntryWarningTests {
    private static let strace = URL(fileURLWithPath: "/usr/bin/strace")
    /// `strace` arguments that hold every exchange for a second, then `dsys generate t.json --output Out`.
    private static let heldExchange = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2", "-e", "inject=renameat2:delay_enter=1000000",
                                       DsysProcess.executable.path, "generate", "t.json", "--output", "Out"]

    /// A scratch folder holding `t.json`, removed when released.
    private final class Project {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-late-\(UUID().uuidString)")

        init() throws {
            #expect(FileManager.default.isExecutableFile(atPath: LateEntryWarningTests.strace.path),
                    "this test needs strace at /usr/bin/strace")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try tokens("#101010")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Writes a set of one color, `hex`, to `t.json`.
        func tokens(_ hex: String) throws {
            try write(#"{ "color": { "$type": "color", "ink": { "$value": ""# + hex + #"" } } }"#, "t.json")
        }

        /// Writes `text` at `path` in the folder by a new file renamed into place.
        func write(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        /// The text at `path` in the folder, nil when it cannot be read.
        func text(_ path: String) -> String? {
            try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }

        /// Whether `condition` holds within 30 seconds (a bound for a loaded machine, not a speed test).
        func eventually(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while !condition(), Date() < deadline { usleep(20_000) }
            return condition()
        }

        /// Whether a run is at its exchange: the exchange mark is written just before it.
        func reachesItsExchange() -> Bool {
            eventually { FileManager.default.fileExists(atPath: folder.appendingPathComponent(".Out.dsys-next/exchange").path) }
        }
    }

    @Test func aFileSavedJustBeforeTheExchangeIsPutBackAndNamedInTheOutputFolder() throws {
        let project = try Project()
        #expect(try DsysProcess.run(["generate", "t.json", "--output", "Out"], in: project.folder).status == 0)

        try project.tokens("#202020")
        let running = try DsysProcess.start(Self.heldExchange, in: project.folder, program: Self.strace)
        #expect(project.reachesItsExchange(), "the run never reached its exchange")
        try project.write("late", "Out/Sources/late.md")
        let result = ExternalProgram.finish(running)

        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(project.text("Out/Sources/late.md") == "late")
        let output = result.standardOutput + result.standardError
        #expect(output.contains(#"kept "Out/Sources/late.md", which was added or replaced while dsys was running"#),
                Comment(rawValue: output))
        #expect(!output.contains(".dsys-next"), Comment(rawValue: output))
    }

    /// The same in watch mode, whose new version is the mirror it kept of the output and whose rescue
    /// reads only what can have changed (`LateChangeRescue.Scope`): files saved in the last moment
    /// into a folder of dsys's, into folders of the user's own made before the run (at the top
    /// level and inside a folder of dsys's), and at the top level are all put back, and named in the
    /// output folder.
    @Test func watchModePutsBackWhatWasSavedJustBeforeItsExchange() throws {
        let project = try Project()
        let log = project.folder.appendingPathComponent("watch.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = Self.strace
        process.arguments = Self.heldExchange + ["--watch"]
        process.currentDirectoryURL = project.folder
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let text = { project.text("watch.log") ?? "" }
        #expect(project.eventually { text().contains("watching") }, Comment(rawValue: text()))
        // Two edits: the second run starts from the mirror the first one kept.
        try project.write("notes", "Out/Notes/deep/notes.md")
        try project.write("notes", "Out/Sources/Mine/deep/notes.md")
        for (index, hex) in ["#202020", "#303030"].enumerated() {
            try project.tokens(hex)
            #expect(project.eventually { text().components(separatedBy: " read, ").count == index + 3 }, Comment(rawValue: text()))
        }
        try project.tokens("#404040")
        #expect(project.reachesItsExchange(), "the run never reached its exchange: \(text())")
        let late = ["Out/Sources/DesignSystem/late.md", "Out/Notes/deep/late.md", "Out/Sources/Mine/deep/late.md", "Out/late.md"]
        for path in late { try project.write("late", path) }
        #expect(project.eventually { text().components(separatedBy: " read, ").count == 5 }, Comment(rawValue: text()))
        // Ctrl-C goes to dsys itself (strace's child), which then ends, and strace with it.
        let children = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
                                    encoding: .utf8)) ?? ""
        for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGINT) }
        #expect(project.eventually { !process.isRunning }, "dsys --watch did not stop on Ctrl-C")
        process.waitUntilExit()

        for path in late {
            #expect(project.text(path) == "late", "\(path) is gone")
            #expect(text().contains("kept \"\(path)\", which was added or replaced while dsys was running"), Comment(rawValue: text()))
        }
        #expect(!text().contains(".dsys-next"), Comment(rawValue: text()))
    }
}
