/// Finishes what an interrupted run left in one staging folder (`StagingArea.places`), under the
/// output folder's lock, so that the output folder is the new version or the previous one, complete,
/// and nothing of the run is left:
///
/// - a journal (the run stopped during a journal swap): the swap is completed, and what the user
///   added meanwhile is put back from the previous version;
/// - an exchange mark whose identity the output folder has (the run stopped after exchanging the
///   output folder with the new version): what the user added meanwhile is put back from the
///   previous version, which the exchange left in the staging folder;
/// - anything else (an unfinished build, a mark the output folder does not match, or a mark cut
///   short, which is only ever written before the exchange): the output folder was not touched.
///
/// The staging folder is removed after each of these. Only a folder marked as still holding entries
/// the user added (`OutputFolderLayout.unrestoredMarkName`) stops the run, with what to do.
enum InterruptedRunRepair {
    /// Repairs `place` for the output folder `root`; returns a warning for each entry of the
    /// user's that was put back.
    static func repair(_ place: StagingArea.Place, root: DirectoryHandle) throws -> [String] {
        guard let kind = place.container.kind(of: place.name) else { return [] }
        var warnings: [String] = []
        if kind == .directory {
            let staging = try place.container.openDirectory(place.name)
            if staging.kind(of: OutputFolderLayout.unrestoredMarkName) != nil {
                let kept = staging.kind(of: OutputFolderLayout.previousTreeName) != nil
                    ? OutputFolderLayout.previousTreeName : OutputFolderLayout.newTreeName
                throw OutputError("the last run could not put back entries you added while it ran; they are in "
                                  + "'\(staging.displayPath(of: kept))': move what you need back "
                                  + "into '\(root.displayPath)', then remove '\(staging.displayPath)' and run dsys again")
            }
            if staging.kind(of: OutputFolderLayout.journalName) != nil {
                warnings = try completeJournal(in: staging, root: root)
            } else if let mark = readMark(in: staging), root.identity == mark.newVersion {
                let previous = try staging.openDirectory(OutputFolderLayout.newTreeName)
                warnings = try LateChangeRescue.afterSwap(previous: previous, names: try previous.entries().map(\.name),
                                                          root: root, staging: staging).warnings
            }
        }
        try place.container.removeTree(place.name)
        return warnings
    }

    /// Completes the journal swap `staging` holds and puts back the user's late entries.
    private static func completeJournal(in staging: DirectoryHandle, root: DirectoryHandle) throws -> [String] {
        guard let bytes = staging.contents(of: OutputFolderLayout.journalName, ifSize: staging.size(of: OutputFolderLayout.journalName)),
              let journal = SwapJournal(bytes: bytes) else {
            throw OutputError("'\(staging.displayPath(of: OutputFolderLayout.journalName))' is not a journal dsys wrote; "
                              + "check '\(staging.displayPath)' and remove it, then run dsys again")
        }
        let staged = try staging.openOrMakeDirectory(OutputFolderLayout.newTreeName)
        let previous = try staging.openOrMakeDirectory(OutputFolderLayout.previousTreeName)
        try journal.apply(root: root, staged: staged, previous: previous)
        root.synchronize()
        // The killed run may have stopped before it put back what the user saved meanwhile.
        let warnings = try LateChangeRescue.afterSwap(previous: previous, names: journal.steps.map(\.path),
                                                      root: root, staging: staging).warnings
        try staging.removeTree(OutputFolderLayout.journalName)
        return warnings
    }

    /// The exchange mark in `staging`; nil when there is none or it was cut short.
    private static func readMark(in staging: DirectoryHandle) -> ExchangeMark? {
        let name = OutputFolderLayout.exchangeMarkName
        guard staging.kind(of: name) == .regularFile, case let size = staging.size(of: name), size < 128,
              let bytes = staging.contents(of: name, ifSize: size) else { return nil }
        return ExchangeMark(bytes: bytes)
    }
}
