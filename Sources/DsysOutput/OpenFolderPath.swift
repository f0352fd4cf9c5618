/// The open folders along the last path used below a root. Paths that arrive folder by folder (a
/// target's files, a plan's sorted entries) share most of their folders with the previous path, so
/// each new folder costs one `openat` and no path is ever resolved by the kernel from the root.
package struct OpenFolderPath<Folder> {
    /// `names[i]` is the name of `folders[i + 1]` inside `folders[i]`.
    private var names: [String] = []
    private var folders: [Folder]
    /// The path of the last folder `parentIfPresent` could not open.
    private var missing: [String]?

    package init(root: Folder) {
        folders = [root]
    }

    /// The folder that holds the last of `components`, opening with `open(parent, name)` the
    /// folders of the path it does not share with the previous one. When `open` throws, the
    /// folders opened so far stay open for the next path.
    package mutating func parent(of components: [String], open: (Folder, String) throws -> Folder) rethrows -> Folder {
        let parentDepth = components.count - 1
        var shared = 0
        while shared < min(names.count, parentDepth), names[shared] == components[shared] { shared += 1 }
        names.removeSubrange(shared...)
        folders.removeSubrange((shared + 1)...)
        while names.count < parentDepth {
            let name = components[names.count]
            let folder = try open(folders[folders.count - 1], name)
            names.append(name)
            folders.append(folder)
        }
        return folders[parentDepth]
    }

    /// Whether the folder that holds the last of `components` is open (the previous path went
    /// through it).
    package func holdsParent(of components: [String]) -> Bool {
        let parentDepth = components.count - 1
        return names.count >= parentDepth && names[..<parentDepth].elementsEqual(components[..<parentDepth])
    }

    /// `parent(of:open:)`, or nil when a folder on the way cannot be opened. That folder is
    /// remembered, so the paths inside it that follow are nil without a system call: into a new
    /// output folder, a package's 40k paths would each try to open the same missing folder.
    package mutating func parentIfPresent(of components: [String], open: (Folder, String) throws -> Folder) -> Folder? {
        if let missing, components.count > missing.count, components.starts(with: missing) { return nil }
        do {
            missing = nil
            return try parent(of: components, open: open)
        } catch {
            missing = names + [components[names.count]]
            return nil
        }
    }
}
