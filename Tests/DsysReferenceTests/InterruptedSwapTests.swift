import DsysCore
import Foundation
import Testing

/// `dsys generate` killed by `strace` at each rename, exchange and flush it makes: the output
/// folder is the previous package or the new one, byte for byte (with the user's files in it),
/// `--check` says which, and the next plain run repairs what the killed one left and ends with the
/// new package and no staging folder.
///
/// The points are counted from a first traced run of the same change; `strace` counts each system
/// call by itself, per thread, so each kind is enumerated on its own, and the test checks that one
/// thread makes them all (else `when=N` would not name the N-th call of the run).
@Suite(.serialized) struct InterruptedSwapTests {
    private static let strace = URL(fileURLWithPath: "/usr/bin/strace")
    /// The system calls a kill is injected at: the renames (the exchange is a `renameat2`) and the
    /// flushes, the last of which follows the exchange.
    private static let killPoints = ["rename", "renameat", "renameat2", "fsync"]
    private static let userFiles = ["mine.txt": "the user's notes\n", "Sources/notes.md": "kept beside the code\n"]

    /// Two token sets whose packages differ in changed, added and removed files.
    private static let tokenSets = [
        ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "link": { "$value": "#2040f0" } } }"##,
        ##"{ "color": { "$type": "color", "ink": { "$value": "#202020" }, "accent": { "$value": "#f04020" } }, "##
            + #""space": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }"#,
    ]

    /// Forty colors, and the same with the first one changed: a package whose change is small
    /// beside what stays.
    private static let oneColorChanged: [String] = [0, 1].map { edit in
        let colors: [String] = (0..<40).map { index in
            let value: Int = index == 0 ? edit : 0x101010 * (index % 15 + 1)
            return "\"c\(index)\": { \"$value\": \"#" + String(format: "%06x", value) + "\" }"
        }
        return "{ \"color\": { \"$type\": \"color\", " + colors.joined(separator: ", ") + " } }"
    }

    /// A scratch folder with `t0.json`, `t1.json` (from `tokenSets`), their packages `Ref0`, `Ref1`,
    /// each holding the user's files, and `Fresh1`, the package of `t1.json` alone.
    private func prepare(tokenSets: [String] = tokenSets) throws -> URL {
        #expect(FileManager.default.isExecutableFile(atPath: Self.strace.path), "this test needs strace at /usr/bin/strace")
        let folder = try ScratchDirectory.make("dsys-swap-kill-")
        for (index, text) in tokenSets.enumerated() {
            try text.write(to: folder.appendingPathComponent("t\(index).json"), atomically: true, encoding: .utf8)
            let made = try DsysProcess.run(["generate", "t\(index).json", "--output", "Ref\(index)"], in: folder)
            #expect(made.status == 0, Comment(rawValue: made.standardError))
            try addUserFiles(to: folder.appendingPathComponent("Ref\(index)"))
        }
        #expect(try DsysProcess.run(["generate", "t1.json", "--output", "Fresh1"], in: folder).status == 0)
        #expect(!FolderComparison.differences(expected: folder.appendingPathComponent("Ref0"),
                                              actual: folder.appendingPathComponent("Ref1")).isEmpty)
        return folder
    }

    private func addUserFiles(to package: URL) throws {
        for (path, text) in Self.userFiles {
            try text.write(to: package.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
    }

    /// Which of the packages `references` (folder names) `out` holds: "none" when it holds no
    /// files at all, nil for anything else (a mix).
    private func package(in out: URL, folder: URL, references: [String]) -> String? {
        if FolderComparison.files(in: out).isEmpty { return "none" }
        return references.first { FolderComparison.differences(expected: folder.appendingPathComponent($0), actual: out).isEmpty }
    }

    /// How many calls of each of `killPoints` `dsys generate t1.json --output Out` makes, traced once
    /// from the state `reset` makes, with the strace arguments `injection`; fails unless one thread
    /// makes them all.
    private func countKillPoints(in folder: URL, injection: [String], reset: () throws -> Void) throws -> [String: Int] {
        try reset()
        let trace = folder.appendingPathComponent("trace.txt")
        let traced = try DsysProcess.run(["-f", "-qq", "-o", trace.path, "-e", "trace=" + Self.killPoints.joined(separator: ",")] + injection + [
                                          DsysProcess.executable.path, "generate", "t1.json", "--output", "Out"],
                                         in: folder, program: Self.strace)
        #expect(traced.status == 0, Comment(rawValue: traced.standardError))
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { !$0.contains("resumed>") }
        var counts: [String: Int] = [:]
        var threads: Set<Substring> = []
        for line in lines {
            guard let call = Self.killPoints.first(where: { line.contains(" \($0)(") }) else { continue }
            counts[call, default: 0] += 1
            threads.insert(line.prefix(while: { $0 != " " }))
        }
        #expect(threads.count == 1, Comment(rawValue: lines.joined(separator: "\n")))
        return counts
    }

    /// Kills the run from `reset`'s state to `t1.json` at every kill point, and checks the folder
    /// after each kill, `--check`, and the repairing run. `previous` is the package `reset` leaves
    /// ("none" for no files), `next` the one the run makes; `injection` are further strace
    /// arguments, and `isAtomic` says whether the folder must be one of the two after every kill.
    /// Returns how many kills were made.
    private func killAtEveryPoint(in folder: URL, previous: String, next: String, injection: [String] = [], isAtomic: Bool = true,
                                  reset: () throws -> Void) throws -> Int {
        let out = folder.appendingPathComponent("Out")
        let sibling = folder.appendingPathComponent(".Out.dsys-next")
        var kills = 0
        let counts = try countKillPoints(in: folder, injection: injection, reset: reset)
        // A call `injection` already tampers with is not one the run makes.
        for (call, count) in counts.sorted(by: { $0.key < $1.key }) where !injection.contains(where: { $0.hasPrefix("inject=\(call):") }) {
            for index in 1...count {
                try reset()
                let point = "\(call) #\(index)"
                let killed = try DsysProcess.run(["-f", "-qq", "-o", "/dev/null"] + injection + ["-e", "inject=\(call):signal=KILL:when=\(index)",
                                                    DsysProcess.executable.path, "generate", "t1.json", "--output", "Out"],
                                                 in: folder, program: Self.strace)
                #expect(killed.status != 0, "killed at \(point)")
                kills += 1
                let found = package(in: out, folder: folder, references: [previous, next])
                #expect(!isAtomic || found == previous || found == next, "killed at \(point): the folder is \(found ?? "a mix")")
                let check = try DsysProcess.run(["generate", "t1.json", "--output", "Out", "--check"], in: folder)
                #expect(check.status == (found == next ? 0 : 1), "killed at \(point): --check said \(check.standardOutput)")
                let repaired = try DsysProcess.run(["generate", "t1.json", "--output", "Out"], in: folder)
                #expect(repaired.status == 0, "after a kill at \(point): \(repaired.standardError)")
                #expect(package(in: out, folder: folder, references: [next]) == next, "after a kill at \(point)")
                #expect(!FileManager.default.fileExists(atPath: sibling.path), "after a kill at \(point)")
                #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".dsys-staging").path))
            }
        }
        return kills
    }

    /// Puts `Ref0` (with the user's files) in place as `Out`, with no staging left.
    private func resetToPrevious(in folder: URL) throws {
        let out = folder.appendingPathComponent("Out")
        try? FileManager.default.removeItem(at: out)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(".Out.dsys-next"))
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Ref0"), to: out)
    }

    @Test func aKillAtAnyRenameOrFlushOfARegenerationLeavesTheOldOrTheNewPackage() throws {
        let folder = try prepare()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kills = try killAtEveryPoint(in: folder, previous: "Ref0", next: "Ref1") { try resetToPrevious(in: folder) }
        #expect(kills >= 2, "the exchange and the flush after it")
    }

    @Test func aKillAtAnyRenameOrFlushOfAFirstGenerationLeavesNoPackageOrTheNewOne() throws {
        let folder = try prepare()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kills = try killAtEveryPoint(in: folder, previous: "none", next: "Fresh1") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("Out"))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(".Out.dsys-next"))
        }
        #expect(kills >= 2)
    }

    /// A one-color change in a package of many files is still exchanged in one step, never swapped
    /// file by file: a kill at any rename or flush leaves the old or the new package, never a mix.
    @Test func aKillAtAnyRenameOrFlushOfAOneColorRegenerationLeavesTheOldOrTheNewPackage() throws {
        let folder = try prepare(tokenSets: Self.oneColorChanged)
        defer { try? FileManager.default.removeItem(at: folder) }
        let counts = try countKillPoints(in: folder, injection: []) { try resetToPrevious(in: folder) }
        #expect(counts["renameat2", default: 0] >= 1, "the exchange: \(counts)")
        let kills = try killAtEveryPoint(in: folder, previous: "Ref0", next: "Ref1") { try resetToPrevious(in: folder) }
        #expect(kills >= 2, "the exchange and the flush after it")
    }

    /// Where the system cannot exchange (here: `renameat2` fails with `EINVAL`, as on a file system
    /// without it), the journal swaps: a kill during its renames may leave a mix, which the next run
    /// completes, with the user's files kept.
    @Test func aKillAtAnyRenameOfTheJournalFallbackIsRepairedByTheNextRun() throws {
        let folder = try prepare()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kills = try killAtEveryPoint(in: folder, previous: "Ref0", next: "Ref1", injection: ["-e", "inject=renameat2:error=EINVAL"],
                                         isAtomic: false) { try resetToPrevious(in: folder) }
        #expect(kills >= 4, "the journal's renames and flushes")
    }
}
