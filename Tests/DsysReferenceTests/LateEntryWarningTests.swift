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

    @Test func aFileSavedJustBeforeTheExchangeIsPutBackAndNamedInTheOutputFolder() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.strace.path), "this test needs strace at /usr/bin/strace")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-late-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func tokens(_ hex: String) -> String { #"{ "color": { "$type": "color", "ink": { "$value": ""# + hex + #"" } } }"# }
        try tokens("#101010").write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        #expect(try DsysProcess.run(["generate", "t.json", "--output", "Out"], in: folder).status == 0)

        try tokens("#202020").write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let running = try DsysProcess.start(["-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2",
                                             "-e", "inject=renameat2:delay_enter=1500000",
                                             DsysProcess.executable.path, "generate", "t.json", "--output", "Out"],
                                            in: folder, program: Self.strace)
        // The exchange mark is written just before the exchange the trace holds.
        let mark = folder.appendingPathComponent(".Out.dsys-next/exchange").path
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: mark), Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.fileExists(atPath: mark), "the run never reached its exchange")
        try "late".write(to: folder.appendingPathComponent("Out/Sources/late.md"), atomically: true, encoding: .utf8)
        let result = ExternalProgram.finish(running)

        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(try String(contentsOf: folder.appendingPathComponent("Out/Sources/late.md"), encoding: .utf8) == "late")
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
        #expect(FileManager.default.isExecutableFile(atPath: Self.strace.path), "this test needs strace at /usr/bin/strace")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-late-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func tokens(_ hex: String) -> String { #"{ "color": { "$type": "color", "ink": { "$value": ""# + hex + #"" } } }"# }
        func write(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write(tokens("#101010"), "t.json")
        let log = folder.appendingPathComponent("watch.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = Self.strace
        process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2", "-e", "inject=renameat2:delay_enter=1000000",
                             DsysProcess.executable.path, "generate", "t.json", "--output", "Out", "--watch"]
        process.currentDirectoryURL = folder
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        func text() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func eventually(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while !condition(), Date() < deadline { usleep(20_000) }
            return condition()
        }
        #expect(eventually { text().contains("watching") }, Comment(rawValue: text()))
        // Two edits: the second run starts from the mirror the first one kept.
        try write("notes", "Out/Notes/deep/notes.md")
        try write("notes", "Out/Sources/Mine/deep/notes.md")
        for (index, hex) in ["#202020", "#303030"].enumerated() {
            try write(tokens(hex), "t.json")
            #expect(eventually { text().components(separatedBy: "tokens read").count == index + 3 }, Comment(rawValue: text()))
        }
        try write(tokens("#404040"), "t.json")
        let mark = folder.appendingPathComponent(".Out.dsys-next/exchange").path
        #expect(eventually { FileManager.default.fileExists(atPath: mark) }, "the run never reached its exchange: \(text())")
        let late = ["Out/Sources/DesignSystem/late.md", "Out/Notes/deep/late.md", "Out/Sources/Mine/deep/late.md", "Out/late.md"]
        for path in late { try write("late", path) }
        #expect(eventually { text().components(separatedBy: "tokens read").count == 5 }, Comment(rawValue: text()))
        // Ctrl-C goes to dsys itself (strace's child), which then ends, and strace with it.
        let children = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
                                    encoding: .utf8)) ?? ""
        for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGINT) }
        #expect(eventually { !process.isRunning }, "dsys --watch did not stop on Ctrl-C")
        process.waitUntilExit()

        for path in late {
            #expect((try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) == "late", "\(path) is gone")
            #expect(text().contains("kept \"\(path)\", which was added or replaced while dsys was running"), Comment(rawValue: text()))
        }
        #expect(!text().contains(".dsys-next"), Comment(rawValue: text()))
    }
}
