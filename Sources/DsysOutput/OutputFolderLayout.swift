import DsysSource

/// The names dsys keeps for itself inside an output folder.
public enum OutputFolderLayout {
    /// Lists the files dsys wrote, one validated relative path a line (`GeneratedPackageMarker`).
    public static let manifestName = GeneratedPackageMarker.fileName
    /// The hidden folder a run builds the new tree in when it cannot use the sibling
    /// (`stagingSiblingName`); removed at the start and end of every run.
    public static let stagingName = ".dsys-staging"
    /// The hidden folder beside the output folder `name` (in the same parent) that a run builds the
    /// complete new version in, to exchange it with the output folder in one step; removed at the
    /// start and end of every run.
    public static func stagingSiblingName(of name: String) -> String {
        "." + name + ".dsys-next"
    }
    /// The folder holding the output folder at the normalised `path` (`OutputRootPath`), and the
    /// output folder's name in it; nil where that name is not a folder's own (`/`, `.`, `..`), so
    /// the output folder can have no staging sibling.
    static func parentAndName(of path: String) -> (parent: String, name: String)? {
        let components = path.split(separator: "/")
        guard let last = components.last.map(String.init), last != ".", last != ".." else { return nil }
        let root = path.hasPrefix("/") ? "/" : ""
        let parent = components.count == 1 ? (root.isEmpty ? "." : root) : root + components.dropLast().joined(separator: "/")
        return (parent, last)
    }

    /// Inside the staging folder: the complete new top-level entries; the generated files that
    /// change are written there as the targets produce them (`FileSpool`).
    package static let newTreeName = "new"
    /// Inside the staging folder: the previous top-level entries, moved aside during the swap.
    static let previousTreeName = "old"
    /// Inside the staging folder: present while entries the user added during a run are not yet back
    /// in the output; the previous version in `previousTreeName` then still holds them.
    static let unrestoredMarkName = "unrestored"
    /// Inside the staging folder: the swap journal; present from the commit point until the swap ends.
    static let journalName = "journal"
    /// Inside the staging folder: the identity of the complete new version, written before it is
    /// exchanged with the output folder; the output folder having that identity shows the exchange
    /// happened.
    package static let exchangeMarkName = "exchange"

    /// Every name a staging folder holds (the journal is written as `journal.tmp` first).
    static let stagingEntryNames: Set<String> = [newTreeName, previousTreeName, unrestoredMarkName, journalName,
                                                 journalName + ".tmp", exchangeMarkName]

    /// The record that lets an identical rerun stop early (`UpToDateRecord`), and the name it is
    /// written under before it is renamed into place.
    package static let upToDateName = ".dsys-up-to-date"
    static let upToDateTemporaryName = ".dsys-up-to-date.tmp"

    /// Names a generated path or a manifest entry may not start with.
    static let reservedNames: Set<String> = [manifestName, stagingName, upToDateName, upToDateTemporaryName]
}
