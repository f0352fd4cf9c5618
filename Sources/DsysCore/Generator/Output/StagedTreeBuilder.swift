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

    /// Makes `entries` (in plan order) part of the staged tree. A folder the next entry lies in is
    /// made, or opened where the spool made it, on the way to that entry, so it costs no system
    /// calls of its own: at 100k tokens these are 20k colorset folders.
    mutating func add(_ entries: [OutputPlan.Entry], spooled: SpooledFiles) throws {
        for (index, entry) in entries.enumerated() {
            if entry.action == .directory, index + 1 < entries.count, entries[index + 1].path.isInside(entry.path) { continue }
            try add(entry, spooled: spooled)
        }
    }

    /// Makes `entry` part of the staged tree; a written file must have been spooled there.
    private mutating func add(_ entry: OutputPlan.Entry, spooled: SpooledFiles) throws {
        let components = entry.path.components
        let parent = try path.parent(of: components) { level, name in
            Level(staged: try level.staged.openExistingOrMakeDirectory(name),
                  existing: level.existing?.kind(of: name) == .directory ? try level.existing?.openDirectory(name) : nil)
        }
        let name = components[components.count - 1]
        switch entry.action {
        case .directory:
            try parent.staged.makeDirectoryIfMissing(name)
        case .write(let index):
            try spooled.checkSpooled(index)
        case .keep:
            guard let existing = parent.existing else {
                throw OutputError("cannot keep '\(entry.path.text)': its folder changed while dsys was running; run dsys again")
            }
            try parent.staged.link(name, to: name, in: existing)
        }
    }
}
