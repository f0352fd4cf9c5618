/// Where a run builds the new version of an output folder.
///
/// The staging folder is the hidden sibling `.<name>.dsys-next` beside the output folder, in the
/// same parent and on the same file system: the complete new version is built there and exchanged
/// with the output folder in one step. Where no sibling can be used (the output folder is `/` or
/// `.`, a mount point, its parent may not be written, or something not dsys's has the sibling's
/// name), it is the output folder's own `.dsys-staging`, and the changed entries are swapped in by
/// the journal. Either is made at the first file that needs writing, so a run that changes nothing
/// writes nothing. In watch mode the sibling can instead be the version the process kept from its
/// last run (`KeptVersion`), adopted before the run and kept again after it.
final class StagingArea {
    /// A folder holding a staging folder, and that folder's name in it.
    struct Place: Sendable {
        var container: DirectoryHandle
        var name: String
    }

    /// The output folder.
    let root: DirectoryHandle
    /// The output folder's place in its parent, and the sibling's there, when a sibling can be used.
    let rootPlace: Place?
    let sibling: Place?
    /// The place inside the output folder.
    let inside: Place
    /// The staging folder and the new version's folder in it, once made.
    private var made: (place: Place, folder: DirectoryHandle, newTree: DirectoryHandle)?
    /// The kept version adopted as the staging folder, until the run ends.
    private(set) var adopted: KeptVersion?

    /// The staging area of the output folder `root`, opened from `path` (normalised).
    init(root: DirectoryHandle, path: String) {
        self.root = root
        inside = Place(container: root, name: OutputFolderLayout.stagingName)
        rootPlace = Self.rootPlace(of: root, path: path)
        sibling = rootPlace.map { Place(container: $0.container, name: OutputFolderLayout.stagingSiblingName(of: $0.name)) }
    }

    /// `root`'s place in its parent when it can have a sibling there: the parent opens, holds
    /// `root` under `path`'s last component, lies on the same file system, and the sibling's name is
    /// free or a leftover of dsys's (a folder holding nothing but the names a staging folder has).
    private static func rootPlace(of root: DirectoryHandle, path: String) -> Place? {
        guard let (parentPath, last) = OutputFolderLayout.parentAndName(of: path),
              let parent = try? DirectoryHandle.open(parentPath), let identity = root.identity,
              parent.identity(of: last) == identity, parent.identity?.device == identity.device else { return nil }
        let siblingName = OutputFolderLayout.stagingSiblingName(of: last)
        if parent.kind(of: siblingName) != nil {
            guard let entries = try? parent.openDirectory(siblingName).entries(),
                  entries.allSatisfy({ OutputFolderLayout.stagingEntryNames.contains($0.name) }) else { return nil }
        }
        return Place(container: parent, name: last)
    }

    /// The places an interrupted run may have left a staging folder in.
    var places: [Place] { [inside] + (sibling.map { [$0] } ?? []) }

    /// The places to repair before the run: all of `places` but an adopted kept version's.
    var placesToRepair: [Place] { adopted == nil ? places : [inside] }

    /// Takes `kept` as the staging folder, its mirror as the new version, when it is still in place
    /// beside this output folder; false (adopting nothing) otherwise.
    func adopt(_ kept: KeptVersion) -> Bool {
        guard made == nil, let sibling, let rootPlace, kept.place.name == sibling.name,
              kept.place.container.identity == rootPlace.container.identity, kept.isInPlace,
              let tree = try? kept.stagingFolder.openDirectory(OutputFolderLayout.newTreeName),
              tree.identity == kept.tree.identity else { return false }
        // Locked through a descriptor of the run's own, like a new version made for it: the lock
        // ends with the run, not with the kept version.
        _ = tree.lockIfFree()
        made = (sibling, kept.stagingFolder, tree)
        adopted = kept
        return true
    }

    /// Whether the staging folder, once made, is the sibling (the new version is then exchanged
    /// with the output folder).
    var isBesideRoot: Bool {
        made.map { $0.place.container !== root } ?? false
    }

    /// The staging folder, made at the first call.
    func folder() throws -> DirectoryHandle {
        try make().folder
    }

    /// The new version's folder inside the staging folder, made at the first call. Beside the output
    /// folder, it is locked: another run that opens the output folder after the exchange waits for
    /// this one.
    func newTree() throws -> DirectoryHandle {
        try make().newTree
    }

    private func make() throws -> (place: Place, folder: DirectoryHandle, newTree: DirectoryHandle) {
        if let made { return made }
        let result: (place: Place, folder: DirectoryHandle, newTree: DirectoryHandle)
        if let sibling, let folder = try? sibling.container.makeDirectory(sibling.name) {
            let newTree = try folder.makeDirectory(OutputFolderLayout.newTreeName)
            _ = newTree.lockIfFree()
            result = (sibling, folder, newTree)
        } else {
            let folder = try root.openOrMakeDirectory(inside.name)
            result = (inside, folder, try folder.openOrMakeDirectory(OutputFolderLayout.newTreeName))
        }
        made = result
        return result
    }

    /// Removes the staging folder, if one was made.
    func remove() throws {
        adopted = nil
        guard let made else { return }
        try made.place.container.removeTree(made.place.name)
        self.made = nil
    }

    /// Ends the run keeping the staging folder's new version (after an exchange: the previous
    /// output folder) for `KeptVersion`; only the exchange mark is removed. Returns the staging
    /// folder's place and handle and the kept folder.
    func keepNewTree() throws -> (place: Place, folder: DirectoryHandle, tree: DirectoryHandle)? {
        guard let made, made.place.container !== root else { return nil }
        try made.folder.removeTree(OutputFolderLayout.exchangeMarkName)
        self.made = nil
        adopted = nil
        return (made.place, made.folder, try made.folder.openDirectory(OutputFolderLayout.newTreeName))
    }
}
