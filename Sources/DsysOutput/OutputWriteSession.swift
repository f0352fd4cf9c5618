#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DsysSource

/// One write into an output folder, from the lock to the swap: opened by `OutputWriter.begin()`,
/// fed the generated files target by target (`add`), and finished by `commit`, which plans the
/// change, flushes the staging folder (`StagingArea`) once and swaps the change in: by completing
/// the new version in the staging folder and exchanging the whole output folder with it in one
/// atomic step, however small the change, where the staging folder lies beside the output folder
/// and the file system can; else by the journal, changed entry by changed entry (`SwapJournal`).
/// Swapping a small change file by file would be cheaper, but a kill between its renames would
/// leave a mix of versions for Xcode to build until the next run completes it, so it is kept for
/// where the exchange cannot be made.
///
/// The files that change are written into the staging folder as they arrive (`FileSpool`), so a
/// large package is never held in memory whole. A session that is not committed (the generator
/// found errors, or the process ends) leaves the output as it was: its staging folder is removed
/// when the session is released, or by the next run when the process was killed.
public final class OutputWriteSession {
    /// The output folder; after an exchange, the new version that took its place (it holds the
    /// lock other runs wait on).
    private var folder: DirectoryHandle
    private let staging: StagingArea
    private let spool: FileSpool
    /// The calling thread's way into the spool.
    private let mainLane: FileSpoolLane
    private var isFinished = false
    /// Whether the swap passed its commit point (the journal was written, or the exchange made):
    /// the staging folder then holds what the next run needs, and is kept when the run fails.
    private var isCommitted = false
    /// What completing an interrupted run's swap put back (see `OutputWriter.begin`), reported by `commit`.
    private let recoveryWarnings: [String]
    /// The output folder's normalised path, which the files `commit` vouches for belong to.
    private let rootPath: String
    /// Whether this process writes into the folder again (watch mode): the commit then reports what
    /// it left (`Report.files`), and an exchange keeps the previous version as a mirror for the next
    /// write (`KeptVersion`) instead of removing it.
    private let preparesNextWrite: Bool
    /// With an adopted mirror: the stamps its sync saw the output's generated folders with, and when
    /// (nanoseconds since the epoch, taken before), so the commit looks again only at those that
    /// changed while the run rendered (`KeptVersion.syncAgain`).
    private let observedFolders: (stamps: [(path: String, stamp: String?)], at: Int)
    /// The stamps `syncAgain` saw just before the exchange, which the rescue compares with.
    private var foldersBeforeExchange: (stamps: [(path: String, stamp: String?)], at: Int)?

    /// Takes over `folder` (locked, recovered, without staging), staging in `staging`. The staging
    /// folder is created when the first file needs writing, so a run that changes nothing never
    /// writes anything.
    ///
    /// When `staging` adopted a kept version, the new version starts as that mirror of the output
    /// folder; with `preparesNextWrite`, the commit prepares the next write (see the property).
    init(folder: DirectoryHandle, staging: StagingArea, rootPath: String, vouched: WrittenFiles? = nil,
         preparesNextWrite: Bool = false, observedFolders: (stamps: [(path: String, stamp: String?)], at: Int) = ([], 0),
         recoveryWarnings: [String] = []) {
        self.folder = folder
        self.staging = staging
        self.rootPath = rootPath
        self.preparesNextWrite = preparesNextWrite
        self.observedFolders = observedFolders
        self.recoveryWarnings = recoveryWarnings
        spool = FileSpool(root: folder, vouched: vouched?.root == rootPath ? vouched : nil,
                          replacesEntries: staging.adopted != nil) { try staging.newTree() }
        mainLane = spool.openLane()
    }

    deinit {
        if !isFinished { try? staging.remove() }
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
            // After the commit point the staging folder guards the previous output: it stays for
            // the next run to complete the swap or put back the user's entries.
            if !isCommitted { try? staging.remove() }
            throw error
        }
    }

    private func swap(upToDate: UpToDateRecord.Inputs?) throws -> OutputWriter.Report {
        let spooled = try spool.files()
        let paths = spooled.paths
        let known = staging.adopted?.knownFolders(observed: observedFolders.stamps)
        let plan = try OutputPlan.make(paths: paths, checksums: spooled.checksums, root: folder, known: known) { [folder] index, path in
            spooled.hasSameBytes(index, asFileAt: path, in: folder)
        }
        // What the record will stamp is listed on a second thread while the swap is made.
        let recorded = upToDate.map { _ in WorkerThread { [order = plan.order] in RecordedEntries(paths: paths, order: order) } }
        guard !plan.isEmpty else {
            // An adopted mirror stays one: nothing was written into it, and it stands for the output
            // as its sync saw it (not as it may be now).
            let kept = try staging.adopted.flatMap { adopted in
                try staging.keepNewTree().map { _ in
                    adopted.restamped(observedFolders.stamps.compactMap { entry in entry.stamp.map { (entry.path, $0) } },
                                      userFolders: plan.userFolders(among: plan.generatedFolders(of: paths)), listing: known,
                                      stampedAt: observedFolders.at)
                }
            }
            try staging.remove()
            var report = plan.report
            if let upToDate, let recorded {
                report.files = writeRecord(upToDate, entries: recorded.wait(), checksums: spooled.checksums, kept: kept)
            }
            if let kept, report.files?.kept == nil { try kept.place.container.removeTree(kept.place.name) }
            return report
        }
        try checkReplaceable(plan)
        let stagingFolder = try staging.folder()
        let staged = try staging.newTree()
        let isMirror = staging.adopted != nil
        if let manifest = plan.manifest {
            if isMirror { try staged.removeTree(OutputFolderLayout.manifestName) }
            try staged.createFile(OutputFolderLayout.manifestName, bytes: manifest)
        }
        var report = plan.report
        // The files written into the staged tree keep the stamps they got where the exchange puts
        // the whole tree in place; the journal renames entries, which changes their stamps.
        let writtenFilesKeepTheirStamps: Bool
        var kept: KeptVersion?
        var previous: DirectoryHandle?
        // Only a mirror, adopted or to be kept, needs them.
        let generatedFolders = isMirror || preparesNextWrite ? plan.generatedFolders(of: paths) : []
        let userFolders = isMirror || preparesNextWrite ? plan.userFolders(among: generatedFolders) : []
        // The next write's mirror stands for the new version as it is before the exchange: anything
        // changed in it afterwards moves a stamp.
        var nextFolderStamps: (stamps: [(path: String, stamp: String)], at: Int)?
        if staging.isBesideRoot,
           try isMirror ? completeMirror(plan, spooled: spooled, generatedFolders: generatedFolders, in: staged)
                        : buildCompleteCopy(plan, spooled: spooled, in: staged) {
            if preparesNextWrite { nextFolderStamps = Self.stamps(of: generatedFolders, in: staged) }
            previous = try exchange(staged, in: stagingFolder)
        }
        if let previous {
            writtenFilesKeepTheirStamps = true
            let scope = foldersBeforeExchange.map { LateChangeRescue.Scope(stamps: $0.stamps, at: $0.at, userFolders: userFolders) }
            let rescue = try LateChangeRescue.afterSwap(previous: previous, names: try previous.entries().map(\.name),
                                                        root: folder, staging: stagingFolder, generated: paths.map(\.text),
                                                        previouslyGenerated: plan.previousManifestPaths, within: scope)
            report.warnings += rescue.warnings
            if let nextFolderStamps {
                kept = keepPrevious(following: plan.swapSteps, restored: rescue.restored, folderStamps: nextFolderStamps,
                                    userFolders: userFolders,
                                    listing: isMirror ? listing(of: plan, generatedFolders: generatedFolders) : nil)
            }
        } else {
            writtenFilesKeepTheirStamps = false
            try plan.checkWrittenFilesAreSpooled(spooled)
            report.warnings += try swapByJournal(plan.swapSteps, staged: staged, in: stagingFolder, generated: paths.map(\.text),
                                                 previouslyGenerated: plan.previousManifestPaths)
        }
        try staging.remove()
        if let upToDate, let recorded {
            let known = Self.knownStamps(spooled: spooled, writtenKeepTheirStamps: writtenFilesKeepTheirStamps && kept == nil,
                                         unchangedKeepTheirStamps: isMirror && previous != nil,
                                         folders: previous == nil ? nil : nextFolderStamps?.stamps)
            report.files = writeRecord(upToDate, entries: recorded.wait(), checksums: spooled.checksums, known: known, kept: kept)
        }
        if let kept, report.files?.kept == nil { try kept.place.container.removeTree(kept.place.name) }
        return report
    }

    /// Makes `staged`, the kept mirror of the output folder with the changed files written into it,
    /// the complete new version: carries over what the user changed in the output folder while the
    /// run rendered (`KeptVersion.syncAgain`), removes what the plan removes (at the outermost paths
    /// where the versions differ) and gives it the output folder's permission bits.
    private func completeMirror(_ plan: OutputPlan, spooled: SpooledFiles, generatedFolders: Set<String>,
                                in staged: DirectoryHandle) throws -> Bool {
        try plan.checkWrittenFilesAreSpooled(spooled)
        // The manifest the run wrote is the new version's too.
        let written = Set(spooled.paths.map(\.text) + [OutputFolderLayout.manifestName]).union(generatedFolders)
        foldersBeforeExchange = try staging.adopted?.syncAgain(with: folder, since: observedFolders, leaving: written)
        var folders = OpenFolderPath(root: staged)
        for step in plan.swapSteps where !step.replaces {
            let components = step.components
            try folders.parentIfPresent(of: components) { try $0.openDirectory($1) }?.removeTree(components[components.count - 1])
        }
        staged.copyPermissions(of: folder)
        return true
    }

    /// What the plan says the new version's generated folders hold, for those the mirror got from
    /// the plan alone: not those `KeptVersion.syncAgain` brought up to date with the output folder
    /// (their stamp moved while the run rendered), whose entries the plan may not know.
    private func listing(of plan: OutputPlan, generatedFolders: Set<String>) -> KnownFolders {
        guard let now = foldersBeforeExchange else { return KnownFolders(kinds: [:], unwritable: [], folders: []) }
        let synced = KeptVersion.changed(since: observedFolders, now: now.stamps)
        return KnownFolders(kinds: plan.newTreeKinds(), unwritable: plan.tree.unwritableFolders,
                            folders: generatedFolders.subtracting(synced))
    }

    /// The stamps of `folders` in `staged`, and when they were taken.
    private static func stamps(of folders: Set<String>, in staged: DirectoryHandle) -> (stamps: [(path: String, stamp: String)], at: Int) {
        let at = KeptVersion.nanosecondsNow()
        return (folders.compactMap { path in staged.stamp(of: path).map { (path, $0) } }, at)
    }

    /// After an exchange: keeps the previous version, now in the staging folder, as a mirror of the
    /// new output folder, by replacing its entries at the `steps` paths and the `restored` ones
    /// with the output folder's (`KeptVersion.follow`); the mirror stands for the new version's
    /// generated folders with `folderStamps`, its `userFolders` and, where the run knows them, the
    /// entries of its generated folders (`listing`). Nil when it cannot (the staging
    /// folder is then removed).
    private func keepPrevious(following steps: [SwapJournal.Step], restored: [String],
                              folderStamps: (stamps: [(path: String, stamp: String)], at: Int), userFolders: [String],
                              listing: KnownFolders?) -> KeptVersion? {
        guard let place = try? staging.keepNewTree() else { return nil }
        let kept = KeptVersion(place: place.place, stagingFolder: place.folder, tree: place.tree, folderStamps: folderStamps.stamps,
                               userFolders: userFolders, listing: listing, stampedAt: folderStamps.at)
        do {
            try kept.follow(steps, restored: restored, from: folder)
            return kept
        } catch {
            try? place.place.container.removeTree(place.place.name)
            return nil
        }
    }

    /// Completes `staged` into the complete new version (`build`, `completeCopy`); false when an
    /// entry cannot be carried over.
    private func buildCompleteCopy(_ plan: OutputPlan, spooled: SpooledFiles, in staged: DirectoryHandle) throws -> Bool {
        try build(plan, spooled: spooled, in: staged)
        return completeCopy(plan, in: staged)
    }

    /// Completes the new version of each changed top-level entry in `staged`. Where the output held
    /// nothing under them (a first generation), every entry is a written file, already in place in
    /// the folders the spool made: listing the new tree's entries would only confirm that.
    private func build(_ plan: OutputPlan, spooled: SpooledFiles, in staged: DirectoryHandle) throws {
        guard !plan.tree.kinds.isEmpty else { return try plan.checkWrittenFilesAreSpooled(spooled) }
        for (_, entries) in plan.topLevelChanges() {
            var builder = StagedTreeBuilder(staged: staged, existing: folder)
            try builder.add(entries, spooled: spooled)
        }
    }

    /// Makes `staged` a complete new version of the output folder: every top-level entry the plan
    /// leaves as it is (the user's, and dsys's unchanged ones) is carried over by hard links
    /// (`TreeMirror`), and the folder gets the output folder's permission bits. False when an entry
    /// cannot be linked (an immutable file, another file system below): the journal swaps then.
    private func completeCopy(_ plan: OutputPlan, in staged: DirectoryHandle) -> Bool {
        var skipped = OutputFolderLayout.reservedNames.union(plan.changedTopLevels)
        skipped.remove(OutputFolderLayout.manifestName)
        if plan.manifest != nil { skipped.insert(OutputFolderLayout.manifestName) }
        guard (try? TreeMirror.mirror(folder, into: staged, skipping: skipped)) != nil else { return false }
        staged.copyPermissions(of: folder)
        return true
    }

    /// Exchanges the output folder with the complete new version `staged`, in `stagingFolder`
    /// beside it, after flushing the new version and writing the exchange mark (the commit point).
    /// Returns the previous version, now in `stagingFolder`, or nil when the system cannot exchange
    /// (nothing changed then).
    private func exchange(_ staged: DirectoryHandle, in stagingFolder: DirectoryHandle) throws -> DirectoryHandle? {
        guard let rootPlace = staging.rootPlace, let identity = staged.identity else { return nil }
        stagingFolder.synchronizeFileSystem()
        try stagingFolder.createFile(OutputFolderLayout.exchangeMarkName, bytes: ExchangeMark(newVersion: identity).bytes,
                                     synchronize: true)
        stagingFolder.synchronize()
        guard try stagingFolder.exchange(OutputFolderLayout.newTreeName, with: rootPlace.container, rootPlace.name) else {
            try stagingFolder.removeTree(OutputFolderLayout.exchangeMarkName)
            return nil
        }
        isCommitted = true
        rootPlace.container.synchronize()
        stagingFolder.synchronize()
        // The two folders traded places: messages name each where it is now.
        let previous = folder.shown(as: staged.displayPath) ?? folder
        folder = staged.shown(as: folder.displayPath) ?? staged
        return previous
    }

    /// Swaps the entries `steps` names from `staged` into the output folder by renames guided by a
    /// journal in `stagingFolder` (the commit point), undoing them when one fails; returns the
    /// warnings of putting back the user's late entries (never at the run's `generated` paths or
    /// those the previous manifest listed, `previouslyGenerated`).
    private func swapByJournal(_ steps: [SwapJournal.Step], staged: DirectoryHandle, in stagingFolder: DirectoryHandle,
                               generated: [String], previouslyGenerated: Set<OutputPath>) throws -> [String] {
        let previous = try stagingFolder.makeDirectory(OutputFolderLayout.previousTreeName)
        stagingFolder.synchronizeFileSystem()
        let journal = SwapJournal(steps: steps)
        let temporary = OutputFolderLayout.journalName + ".tmp"
        try stagingFolder.createFile(temporary, bytes: journal.bytes, synchronize: true)
        try stagingFolder.move(temporary, to: stagingFolder, as: OutputFolderLayout.journalName)
        stagingFolder.synchronize()
        isCommitted = true
        do {
            try journal.apply(root: folder, staged: staged, previous: previous)
        } catch {
            try journal.undo(root: folder, staged: staged, previous: previous)
            try stagingFolder.removeTree(OutputFolderLayout.journalName)
            isCommitted = false
            throw error
        }
        folder.synchronize()
        let warnings = try LateChangeRescue.afterSwap(previous: previous, names: steps.map(\.path), root: folder,
                                                      staging: stagingFolder, generated: generated,
                                                      previouslyGenerated: previouslyGenerated).warnings
        try stagingFolder.removeTree(OutputFolderLayout.journalName)
        return warnings
    }

    /// Fails, before anything changes, when a top-level entry to replace holds a folder this process
    /// may not empty, or a file it may not remove (immutable), naming it.
    private func checkReplaceable(_ plan: OutputPlan) throws {
        guard folder.isWritable() else { throw OutputError.system("change the folder", folder.displayPath, code: EACCES) }
        for name in plan.changedTopLevels {
            for path in plan.tree.unwritableFolders where path == name || path.hasPrefix(name + "/") {
                throw OutputError.system("replace the folder", folder.displayPath(of: path), code: EACCES)
            }
        }
        for path in plan.report.written + plan.report.removed where plan.tree.kinds[path] != nil && !folder.isRemovable(path) {
            throw OutputError.system("replace", folder.displayPath(of: path), code: EPERM)
        }
    }

    /// The stamps of the new version's entries the run already knows, so the record need not look
    /// at them again: the stamp each file written into the staged tree got (`writtenKeepTheirStamps`:
    /// no second name was given to it since); in an adopted mirror that was exchanged
    /// (`unchangedKeepTheirStamps`), the stamp the plan saw each unchanged file with (nothing
    /// gave it a name or took one away since: it was already the mirror's) and the stamps of the
    /// generated folders taken just before the exchange (`folders`).
    ///
    /// A stamp taken earlier than the record is never less safe than a look now: anything that
    /// changed the entry since moved its stamp, so the next run compares it instead of trusting it.
    private static func knownStamps(spooled: SpooledFiles, writtenKeepTheirStamps: Bool, unchangedKeepTheirStamps: Bool,
                                    folders: [(path: String, stamp: String)]?) -> @Sendable (RecordedEntries.Entry) -> String? {
        let folderStamps = Dictionary(folders ?? [], uniquingKeysWith: { first, _ in first })
        return { entry in
            guard let index = entry.fileIndex else { return folderStamps[entry.path] }
            if writtenKeepTheirStamps, let stamp = spooled.writtenStamp(index) { return stamp.text }
            return unchangedKeepTheirStamps ? spooled.unchangedStamp(index) : nil
        }
    }

    /// Writes the up-to-date record of `entries` as they are now, those `known` with the stamp it
    /// gives; a record that cannot be written is left out (the next run is then a full
    /// one). Returns the generated files (their `checksums` by index) with the stamps recorded, for
    /// this process's next write (`WrittenFiles`); nil when an entry could not be stamped.
    private func writeRecord(_ inputs: UpToDateRecord.Inputs, entries: RecordedEntries, checksums: [String],
                             known: @escaping @Sendable (RecordedEntries.Entry) -> String? = { _ in nil },
                             kept: KeptVersion? = nil) -> WrittenFiles? {
        guard let stamps = entries.stamps(in: folder, known: known) else { return nil }
        Self.keep(UpToDateRecord(inputs: inputs, stamps: stamps), in: folder)
        // Only a next write in this process reads them (a package of 100k tokens took 23 ms to index).
        guard preparesNextWrite else { return nil }
        return WrittenFiles(root: rootPath, recorded: entries, stamps: stamps, checksums: checksums, kept: kept)
    }

    /// Writes `record` into `folder`; a record that cannot be written is removed.
    static func keep(_ record: UpToDateRecord, in folder: DirectoryHandle) {
        // Written in place, not renamed into it: a record cut short fails its seal, and the swap
        // stays the run's only rename.
        do {
            try folder.createFile(OutputFolderLayout.upToDateName, bytes: record.bytes)
        } catch {
            try? folder.removeTree(OutputFolderLayout.upToDateName)
        }
    }
}
