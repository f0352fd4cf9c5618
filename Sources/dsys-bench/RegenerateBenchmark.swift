import DsysCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dsys-bench --regenerate [COUNT...]`: times regenerating a package after one color token
/// changed (the watch-mode case) against a fresh generation of the same set, runs alternating
/// (best of three each, wall and CPU time; in watch mode the best of nine regenerations in one
/// watching process), and prints both ratios. Each regeneration edits the
/// set's first literal color in place, so no line moves, and regenerates into the folder of the
/// previous run, whose up-to-date record is then stale. Another row times `dsys validate` of the
/// set (read, resolve and name; nothing rendered or written) against the same fresh generation:
/// what a regeneration in a new process pays before it could reuse anything.
enum RegenerateBenchmark {
    static func run(tokenCounts: [Int], mix: SyntheticTokenSet.TokenMix) {
        let dsys = GenerateBenchmark.dsysBinary(for: "--regenerate")
        let work = NSTemporaryDirectory() + "dsys-bench-regenerate-\(getpid())"
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        GenerateBenchmark.show("token mix: \(mix.name)")
        GenerateBenchmark.show(padded("one token changed (best of \(GenerateBenchmark.runs))", 34) + padded("regenerate", 12)
                               + padded("fresh", 12) + padded("wall ratio", 12) + padded("regen CPU", 12) + padded("fresh CPU", 12)
                               + "CPU ratio")
        for tokenCount in tokenCounts {
            let tokens = work + "/tokens-\(tokenCount).json"
            let text = SyntheticTokenSet.make(tokenCount: tokenCount, aliasRatio: 0.2, mix: mix)
            writeFile(Array(text.utf8), to: tokens)
            let watched = "Watched-\(tokenCount)"
            _ = GenerateBenchmark.spawn(dsys, ["generate", tokens, "--output", watched], in: work)
            var regenerate: [GenerateBenchmark.ChildCost] = []
            var fresh: [GenerateBenchmark.ChildCost] = []
            var changedFiles: (changed: Int, of: Int)?
            for run in 0..<GenerateBenchmark.runs {
                let freshRun = { fresh.append(GenerateBenchmark.spawn(dsys, ["generate", tokens, "--output", "Fresh-\(tokenCount)-\(run)"], in: work)) }
                if run % 2 == 1 { freshRun() }
                writeFile(Array(changingFirstColor(of: text, to: run + 1).utf8), to: tokens)
                let manifestBefore = manifestLines(of: work + "/" + watched)
                regenerate.append(GenerateBenchmark.spawn(dsys, ["generate", tokens, "--output", watched], in: work))
                let manifestAfter = manifestLines(of: work + "/" + watched)
                changedFiles = changedFiles ?? (manifestAfter.subtracting(manifestBefore).count, manifestAfter.count)
                if run % 2 == 0 { freshRun() }
            }
            if let changedFiles {
                GenerateBenchmark.show("\(tokenCount / 1000)k tokens: the edit changes \(changedFiles.changed) of \(changedFiles.of) generated files")
            }
            let (freshWall, freshCPU) = (fresh.map(\.wall).min()!, fresh.map(\.cpu).min()!)
            showRow("\(tokenCount / 1000)k tokens", regenerate: (regenerate.map(\.wall).min()!, regenerate.map(\.cpu).min()!),
                    fresh: (freshWall, freshCPU))
            let checks = (0..<GenerateBenchmark.runs).map { _ in GenerateBenchmark.spawn(dsys, ["validate", tokens], in: work) }
            showRow("\(tokenCount / 1000)k tokens, validate alone", regenerate: (checks.map(\.wall).min()!, checks.map(\.cpu).min()!),
                    fresh: (freshWall, freshCPU), note: "")
            let watchMode = watchModeCosts(dsys: dsys, tokens: tokens, text: text, tokenCount: tokenCount, in: work)
            if !watchMode.isEmpty {
                showRow("\(tokenCount / 1000)k, watch mode (best of \(watchMode.count))",
                        regenerate: (watchMode.map(\.wall).min()!, watchMode.map(\.cpu).min()!),
                        fresh: (freshWall, freshCPU))
            }
        }
    }

    /// One row: the regeneration's best wall and CPU time against the fresh generation's, then `note`.
    private static func showRow(_ label: String, regenerate: (wall: Double, cpu: Double), fresh: (wall: Double, cpu: Double),
                                note: String = " (target: at most 10%)") {
        GenerateBenchmark.show(
            padded(label, 34) + padded(GenerateBenchmark.seconds(regenerate.wall), 12)
                + padded(GenerateBenchmark.seconds(fresh.wall), 12) + padded(percent(regenerate.wall / fresh.wall), 12)
                + padded(GenerateBenchmark.seconds(regenerate.cpu), 12) + padded(GenerateBenchmark.seconds(fresh.cpu), 12)
                + percent(regenerate.cpu / fresh.cpu) + note
        )
    }

    /// How many one-color regenerations the watching process makes: the process is already running,
    /// so more of them cost little and steady the figure (its CPU time is read in 10 ms ticks).
    private static let watchedRegenerations = 9

    /// The costs of `watchedRegenerations` one-color regenerations in one watching `dsys generate
    /// --watch` process (none where `/proc` is missing or the process stopped).
    private static func watchModeCosts(dsys: String, tokens: String, text: String, tokenCount: Int, in work: String)
        -> [WatchRegenerateBenchmark.Cost] {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { return [] }
        writeFile(Array(text.utf8), to: tokens)
        guard var watching = WatchRegenerateBenchmark(dsys: dsys, tokens: tokens, output: "WatchMode-\(tokenCount)", in: work) else {
            return []
        }
        defer { watching.stop() }
        return (0..<watchedRegenerations).compactMap { run in
            watching.regenerate(after: Array(changingFirstColor(of: text, to: run + 1).utf8), to: tokens)
        }
    }

    /// `text` with its first literal color (the synthetic set's `#000000`) made the blue `edit` / 255.
    static func changingFirstColor(of text: String, to edit: Int) -> String {
        let original = "\"components\": [0.0, 0.0, 0.0], \"hex\": \"#000000\""
        guard let range = text.range(of: original) else { fatalError("the synthetic set has no black color to change") }
        let blue = edit % 256
        let hex = String(blue, radix: 16)
        let changed = "\"components\": [0.0, 0.0, \(Double(blue) / 255)], \"hex\": \"#0000\(hex.count == 1 ? "0" + hex : hex)\""
        return text.replacingCharacters(in: range, with: changed)
    }

    /// The lines of the package's manifest at `folder` (a path and the checksum of its bytes each),
    /// so two runs' manifests show which files an edit changed.
    private static func manifestLines(of folder: String) -> Set<Substring> {
        let manifest = (try? String(contentsOfFile: folder + "/" + OutputWriter.manifestName, encoding: .utf8)) ?? ""
        return Set(manifest.split(separator: "\n").filter { !$0.hasPrefix("#") })
    }

    private static func percent(_ ratio: Double) -> String {
        String(format: "%.0f%%", ratio * 100)
    }
}
