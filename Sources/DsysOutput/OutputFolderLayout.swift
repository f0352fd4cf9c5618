import DsysSource

/// The names dsys keeps for itself inside an output folder.
public enum OutputFolderLayout {
    /// Lists the files dsys wrote, one validated relative path a line (`GeneratedPackageMarker`).
    public static let manifestName = GeneratedPackageMarker.fileName
    /// The hidden folder a run builds the new tree in; removed at the start and end of every run.
    public static let stagingName = ".dsys-staging"
    /// Inside the staging folder: the complete new top-level entries; the generated files that
    /// change are written there as the targets produce them (`FileSpool`).
    package static let newTreeName = "new"
    /// Inside the staging folder: the previous top-level entries, moved aside during the swap.
    package static let previousTreeName = "old"
    /// Inside the staging folder: present while entries the user added during a run are not yet back
    /// in the output; the previous version in `previousTreeName` then still holds them.
    package static let unrestoredMarkName = "unrestored"
    /// Inside the staging folder: the swap journal; present from the commit point until the swap ends.
    package static let journalName = "journal"

    /// The record that lets an identical rerun stop early (`UpToDateRecord`), and the name it is
    /// written under before it is renamed into place.
    package static let upToDateName = ".dsys-up-to-date"
    static let upToDateTemporaryName = ".dsys-up-to-date.tmp"

    /// Names a generated path or a manifest entry may not start with.
    static let reservedNames: Set<String> = [manifestName, stagingName, upToDateName, upToDateTemporaryName]
}
