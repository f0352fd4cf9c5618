/// The files a spool took: for each, its validated path and the manifest checksum of its bytes, and
/// whether it was already in the output (then it was not written again) with the stamp it had.
struct SpooledFiles {
    private(set) var paths: [OutputPath] = []
    private(set) var checksums: [String] = []
    /// For each file the output folder already held when it was taken, the stamp of that file then.
    private var unchangedStamps: [Int: String] = [:]

    init() {}

    /// The files of `lanes`, one lane's after the other's.
    init(_ lanes: [SpooledFiles]) {
        for lane in lanes {
            for (index, stamp) in lane.unchangedStamps { unchangedStamps[paths.count + index] = stamp }
            paths += lane.paths
            checksums += lane.checksums
        }
    }

    /// Adds a file; `unchangedStamp` is the stamp of the file with the same bytes the output held,
    /// or nil when the file was written into the staged tree.
    mutating func append(_ path: OutputPath, checksum: String, unchangedStamp: String?) {
        if let unchangedStamp { unchangedStamps[paths.count] = unchangedStamp }
        paths.append(path)
        checksums.append(checksum)
    }

    /// Whether the regular file at `path` in `root` still holds exactly the bytes of file `index`:
    /// it held them when the file was taken, and its stamp has not changed since.
    func hasSameBytes(_ index: Int, asFileAt path: String, in root: DirectoryHandle) -> Bool {
        unchangedStamps[index].map { root.stamp(of: path) == $0 } ?? false
    }

    /// Fails unless file `index` was written into the staged tree: a file that was already in the
    /// output and changed there before the plan was made has no new copy.
    func checkSpooled(_ index: Int) throws {
        guard unchangedStamps[index] == nil else {
            throw OutputError("'\(paths[index].text)' changed in the output folder while dsys was running; run dsys again")
        }
    }
}
