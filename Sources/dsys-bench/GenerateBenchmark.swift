import DsysCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dsys-bench --generate [COUNT...]`: times `dsys generate` of the synthetic set into a fresh
/// folder against the floor of writing the same files, copying the generated tree into a fresh
/// folder (`tar -C Out -cf - . | tar -C Copy -xf -; sync -f Copy`), best of three runs of each
/// (alternating which goes first; nothing is deleted between measurements),
/// and prints the ratio; also the generator's peak memory and CPU time, and a no-op regeneration
/// of 5k tokens against the process start-up (`dsys --version`).
enum GenerateBenchmark {
    /// Runs of each measurement; the best is reported.
    static let runs = 3

    /// What one child process cost.
    struct ChildCost {
        var wall: Double
        var cpu: Double
        var peakBytes: Int
    }

    static func run(tokenCounts: [Int], mix: SyntheticTokenSet.TokenMix) {
        let dsys = dsysBinary(for: "--generate")
        let work = NSTemporaryDirectory() + "dsys-bench-generate-\(getpid())"
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        show("token mix: \(mix.name)")
        show(padded("generate (best of \(runs))", 26) + padded("dsys", 12) + padded("floor", 12) + padded("dsys/floor", 12)
              + padded("dsys CPU", 12) + "dsys peak RSS")
        var cpuPerToken: [(Int, Double)] = []
        for tokenCount in tokenCounts {
            let tokens = work + "/tokens-\(tokenCount).json"
            writeFile(Array(SyntheticTokenSet.make(tokenCount: tokenCount, aliasRatio: 0.2, mix: mix).utf8), to: tokens)
            var generate: [ChildCost] = []
            var floor: [ChildCost] = []
            let first = "Out-\(tokenCount)-0"
            for run in 0..<runs {
                // Every measurement writes into a new folder and nothing is deleted until the end:
                // right after a large tree is deleted, ext4 skips its recently freed inodes one by one
                // when allocating (`recently_deleted`), which once made the same copy 4× slower. The
                // order alternates, so neither side always runs first.
                let output = "Out-\(tokenCount)-\(run)", copy = "Copy-\(tokenCount)-\(run)"
                let copyCommand = "mkdir \(copy) && tar -C \(first) -cf - . | tar -C \(copy) -xf - && sync -f \(copy)"
                if run % 2 == 1 { floor.append(spawn("/bin/sh", ["-c", copyCommand], in: work)) }
                generate.append(spawn(dsys, ["generate", tokens, "--output", output], in: work))
                if run % 2 == 0 { floor.append(spawn("/bin/sh", ["-c", copyCommand], in: work)) }
            }
            let best = generate.map(\.wall).min()!
            let bestFloor = floor.map(\.wall).min()!
            let cpu = generate.map(\.cpu).min()!
            cpuPerToken.append((tokenCount, cpu))
            show(padded("\(tokenCount / 1000)k tokens, fresh", 26) + padded(seconds(best), 12) + padded(seconds(bestFloor), 12)
                  + padded(String(format: "%.2f×", best / bestFloor), 12) + padded(seconds(cpu), 12)
                  + megabytes(generate.map(\.peakBytes).max()!))
        }
        if cpuPerToken.count >= 2, let first = cpuPerToken.first, let last = cpuPerToken.last {
            show("CPU growth \(first.0 / 1000)k → \(last.0 / 1000)k tokens: \(String(format: "%.1f×", last.1 / first.1)) "
                  + "for \(last.0 / first.0)× the tokens")
        }
        let small = work + "/tokens-5000.json"
        writeFile(Array(SyntheticTokenSet.make(tokenCount: 5_000, aliasRatio: 0.2, mix: mix).utf8), to: small)
        _ = spawn(dsys, ["generate", small, "--output", "Out"], in: work)
        let noOp = (0..<runs).map { _ in spawn(dsys, ["generate", small, "--output", "Out"], in: work).wall }.min()!
        let startUp = (0..<runs).map { _ in spawn(dsys, ["--version"], in: work).wall }.min()!
        show("no-op regeneration, 5k tokens: \(seconds(noOp)); process start-up (dsys --version): \(seconds(startUp)); "
              + "difference \(String(format: "%.0f ms", (noOp - startUp) * 1000)) (target: at most 50 ms)")
    }

    /// The `dsys` binary beside this one; exits with a message naming `mode` when it is missing.
    static func dsysBinary(for mode: String) -> String {
        let dsys = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dsys").path
        guard FileManager.default.isExecutableFile(atPath: dsys) else {
            show("dsys-bench \(mode) needs the dsys binary next to dsys-bench (\(dsys)); build it first")
            exit(2)
        }
        return dsys
    }

    /// Prints `line` at once, so a long run shows its progress.
    static func show(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// Runs `program` with `arguments` in `folder`, output discarded, and returns what it cost.
    static func spawn(_ program: String, _ arguments: [String], in folder: String) -> ChildCost {
        let start = ContinuousClock.now
        let child = fork()
        if child == 0 {
            _ = chdir(folder)
            let null = open("/dev/null", O_WRONLY)
            _ = dup2(null, 1)
            _ = dup2(null, 2)
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            execv(program, argv)
            _exit(127)
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(child, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        guard status == 0 else {
            show("\(program) \(arguments.joined(separator: " ")) failed (status \(status))")
            exit(1)
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ChildCost(wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                         cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: Int(usage.ru_maxrss) * 1024)
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.3f s", value)
    }
}
