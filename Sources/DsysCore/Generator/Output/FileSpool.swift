/// The generated files of one run, written into the staging folder as the targets produce them,
/// so the package's text is never held in memory all at once: only each file's path and size stay.
///
/// A spooled file is named by its index; staging moves it to its place in the new tree (one
/// `renameat` inside the staging folder), so its bytes are written once.
final class FileSpool {
    /// The folder inside `.dsys-staging` that holds the spooled files.
    private let folder: DirectoryHandle
    /// The validated path of each spooled file, in the order added.
    private(set) var paths: [OutputPath] = []
    /// The manifest checksum of each spooled file's bytes.
    private(set) var checksums: [String] = []
    /// The size in bytes of each spooled file.
    private var sizes: [Int] = []
    private var seen: Set<String> = []

    init(folder: DirectoryHandle) {
        self.folder = folder
    }

    /// Writes `files` into the spool; a path that is not a valid relative path, or one added
    /// before, is a bug in a generator or config and stops the run.
    func add(_ files: consuming [GeneratedFile]) throws {
        for file in files {
            let path = try OutputPath.generated(file.path, seen: &seen)
            let name = String(paths.count)
            if let copied = file.copiedBytes {
                try folder.createFile(name, bytes: copied)
                sizes.append(copied.count)
                checksums.append(OutputManifest.checksum(of: [copied]))
            } else {
                let parts = file.textParts.map(\.utf8)
                try folder.createFile(name, parts: parts)
                sizes.append(parts.reduce(0) { $0 + $1.count })
                checksums.append(OutputManifest.checksum(of: parts))
            }
            paths.append(path)
        }
    }

    /// Whether the regular file at `path` in `root` holds exactly the bytes of spooled file `index`.
    func hasSameBytes(_ index: Int, asFileAt path: String, in root: DirectoryHandle) -> Bool {
        let size = sizes[index]
        guard let existing = root.contents(of: path, ifSize: size) else { return false }
        return folder.contents(of: String(index), ifSize: size) == existing
    }

    /// Moves spooled file `index` to `name` in `parent`, its place in the staged tree.
    func move(_ index: Int, to parent: DirectoryHandle, as name: String) throws {
        try folder.move(String(index), to: parent, as: name)
    }
}
