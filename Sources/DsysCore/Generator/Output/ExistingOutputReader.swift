/// Reads the regular files of the existing output folder by their generated paths, opening each
/// folder on the way with `O_NOFOLLOW`, so a file reached through a symbolic link is never read.
///
/// The folders of the last path stay open, so files arriving folder by folder cost one `openat`
/// each rather than one per path component.
struct ExistingOutputReader {
    /// One open folder of the last path; the root has the name "".
    private struct Level {
        var name: String
        var handle: DirectoryHandle
    }

    private var levels: [Level]

    init(root: DirectoryHandle) {
        levels = [Level(name: "", handle: root)]
    }

    /// The stamp (`DirectoryHandle.stamp(of:)`, taken before reading) and bytes of the regular file
    /// at `path` when its size is `size`; nil when it is missing, of another size, not a regular
    /// file, or inside something that is not a real folder.
    mutating func file(at path: OutputPath, ifSize size: Int) -> (stamp: String, bytes: [UInt8])? {
        let components = path.components
        let parentDepth = components.count - 1
        var shared = 0
        while shared < min(levels.count - 1, parentDepth), levels[shared + 1].name == components[shared] { shared += 1 }
        levels.removeSubrange((shared + 1)...)
        while levels.count - 1 < parentDepth {
            let name = components[levels.count - 1]
            guard let child = try? levels[levels.count - 1].handle.openDirectory(name) else { return nil }
            levels.append(Level(name: name, handle: child))
        }
        let parent = levels[parentDepth].handle
        let name = components[parentDepth]
        guard let stamp = parent.stamp(of: name), let bytes = parent.contents(of: name, ifSize: size) else { return nil }
        return (stamp, bytes)
    }
}
