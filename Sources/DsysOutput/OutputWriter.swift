import Foundation
import DsysSource

/// Writes generated files into the output folder, all or nothing, touching only what dsys wrote.
///
/// - Every path is a validated `OutputPath`; every file-system call is relative to a folder opened
///   without following symbolic links, so nothing outside the output folder is read through a
///   link, written or removed. The manifest is checked, never trusted.
/// - A run takes an exclusive lock on the output folder, so concurrent runs wait for each other.
/// - The generated files are compared with the folder's as the targets make them; those that differ
///   are written at once to their places in a new tree inside the folder's own hidden
///   `.dsys-staging` (`OutputWriteSession`, `FileSpool`), so a run that changes nothing writes
///   nothing and works in a read-only folder. Each changed top-level entry's new version is then
///   completed there, unchanged files and files of the user's as second hard links (same inode,
///   same modification date), flushed to disk once, and swapped in by renames guided by
///   a journal (`SwapJournal`); a run killed at any moment leaves either the previous output or,
///   once the next run completed the journal, the new one. Leftover staging is removed at the start
///   of every run.
public struct OutputWriter {
    /// What a write did, for the CLI's report.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// Manifest entries that were ignored, and similar notes.
        public var warnings: [String] = []
    }

    public static let manifestName = OutputFolderLayout.manifestName
    public let root: String
    /// Runs once when another process holds the folder's lock and this run starts waiting.
    private let onWait: () -> Void

    /// `root` is normalised (`OutputRootPath`) before anything looks at it.
    public init(root: String, onWait: @escaping () -> Void = {}) {
        self.root = OutputRootPath.normalized(root)
        self.onWait = onWait
    }

    /// The files that would change, without writing anything (`--check`).
    public func plan(_ files: [GeneratedFile]) throws -> Report {
        let paths = try validatedPaths(files)
        let checksums = files.map { OutputManifest.checksum(of: [$0.data]) }
        guard let folder = try existingRoot() else {
            return try OutputPlan.make(paths: paths, checksums: checksums, root: nil) { _, _ in false }.report
        }
        return try OutputPlan.make(paths: paths, checksums: checksums, root: folder) { index, path in
            let data = files[index].data
            return folder.contents(of: path, ifSize: data.count)?.elementsEqual(data) ?? false
        }.report
    }

    /// Writes `files`; see the type's summary for the guarantees. With `upToDate`, the run's
    /// `UpToDateRecord` is written last, so an identical rerun can skip the work. A bad path stops
    /// the run before the output folder is created or locked.
    public func write(_ files: [GeneratedFile], upToDate: UpToDateRecord.Inputs? = nil) throws -> Report {
        _ = try validatedPaths(files)
        let session = try begin()
        try session.add(files)
        return try session.commit(upToDate: upToDate)
    }

    /// Starts a write: creates the output folder if needed, takes its lock (waiting for another
    /// run), removes the up-to-date record, completes or removes what an interrupted run left, and
    /// opens a session that takes the files as they are generated.
    public func begin() throws -> OutputWriteSession {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let folder = try openRoot()
        try folder.lockExclusively(onWait: onWait)
        // A record that cannot be removed (a read-only folder) is harmless: it is trusted only while
        // the inputs give its digest and every output entry still has its stamp.
        try? folder.removeTree(OutputFolderLayout.upToDateName)
        try? folder.removeTree(OutputFolderLayout.upToDateTemporaryName)
        let recoveryWarnings = try recover(folder)
        return OutputWriteSession(folder: folder, recoveryWarnings: recoveryWarnings)
    }

    /// The summary of the last run when rerunning it under `context` (`InputDigest.processContext`)
    /// would change nothing: the folder's `UpToDateRecord` is intact, every generated file and folder
    /// and the manifest still have the stamps recorded after that run, no interrupted run left
    /// staging behind, and the recorded inputs, looked at again, give the recorded digest. Nil
    /// means: run in full.
    ///
    /// The record lies in a folder others may write, so what it claims is checked before any input
    /// it lists is read: its seal, its input lines (each item once, in order: a forged record
    /// repeating a large file is refused unread), its stamps, and that they cover every file the
    /// manifest lists (a deleted file's stamps cannot simply be dropped); the inputs are then read
    /// each distinct file once and within `InputDigest.maximumRereadBytes` in all.
    ///
    /// The work is split over two threads, as a no-op regeneration is almost all of it: one checks
    /// the record's seal, the later half of the stamps and the manifest, the other the earlier half.
    public func upToDateSummary(context: [String]) -> UpToDateRecord.Summary? {
        guard let folder = try? existingRoot(), (try? folder.lockExclusively(onWait: onWait)) != nil,
              folder.kind(of: OutputFolderLayout.stagingName) == nil,
              folder.kind(of: OutputFolderLayout.upToDateName) == .regularFile,
              case let size = folder.size(of: OutputFolderLayout.upToDateName), size <= UpToDateRecord.maximumBytes,
              let bytes = folder.contents(of: OutputFolderLayout.upToDateName, ifSize: size),
              let record = UpToDateRecord(unsealedBytes: bytes)
        else { return nil }
        let stamps = record.stamps, middle = record.stamps.count / 2
        let laterHalf = WorkerThread {
            UpToDateRecord.isSealed(bytes) && Self.stampsHold(stamps[middle...], in: folder)
                && Self.manifest(in: folder).map(record.stampsEveryFile(listedIn:)) == true
        }
        let earlierHalf = Self.stampsHold(stamps[..<middle], in: folder)
        guard laterHalf.wait(), earlierHalf, let observations = InputDigest.observeAgain(record.inputs.items),
              InputDigest.digest(context: context, observations: observations) == record.inputs.digest
        else { return nil }
        return record.inputs.summary
    }

    /// The bytes of the folder's manifest; nil when there is none or it is larger than any dsys writes.
    private static func manifest(in folder: DirectoryHandle) -> [UInt8]? {
        let size = folder.size(of: OutputFolderLayout.manifestName)
        return size <= OutputManifest.maximumBytes ? folder.contents(of: OutputFolderLayout.manifestName, ifSize: size) : nil
    }

    /// Whether every entry of `stamps` names a valid output path (or the manifest) whose entry in
    /// `folder` has that stamp now.
    private static func stampsHold(_ stamps: ArraySlice<(path: String, stamp: String)>, in folder: DirectoryHandle) -> Bool {
        stamps.allSatisfy { path, stamp in
            (path == OutputFolderLayout.manifestName || OutputPath.problem(in: path) == nil) && folder.stamp(of: path) == stamp
        }
    }

    /// Finishes what an interrupted run left in the output folder: completes a swap whose journal
    /// was written, and removes the staging folder. Called by every `write` under the lock.
    public func recover() throws {
        guard let folder = try existingRoot() else { return }
        try folder.lockExclusively(onWait: onWait)
        _ = try recover(folder)
    }

    /// Completes or removes what an interrupted run left in `folder` (see `recover()`); returns
    /// a warning for each entry of the user's that completing a swap put back.
    private func recover(_ folder: DirectoryHandle) throws -> [String] {
        var warnings: [String] = []
        guard let kind = folder.kind(of: OutputFolderLayout.stagingName) else { return warnings }
        if kind == .directory {
            let staging = try folder.openDirectory(OutputFolderLayout.stagingName)
            if staging.kind(of: OutputFolderLayout.unrestoredMarkName) != nil {
                throw OutputError("the last run could not put back entries you added while it ran; they are in "
                                  + "'\(staging.displayPath(of: OutputFolderLayout.previousTreeName))': move what you need back "
                                  + "into '\(folder.displayPath)', then remove '\(staging.displayPath)' and run dsys again")
            }
            if staging.kind(of: OutputFolderLayout.journalName) != nil {
                guard let bytes = staging.contents(of: OutputFolderLayout.journalName, ifSize: staging.size(of: OutputFolderLayout.journalName)),
                      let journal = SwapJournal(bytes: bytes) else {
                    throw OutputError("'\(staging.displayPath(of: OutputFolderLayout.journalName))' is not a journal dsys wrote; "
                                      + "check '\(staging.displayPath)' and remove it, then run dsys again")
                }
                let staged = try staging.openOrMakeDirectory(OutputFolderLayout.newTreeName)
                let previous = try staging.openOrMakeDirectory(OutputFolderLayout.previousTreeName)
                try journal.apply(root: folder, staged: staged, previous: previous)
                folder.synchronize()
                // The killed run may have stopped before it put back what the user saved meanwhile.
                warnings = try LateChangeRescue.afterSwap(of: journal, root: folder, staging: staging)
                try staging.removeTree(OutputFolderLayout.journalName)
            }
        }
        try folder.removeTree(OutputFolderLayout.stagingName)
        return warnings
    }

    /// The generated paths, checked; a bad one is a bug in a generator or config and stops the run.
    private func validatedPaths(_ files: [GeneratedFile]) throws -> [OutputPath] {
        var seen: Set<String> = []
        return try files.map { try OutputPath.generated($0.path, seen: &seen) }
    }

    private func openRoot() throws -> DirectoryHandle {
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) != nil {
            throw OutputError("the output folder '\(root)' is a symbolic link; give the real folder instead")
        }
        return try DirectoryHandle.open(root)
    }

    /// The output folder when it exists.
    private func existingRoot() throws -> DirectoryHandle? {
        FileManager.default.fileExists(atPath: root) || (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) != nil
            ? try openRoot() : nil
    }
}
