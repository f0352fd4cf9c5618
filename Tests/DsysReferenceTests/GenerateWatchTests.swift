import Foundation
import Testing

/// `dsys generate --watch`, run as a user runs it: regenerates after a token file changes, keeps the
/// last good output (and keeps running) after an invalid save, and exits 0 on Ctrl-C (SIGINT).
@Suite struct GenerateWatchTests {
    /// Polls `condition` every 50 ms for at most `seconds` (a generous bound for a loaded machine, not
    /// a speed assertion); true as soon as it holds.
    private func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    private func tokens(_ hex: String) -> String {
        #"{ "color": { "$type": "color", "ink": { "$value": ""# + hex + #"" } } }"#
    }

    /// Starts `dsys generate --watch` in `folder`, both output streams appended to `log`.
    private func startWatching(in folder: URL, log: URL) throws -> Process {
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = DsysProcess.executable
        process.arguments = ["generate", "--watch"]
        process.currentDirectoryURL = folder
        let logHandle = try FileHandle(forWritingTo: log)
        process.standardOutput = logHandle
        process.standardError = logHandle
        try process.run()
        return process
    }

    /// Sends SIGINT and waits (boundedly) for the process to end; kills it when it does not.
    private func stop(_ process: Process) -> Bool {
        process.interrupt()
        let stopped = eventually { !process.isRunning }
        if !stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return stopped
    }

    @Test func regeneratesOnChangeSurvivesAnInvalidSaveAndStopsOnInterrupt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokenFile = folder.appendingPathComponent("tokens.json")
        try tokens("#101010").write(to: tokenFile, atomically: true, encoding: .utf8)
        try #"{ "inputs": ["tokens.json"], "output": "Out", "componentPrefix": null }"#
            .write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        let values = folder.appendingPathComponent("Out/Sources/DesignSystem/Tokens/DesignTokens.swift")
        let log = folder.appendingPathComponent("watch.log")
        let process = try startWatching(in: folder, log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func valuesText() -> String { (try? String(contentsOf: values, encoding: .utf8)) ?? "" }

        #expect(eventually { logText().contains("watching") }, Comment(rawValue: logText()))
        #expect(valuesText().contains("red: 0.062745"))

        try tokens("#ff0000").write(to: tokenFile, atomically: false, encoding: .utf8)
        #expect(eventually { valuesText().contains("red: 1, green: 0, blue: 0") }, Comment(rawValue: logText()))

        try ##"{ "color": { "ink": "#]"##.write(to: tokenFile, atomically: false, encoding: .utf8)
        #expect(eventually { logText().contains("kept the previous output") }, Comment(rawValue: "log:\n" + logText()))
        #expect(logText().contains("tokens.json:1:"))
        #expect(valuesText().contains("red: 1, green: 0, blue: 0"))
        #expect(process.isRunning)

        #expect(stop(process), "dsys generate --watch did not stop on SIGINT")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(logText().contains("stopped watching"))
    }

    /// A resolver document's set files are watched too, not only the document.
    @Test func regeneratesWhenAFileTheResolverNamesChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("design"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "version": "2025.10", "sets": { "base": { "sources": [ { "$ref": "base.tokens.json" } ] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##
            .write(to: folder.appendingPathComponent("design/app.resolver.json"), atomically: true, encoding: .utf8)
        let setFile = folder.appendingPathComponent("design/base.tokens.json")
        try tokens("#101010").write(to: setFile, atomically: true, encoding: .utf8)
        try #"{ "inputs": ["design/app.resolver.json"], "output": "Out" }"#
            .write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("watch.log")
        let process = try startWatching(in: folder, log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let values = folder.appendingPathComponent("Out/Sources/DesignSystem/Tokens/DesignTokens.swift")
        func valuesText() -> String { (try? String(contentsOf: values, encoding: .utf8)) ?? "" }
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(eventually { logText().contains("watching") }, Comment(rawValue: logText()))

        try tokens("#ff0000").write(to: setFile, atomically: true, encoding: .utf8)
        #expect(eventually { valuesText().contains("red: 1, green: 0, blue: 0") }, Comment(rawValue: logText()))
        #expect(stop(process))
    }

    /// What a run reads is watched from then on (the inputs are not planned again before each run
    /// only to learn it): a set file the resolver starts naming regenerates the package when it
    /// changes, and starting to watch does not regenerate by itself.
    @Test func aFileAnEditStartsNamingIsWatchedToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("design"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func resolver(_ sets: [String]) -> String {
            ##"{ "version": "2025.10", "sets": { "base": { "sources": ["## + sets.map { ##"{ "$ref": "\##($0)" }"## }.joined(separator: ", ")
                + ##"] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##
        }
        let document = folder.appendingPathComponent("design/app.resolver.json")
        try resolver(["base.tokens.json"]).write(to: document, atomically: true, encoding: .utf8)
        try tokens("#101010").write(to: folder.appendingPathComponent("design/base.tokens.json"), atomically: true, encoding: .utf8)
        let extra = folder.appendingPathComponent("design/extra.tokens.json")
        func accent(_ hex: String) -> String { #"{ "accent": { "$type": "color", "$value": ""# + hex + #"" } }"# }
        try accent("#00ff00").write(to: extra, atomically: true, encoding: .utf8)
        try #"{ "inputs": ["design/app.resolver.json"], "output": "Out" }"#
            .write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("watch.log")
        let process = try startWatching(in: folder, log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let values = folder.appendingPathComponent("Out/Sources/DesignSystem/Tokens/DesignTokens.swift")
        func valuesText() -> String { (try? String(contentsOf: values, encoding: .utf8)) ?? "" }
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(eventually { logText().contains("watching") }, Comment(rawValue: logText()))
        usleep(800_000)
        #expect(!logText().contains("change detected"), Comment(rawValue: logText()))

        try resolver(["base.tokens.json", "extra.tokens.json"]).write(to: document, atomically: true, encoding: .utf8)
        #expect(eventually { valuesText().contains("red: 0, green: 1, blue: 0") }, Comment(rawValue: logText()))
        try accent("#0000ff").write(to: extra, atomically: true, encoding: .utf8)
        #expect(eventually { valuesText().contains("red: 0, green: 0, blue: 1") }, Comment(rawValue: logText()))
        #expect(stop(process))
    }

    /// The configured asset folders are watched: a new icon regenerates the package.
    @Test func regeneratesWhenAnIconIsAdded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try tokens("#101010").write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        try #"{ "inputs": ["tokens.json"], "output": "Out", "assets": { "icons": "icons" } }"#
            .write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("watch.log")
        let process = try startWatching(in: folder, log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(eventually { logText().contains("watching") }, Comment(rawValue: logText()))

        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16"/></svg>"#
        try svg.write(to: folder.appendingPathComponent("icons/star.svg"), atomically: true, encoding: .utf8)
        let imageset = folder.appendingPathComponent("Out/Sources/DesignSystem/Images.xcassets/dsysIconStar.imageset/star.svg")
        #expect(eventually { FileManager.default.fileExists(atPath: imageset.path) }, Comment(rawValue: logText()))
        #expect(stop(process))
    }

    /// Ctrl-C during a long run stops the watch at once, with a word, instead of after the run.
    @Test func anInterruptDuringARunStopsAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Enough tokens that the first run takes several seconds in a debug build.
        let members = (0..<30_000).map { "\"c\($0)\": { \"$value\": \"#\(String(format: "%06x", $0))\" }" }.joined(separator: ", ")
        try ("{ \"color\": { \"$type\": \"color\", " + members + " } }")
            .write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        try #"{ "inputs": ["tokens.json"], "output": "Out" }"#.write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("watch.log")
        let process = try startWatching(in: folder, log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        usleep(1_500_000)
        process.interrupt()
        #expect(eventually(within: 5) { !process.isRunning }, Comment(rawValue: logText()))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(logText().contains("dsys: interrupted"), Comment(rawValue: logText()))
        #expect(!logText().contains("files for changes"), "the first run finished before the interrupt: \(logText())")
    }
}
