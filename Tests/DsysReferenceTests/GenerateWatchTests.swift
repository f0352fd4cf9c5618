import Foundation
import Testing

/// `dsys generate --watch`, run as a user runs it: regenerates after a token file changes, keeps the
/// last good output (and keeps running) after an invalid save, and exits 0 on Ctrl-C (SIGINT).
@Suite struct GenerateWatchTests {
    /// Polls `condition` every 50 ms for at most `seconds` (a generous bound for a loaded machine, not
    /// a speed assertion); true as soon as it holds.
    private static func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    private func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        Self.eventually(within: seconds, condition)
    }

    private func tokens(_ hex: String) -> String {
        #"{ "color": { "$type": "color", "ink": { "$value": ""# + hex + #"" } } }"#
    }

    /// A folder of `files` (relative path → text) and empty `folders`, watched by `dsys generate
    /// --watch`, both output streams appended to `watch.log`; the process is killed and the folder
    /// removed when released.
    private final class WatchedProject {
        let folder: URL
        let process: Process

        init(_ files: [String: String], folders: [String] = []) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for path in folders {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            }
            for (path, text) in files { try Self.write(text, to: folder.appendingPathComponent(path), atomically: true) }
            let log = folder.appendingPathComponent("watch.log")
            #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
            process = Process()
            process.executableURL = DsysProcess.executable
            process.arguments = ["generate", "--watch"]
            process.currentDirectoryURL = folder
            let logHandle = try FileHandle(forWritingTo: log)
            process.standardOutput = logHandle
            process.standardError = logHandle
            try process.run()
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? FileManager.default.removeItem(at: folder)
        }

        /// Writes `text` to `path` in the folder, creating its folders; `atomically` as an editor's
        /// save by rename, else in place.
        func write(_ text: String, to path: String, atomically: Bool = true) throws {
            try Self.write(text, to: folder.appendingPathComponent(path), atomically: atomically)
        }

        private static func write(_ text: String, to url: URL, atomically: Bool) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: atomically, encoding: .utf8)
        }

        /// The text of `path` in the folder, empty when it cannot be read.
        func text(_ path: String) -> String {
            (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }

        var log: String { text("watch.log") }
        /// The generated value layer.
        var values: String { text("Out/Sources/DesignSystem/Tokens/DesignTokens.swift") }

        /// Whether the first run finished and the process watches.
        func isWatching() -> Bool { GenerateWatchTests.eventually { log.contains("watching") } }

        /// Sends SIGINT and waits (boundedly) for the process to end; kills it when it does not.
        func stop() -> Bool {
            process.interrupt()
            let stopped = GenerateWatchTests.eventually { !process.isRunning }
            if !stopped { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return stopped
        }
    }

    /// A resolver document whose one set reads `sets`, in the folder `design`.
    private func resolver(_ sets: [String]) -> String {
        ##"{ "version": "2025.10", "sets": { "base": { "sources": ["## + sets.map { ##"{ "$ref": "\##($0)" }"## }.joined(separator: ", ")
            + ##"] } }, "resolutionOrder": [ { "$ref": "#/sets/base" } ] }"##
    }

    @Test func regeneratesOnChangeSurvivesAnInvalidSaveAndStopsOnInterrupt() throws {
        let project = try WatchedProject([
            "tokens.json": tokens("#101010"),
            "dsys.json": #"{ "inputs": ["tokens.json"], "output": "Out", "componentPrefix": null }"#,
        ])
        #expect(project.isWatching(), Comment(rawValue: project.log))
        #expect(project.values.contains("red: 0.062745"))

        try project.write(tokens("#ff0000"), to: "tokens.json", atomically: false)
        #expect(eventually { project.values.contains("red: 1, green: 0, blue: 0") }, Comment(rawValue: project.log))

        try project.write(##"{ "color": { "ink": "#]"##, to: "tokens.json", atomically: false)
        #expect(eventually { project.log.contains("kept the previous output") }, Comment(rawValue: "log:\n" + project.log))
        #expect(project.log.contains("tokens.json:1:"))
        #expect(project.values.contains("red: 1, green: 0, blue: 0"))
        #expect(project.process.isRunning)

        #expect(project.stop(), "dsys generate --watch did not stop on SIGINT")
        #expect(project.process.terminationReason == .exit)
        #expect(project.process.terminationStatus == 0)
        #expect(project.log.contains("stopped watching"))
    }

    #if os(Linux)
    /// A watching process frees each run's model: its resident memory after many regenerations of
    /// a few thousand tokens stays where it was after the first few (a process that kept every
    /// model grew by about 7 MB a run here, 40 MB over these six).
    @Test func regenerationsDoNotPileUpMemory() throws {
        func tokens(_ first: String) -> String {
            let members = (0..<5_000).map { index in
                let hex = index == 0 ? first : String(format: "%06x", index * 3)
                return "\"c\(index)\": { \"$value\": \"#\(hex)\" }"
            }
            return "{ \"color\": { \"$type\": \"color\", " + members.joined(separator: ", ") + " } }"
        }
        let project = try WatchedProject([
            "tokens.json": tokens("000000"),
            "dsys.json": #"{ "inputs": ["tokens.json"], "output": "Out" }"#,
        ])
        #expect(project.isWatching(), Comment(rawValue: project.log))
        func residentMegabytes() -> Int {
            let status = (try? String(contentsOfFile: "/proc/\(project.process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        }
        var samples: [Int] = []
        for run in 1...8 {
            // No other token's color starts with `ab`.
            let hex = String(format: "ab%04x", run)
            try project.write(tokens(hex), to: "tokens.json", atomically: false)
            #expect(eventually(within: 30) { project.text("Out/Tests/DesignSystemTests/DesignTokensTests.swift").contains("#\(hex)") },
                    Comment(rawValue: project.log))
            samples.append(residentMegabytes())
        }
        #expect(samples[1] > 0, "the process's memory was read")
        #expect(samples[7] - samples[1] < 20, "resident MB after each run: \(samples)")
        #expect(project.stop())
    }
    #endif

    /// Between runs the previous version is kept beside the output folder as its mirror; it goes when
    /// the config sends the output elsewhere, and when watching stops.
    @Test func theMirrorBesideTheOutputGoesWithTheFolderAndWhenWatchingStops() throws {
        let project = try WatchedProject([
            "tokens.json": tokens("#101010"),
            "dsys.json": #"{ "inputs": ["tokens.json"], "output": "Out" }"#,
        ])
        let mirror = { (name: String) in FileManager.default.fileExists(atPath: project.folder.appendingPathComponent(".\(name).dsys-next").path) }
        #expect(project.isWatching(), Comment(rawValue: project.log))
        #expect(mirror("Out"), "the first run keeps the previous version")

        try project.write(#"{ "inputs": ["tokens.json"], "output": "Moved" }"#, to: "dsys.json")
        #expect(eventually { project.text("Moved/Sources/DesignSystem/Tokens/DesignTokens.swift").contains("red: 0.062745") },
                Comment(rawValue: project.log))
        #expect(eventually { !mirror("Out") && mirror("Moved") }, Comment(rawValue: project.log))

        #expect(project.stop())
        #expect(!mirror("Moved"))
        #expect(project.log.contains("stopped watching"))
    }

    /// A resolver document's set files are watched too, not only the document.
    @Test func regeneratesWhenAFileTheResolverNamesChanges() throws {
        let project = try WatchedProject([
            "design/app.resolver.json": resolver(["base.tokens.json"]),
            "design/base.tokens.json": tokens("#101010"),
            "dsys.json": #"{ "inputs": ["design/app.resolver.json"], "output": "Out" }"#,
        ])
        #expect(project.isWatching(), Comment(rawValue: project.log))

        try project.write(tokens("#ff0000"), to: "design/base.tokens.json")
        #expect(eventually { project.values.contains("red: 1, green: 0, blue: 0") }, Comment(rawValue: project.log))
        #expect(project.stop())
    }

    /// What a run reads is watched from then on (the inputs are not planned again before each run
    /// only to learn it): a set file the resolver starts naming regenerates the package when it
    /// changes, and starting to watch does not regenerate by itself.
    @Test func aFileAnEditStartsNamingIsWatchedToo() throws {
        func accent(_ hex: String) -> String { #"{ "accent": { "$type": "color", "$value": ""# + hex + #"" } }"# }
        let project = try WatchedProject([
            "design/app.resolver.json": resolver(["base.tokens.json"]),
            "design/base.tokens.json": tokens("#101010"),
            "design/extra.tokens.json": accent("#00ff00"),
            "dsys.json": #"{ "inputs": ["design/app.resolver.json"], "output": "Out" }"#,
        ])
        #expect(project.isWatching(), Comment(rawValue: project.log))
        usleep(800_000)
        #expect(!project.log.contains("change detected"), Comment(rawValue: project.log))

        try project.write(resolver(["base.tokens.json", "extra.tokens.json"]), to: "design/app.resolver.json")
        #expect(eventually { project.values.contains("red: 0, green: 1, blue: 0") }, Comment(rawValue: project.log))
        try project.write(accent("#0000ff"), to: "design/extra.tokens.json")
        #expect(eventually { project.values.contains("red: 0, green: 0, blue: 1") }, Comment(rawValue: project.log))
        #expect(project.stop())
    }

    /// The configured asset folders are watched: a new icon regenerates the package.
    @Test func regeneratesWhenAnIconIsAdded() throws {
        let project = try WatchedProject([
            "tokens.json": tokens("#101010"),
            "dsys.json": #"{ "inputs": ["tokens.json"], "output": "Out", "assets": { "icons": "icons" } }"#,
        ], folders: ["icons"])
        #expect(project.isWatching(), Comment(rawValue: project.log))

        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16"/></svg>"#
        try project.write(svg, to: "icons/star.svg")
        let imageset = project.folder.appendingPathComponent("Out/Sources/DesignSystem/Images.xcassets/dsysIconStar.imageset/star.svg")
        #expect(eventually { FileManager.default.fileExists(atPath: imageset.path) }, Comment(rawValue: project.log))
        #expect(project.stop())
    }

    /// Ctrl-C during a long run stops the watch at once, with a word, instead of after the run.
    @Test func anInterruptDuringARunStopsAtOnce() throws {
        // Enough tokens that the first run takes several seconds in a debug build.
        let members = (0..<30_000).map { "\"c\($0)\": { \"$value\": \"#\(String(format: "%06x", $0))\" }" }.joined(separator: ", ")
        let project = try WatchedProject([
            "tokens.json": "{ \"color\": { \"$type\": \"color\", " + members + " } }",
            "dsys.json": #"{ "inputs": ["tokens.json"], "output": "Out" }"#,
        ])
        let process = project.process
        usleep(1_500_000)
        process.interrupt()
        #expect(eventually(within: 5) { !process.isRunning }, Comment(rawValue: project.log))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(project.log.contains("dsys: interrupted"), Comment(rawValue: project.log))
        #expect(!project.log.contains("files for changes"), "the first run finished before the interrupt: \(project.log)")
    }
}
