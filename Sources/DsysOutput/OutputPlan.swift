/// What turns the existing output folder into the generated one, decided before anything is written.
///
/// The new content of every top-level entry that changes is decided entry by entry: generated
/// files to write, unchanged generated files and the user's own entries to keep, and folders.
/// Files dsys wrote before and no longer generates are simply not listed. From that come the
/// journal's steps (`swapSteps`: only what changes moves), and, for an exchange, the complete new
/// entries (`topLevelChanges()`: kept ones by a second hard link, so they keep their inode and
/// modification date). Top-level entries where nothing changes are not touched at all.
struct OutputPlan {
    /// How one entry of the new tree is made.
    enum Action: Equatable {
        /// A folder (the output's own, or a copy of a folder of the user's).
        case directory
        /// The generated file at this index.
        case write(Int)
        /// A second name for the existing entry at the same path (a file, link or other entry).
        case keep
    }

    /// One entry of the new tree.
    struct Entry {
        var path: OutputPath
        var action: Action
    }

    /// The top-level names where something changes.
    private(set) var changedTopLevels: Set<String> = []
    /// The entries of the new tree under `changedTopLevels` that the plan decided on: every
    /// generated file, and every existing entry that stays; their folders are added by
    /// `topLevelChanges()`.
    private var entries: [Entry] = []
    /// The new manifest, when it differs from the existing one.
    var manifest: [UInt8]?
    /// The entries a journal swap moves (`SwapJournal`), bytewise sorted, the manifest last: each
    /// change at the outermost path where the tree changes, so a written file in a folder both
    /// trees have is one step, a folder only the new tree has (with everything in it) is one step,
    /// and so is a folder only the old tree has. No step lies inside another.
    private(set) var swapSteps: [SwapJournal.Step] = []
    var report = OutputWriter.Report()
    /// The existing entries the plan was made from.
    let tree: OutputTree
    /// The paths the existing manifest lists (what the previous run generated).
    let previousManifestPaths: Set<OutputPath>
    /// Every folder that holds a generated file, when the plan needed them (the output held
    /// entries under the top-level names involved): see `generatedFolders(of:)`.
    private var foldersOfGeneratedPaths: Set<String>?
    /// The indices of the generated files, bytewise in the order of their paths.
    let order: [Int]

    /// Whether the run has nothing to change.
    var isEmpty: Bool { changedTopLevels.isEmpty && manifest == nil }

    /// Plans writing the generated files at `paths` into `root` (nil: the folder does not exist
    /// yet): reads its manifest (checked, never trusted) and the existing entries under the
    /// top-level names involved, but for the folders `known` lists. `sameBytes(index, path)` says
    /// whether the existing regular file at `path` already holds generated file `index`'s bytes.
    static func make(paths: [OutputPath], checksums: [String], root folder: DirectoryHandle?, known: KnownFolders? = nil,
                     sameBytes: (Int, String) -> Bool) throws -> OutputPlan {
        var manifest = OutputManifest()
        var manifestBytes: [UInt8]?
        if let folder, let kind = folder.kind(of: OutputFolderLayout.manifestName) {
            let name = OutputFolderLayout.manifestName
            let size = folder.size(of: name)
            guard size <= OutputManifest.maximumBytes else {
                throw OutputError("'\(folder.displayPath(of: name))' is larger than \(OutputManifest.maximumBytes >> 20) MiB, "
                                  + "more than dsys ever writes; move it away")
            }
            guard kind == .regularFile, let bytes = folder.contents(of: name, ifSize: size) else {
                throw OutputError("'\(folder.displayPath(of: name))' is not a file dsys wrote; move it away")
            }
            manifestBytes = bytes
            manifest = OutputManifest(bytes: bytes, displayPath: folder.displayPath(of: name))
        }
        let topLevelNames = Set(paths.map(\.topLevel)).union(manifest.paths.map(\.topLevel))
        let tree = try folder.map { try OutputTree(root: $0, topLevelNames: topLevelNames, known: known) } ?? OutputTree()
        return try OutputPlan(paths: paths, checksums: checksums, root: folder, tree: tree, manifest: manifest,
                              previousManifestBytes: manifestBytes, sameBytes: sameBytes)
    }

    /// Plans writing the generated files at `paths` (valid; `checksums` of their bytes in the same
    /// order) over `tree`, the existing entries, given the previous `manifest`; see `make` for
    /// `sameBytes`.
    ///
    /// The generated paths are sorted once, bytewise, and walked in that order: the manifest is
    /// listed from it, and the lists sorted at the end are then runs already in order, which the
    /// standard library's sort merges instead of sorting anew (a package has 40k entries).
    private init(paths: [OutputPath], checksums: [String], root: DirectoryHandle?, tree: OutputTree,
                 manifest previous: OutputManifest, previousManifestBytes: [UInt8]?, sameBytes: (Int, String) -> Bool) throws {
        self.tree = tree
        previousManifestPaths = previous.paths
        report.warnings = previous.warnings
        let order = paths.indices.sorted { paths[$0].text.utf8Precedes(paths[$1].text) }
        self.order = order
        var entries: [Entry] = []
        var changedTopLevels: Set<String> = []
        if !tree.kinds.isEmpty {
            try planExisting(tree, paths: paths, root: root, previous: previous, hasPreviousManifest: previousManifestBytes != nil,
                             sameBytes: sameBytes, entries: &entries, changedTopLevels: &changedTopLevels)
        }
        var lastTopLevel: String?
        for index in order where tree.kinds.isEmpty || tree.kinds[paths[index].text] == nil {
            let path = paths[index]
            entries.append(Entry(path: path, action: .write(index)))
            report.written.append(path.text)
            if path.topLevel != lastTopLevel {
                changedTopLevels.insert(path.topLevel)
                lastTopLevel = path.topLevel
            }
        }
        let changedEntries = entries.filter { changedTopLevels.contains($0.path.topLevel) }
        let manifestBytes = OutputManifest.text(of: paths, checksums: checksums, order: order)
        if manifestBytes != previousManifestBytes { manifest = manifestBytes }
        report.written.sort { $0.utf8Precedes($1) }
        report.unchanged.sort { $0.utf8Precedes($1) }
        report.removed.sort { $0.utf8Precedes($1) }
        swapSteps = Self.swapSteps(written: report.written, removed: report.removed, existing: tree.kinds,
                                   newFolders: report.removed.isEmpty ? [] : Self.folders(holding: changedEntries))
        if manifest != nil { swapSteps.append(SwapJournal.Step(path: OutputFolderLayout.manifestName, replaces: true)) }
        self.changedTopLevels = changedTopLevels
        self.entries = changedEntries
    }

    /// The journal's steps for the `written` and `removed` paths (sorted), given the `existing`
    /// entries and every folder of the new tree under the changed top-level names (`newFolders`):
    /// a written file is replaced at its outermost folder the old tree lacks, else by itself; a
    /// removed file is removed with its outermost folder the new tree lacks, else by itself. A path
    /// both replaced and removed (a file that became a folder) is replaced.
    private static func swapSteps(written: [String], removed: [String], existing: [String: DirectoryHandle.EntryKind],
                                  newFolders: Set<String>) -> [SwapJournal.Step] {
        var replaces: [String: Bool] = [:]
        for path in written {
            replaces[outermost(path) { existing[$0] != .directory }] = true
        }
        for path in removed {
            let step = outermost(path) { !newFolders.contains($0) }
            if replaces[step] == nil { replaces[step] = false }
        }
        return replaces.keys.sorted { $0.utf8Precedes($1) }.map { SwapJournal.Step(path: $0, replaces: replaces[$0] == true) }
    }

    /// Every entry of the new tree under the plan's top-level names, its kind by its path: the
    /// existing entries with the swap's steps applied. A written file comes with its folders; a
    /// removed file goes with the folders between it and its step (the outermost folder the new
    /// tree lacks, which holds nothing else the new tree keeps).
    func newTreeKinds() -> [String: DirectoryHandle.EntryKind] {
        var kinds = tree.kinds
        let removalSteps = Set(swapSteps.lazy.filter { !$0.replaces }.map(\.path))
        for path in report.removed {
            kinds[path] = nil
            var folders: [String] = []
            var end = path.endIndex
            while !removalSteps.contains(String(path[..<end])), let slash = path[..<end].lastIndex(of: "/") {
                end = slash
                folders.append(String(path[..<end]))
            }
            if removalSteps.contains(String(path[..<end])) {
                for folder in folders { kinds[folder] = nil }
            }
        }
        for path in report.written {
            kinds[path] = .regularFile
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/"), kinds[String(path[..<slash])] != .directory {
                end = slash
                kinds[String(path[..<end])] = .directory
            }
        }
        return kinds
    }

    /// Fails unless every file the plan writes was written into the staged tree (`SpooledFiles.checkSpooled`).
    func checkWrittenFilesAreSpooled(_ spooled: SpooledFiles) throws {
        for entry in entries {
            if case .write(let index) = entry.action { try spooled.checkSpooled(index) }
        }
    }

    /// The outermost folder of `path` that `changes`, else `path` itself.
    private static func outermost(_ path: String, changes: (String) -> Bool) -> String {
        var slash = path.utf8.firstIndex(of: UInt8(ascii: "/"))
        while let end = slash {
            let folder = String(path[..<end])
            if changes(folder) { return folder }
            slash = path.utf8[path.utf8.index(after: end)...].firstIndex(of: UInt8(ascii: "/"))
        }
        return path
    }

    /// Each of `changedTopLevels` with its new entries in creation order (parents first), the
    /// folders of the new tree included; an empty list means the entry is removed. Only a complete
    /// new version needs them (`StagedTreeBuilder`), so they are made on demand.
    func topLevelChanges() -> [String: [Entry]] {
        var changes: [String: [Entry]] = [:]
        for name in changedTopLevels { changes[name] = [] }
        var folders: Set<String> = []
        for entry in entries {
            if entry.action == .directory { folders.insert(entry.path.text) }
            changes[entry.path.topLevel, default: []].append(entry)
        }
        for (name, list) in changes {
            var complete = list
            // The folders of the entry before (their paths, by depth): an entry shares most of them.
            var entryBefore: (components: [String], folders: [String]) = ([], [])
            for entry in list {
                let components = entry.path.components
                let folderDepth = components.count - 1
                var shared = 0
                while shared < min(entryBefore.folders.count, folderDepth), entryBefore.components[shared] == components[shared] {
                    shared += 1
                }
                entryBefore.folders.removeSubrange(shared...)
                for depth in shared..<folderDepth {
                    let folder = entryBefore.folders.last.map { $0 + "/" + components[depth] } ?? components[depth]
                    entryBefore.folders.append(folder)
                    if folders.insert(folder).inserted {
                        complete.append(Entry(path: entry.path.folder(depth + 1, text: folder), action: .directory))
                    }
                }
                entryBefore.components = components
            }
            changes[name] = complete.sorted { $0.path.text.utf8Precedes($1.path.text) }
        }
        return changes
    }

    /// Every folder of the new tree that `entries` make: each entry's folders, and the folders it
    /// keeps.
    private static func folders(holding entries: [Entry]) -> Set<String> {
        var folders: Set<String> = []
        for entry in entries {
            let path = entry.path.text
            if entry.action == .directory { folders.insert(path) }
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/"), folders.insert(String(path[..<slash])).inserted { end = slash }
        }
        return folders
    }

    /// The first component of `path`.
    private static func topLevel(of path: String) -> String {
        String(path[..<(path.utf8.firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex)])
    }

    /// Decides what becomes of each existing entry of `tree`: kept, rewritten, removed, or an error
    /// when it is in the way of a generated file or folder; adds the entries of the new tree to
    /// `entries` and the top-level names that change to `changedTopLevels`.
    private mutating func planExisting(_ tree: OutputTree, paths: [OutputPath], root: DirectoryHandle?, previous: OutputManifest,
                                       hasPreviousManifest: Bool, sameBytes: (Int, String) -> Bool,
                                       entries: inout [Entry], changedTopLevels: inout Set<String>) throws {
        let generatedIndex = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($0.element.text, $0.offset) })
        let generatedFolders = Self.folders(of: paths)
        foldersOfGeneratedPaths = generatedFolders
        let ownedPaths = Set(previous.paths.map(\.text))
        // A folder holding an owned path that is generated again is among `generatedFolders`.
        let ownedFolders = Self.folders(of: previous.paths.filter { generatedIndex[$0.text] == nil })
        for (path, kind) in tree.kinds {
            switch kind {
            case .directory:
                if generatedIndex[path] != nil {
                    throw OutputError("cannot write '\(root?.displayPath(of: path) ?? path)': a folder is in the way; move it away")
                }
                if !generatedFolders.contains(path), !ownedFolders.contains(path) {
                    entries.append(Entry(path: try Self.keptPath(path), action: .directory))
                }
            case .regularFile:
                if let index = generatedIndex[path] {
                    if sameBytes(index, path) {
                        entries.append(Entry(path: paths[index], action: .keep))
                        report.unchanged.append(path)
                    } else if ownedPaths.contains(path) {
                        entries.append(Entry(path: paths[index], action: .write(index)))
                        report.written.append(path)
                        changedTopLevels.insert(paths[index].topLevel)
                    } else {
                        throw OutputError("refusing to overwrite '\(root?.displayPath(of: path) ?? path)', which dsys did not write"
                                          + (!hasPreviousManifest ? " (the folder has no \(OutputFolderLayout.manifestName))" : "")
                                          + "; move it away or choose another --output folder")
                    }
                } else if ownedPaths.contains(path), let root, previous.stillHoldsWhatDsysWrote(path, in: root) {
                    report.removed.append(path)
                    changedTopLevels.insert(Self.topLevel(of: path))
                } else if generatedFolders.contains(path) {
                    throw OutputError("cannot write into '\(root?.displayPath(of: path) ?? path)': it is a file dsys did not write where dsys needs a folder; move it away")
                } else {
                    if ownedPaths.contains(path) {
                        report.warnings.append("left '\(root?.displayPath(of: path) ?? path)' in place: dsys no longer generates it, "
                                               + "but it does not hold what \(OutputFolderLayout.manifestName) says dsys wrote "
                                               + "(edited since, empty, or listed without a checksum); remove it if it is not yours")
                    }
                    entries.append(Entry(path: try Self.keptPath(path), action: .keep))
                }
            case .symbolicLink, .other:
                if generatedIndex[path] != nil || generatedFolders.contains(path) {
                    throw OutputError("refusing to write through '\(root?.displayPath(of: path) ?? path)', which is "
                                      + (kind == .symbolicLink ? "a symbolic link" : "not a regular file or folder")
                                      + "; dsys never follows links inside the output folder: remove it")
                }
                entries.append(Entry(path: try Self.keptPath(path), action: .keep))
            }
        }
    }

    /// Every folder that holds one of the plan's generated `paths`: made once, by the plan when it
    /// compared them with existing entries.
    func generatedFolders(of paths: [OutputPath]) -> Set<String> {
        foldersOfGeneratedPaths ?? Self.folders(of: paths)
    }

    /// The user's folders the plan found inside the `generatedFolders` (the outermost ones): no stamp
    /// of the up-to-date record covers them (`KeptVersion`).
    func userFolders(among generatedFolders: Set<String>) -> [String] {
        tree.kinds.compactMap { path, kind in
            guard kind == .directory, !generatedFolders.contains(path), let slash = path.lastIndex(of: "/"),
                  generatedFolders.contains(String(path[..<slash])) else { return nil }
            return path
        }.sorted()
    }

    /// Every folder that contains one of `paths`.
    static func folders(of paths: [OutputPath]) -> Set<String> {
        var result: Set<String> = []
        for path in paths {
            var folder = ""
            for component in path.components.dropLast() {
                folder += folder.isEmpty ? component : "/" + component
                result.insert(folder)
            }
        }
        return result
    }

    /// The path of a user's entry dsys keeps; its name came from the disk, so it is one valid
    /// component unless it holds characters dsys refuses to handle.
    private static func keptPath(_ text: String) throws -> OutputPath {
        guard let path = OutputPath(validating: text) else {
            throw OutputError("the output folder holds an entry whose name dsys cannot handle safely ('\(text.debugDescription)'): "
                              + (OutputPath.problem(in: text) ?? "") + "; rename or remove it")
        }
        return path
    }
}
