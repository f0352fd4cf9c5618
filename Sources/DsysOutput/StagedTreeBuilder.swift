/// Completes the new top-level trees inside the staging folder, in the order a plan lists their
/// entries (parents first): the spooled files are already in place, so it makes the folders a plan
/// lists and gives unchanged files and the user's entries a second name (`linkat`) in the new tree.
struct StagedTreeBuilder {
    /// One folder of the current path: in the staged tree, and the same path in the existing
    /// output when it is a real folder there.
    private struct Level {
        var staged: DirectoryHandle
        var existing: DirectoryHandle?
    }

    private var path: OpenFolderPath<Level>

    /// A builder that completes top-level entries in `staged`, keeping existing entries of `existing`.
    init(staged: DirectoryHandle, existing: DirectoryHandle) {
        path = OpenFolderPath(root: Level(staged: staged, existing: existing))
    }

    /// Makes `entries` (in plan order) part of the staged tree. A written file is in place already,
    /// in the folders the spool made for it, so it needs no folder opened. A folder the next entry
    /// lies in is made, or opened where the spool made it, on the way to that entry, so it costs no
    /// system calls of its own (a colorset folder holds one written file).
    mutating func add(_ entries: [OutputPlan.Entry], spooled: SpooledFiles) throws {
        for (index, entry) in entries.enumerated() {
            let name = entry.path.components[entry.path.components.count - 1]
            switch entry.action {
            case .write(let spooledIndex):
                try spooled.checkSpooled(spooledIndex)
            case .directory:
                if index + 1 < entries.count, entries[index + 1].path.isInside(entry.path) { continue }
                try parent(of: entry).staged.makeDirectoryIfMissing(name)
            case .keep:
                let parent = try parent(of: entry)
                guard let existing = parent.existing else {
                    throw OutputError("cannot keep '\(entry.path.text)': its folder changed while dsys was running; run dsys again")
                }
                try parent.staged.link(name, to: name, in: existing)
            }
        }
    }

    /// The folder `entry` goes in, opened (and made in the staged tree where missing) on the way.
    private mutating func parent(of entry: OutputPlan.Entry) throws -> Level {
        try path.parent(of: entry.path.components) { level, name in
            Level(staged: try level.staged.openExistingOrMakeDirectory(name),
                  existing: level.existing?.kind(of: name) == .directory ? try level.existing?.openDirectory(name) : nil)
        }
    }
}
