import ArgumentParser
import DsysCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGINT handler; the watch loop checks it between steps, so Ctrl-C never interrupts a
/// write and the process exits with status 0.
nonisolated(unsafe) private var interruptRequested: sig_atomic_t = 0

/// `dsys generate --watch`: generates once, then again whenever an input file or the config
/// changes (debounced), until Ctrl-C. A run that fails prints its diagnostics and writes nothing,
/// so the last good output stays in place.
struct GenerateWatch {
    /// The command to repeat, without `--watch`.
    let command: GenerateCommand
    /// How long the watched files must stay unchanged before regenerating (editors save in steps).
    let quietMilliseconds: Int32 = 100
    /// The longest wait between two looks at the files (inotify usually wakes the loop sooner).
    let pollMilliseconds: Int32 = 500

    func run() throws {
        guard !command.check else { throw ValidationError("--watch and --check cannot be combined.") }
        signal(SIGINT) { _ in interruptRequested = 1 }
        // A parent may start dsys with SIGINT blocked (test runners, some IDEs); Ctrl-C must still arrive.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        // Each snapshot is taken before the run it triggers, so a save during a run triggers the next one.
        var referenced = referencedFiles()
        var watched = watchedFiles(referenced)
        generate()
        var waiter = FileChangeWaiter(folders: watched.folders)
        print("dsys: watching \(watched.fileCount) files for changes; press Ctrl-C to stop.")
        flushOutput()
        while interruptRequested == 0 {
            waiter.wait(milliseconds: pollMilliseconds)
            var current = watchedFiles(referenced)
            guard interruptRequested == 0, current != watched else { continue }
            repeat {
                watched = current
                usleep(useconds_t(quietMilliseconds) * 1000)
                current = watchedFiles(referenced)
            } while current != watched && interruptRequested == 0
            guard interruptRequested == 0 else { break }
            print("dsys: change detected, regenerating…")
            flushOutput()
            referenced = referencedFiles()
            watched = watchedFiles(referenced)
            generate()
            waiter = FileChangeWaiter(folders: watched.folders)
        }
        print("dsys: stopped watching.")
    }

    /// One `dsys generate`, printing what it prints.
    private func generate() {
        var once = command
        once.watch = false
        do {
            try once.run()
        } catch let exit as ExitCode where exit == .failure {
            print("dsys: kept the previous output; fix the problems above and save again.")
        } catch {
            StandardError.write("dsys: error: \(error)\n")
        }
        flushOutput()
    }

    /// The inputs from the command line, else from the config, else dsys's own design-system file.
    private func inputs() -> [String] {
        var diagnostics = Diagnostics()
        let config = ConfigFile.load(explicitPath: command.configOptions.config, orIn: ".", diagnostics: &diagnostics)
        let inputs = config?.inputs(commandLine: command.input.inputs) ?? command.input.inputs
        return inputs.isEmpty ? [".dsys/design-system.json"] : inputs
    }

    /// Every file the inputs read now, such as the token files a resolver document or a Tokens
    /// Studio export names (read without resolving; recomputed before each run, not on each look).
    private func referencedFiles() -> [String] {
        var diagnostics = Diagnostics()
        return InputLoader.plan(inputs: inputs(), diagnostics: &diagnostics)?.sourceFiles ?? []
    }

    /// The config, the inputs (folders listed afresh, so new files count) and `referenced`.
    private func watchedFiles(_ referenced: [String]) -> WatchedFiles {
        WatchedFiles(inputs: inputs() + referenced, extraFiles: [command.configOptions.config ?? "dsys.json"])
    }

    private func flushOutput() {
        fflush(nil)  // every C stream, so a log file or pipe sees each run at once
    }
}
