import ArgumentParser
import DsysCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        WatchInterrupt.install()
        // Each snapshot is taken before the run it triggers, so a save during a run triggers the next
        // one. The files a run reads are watched from then on: when they differ from those the
        // snapshot before it watched (an import added), the next look differs and runs again.
        var referenced = referencedFiles()
        var watched = watchedFiles(referenced)
        var written: WrittenFiles?
        referenced = generate(&written) ?? referenced
        var waiter = FileChangeWaiter(folders: watched.folders)
        print("dsys: watching \(watched.fileCount) files for changes; press Ctrl-C to stop.")
        flushOutput()
        while !WatchInterrupt.isRequested {
            waiter.wait(milliseconds: pollMilliseconds)
            var current = watchedFiles(referenced)
            guard !WatchInterrupt.isRequested, current != watched else { continue }
            repeat {
                watched = current
                usleep(useconds_t(quietMilliseconds) * 1000)
                current = watchedFiles(referenced)
            } while current != watched && !WatchInterrupt.isRequested
            guard !WatchInterrupt.isRequested else { continue }
            print("dsys: change detected, regenerating…")
            flushOutput()
            referenced = generate(&written) ?? referenced
            waiter = FileChangeWaiter(folders: watched.folders)
        }
        if let written { OutputWriter(root: written.root, vouched: written).release() }
        print("dsys: stopped watching.")
    }

    /// One `dsys generate`, printing what it prints; returns the files it read when it read its
    /// inputs (nil when its output was up to date or its settings could not be read), so the inputs
    /// are not read a second time only to learn which files they name. `written` is what the
    /// previous run wrote, and becomes what this one wrote: its files are not read back to compare
    /// while their stamps hold (`WrittenFiles`), and the new version starts from the mirror of the
    /// output it kept beside the folder (`KeptVersion`), removed when watching stops.
    private func generate(_ written: inout WrittenFiles?) -> [String]? {
        var once = command
        once.watch = false
        let recorder = InputRecorder()
        var result: GenerationResult?
        defer { flushOutput() }
        do {
            result = try WatchInterrupt.running {
                try once.generate(recording: recorder, writtenBefore: written, preparingNextWrite: true)
            }
            if case .generated(_, _, .written(let report, _)) = result, let files = report.files {
                // A run into another output folder (the config changed it) leaves the last folder's mirror behind.
                if let previous = written, previous.root != files.root { OutputWriter(root: previous.root, vouched: previous).release() }
                written = files
            }
            try once.printResult(result!)
        } catch let exit as ExitCode where exit == .failure {
            print("dsys: kept the previous output; fix the problems above and save again.")
        } catch {
            StandardError.write("dsys: error: \(error)\n")
        }
        guard let result else { return nil }
        if case .upToDate = result { return nil }
        return recorder.recorded.compactMap { entry in
            if case .file(let path) = entry.item { path } else { nil }
        }
    }

    /// The config as it is now; nil when it cannot be read.
    private func config() -> ConfigFile? {
        var diagnostics = Diagnostics()
        return ConfigFile.load(explicitPath: command.configOptions.config, orIn: ".", diagnostics: &diagnostics)
    }

    /// The inputs from the command line, else from the config, else dsys's own design-system file.
    private func inputs() -> [String] {
        let inputs = config()?.inputs(commandLine: command.input.inputs) ?? command.input.inputs
        return inputs.isEmpty ? [DesignSystemGenerator.designSystemFile] : inputs
    }

    /// Every file the inputs read now, such as the token files a resolver document or a Tokens
    /// Studio export names (read without resolving), before the first run; later runs say what they read.
    private func referencedFiles() -> [String] {
        var diagnostics = Diagnostics()
        return InputLoader.plan(inputs: inputs(), diagnostics: &diagnostics)?.sourceFiles ?? []
    }

    /// The config, the inputs (folders listed afresh, so new files count), `referenced` and the
    /// configured asset files.
    private func watchedFiles(_ referenced: [String]) -> WatchedFiles {
        let assets = config().map { WatchedFiles.assetFiles($0.assets) } ?? []
        return WatchedFiles(inputs: inputs() + referenced, extraFiles: [command.configOptions.config ?? "dsys.json"] + assets)
    }

    private func flushOutput() {
        fflush(nil)  // every C stream, so a log file or pipe sees each run at once
    }
}
