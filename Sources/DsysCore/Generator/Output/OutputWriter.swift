import Foundation

/// Writes generated files into the output folder, all or nothing, touching only what dsys wrote.
///
/// - Every path is a validated `OutputPath`; every file-system call is relative to a folder opened
///   without following symbolic links, so nothing outside the output folder is read through a
///   link, written or removed. The manifest is checked, never trusted.
/// - A run takes an exclusive lock on the output folder, so concurrent runs wait for each other.
/// - The complete new version of each top-level entry that changes is built in the folder's own
///   hidden `.dsys-staging`, unchanged files and files of the user's as second hard links (same
///   inode, same modification date), then flushed to disk once, and swapped in by renames guided by
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

    public init(root: String, onWait: @escaping () -> Void = {}) {
        self.root = root
        self.onWait = onWait
    }

    /// The files that would change, without writing anything (`--check`).
    public func plan(_ files: [GeneratedFile]) throws -> Report {
        try makePlan(files, root: existingRoot()).report
    }

    /// Writes `files`; see the type's summary for the guarantees. With `upToDate`, the run's
    /// `UpToDateRecord` is written last, so an identical rerun can skip the work.
    public func write(_ files: [GeneratedFile], upToDate: UpToDateRecord.Inputs? = nil) throws -> Report {
        let paths = try validatedPaths(files)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let folder = try openRoot()
        try folder.lockExclusively(onWait: onWait)
        try folder.removeTree(OutputFolderLayout.upToDateName)
        try folder.removeTree(OutputFolderLayout.upToDateTemporaryName)
        try recover(folder)
        let plan = try makePlan(files, paths: paths, root: folder)
        guard !plan.isEmpty else {
            if let upToDate { writeRecord(upToDate, paths: paths, in: folder) }
            return plan.report
        }
        try checkReplaceable(plan, in: folder)
        let staging = try folder.makeDirectory(OutputFolderLayout.stagingName)
        let journal = try stage(plan, files: files, root: folder, staging: staging)
        let staged = try staging.openDirectory(OutputFolderLayout.newTreeName)
        let previous = try staging.openDirectory(OutputFolderLayout.previousTreeName)
        do {
            try journal.apply(root: folder, staged: staged, previous: previous)
        } catch {
            try journal.undo(root: folder, staged: staged, previous: previous)
            try staging.removeTree(OutputFolderLayout.journalName)
            try folder.removeTree(OutputFolderLayout.stagingName)
            throw error
        }
        folder.synchronize()
        try staging.removeTree(OutputFolderLayout.journalName)
        try folder.removeTree(OutputFolderLayout.stagingName)
        if let upToDate { writeRecord(upToDate, paths: paths, in: folder) }
        return plan.report
    }

    /// The summary of the last run when rerunning it under `context` (`InputDigest.processContext`)
    /// would change nothing: the folder's `UpToDateRecord` is intact, every generated file and folder
    /// and the manifest still have the stamps recorded after that run, no interrupted run left
    /// staging behind, and the recorded inputs, looked at again, give the recorded digest. Nil
    /// means: run in full.
    public func upToDateSummary(context: [String]) -> UpToDateRecord.Summary? {
        guard let folder = try? existingRoot(), (try? folder.lockExclusively(onWait: onWait)) != nil,
              folder.kind(of: OutputFolderLayout.stagingName) == nil,
              folder.kind(of: OutputFolderLayout.upToDateName) == .regularFile,
              case let size = folder.size(of: OutputFolderLayout.upToDateName), size <= UpToDateRecord.maximumBytes,
              let bytes = folder.contents(of: OutputFolderLayout.upToDateName, ifSize: size),
              let record = UpToDateRecord(bytes: bytes)
        else { return nil }
        for (path, stamp) in record.stamps {
            guard path == OutputFolderLayout.manifestName || OutputPath(validating: path) != nil,
                  folder.stamp(of: path) == stamp else { return nil }
        }
        let observations = record.inputs.items.map { (item: $0, observation: InputDigest.observe($0)) }
        guard InputDigest.digest(context: context, observations: observations) == record.inputs.digest else { return nil }
        return record.inputs.summary
    }

    /// Writes the up-to-date record of the files at `paths` as they are now; a record that cannot be
    /// written is left out (the next run is then a full one).
    private func writeRecord(_ inputs: UpToDateRecord.Inputs, paths: [OutputPath], in folder: DirectoryHandle) {
        var stamped: Set<String> = [OutputFolderLayout.manifestName]
        for path in paths {
            var prefix = ""
            for component in path.components {
                prefix += prefix.isEmpty ? component : "/" + component
                stamped.insert(prefix)
            }
        }
        var stamps: [(path: String, stamp: String)] = []
        for path in stamped.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let stamp = folder.stamp(of: path) else { return }
            stamps.append((path, stamp))
        }
        let record = UpToDateRecord(inputs: inputs, stamps: stamps)
        let temporary = OutputFolderLayout.upToDateTemporaryName
        do {
            try folder.createFile(temporary, bytes: record.bytes)
            try folder.move(temporary, to: folder, as: OutputFolderLayout.upToDateName)
        } catch {
            try? folder.removeTree(temporary)
        }
    }

    /// Finishes what an interrupted run left in the output folder: completes a swap whose journal
    /// was written, and removes the staging folder. Called by every `write` under the lock.
    public func recover() throws {
        guard let folder = try existingRoot() else { return }
        try folder.lockExclusively(onWait: onWait)
        try recover(folder)
    }

    private func recover(_ folder: DirectoryHandle) throws {
        guard let kind = folder.kind(of: OutputFolderLayout.stagingName) else { return }
        if kind == .directory {
            let staging = try folder.openDirectory(OutputFolderLayout.stagingName)
            if staging.kind(of: OutputFolderLayout.journalName) != nil {
                guard let bytes = staging.contents(of: OutputFolderLayout.journalName, ifSize: staging.size(of: OutputFolderLayout.journalName)),
                      let journal = SwapJournal(bytes: bytes) else {
                    throw OutputError("'\(staging.displayPath(of: OutputFolderLayout.journalName))' is not a journal dsys wrote; "
                                      + "check '\(staging.displayPath)' and remove it, then run dsys again")
                }
                let staged = try staging.kind(of: OutputFolderLayout.newTreeName) == .directory
                    ? staging.openDirectory(OutputFolderLayout.newTreeName) : staging.makeDirectory(OutputFolderLayout.newTreeName)
                let previous = try staging.kind(of: OutputFolderLayout.previousTreeName) == .directory
                    ? staging.openDirectory(OutputFolderLayout.previousTreeName) : staging.makeDirectory(OutputFolderLayout.previousTreeName)
                try journal.apply(root: folder, staged: staged, previous: previous)
                folder.synchronize()
                try staging.removeTree(OutputFolderLayout.journalName)
            }
        }
        try folder.removeTree(OutputFolderLayout.stagingName)
    }

    /// Builds the new top-level entries in `staging/new`, flushes them, and writes the journal
    /// (the commit point); returns the journal.
    private func stage(_ plan: OutputPlan, files: [GeneratedFile], root: DirectoryHandle, staging: DirectoryHandle) throws -> SwapJournal {
        let staged = try staging.makeDirectory(OutputFolderLayout.newTreeName)
        _ = try staging.makeDirectory(OutputFolderLayout.previousTreeName)
        var steps: [SwapJournal.Step] = []
        for (name, entries) in plan.topLevelChanges.sorted(by: { $0.key < $1.key }) {
            steps.append(SwapJournal.Step(name: name, replaces: !entries.isEmpty))
            var builder = StagedTreeBuilder(staged: staged, existing: root)
            for entry in entries { try builder.add(entry, files: files) }
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
    private func checkReplaceable(_ plan: OutputPlan, in folder: DirectoryHandle) throws {
        guard folder.isWritable() else { throw OutputError.system("change the folder", root, code: EACCES) }
        for name in plan.topLevelChanges.keys {
            for path in plan.tree.unwritableFolders where path == name || path.hasPrefix(name + "/") {
                throw OutputError.system("replace the folder", folder.displayPath(of: path), code: EACCES)
            }
        }
        for path in plan.report.written + plan.report.removed where plan.tree.kinds[path] != nil && !folder.isRemovable(path) {
            throw OutputError.system("replace", folder.displayPath(of: path), code: EPERM)
        }
    }

    private func makePlan(_ files: [GeneratedFile], root folder: DirectoryHandle?) throws -> OutputPlan {
        try makePlan(files, paths: validatedPaths(files), root: folder)
    }

    private func makePlan(_ files: [GeneratedFile], paths: [OutputPath], root folder: DirectoryHandle?) throws -> OutputPlan {
        var manifest = OutputManifest()
        var manifestBytes: [UInt8]?
        if let folder, let kind = folder.kind(of: OutputFolderLayout.manifestName) {
            let name = OutputFolderLayout.manifestName
            guard kind == .regularFile, let bytes = folder.contents(of: name, ifSize: folder.size(of: name)) else {
                throw OutputError("'\(folder.displayPath(of: name))' is not a file dsys wrote; move it away")
            }
            manifestBytes = bytes
            manifest = OutputManifest(bytes: bytes, displayPath: folder.displayPath(of: name))
        }
        let topLevelNames = Set(paths.map(\.topLevel)).union(manifest.paths.map(\.topLevel))
        let tree = try folder.map { try OutputTree(root: $0, topLevelNames: topLevelNames) } ?? OutputTree()
        return try OutputPlan(files: files, paths: paths, root: folder, tree: tree, manifest: manifest,
                              previousManifestBytes: manifestBytes)
    }

    /// The generated paths, checked; a bad one is a bug in a generator or config and stops the run.
    private func validatedPaths(_ files: [GeneratedFile]) throws -> [OutputPath] {
        var seen: Set<String> = []
        return try files.map { file in
            guard let path = OutputPath(validating: file.path) else {
                throw OutputError("refusing to write '\(file.path.debugDescription)': \(OutputPath.problem(in: file.path) ?? "")"
                                  + "; generated paths must stay inside the output folder")
            }
            guard seen.insert(file.path).inserted else { throw OutputError("two generated files have the path '\(file.path)'") }
            return path
        }
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
