#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DsysSource

/// One write into an output folder, from the lock to the swap: opened by `OutputWriter.begin()`,
/// fed the generated files target by target (`add`), and finished by `commit`, which plans the
/// change, builds the new tree in staging, flushes it once and swaps it in by the journal.
///
/// The files that change are written into the staging folder as they arrive (`FileSpool`), so a
/// large package is never held in memory whole. A session that is not committed (the generator
/// found errors, or the process ends) leaves the output as it was: its staging folder is removed
/// when the session is released, or by the next run when the process was killed.
public final class OutputWriteSession {
    private let folder: DirectoryHandle
    private let spool: FileSpool
    /// The calling thread's way into the spool.
    private let mainLane: FileSpoolLane
    private var isFinished = false
    /// What completing an interrupted run's swap put back (see `OutputWriter.begin`), reported by `commit`.
    private let recoveryWarnings: [String]

    /// Takes over `folder` (locked, recovered, without staging). The staging folder is created when
    /// the first file needs writing, so a run that changes nothing never writes into the folder.
    init(folder: DirectoryHandle, recoveryWarnings: [String] = []) {
        self.folder = folder
        self.recoveryWarnings = recoveryWarnings
        spool = FileSpool(root: folder) {
            try folder.openOrMakeDirectory(OutputFolderLayout.stagingName).openOrMakeDirectory(OutputFolderLayout.newTreeName)
        }
        mainLane = spool.openLane()
    }

    deinit {
        if !isFinished { try? folder.removeTree(OutputFolderLayout.stagingName) }
    }

    /// Spools `files`; see `FileSpoolLane.add`.
    public func add(_ files: consuming [GeneratedFile]) throws {
        try mainLane.add(files)
    }

    /// A second way in, for another thread to add files while this one goes on (see
    /// `GeneratorPipeline.generate`). An error there stops this session's `add` at its next file
    /// and is thrown by `commit`.
    public func concurrentOutput() -> any ConcurrentFileOutput {
        Lane(lane: spool.openLane())
    }

    /// A lane of the spool handed to another thread.
    private struct Lane: ConcurrentFileOutput {
        let lane: FileSpoolLane

        func add(_ files: consuming [GeneratedFile]) {
            // The spool keeps the error for the session (`FileSpool.fail`).
            _ = try? lane.add(files)
        }
    }

    /// How many files were added.
    public var fileCount: Int { spool.count }

    /// Replaces the output with the added files, all or nothing (see `OutputWriter`). With
    /// `upToDate`, the run's `UpToDateRecord` is written last, so an identical rerun can skip the work.
    public func commit(upToDate: UpToDateRecord.Inputs? = nil) throws -> OutputWriter.Report {
        precondition(!isFinished, "a write session is committed once")
        isFinished = true
        do {
            var report = try swap(upToDate: upToDate)
            report.warnings = recoveryWarnings + report.warnings
            return report
        } catch {
            // After the commit point the journal guards the previous output moved aside: the
            // staging folder stays for the next run to complete or undo the swap.
            let staging = try? folder.openDirectory(OutputFolderLayout.stagingName)
            if staging?.kind(of: OutputFolderLayout.journalName) == nil { try? folder.removeTree(OutputFolderLayout.stagingName) }
            throw error
        }
    }

    private func swap(upToDate: UpToDateRecord.Inputs?) throws -> OutputWriter.Report {
        let spooled = try spool.files()
        let paths = spooled.paths
        // What the record will stamp is listed on a second thread while the swap is planned and made.
        let recorded = upToDate.map { _ in WorkerThread { Self.recordedPaths(of: paths) } }
        let plan = try OutputPlan.make(paths: paths, checksums: spooled.checksums, root: folder) { [folder] index, path in
            spooled.hasSameBytes(index, asFileAt: path, in: folder)
        }
        guard !plan.isEmpty else {
            try folder.removeTree(OutputFolderLayout.stagingName)
            if let upToDate, let recorded { writeRecord(upToDate, paths: recorded.wait()) }
            return plan.report
        }
        try checkReplaceable(plan)
        let staging = try folder.openOrMakeDirectory(OutputFolderLayout.stagingName)
        let journal = try stage(plan, spooled: spooled, in: staging)
        let staged = try staging.openDirectory(OutputFolderLayout.newTreeName)
        let previous = try staging.openDirectory(OutputFolderLayout.previousTreeName)
        do {
            try journal.apply(root: folder, staged: staged, previous: previous)
        } catch {
            try journal.undo(root: folder, staged: staged, previous: previous)
            try staging.removeTree(OutputFolderLayout.journalName)
            throw error
        }
        folder.synchronize()
        var report = plan.report
        report.warnings += try LateChangeRescue.afterSwap(of: journal, root: folder, staging: staging, generated: paths.map(\.text))
        try staging.removeTree(OutputFolderLayout.journalName)
        try folder.removeTree(OutputFolderLayout.stagingName)
        if let upToDate, let recorded { writeRecord(upToDate, paths: recorded.wait()) }
        return report
    }

    /// Builds the new top-level entries in `staging/new`, flushes them, and writes the journal
    /// (the commit point); returns the journal.
    private func stage(_ plan: OutputPlan, spooled: SpooledFiles, in staging: DirectoryHandle) throws -> SwapJournal {
        let staged = try staging.openOrMakeDirectory(OutputFolderLayout.newTreeName)
        _ = try staging.makeDirectory(OutputFolderLayout.previousTreeName)
        var steps: [SwapJournal.Step] = []
        for (name, entries) in plan.topLevelChanges.sorted(by: { $0.key < $1.key }) {
            steps.append(SwapJournal.Step(name: name, replaces: !entries.isEmpty))
            var builder = StagedTreeBuilder(staged: staged, existing: folder)
            try builder.add(entries, spooled: spooled)
        }
        if let manifest = plan.manifest {
            try staged.createFile(OutputFolderLayout.manifestName, bytes: manifest)
            steps.append(SwapJournal.Step(name: OutputFolderLayout.manifestName, replaces: true))
        }
        staging.synchronizeFileSystem()
        let journal = SwapJournal(steps: steps)
        let temporary = OutputFolderLayout.journalName + ".tmp"
        try staging.createFile(temporary, bytes: journal.bytes, synchronize: true)
        try staging.move(temporary, to: staging, as: OutputFolderLayout.journalName)
        staging.synchronize()
        return journal
    }

    /// Fails, before anything changes, when a top-level entry to replace holds a folder this process
    /// may not empty, or a file it may not remove (immutable), naming it.
    private func checkReplaceable(_ plan: OutputPlan) throws {
        guard folder.isWritable() else { throw OutputError.system("change the folder", folder.displayPath, code: EACCES) }
        for name in plan.topLevelChanges.keys {
            for path in plan.tree.unwritableFolders where path == name || path.hasPrefix(name + "/") {
                throw OutputError.system("replace the folder", folder.displayPath(of: path), code: EACCES)
            }
        }
        for path in plan.report.written + plan.report.removed where plan.tree.kinds[path] != nil && !folder.isRemovable(path) {
            throw OutputError.system("replace", folder.displayPath(of: path), code: EPERM)
        }
    }

    /// What the up-to-date record stamps for the generated files at `paths`: each of them and each
    /// folder that holds one, and the manifest, sorted bytewise.
    private static func recordedPaths(of paths: [OutputPath]) -> [String] {
        var stamped: Set<String> = [OutputFolderLayout.manifestName]
        for path in paths {
            var prefix = ""
            for component in path.components {
                prefix += prefix.isEmpty ? component : "/" + component
                stamped.insert(prefix)
            }
        }
        return stamped.sorted(by: { $0.utf8Precedes($1) })
    }

    /// Writes the up-to-date record of the entries at `sorted` (`recordedPaths(of:)`) as they are
    /// now; a record that cannot be written is left out (the next run is then a full one).
    private func writeRecord(_ inputs: UpToDateRecord.Inputs, paths sorted: [String]) {
        // The later half is looked at on a second thread: at 100k tokens these are 60k `stat`s.
        let middle = sorted.count / 2
        let laterHalf = WorkerThread { [folder] in Self.stamps(of: sorted[middle...], in: folder) }
        let earlierHalf = Self.stamps(of: sorted[..<middle], in: folder)
        guard let later = laterHalf.wait(), let earlier = earlierHalf else { return }
        let record = UpToDateRecord(inputs: inputs, stamps: earlier + later)
        let temporary = OutputFolderLayout.upToDateTemporaryName
        do {
            try folder.createFile(temporary, bytes: record.bytes)
            try folder.move(temporary, to: folder, as: OutputFolderLayout.upToDateName)
        } catch {
            try? folder.removeTree(temporary)
        }
    }

    /// The stamp of each of `paths` in `folder`; nil when one has none (it is gone).
    private static func stamps(of paths: ArraySlice<String>, in folder: DirectoryHandle) -> [(path: String, stamp: String)]? {
        var stamps: [(path: String, stamp: String)] = []
        stamps.reserveCapacity(paths.count)
        for path in paths {
            guard let stamp = folder.stamp(of: path) else { return nil }
            stamps.append((path, stamp))
        }
        return stamps
    }
}
