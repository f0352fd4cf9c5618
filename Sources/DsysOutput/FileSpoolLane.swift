#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread's way into a `FileSpool`: it keeps its own open folders in the output and in the
/// staged tree, so two lanes never share a cursor, and the files it took, in order.
///
/// A file whose bytes the output folder already holds at its path is not written again: the lane
/// notes that file's stamp, and the plan keeps it if the stamp is still the same. A file the
/// spool's `WrittenFiles` vouch for (this process wrote those bytes there, and its stamp is still
/// the one it had then) is not even read back. Every other file
/// is written at once to its place in the new tree inside the staging folder; staging later only
/// adds folders and second names of kept entries around it, so its bytes are written once and never
/// moved. The stamp the written file got is noted from the descriptor that wrote it: the exchange
/// moves the folder above it, never the file, so it is still the file's stamp when the up-to-date
/// record is made.
final class FileSpoolLane: @unchecked Sendable {
    private unowned let spool: FileSpool
    /// The output folder, and the folders of the last path compared in it.
    private let root: DirectoryHandle
    private var existing: OpenFolderPath<DirectoryHandle>
    private var staged: OpenFolderPath<DirectoryHandle>?
    /// The files this lane took.
    private(set) var taken = SpooledFiles()

    init(spool: FileSpool, root: DirectoryHandle) {
        self.spool = spool
        self.root = root
        existing = OpenFolderPath(root: root)
    }

    /// Takes `files` (see `FileSpool.claim` for the paths that stop the run). An error stops every
    /// lane of the spool.
    func add(_ files: consuming [GeneratedFile]) throws {
        do {
            for file in files {
                let path = try spool.claim(file.path)
                if let copied = file.copiedBytes {
                    try take(path, parts: [copied])
                } else {
                    try take(path, parts: file.textParts.map(\.utf8))
                }
            }
        } catch {
            spool.fail(error)
            throw error
        }
    }

    private func take<Bytes: Collection<UInt8>>(_ path: OutputPath, parts: [Bytes]) throws {
        let size = parts.reduce(0) { $0 + $1.count }
        let name = path.components[path.components.count - 1]
        let checksum = OutputManifest.checksum(of: parts)
        // A file this process wrote still holds those bytes while its stamp is the one recorded: one
        // look at the stamp, without opening the folders on the way (a stamp is compared, never
        // read through; a link in the way is refused by the plan). Bytes with the same checksum are
        // unchanged; bytes with another are not these, and need not be read back to tell.
        if let written = spool.vouched?.entry(at: path.text), let stamp = root.stamp(of: path.text), stamp == written.stamp {
            if written.checksum == checksum {
                taken.appendUnchanged(path, checksum: checksum, stamp: stamp)
                return
            }
        } else if let folder = existing.parentIfPresent(of: path.components, open: { try $0.openDirectory($1) }),
           let stamp = folder.stamp(of: name),
           folder.contents(of: name, ifSize: size).map({ Self.bytes($0, areThoseOf: parts) }) == true {
            taken.appendUnchanged(path, checksum: checksum, stamp: stamp)
            return
        }
        if staged == nil { staged = OpenFolderPath(root: try spool.stagedTree()) }
        let replaces = spool.replacesEntries
        func openOrMake(_ folder: DirectoryHandle, _ name: String) throws -> DirectoryHandle {
            // In a mirror, what the output holds where the new version needs a folder goes first.
            if replaces, let kind = folder.kind(of: name), kind != .directory { try folder.removeTree(name) }
            return try folder.openOrMakeDirectory(name)
        }
        // A file in a folder the lane has not been in, in a tree it builds anew: the folder is
        // usually new and holds this file alone (a color set), so it is made and the file written
        // into it without opening it.
        if !replaces, path.components.count > 1, staged?.holdsParent(of: path.components) == false,
           let container = try staged?.parent(of: Array(path.components.dropLast()), open: openOrMake),
           let stamp = try container.createFileInNewFolder(path.components[path.components.count - 2], name, parts: parts) {
            taken.appendWritten(path, checksum: checksum, stamp: stamp)
            return
        }
        let opened = try staged?.parent(of: path.components, open: openOrMake)
        guard let folder = opened else { throw OutputError("cannot open the staging folder of '\(path.text)'; run dsys again") }
        // A mirror's entry is a second name of the output's file: it is unlinked, never written into.
        if replaces { try folder.removeTree(name) }
        let stamp = try folder.createFile(name, parts: parts)
        taken.appendWritten(path, checksum: checksum, stamp: stamp)
    }

    /// Whether `bytes` are the bytes of `parts` one after another (their total size is `bytes.count`).
    private static func bytes<Bytes: Collection<UInt8>>(_ bytes: [UInt8], areThoseOf parts: [Bytes]) -> Bool {
        var offset = 0
        for part in parts {
            let same = part.withContiguousStorageIfAvailable { piece in
                piece.isEmpty || bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + offset, piece.baseAddress!, piece.count) == 0 }
            } ?? bytes[offset...].starts(with: part)
            guard same else { return false }
            offset += part.count
        }
        return true
    }
}
