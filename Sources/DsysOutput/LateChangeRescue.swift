import DsysSource

/// After a swap, puts back what the user added to, or saved by rename into, a swapped top-level
/// entry while dsys was staging it, before the previous version is removed with the staging folder.
///
/// The plan saw the output at one moment; an editor that saves by writing a new file and renaming
/// it over the old one, or a file created after that moment, exists only in the previous version
/// (the staging folder's `old` after a journal swap, its `new` after an exchange, which left the
/// previous output folder there). Walking that version against the new output finds them: an entry the new
/// output lacks, or holds as another file (another inode: dsys linked the user's entries, so an
/// unchanged one is the same inode), is moved to its place in the new output. The paths dsys
/// generated, in this run or the previous one (both manifests), are not put back: they were
/// regenerated, or removed on purpose. Comparing with the new output rather than with the plan lets
/// the next run do the same for a run killed between the swap and the rescue.
///
/// Finding comes first and moves nothing, so the staging folder is marked before the first move: a
/// run killed while putting back leaves the previous version for the user instead of for removal.
struct LateChangeRescue {
    /// The entries to put back, found by `find`, as paths relative to the output folder.
    private(set) var late: [String] = []
    /// The paths put back so far.
    private(set) var restored: [String] = []
    private let generated: Set<String>
    /// Every folder that holds a path of `generated`.
    private let generatedFolders: Set<String>
    private let root: DirectoryHandle

    /// A rescue into `root`, the swapped-in output, where `generated` are the paths of dsys's files.
    init(root: DirectoryHandle, generated: Set<String>) {
        self.root = root
        self.generated = generated
        var folders: Set<String> = []
        for path in generated {
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/"), folders.insert(String(path[..<slash])).inserted { end = slash }
        }
        generatedFolders = folders
    }

    /// Puts back the late entries under the top-level `names` of `previous`, the previous version a
    /// swap left in `staging`, into `root`, with the staging folder marked meanwhile (see
    /// `InterruptedRunRepair`); returns a warning for each. Used right after a swap, with the run's
    /// `generated` paths, and by the next run after completing the swap of a run that was killed,
    /// which knows them from the manifest. dsys's own names (`OutputFolderLayout.reservedNames`) are
    /// never put back. Returns a warning for each entry put back, and their paths.
    ///
    /// With a `scope` (the new version was watch mode's kept mirror, brought up to date just before
    /// the exchange), only what can have changed since is read: see `Scope`. `previouslyGenerated`
    /// are the paths the previous version's manifest lists, when the caller read it already (the
    /// run's plan); else the manifest is read again.
    static func afterSwap(
        previous: DirectoryHandle, names allNames: [String], root: DirectoryHandle, staging: DirectoryHandle,
        generated runPaths: [String] = [], previouslyGenerated: Set<OutputPath>? = nil, within scope: Scope? = nil
    ) throws -> (warnings: [String], restored: [String]) {
        var generated = Set(runPaths)
        let names = allNames.filter {
            !OutputFolderLayout.reservedNames.contains($0) && !generated.contains($0) && previous.kind(of: $0) != nil
        }
        // Without an entry in the previous version (a first run into a new folder), or when every
        // swapped entry is a file the run wrote (a journal swap of changed files), nothing can be
        // late, and the previous paths need not be gathered.
        guard !names.isEmpty else { return ([], []) }
        // The swapped-in manifest lists the run's paths, the previous one the previous run's: each
        // is read only when its paths are not given.
        generated.formUnion((previouslyGenerated ?? []).lazy.map(\.text))
        let manifests = ((runPaths.isEmpty ? [root] : []) + (previouslyGenerated == nil ? [previous] : []))
            .map { ($0, OutputFolderLayout.manifestName) }
        for (folder, name) in manifests where folder.kind(of: name) == .regularFile {
            let size = folder.size(of: name)
            guard size <= OutputManifest.maximumBytes, let bytes = folder.contents(of: name, ifSize: size) else { continue }
            generated.formUnion(OutputManifest(bytes: bytes, displayPath: folder.displayPath(of: name)).paths.map(\.text))
        }
        var rescue = LateChangeRescue(root: root, generated: generated)
        do {
            if let scope { try rescue.find(in: previous, names: names, within: scope) } else { try rescue.find(in: previous, names: names) }
            if !rescue.late.isEmpty {
                // Until every entry is back, the previous version holds files of the user's: the mark
                // makes the next run keep it if this one stops.
                try staging.createFile(OutputFolderLayout.unrestoredMarkName, bytes: [], synchronize: true)
                staging.synchronize()
                try rescue.putBack(from: previous)
                try staging.removeTree(OutputFolderLayout.unrestoredMarkName)
            }
        } catch {
            _ = try? staging.createFile(OutputFolderLayout.unrestoredMarkName, bytes: [], synchronize: true)
            throw OutputError("the new output is in place, but entries added while dsys was running could not be put back "
                              + "(\(error)); they are in '\(previous.displayPath)': "
                              + "move them back, then remove '\(staging.displayPath)'")
        }
        return (rescue.warnings, rescue.restored)
    }

    /// A warning for each path put back. The names came from the disk, not from dsys, so they are
    /// quoted with their control and bidirectional characters escaped.
    var warnings: [String] {
        restored.map { path in
            let shown = TerminalText.printable(root.displayPath(of: path).debugDescription, maximumBytes: 4_096)
            return "kept \(shown), which was added or replaced while dsys was running"
        }
    }

    /// Finds the late entries among and under the top-level entries `names` of `previous`, moving
    /// nothing: a folder is walked, any other entry compared like the entries inside folders.
    mutating func find(in previous: DirectoryHandle, names: [String]) throws {
        for name in names where !generated.contains(name) {
            switch previous.kind(of: name) {
            case .directory?: try walk(previous.openDirectory(name), path: name)
            case _?: if root.inode(of: name) != previous.inode(of: name) { late.append(name) }
            case nil: break
            }
        }
    }

    /// Where late entries can be when the new version was the kept mirror (`KeptVersion.syncAgain`
    /// compared the output with it just before the exchange): in a folder that holds generated
    /// files only if its stamp moved since then (an entry added, removed or renamed moves it) or it
    /// had changed right before that look (racy: a second change in the same tick of the clock
    /// leaves the stamp as it was), at the top level, and anywhere in the user's own folders (no
    /// stamp covers them).
    struct Scope {
        /// The stamps the output's folders that hold generated files had just before the exchange.
        var stamps: [(path: String, stamp: String?)]
        /// When those stamps were taken, in nanoseconds since the epoch.
        var at: Int
        /// The user's folders inside those (the outermost), walked to the bottom.
        var userFolders: [String]
    }

    /// `find(in:names:)` within `scope`: the top-level entries `names` and the folders of `scope`
    /// whose stamp moved or was racy are read entry by entry, the user's folders to the bottom, and
    /// a folder that holds generated files is otherwise left unread.
    mutating func find(in previous: DirectoryHandle, names: [String], within scope: Scope) throws {
        let stamped = Set(scope.stamps.map(\.path)), userFolders = Set(scope.userFolders)
        let skipped = { (path: String) in stamped.contains(path) || userFolders.contains(path) }
        try walk(previous, path: "", names: Set(names), skipping: skipped)
        for (path, stamp) in scope.stamps {
            let racy = stamp.map { KeptVersion.isRacy($0, now: scope.at) } ?? false
            guard racy || previous.stamp(of: path) != stamp else { continue }
            guard let folder = previous.folder(at: path) else { continue }
            try walk(folder, path: path, skipping: skipped)
        }
        for path in scope.userFolders {
            guard let folder = previous.folder(at: path) else { continue }
            try walk(folder, path: path)
        }
    }

    /// Moves every entry `find` found from `previous` to its place in the output, creating the
    /// folders on the way that the new tree no longer has; fails when something else now occupies
    /// a folder's place.
    mutating func putBack(from previous: DirectoryHandle) throws {
        for path in late[restored.count...] {
            let components = path.split(separator: "/").map(String.init)
            var source = previous
            var destination = root
            for component in components.dropLast() {
                source = try source.openDirectory(component)
                destination = try destination.openOrMakeDirectory(component)
            }
            try source.move(components[components.count - 1], to: destination, as: components[components.count - 1])
            restored.append(path)
        }
    }

    /// Compares the entries of `folder` (at `path`; only those in `names` when given) with the new
    /// output: a file or link it holds as another entry, or a folder it lacks, is late; a folder it
    /// has is compared in turn, unless `skipping` names it (read on its own, or not at all).
    private mutating func walk(_ folder: DirectoryHandle, path: String, names: Set<String>? = nil,
                               skipping: ((String) -> Bool)? = nil) throws {
        for entry in try folder.entries() where names?.contains(entry.name) ?? true {
            let entryPath = path.isEmpty ? entry.name : path + "/" + entry.name
            if generated.contains(entryPath) { continue }
            if entry.kind == .directory {
                if skipping?(entryPath) == true { continue }
                // A folder the new output has, or that holds dsys's files, is compared entry by
                // entry; any other is the user's, put back whole.
                if generatedFolders.contains(entryPath) || root.kind(of: entryPath) == .directory {
                    try walk(folder.openDirectory(entry.name), path: entryPath)
                } else {
                    late.append(entryPath)
                }
            } else if root.inode(of: entryPath) != folder.inode(of: entry.name) {
                late.append(entryPath)
            }
        }
    }
}
