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
/// is written into the staging folder (created at the first such file, so a run that changes
/// nothing never writes into the output folder) under its index; staging moves it to its place in
/// the new tree (one `renameat` inside the staging folder), so its bytes are written once.
final class FileSpool {
    /// Creates the folder that holds spooled files; called at the first file to spool.
    private let makeFolder: () throws -> DirectoryHandle
    private var folder: DirectoryHandle?
    private var existing: ExistingOutputReader
    /// The validated path of each file, in the order added.
    private(set) var paths: [OutputPath] = []
    /// The manifest checksum of each file's bytes.
    private(set) var checksums: [String] = []
    /// The size in bytes of each file.
    private var sizes: [Int] = []
    /// For each file the output folder already held when it was added, the stamp of that file then.
    private var unchangedStamps: [Int: String] = [:]
    private var seen: Set<String> = []

    /// A spool that compares with the files in `root` and writes into the folder `makeFolder` creates.
    init(root: DirectoryHandle, makeFolder: @escaping () throws -> DirectoryHandle) {
        self.makeFolder = makeFolder
        existing = ExistingOutputReader(root: root)
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
        sizes.append(size)
        checksums.append(OutputManifest.checksum(of: parts))
        if let current = existing.file(at: path, ifSize: size), Self.bytes(current.bytes, areThoseOf: parts) {
            unchangedStamps[index] = current.stamp
            return
        }
        let folder = try self.folder ?? makeFolder()
        self.folder = folder
        try folder.createFile(String(index), parts: parts)
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

    /// Moves spooled file `index` to `name` in `parent`, its place in the staged tree.
    func move(_ index: Int, to parent: DirectoryHandle, as name: String) throws {
        guard unchangedStamps[index] == nil, let folder else {
            throw OutputError("'\(paths[index].text)' changed in the output folder while dsys was running; run dsys again")
        }
        try folder.move(String(index), to: parent, as: name)
    }
}
