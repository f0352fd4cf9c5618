/// The entries of an output folder's generated folders as the last write left them, kept by watch
/// mode (`KeptVersion`) so the next write's plan lists only the folders whose stamp moved since
/// (`OutputTree`): an entry added to a folder, removed, renamed or replaced in it, or a change of
/// its permissions moves the folder's stamp, so a folder whose stamp holds still has the entries
/// kept here. A file edited in place does not move it, and needs not: the listing holds names and
/// kinds, and each file is still compared by its own stamp.
///
/// Taken from what the write did, not from the disk: the plan's tree with the swap's steps applied
/// (`OutputPlan.newTreeKinds`), for the generated folders nothing else changed while the run
/// rendered. A folder the user changed meanwhile, or that changed right before its stamp was taken
/// (`KeptVersion`'s racy folders), is listed again by the next write.
struct KnownFolders: Sendable {
    /// One folder's entries, and whether this process may change it.
    struct Folder: Sendable {
        var entries: [(name: String, kind: DirectoryHandle.EntryKind)] = []
        var isWritable = true
    }

    private let folders: [String: Folder]

    /// The listings of the `folders` among the directories of `kinds` (every entry of a tree by
    /// its path), those in `unwritable` marked so.
    init(kinds: [String: DirectoryHandle.EntryKind], unwritable: Set<String>, folders trusted: Set<String>) {
        var folders: [String: Folder] = [:]
        for path in trusted where kinds[path] == .directory {
            folders[path] = Folder(isWritable: !unwritable.contains(path))
        }
        for (path, kind) in kinds {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            let parent = String(path[..<slash])
            guard folders[parent] != nil else { continue }
            folders[parent]?.entries.append((String(path[path.index(after: slash)...]), kind))
        }
        self.folders = folders
    }

    private init(folders: [String: Folder]) {
        self.folders = folders
    }

    /// The folder at `path` relative to the output folder, when it is known.
    func folder(_ path: String) -> Folder? {
        folders[path]
    }

    /// These listings for the folders `paths` alone.
    func restricted(to paths: Set<String>) -> KnownFolders {
        KnownFolders(folders: folders.filter { paths.contains($0.key) })
    }
}
