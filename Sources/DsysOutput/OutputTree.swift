/// The entries of an existing output folder under the top-level names a run touches, read once with
/// `lstat` semantics: symbolic links are recorded, never followed, and folders are entered only
/// when they are real folders.
struct OutputTree {
    /// Every entry by its path relative to the output folder.
    var kinds: [String: DirectoryHandle.EntryKind] = [:]
    /// Folders this process may not change (read-only or immutable), which a swap would have to empty.
    var unwritableFolders: Set<String> = []

    /// Reads the entries of `root` named `topLevelNames`, and everything below those that are
    /// folders; a folder `known` lists is not read again (watch mode, `KnownFolders`).
    init(root: DirectoryHandle, topLevelNames: Set<String>, known: KnownFolders? = nil) throws {
        for name in topLevelNames {
            guard let kind = root.kind(of: name) else { continue }
            kinds[name] = kind
            if kind == .directory { try read(path: name, known: known) { try root.openDirectory(name) } }
        }
    }

    init() {}

    /// Reads the folder at `path`, opened by `open` unless `known` lists it.
    private mutating func read(path: String, known: KnownFolders?, open: () throws -> DirectoryHandle) throws {
        if let listed = known?.folder(path) {
            if !listed.isWritable { unwritableFolders.insert(path) }
            // Opened only for a subfolder that is not known, then once.
            var opened: DirectoryHandle?
            for entry in listed.entries {
                let entryPath = path + "/" + entry.name
                kinds[entryPath] = entry.kind
                if entry.kind == .directory {
                    try read(path: entryPath, known: known) {
                        let folder = try opened ?? open()
                        opened = folder
                        return try folder.openDirectory(entry.name)
                    }
                }
            }
            return
        }
        let folder = try open()
        if !folder.isWritable() { unwritableFolders.insert(path) }
        for entry in try folder.entries() {
            let entryPath = path + "/" + entry.name
            kinds[entryPath] = entry.kind
            if entry.kind == .directory { try read(path: entryPath, known: known) { try folder.openDirectory(entry.name) } }
        }
    }
}
