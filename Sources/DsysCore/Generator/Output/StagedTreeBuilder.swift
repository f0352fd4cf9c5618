/// Creates the entries of a new top-level tree inside the staging folder, in the order a plan lists
/// them (parents first), keeping the open folders of the current path on a stack so each entry is
/// one `mkdirat`, `renameat` (from the spool) or `linkat` relative to its parent.
struct StagedTreeBuilder {
    /// One open folder of the current path: in the staged tree, and the same path in the existing
    /// output when it is a real folder there.
    private struct Level {
        var name: String
        var staged: DirectoryHandle
        var existing: DirectoryHandle?
    }

    private var levels: [Level]

    /// A builder that creates top-level entries in `staged`, keeping existing entries of `existing`.
    init(staged: DirectoryHandle, existing: DirectoryHandle) {
        levels = [Level(name: "", staged: staged, existing: existing)]
    }

    /// Creates `entry` (a written file is moved there from `spool`); its parent folder must have
    /// been added before.
    mutating func add(_ entry: OutputPlan.Entry, spool: FileSpool) throws {
        let components = entry.path.components
        let parentDepth = components.count - 1
        var shared = 0
        while shared < min(levels.count - 1, parentDepth), levels[shared + 1].name == components[shared] { shared += 1 }
        levels.removeSubrange((shared + 1)...)
        guard shared == parentDepth else {
            throw OutputError("internal error: the folder of '\(entry.path.text)' was not planned")
        }
        let parent = levels[shared]
        let name = components[parentDepth]
        switch entry.action {
        case .directory:
            let existing = parent.existing?.kind(of: name) == .directory ? try parent.existing?.openDirectory(name) : nil
            levels.append(Level(name: name, staged: try parent.staged.makeDirectory(name), existing: existing))
        case .write(let index):
            try spool.move(index, to: parent.staged, as: name)
        case .keep:
            guard let existing = parent.existing else {
                throw OutputError("cannot keep '\(entry.path.text)': its folder changed while dsys was running; run dsys again")
            }
            try parent.staged.link(name, to: name, in: existing)
        }
    }
}
