/// The files a spool took: for each, its validated path and the manifest checksum of its bytes, and
/// whether it was already in the output (then it was not written again) with the stamp it had, or
/// written into the staged tree with the stamp it got.
struct SpooledFiles: Sendable {
    /// How a file came into the new version.
    private enum Origin: Sendable {
        /// The output folder already held its bytes; the stamp (`EntryStamp.text`) of that file then.
        case unchanged(String)
        /// Written into the staged tree; the stamp of the file as written.
        case written(EntryStamp)
    }

    private(set) var paths: [OutputPath] = []
    private(set) var checksums: [String] = []
    /// Parallel to `paths`.
    private var origins: [Origin] = []

    init() {}

    /// The files of `lanes`, one lane's after the other's.
    init(_ lanes: [SpooledFiles]) {
        for lane in lanes {
            paths += lane.paths
            checksums += lane.checksums
            origins += lane.origins
        }
    }

    /// Adds a file the output folder already held with the same bytes: `stamp` is that file's stamp.
    mutating func appendUnchanged(_ path: OutputPath, checksum: String, stamp: String) {
        append(path, checksum: checksum, origin: .unchanged(stamp))
    }

    /// Adds a file written into the staged tree: `stamp` is the stamp it got.
    mutating func appendWritten(_ path: OutputPath, checksum: String, stamp: EntryStamp) {
        append(path, checksum: checksum, origin: .written(stamp))
    }

    private mutating func append(_ path: OutputPath, checksum: String, origin: Origin) {
        paths.append(path)
        checksums.append(checksum)
        origins.append(origin)
    }

    /// Whether the regular file at `path` in `root` still holds exactly the bytes of file `index`:
    /// it held them when the file was taken, and its stamp has not changed since.
    func hasSameBytes(_ index: Int, asFileAt path: String, in root: DirectoryHandle) -> Bool {
        guard case .unchanged(let stamp) = origins[index] else { return false }
        return root.stamp(of: path) == stamp
    }

    /// The stamp file `index` got when it was written into the staged tree; nil for a file that was
    /// already in the output.
    func writtenStamp(_ index: Int) -> EntryStamp? {
        guard case .written(let stamp) = origins[index] else { return nil }
        return stamp
    }

    /// The stamp file `index` had when it was found unchanged in the output; nil for a file written.
    func unchangedStamp(_ index: Int) -> String? {
        guard case .unchanged(let stamp) = origins[index] else { return nil }
        return stamp
    }

    /// Fails unless file `index` was written into the staged tree: a file that was already in the
    /// output and changed there before the plan was made has no new copy.
    func checkSpooled(_ index: Int) throws {
        guard case .written = origins[index] else {
            throw OutputError("'\(paths[index].text)' changed in the output folder while dsys was running; run dsys again")
        }
    }
}
