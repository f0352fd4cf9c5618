import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watch-mode half of `dsys-bench --regenerate`: one `dsys generate --watch` process is kept
/// running while the benchmark edits the set's first color again and again; each regeneration's CPU
/// time is read from the process's own counters (`/proc/PID/stat`, all threads) before the edit and
/// after the run's closing line, and its wall time from the edit to that line, which includes the
/// loop's 100 ms quiet period and its wake-up. Linux only (it reads `/proc`).
struct WatchRegenerateBenchmark {
    /// What one regeneration in the watching process cost.
    struct Cost {
        var wall: Double
        var cpu: Double
    }

    /// The line `dsys generate` ends each run with (`dsys: N tokens read, …`, `1 token read`).
    static func isRunSummary(_ line: Substring) -> Bool {
        line.hasPrefix("dsys: ") && (line.contains(" tokens read") || line.contains(" token read"))
    }

    private let process: pid_t
    private var lines: LineReader

    /// Starts `dsys generate TOKENS --output OUTPUT --watch` in `folder` and waits for its first
    /// run to finish; nil (after saying why) when it stops first.
    init?(dsys: String, tokens: String, output: String, in folder: String) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let child = fork()
        if child == 0 {
            _ = chdir(folder)
            _ = dup2(pipeEnds[1], 1)
            let null = open("/dev/null", O_WRONLY)
            _ = dup2(null, 2)
            close(pipeEnds[0])
            let arguments: [String] = [dsys, "generate", tokens, "--output", output, "--watch"]
            let argv = arguments.map { strdup($0) } + [nil]
            execv(dsys, argv)
            _exit(127)
        }
        close(pipeEnds[1])
        process = child
        lines = LineReader(descriptor: pipeEnds[0])
        guard lines.skip(until: { $0.hasPrefix("dsys: watching") }) else {
            GenerateBenchmark.show("dsys generate --watch stopped before it watched")
            return nil
        }
    }

    /// Writes `bytes` to `tokens` and returns what the watching process spent regenerating.
    mutating func regenerate(after bytes: [UInt8], to tokens: String) -> Cost? {
        let cpuBefore = cpuSeconds()
        let start = ContinuousClock.now
        writeFile(bytes, to: tokens)
        guard lines.skip(until: Self.isRunSummary) else { return nil }
        let elapsed = ContinuousClock.now - start
        return Cost(wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                    cpu: cpuSeconds() - cpuBefore)
    }

    /// Stops the watching process (as Ctrl-C does) and waits for it.
    func stop() {
        kill(process, SIGINT)
        var status: Int32 = 0
        _ = waitpid(process, &status, 0)
        close(lines.descriptor)
    }

    /// User and system time of every thread of the process so far (fields 14 and 15 of
    /// `/proc/PID/stat`, in clock ticks; the command name before them is in parentheses).
    private func cpuSeconds() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let afterName = text.range(of: ")", options: .backwards) else { return 0 }
        let fields = text[afterName.upperBound...].split(separator: " ")
        // Fields after the name start at field 3 (state), so utime (14) and stime (15) are 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
