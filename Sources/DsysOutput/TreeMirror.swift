/// Gives every entry below a folder a second name at the same place in another folder on the same
/// file system: folders are made (with the same permission bits), everything else is linked
/// (`linkat`, never following a symbolic link), so each file keeps its inode, contents and
/// modification date. This is how the entries a run does not change, generated or the user's, are
/// carried into the complete new version that is exchanged with the output folder.
enum TreeMirror {
    /// Mirrors the entries of `source` into `destination`, except the top-level ones in `skipping`.
    static func mirror(_ source: DirectoryHandle, into destination: DirectoryHandle, skipping: Set<String> = []) throws {
        for entry in try source.entries() where !skipping.contains(entry.name) {
            if entry.kind == .directory {
                let from = try source.openDirectory(entry.name)
                let to = try destination.makeDirectory(entry.name)
                try mirror(from, into: to)
                to.copyPermissions(of: from)
            } else {
                try destination.link(entry.name, to: entry.name, in: source)
            }
        }
    }
}
