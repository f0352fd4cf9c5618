import Foundation

/// The generated files of one run, taken as the targets produce them, so the package's text is
/// never held in memory all at once: only each file's path, size and checksum stay.
///
/// Files come in through lanes (`FileSpoolLane`), one per thread that feeds the spool at the same
/// time: the code targets on the calling thread, the asset catalogs beside them (see
/// `GeneratorPipeline`). A lane compares and writes on its own thread; the spool shares between
/// them only what must be shared: the staged tree's root, created at the first file that needs
/// writing (so a run that changes nothing never writes into the output folder), and the paths
/// already taken.
final class FileSpool: @unchecked Sendable {
    /// Guards `stagedRoot`, `seen`, `lanes` and `failure`.
    private let lock = NSLock()
    private let root: DirectoryHandle
    /// Creates the staged tree's root, `.dsys-staging/new`; called at the first file to write.
    private let makeStagedTree: () throws -> DirectoryHandle
    private var stagedRoot: DirectoryHandle?
    private var seen: Set<String> = []
    private var lanes: [FileSpoolLane] = []
    /// The first error of any lane: the other lanes stop at their next file, and `files()` throws it.
    private var failure: (any Error)?

    /// What this process's previous write left in the folder, whose files need not be read back.
    let vouched: WrittenFiles?
    /// Whether the staged tree starts as a mirror of the output folder (`KeptVersion`), so a file
    /// written there replaces the entry the mirror holds at its path.
    let replacesEntries: Bool

    /// A spool that compares with the files in `root` and writes into the staged tree
    /// `makeStagedTree` creates; `vouched` files it takes as unchanged without reading them while
    /// their stamps hold; with `replacesEntries`, the staged tree is a mirror of `root`.
    init(root: DirectoryHandle, vouched: WrittenFiles? = nil, replacesEntries: Bool = false,
         makeStagedTree: @escaping () throws -> DirectoryHandle) {
        self.root = root
        self.vouched = vouched
        self.replacesEntries = replacesEntries
        self.makeStagedTree = makeStagedTree
    }

    /// A new way in, for one thread at a time; the files of the lanes are listed in the order the
    /// lanes were opened, each lane's in the order it took them.
    func openLane() -> FileSpoolLane {
        let lane = FileSpoolLane(spool: self, root: root)
        lock.withLock { lanes.append(lane) }
        return lane
    }

    /// The validated `path`; a path that is not a valid relative path, or one taken before by any
    /// lane, is a bug in a generator or config and stops the run.
    func claim(_ path: String) throws -> OutputPath {
        try lock.withLock {
            if let failure { throw failure }
            return try OutputPath.generated(path, seen: &seen)
        }
    }

    /// Records that a lane stopped with `error`, unless another stopped first.
    func fail(_ error: any Error) {
        lock.withLock { failure = failure ?? error }
    }

    /// The root of the staged tree, created at the first call.
    func stagedTree() throws -> DirectoryHandle {
        try lock.withLock {
            if let stagedRoot { return stagedRoot }
            let made = try makeStagedTree()
            stagedRoot = made
            return made
        }
    }

    /// How many files the lanes took, once no lane takes more.
    var count: Int {
        lock.withLock { lanes.reduce(0) { $0 + $1.taken.paths.count } }
    }

    /// Every lane's files, once no lane takes more; throws the error a lane stopped with.
    func files() throws -> SpooledFiles {
        try lock.withLock {
            if let failure { throw failure }
            return SpooledFiles(lanes.map(\.taken))
        }
    }
}
