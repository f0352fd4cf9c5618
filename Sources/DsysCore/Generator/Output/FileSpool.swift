#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The generated files of one run, taken as the targets produce them, so the package's text is
/// never held in memory all at once: only each file's path, size and checksum stay.
///
/// A file whose bytes the output folder already holds at its path is not written again: the spool
/// notes that file's stamp, and the plan keeps it if the stamp is still the same. Every other file
/// is written at once to its place in the new tree inside the staging folder (created at the first
/// such file, so a run that changes nothing never writes into the output folder); staging later
/// only adds folders and second names of kept entries around it, so its bytes are written once and
/// never moved.
final class FileSpool {
    /// Creates the staged tree's root, `.dsys-staging/new`; called at the first file to write.
    private let makeStagedTree: () throws -> DirectoryHandle
    private var staged: OpenFolderPath<DirectoryHandle>?
    private var existing: OpenFolderPath<DirectoryHandle>
    /// The validated path of each file, in the order added.
    private(set) var paths: [OutputPath] = []
    /// The manifest checksum of each file's bytes.
    private(set) var checksums: [String] = []
    /// For each file the output folder already held when it was added, the stamp of that file then.
    private var unchangedStamps: [Int: String] = [:]
    private var seen: Set<String> = []

    /// A spool that compares with the files in `root` and writes into the staged tree
    /// `makeStagedTree` creates.
    init(root: DirectoryHandle, makeStagedTree: @escaping () throws -> DirectoryHandle) {
        self.makeStagedTree = makeStagedTree
        existing = OpenFolderPath(root: root)
    }

    /// Takes `files`; a path that is not a valid relative path, or one added before, is a bug in a
    /// generator or config and stops the run.
    func add(_ files: consuming [GeneratedFile]) throws {
        for file in files {
            let path = try OutputPath.generated(file.path, seen: &seen)
            let index = paths.count
            if let copied = file.copiedBytes {
                try take(index, path: path, parts: [copied])
            } else {
                try take(index, path: path, parts: file.textParts.map(\.utf8))
            }
            paths.append(path)
        }
    }

    private func take<Bytes: Collection<UInt8>>(_ index: Int, path: OutputPath, parts: [Bytes]) throws {
        let size = parts.reduce(0) { $0 + $1.count }
        checksums.append(OutputManifest.checksum(of: parts))
        let name = path.components[path.components.count - 1]
        // Opened without following links: a file reached through a symbolic link is never read.
        if let folder = try? existing.parent(of: path.components, open: { try $0.openDirectory($1) }),
           let stamp = folder.stamp(of: name), let bytes = folder.contents(of: name, ifSize: size),
           Self.bytes(bytes, areThoseOf: parts) {
            unchangedStamps[index] = stamp
            return
        }
        if staged == nil { staged = OpenFolderPath(root: try makeStagedTree()) }
        let folder = try staged?.parent(of: path.components) { try $0.openOrMakeDirectory($1) }
        try folder?.createFile(name, parts: parts)
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

    /// Whether the regular file at `path` in `root` still holds exactly the bytes of file `index`:
    /// it held them when the file was added, and its stamp has not changed since.
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
