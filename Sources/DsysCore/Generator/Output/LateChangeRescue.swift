/// After a swap, puts back what the user added to, or saved by rename into, a replaced top-level
/// entry while dsys was staging it, before the previous version is removed with the staging folder.
///
/// The plan saw the output at one moment; an editor that saves by writing a new file and renaming
/// it over the old one, or a file created after that moment, exists only in the previous version
/// (`.dsys-staging/old`). Walking that version against the plan finds them: an entry the plan never
/// saw, and an entry of the user's whose file differs from the one dsys linked into the new tree
/// (another inode), are moved to their place in the new output. dsys's own generated paths are
/// not put back: they were regenerated. Finding comes first and moves nothing, so the caller can
/// mark the staging folder before the first move: a run killed while putting back leaves the
/// previous version for the user instead of for removal.
struct LateChangeRescue {
    /// The entries to put back, found by `find`, as paths relative to the output folder.
    private(set) var late: [String] = []
    /// The paths put back so far.
    private(set) var restored: [String] = []
    private let plannedKinds: [String: DirectoryHandle.EntryKind]
    private let generated: Set<String>
    private let root: DirectoryHandle

    /// A rescue into `root` for a swap planned from `plannedKinds` (the existing entries then)
    /// that wrote the files at `generated`.
    init(root: DirectoryHandle, plannedKinds: [String: DirectoryHandle.EntryKind], generated: Set<String>) {
        self.root = root
        self.plannedKinds = plannedKinds
        self.generated = generated
    }

    /// A warning for each path put back. The names came from the disk, not from dsys, so they are
    /// quoted with their control and bidirectional characters escaped.
    var warnings: [String] {
        restored.map { path in
            let shown = TerminalText.printable(root.displayPath(of: path).debugDescription, maximumBytes: 4_096)
            return "kept \(shown), which was added or replaced while dsys was running"
        }
    }

    /// Finds the late entries under the top-level folders `names` of `previous`, moving nothing.
    mutating func find(in previous: DirectoryHandle, names: [String]) throws {
        for name in names where previous.kind(of: name) == .directory {
            try walk(previous.openDirectory(name), path: name)
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

    private mutating func walk(_ folder: DirectoryHandle, path: String) throws {
        for entry in try folder.entries() {
            let entryPath = path + "/" + entry.name
            if generated.contains(entryPath) { continue }
            switch plannedKinds[entryPath] {
            case nil:
                late.append(entryPath)
            case .directory where entry.kind == .directory:
                try walk(folder.openDirectory(entry.name), path: entryPath)
            default:
                // A kept entry: put back only when a save by rename replaced it after dsys linked it.
                if let now = root.inode(of: entryPath), let before = folder.inode(of: entry.name), now != before {
                    late.append(entryPath)
                }
            }
        }
    }
}
