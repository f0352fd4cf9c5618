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
        var watched = watchedFiles()
        generate()
        var waiter = FileChangeWaiter(folders: watched.folders)
        print("dsys: watching \(watched.fileCount) files for changes; press Ctrl-C to stop.")
        flushOutput()
        while interruptRequested == 0 {
            waiter.wait(milliseconds: pollMilliseconds)
            var current = watchedFiles()
            guard interruptRequested == 0, current != watched else { continue }
            repeat {
                watched = current
                usleep(useconds_t(quietMilliseconds) * 1000)
                current = watchedFiles()
            } while current != watched && interruptRequested == 0
            guard interruptRequested == 0 else { break }
            print("dsys: change detected, regenerating…")
            flushOutput()
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
            FileHandle.standardError.write(Data("dsys: error: \(error)\n".utf8))
        }
        flushOutput()
    }

    /// The config and the files the inputs (from the command line, else the config) stand for.
    private func watchedFiles() -> WatchedFiles {
        var diagnostics = Diagnostics()
        let configPath = command.config ?? "dsys.json"
        let config = ConfigFile.load(explicitPath: command.config, orIn: ".", diagnostics: &diagnostics)
        var inputs = command.input.inputs.isEmpty ? config?.inputs ?? [] : command.input.inputs
        if inputs.isEmpty { inputs = [".dsys/design-system.json"] }
        return WatchedFiles(inputs: inputs, extraFiles: [configPath])
    }

    private func flushOutput() {
        fflush(nil)  // every C stream, so a log file or pipe sees each run at once
    }
}
