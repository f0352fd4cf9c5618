/// The entries of an existing output folder under the top-level names a run touches, read once with
/// `lstat` semantics: symbolic links are recorded, never followed, and folders are entered only
/// when they are real folders.
struct OutputTree {
    /// Every entry by its path relative to the output folder.
    var kinds: [String: DirectoryHandle.EntryKind] = [:]
    /// Folders this process may not change (read-only or immutable), which a swap would have to empty.
    var unwritableFolders: Set<String> = []

    /// Reads the entries of `root` named `topLevelNames`, and everything below those that are folders.
    init(root: DirectoryHandle, topLevelNames: Set<String>) throws {
        for name in topLevelNames {
            guard let kind = root.kind(of: name) else { continue }
            kinds[name] = kind
            if kind == .directory { try read(root.openDirectory(name), path: name) }
        }
    }

    init() {}

    private mutating func read(_ folder: DirectoryHandle, path: String) throws {
        if !folder.isWritable() { unwritableFolders.insert(path) }
        for entry in try folder.entries() {
            let entryPath = path + "/" + entry.name
            kinds[entryPath] = entry.kind
            if entry.kind == .directory { try read(folder.openDirectory(entry.name), path: entryPath) }
        }
    }
}
