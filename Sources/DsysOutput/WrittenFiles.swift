/// What a write left in its output folder, for the next write into the same folder by the same
/// process (watch mode): each generated file's manifest checksum and the stamp the up-to-date
/// record took of it once the write was swapped in. The next write takes a file whose new bytes have the same checksum, and whose
/// stamp is still that one, as unchanged without reading it back: the trust the up-to-date fast
/// path places in stamps (a file edited, replaced or touched since has another modification time,
/// change time, inode or size, and is read and compared as before).
public struct WrittenFiles: Sendable {
    /// The output folder, normalised (`OutputRootPath`); another folder's write ignores these.
    public let root: String
    private let entries: [String: (checksum: String, stamp: String)]
    /// The previous version the write kept beside the folder as a mirror of it, for the next write
    /// to start from (`KeptVersion`); nil unless the writer was asked to keep one.
    let kept: KeptVersion?

    /// The generated files among `recorded`, with the stamps the up-to-date record took of them after
    /// the swap (`stamps`, in the order of `recorded`) and their `checksums` (by file index); `kept`
    /// is the mirror kept beside the folder.
    init(root: String, recorded: RecordedEntries, stamps: [(path: String, stamp: String)], checksums: [String], kept: KeptVersion? = nil) {
        var entries: [String: (checksum: String, stamp: String)] = [:]
        entries.reserveCapacity(checksums.count)
        for (entry, stamped) in zip(recorded.entries, stamps) {
            guard let index = entry.fileIndex else { continue }
            entries[stamped.path] = (checksums[index], stamped.stamp)
        }
        self.root = root
        self.entries = entries
        self.kept = kept
    }

    /// How many files it vouches for.
    public var count: Int { entries.count }

    /// The checksum of the bytes this process last wrote (or kept) at `path` (relative to `root`),
    /// and the stamp the file had then; nil when it wrote nothing there. The file still holds those
    /// bytes while it has that stamp.
    func entry(at path: String) -> (checksum: String, stamp: String)? {
        entries[path]
    }
}
