import Foundation
import DsysSource

/// Writes generated files into the output folder, all or nothing, touching only what dsys wrote.
///
/// - Every path is a validated `OutputPath`; every file-system call is relative to a folder opened
///   without following symbolic links, so nothing outside the output folder (and its hidden
///   staging sibling) is read through a link, written or removed. The manifest is checked, never trusted.
/// - A run takes an exclusive lock on the output folder, so concurrent runs wait for each other;
///   a run that waited on a folder another run exchanged for its new version locks the new one.
/// - The generated files are compared with the folder's as the targets make them; those that differ
///   are written at once to their places in a new version in the staging folder (`StagingArea`:
///   the hidden sibling `.<name>.dsys-next`, or the folder's own `.dsys-staging`), so a run that
///   changes nothing writes nothing and works in a read-only folder. The new version is then
///   completed there, unchanged files and files of the user's as second hard links (same inode,
///   same modification date), flushed to disk once, and swapped in: beside the folder, by
///   exchanging the two folders in one atomic step (`DirectoryHandle.exchange`, guarded by an
///   `ExchangeMark`), however small the change; else by renames of just the changed entries, guided
///   by a journal (`SwapJournal`). A run killed at any moment leaves the previous output or the new
///   one (with the journal: once the next run completed it). What an interrupted run left is
///   repaired at the start of every run (`InterruptedRunRepair`).
public struct OutputWriter {
    /// What a write did, for the CLI's report.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// Manifest entries that were ignored, and similar notes.
        public var warnings: [String] = []
        /// What the write left in the folder, for the next write by this process (`vouched`); only
        /// from a writer that prepares one (`preparesNextWrite`).
        public var files: WrittenFiles?

        public static func == (lhs: Report, rhs: Report) -> Bool {
            (lhs.written, lhs.unchanged, lhs.removed, lhs.warnings) == (rhs.written, rhs.unchanged, rhs.removed, rhs.warnings)
        }
    }

    public static let manifestName = OutputFolderLayout.manifestName
    public let root: String
    /// Runs once when another process holds the folder's lock and this run starts waiting.
    private let onWait: () -> Void
    /// What this process's previous write into `root` left there (`Report.files`): files it vouches
    /// for are not read back to compare (watch mode).
    private let vouched: WrittenFiles?
    /// Whether another write into the folder follows in this process (watch mode): a write then
    /// reports what it left (`Report.files`) and keeps the previous version beside the folder as a
    /// mirror for the next one (`KeptVersion`, removed by `release` when watching stops).
    private let preparesNextWrite: Bool

    /// `root` is normalised (`OutputRootPath`) before anything looks at it.
    public init(root: String, vouched: WrittenFiles? = nil, preparesNextWrite: Bool = false, onWait: @escaping () -> Void = {}) {
        self.root = OutputRootPath.normalized(root)
        self.vouched = vouched
        self.preparesNextWrite = preparesNextWrite
        self.onWait = onWait
    }

    /// The files that would change, without writing anything (`--check`); in an existing folder,
    /// the manifest is one of them when it would change (a run interrupted during a journal swap can
    /// leave every generated file new and the manifest old).
    public func plan(_ files: [GeneratedFile]) throws -> Report {
        let paths = try validatedPaths(files)
        let checksums = files.map { OutputManifest.checksum(of: [$0.data]) }
        let folder = try existingRoot()
        let plan = try OutputPlan.make(paths: paths, checksums: checksums, root: folder) { index, path in
            let data = files[index].data
            return folder?.contents(of: path, ifSize: data.count)?.elementsEqual(data) ?? false
        }
        var report = plan.report
        if plan.manifest != nil, folder != nil { report.written.insert(OutputFolderLayout.manifestName, at: 0) }
        return report
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
        let folder = try openLockedRoot()
        // A record that cannot be removed (a read-only folder) is harmless: it is trusted only while
        // the inputs give its digest and every output entry still has its stamp.
        try? folder.removeTree(OutputFolderLayout.upToDateName)
        try? folder.removeTree(OutputFolderLayout.upToDateTemporaryName)
        let staging = StagingArea(root: folder, path: root)
        let kept = vouched?.root == root ? vouched?.kept.flatMap { staging.adopt($0) ? $0 : nil } : nil
        let recoveryWarnings = try recover(folder, staging: staging)
        var observedFolders: (stamps: [(path: String, stamp: String?)], at: Int) = ([], 0)
        if let kept {
            // What changed in the output folder since the last write is carried into the mirror;
            // a mirror that cannot be brought up to date is dropped for a new version.
            let at = KeptVersion.nanosecondsNow()
            do { observedFolders = (try kept.sync(with: folder), at) } catch { try staging.remove() }
        }
        return OutputWriteSession(folder: folder, staging: staging, rootPath: root, vouched: vouched,
                                  preparesNextWrite: preparesNextWrite, observedFolders: observedFolders,
                                  recoveryWarnings: recoveryWarnings)
    }

    /// Removes the previous version the last write kept beside the output folder (`vouched`'s
    /// `KeptVersion`), under the folder's lock, when it is still there and no other run holds the
    /// lock; watch mode calls it when it stops.
    ///
    /// Taking the mirror's second names away changes the change time of every file the output folder
    /// shares with it: the up-to-date record is stamped again where nothing else changed
    /// (`UpToDateRecord.restamped`), so the next identical run still stops early.
    public func release() {
        // Another run writing into the folder now will remove the mirror as a leftover: stopping
        // does not wait for it.
        guard let kept = vouched?.root == root ? vouched?.kept : nil, let folder = try? existingRoot(), folder.lockIfFree(),
              kept.isInPlace, (try? kept.place.container.removeTree(kept.place.name)) != nil else { return }
        let name = OutputFolderLayout.upToDateName
        guard folder.kind(of: name) == .regularFile, case let size = folder.size(of: name), size <= UpToDateRecord.maximumBytes,
              let bytes = folder.contents(of: name, ifSize: size), let record = UpToDateRecord(bytes: bytes),
              let restamped = record.restamped(in: folder) else { return }
        try? folder.removeTree(name)
        OutputWriteSession.keep(restamped, in: folder)
    }

    /// The output folder, opened and locked. A run that exchanged the folder for its new version
    /// while this one waited leaves the lock on the previous version: the folder is then opened
    /// and locked again, until the lock is on the folder the path names.
    private func openLockedRoot() throws -> DirectoryHandle {
        var hasWaited = false
        while true {
            let folder = try openRoot()
            try folder.lockExclusively {
                if !hasWaited { onWait() }
                hasWaited = true
            }
            if let identity = folder.identity, try openRoot().identity == identity { return folder }
        }
    }

    /// The summary of the last run when rerunning it under `context` (`InputDigest.processContext`)
    /// would change nothing: the folder's `UpToDateRecord` is intact, no interrupted run left
    /// staging behind, the recorded inputs, looked at again, give the recorded digest, and every
    /// generated file and folder and the manifest still have the stamps recorded after that run.
    /// Nil means: run in full.
    ///
    /// The record lies in a folder others may write, so what it claims is checked before any input
    /// it lists is read: its seal and its input lines (each item once, in order: a forged record
    /// repeating a large file is refused unread); the inputs are then read each distinct file once
    /// and within `InputDigest.maximumRereadBytes` in all. The input digest comes before the stamps:
    /// a stale record (in watch mode, the usual case: the inputs changed) is refused after reading
    /// the inputs instead of after a look at every output entry, and the stamps guard nothing
    /// about reading (a forged record can copy an honest one's). The stamps must then cover every
    /// file the manifest lists (a deleted file's stamps cannot simply be dropped).
    ///
    /// The stamps are looked at on two threads, as a no-op regeneration is almost all of it: one
    /// checks the later half of the stamps and the manifest, the other the earlier half.
    public func upToDateSummary(context: [String]) -> UpToDateRecord.Summary? {
        let kept = vouched?.root == root ? vouched?.kept : nil
        guard let folder = try? openLockedRoot(),
              StagingArea(root: folder, path: root).places.allSatisfy({ place in
                  // This process's kept version is a mirror of the output, not a run's leftover.
                  place.container.kind(of: place.name) == nil
                      || (kept.map { $0.place.name == place.name && $0.isInPlace && place.container.identity == $0.place.container.identity } ?? false)
              }),
              folder.kind(of: OutputFolderLayout.upToDateName) == .regularFile,
              case let size = folder.size(of: OutputFolderLayout.upToDateName), size <= UpToDateRecord.maximumBytes,
              let bytes = folder.contents(of: OutputFolderLayout.upToDateName, ifSize: size),
              let head = UpToDateRecord.sealedHead(of: bytes),
              let observations = InputDigest.observeAgain(head.inputs.items),
              InputDigest.digest(context: context, observations: observations) == head.inputs.digest,
              let stamps = UpToDateRecord.stamps(in: head.outputLines)
        else { return nil }
        let record = UpToDateRecord(inputs: head.inputs, stamps: stamps), middle = stamps.count / 2
        let laterHalf = WorkerThread {
            Self.stampsHold(stamps[middle...], in: folder) && Self.manifest(in: folder).map(record.stampsEveryFile(listedIn:)) == true
        }
        let earlierHalf = Self.stampsHold(stamps[..<middle], in: folder)
        guard laterHalf.wait(), earlierHalf else { return nil }
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

    /// Finishes what an interrupted run left for the output folder (see `InterruptedRunRepair`).
    /// Called by every `write` under the lock.
    public func recover() throws {
        guard try existingRoot() != nil else { return }
        let folder = try openLockedRoot()
        _ = try recover(folder, staging: StagingArea(root: folder, path: root))
    }

    /// Repairs every place of `staging` an interrupted run may have left a staging folder in (but
    /// a kept version it adopted); returns a warning for each entry of the user's that was put back.
    private func recover(_ folder: DirectoryHandle, staging: StagingArea) throws -> [String] {
        try staging.placesToRepair.flatMap { try InterruptedRunRepair.repair($0, root: folder) }
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
