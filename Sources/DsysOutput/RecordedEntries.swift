import DsysSource

/// The entries the up-to-date record stamps for a run's generated files: each file, each folder that
/// holds one, and the manifest, in bytewise order of their paths.
///
/// Listed from the generated files in the bytewise order the plan sorted them in (`OutputPlan.order`),
/// where the files inside one folder follow one another: each folder is met once, at its first file,
/// so no set of every folder path is needed. Each file keeps its index among the generated files,
/// so the stamp it got when it was written (`SpooledFiles.writtenStamp`) can stand in for a look at it.
struct RecordedEntries: Sendable {
    /// One stamped entry: its path, and for a generated file its index.
    struct Entry: Sendable {
        var path: String
        var fileIndex: Int?
    }

    private(set) var entries: [Entry]

    /// The entries of the files at `paths`, visited in `order` (their indices, bytewise by path).
    init(paths: [OutputPath], order: [Int]) {
        var entries = [Entry(path: OutputFolderLayout.manifestName)]
        entries.reserveCapacity(paths.count + paths.count / 2 + 1)
        // The folders of the file before (their paths, by depth) and its components.
        var folders: [String] = []
        var previous: [String] = []
        for index in order {
            let components = paths[index].components
            let folderDepth = components.count - 1
            var shared = 0
            while shared < min(folders.count, folderDepth), previous[shared] == components[shared] { shared += 1 }
            folders.removeSubrange(shared...)
            for component in components[shared..<folderDepth] {
                let folder = folders.last.map { $0 + "/" + component } ?? component
                folders.append(folder)
                entries.append(Entry(path: folder))
            }
            entries.append(Entry(path: paths[index].text, fileIndex: index))
            previous = components
        }
        // A folder comes right before its first file, after the files and folders beside it whose
        // names extend its own (`a/b` after `a/b.txt`): the runs are in order, which the standard
        // library's sort merges.
        self.entries = entries.sorted { $0.path.utf8Precedes($1.path) }
    }

    /// The stamp (`EntryStamp.text`) of every entry in `folder`, in order, looked at in halves side
    /// by side; an entry whose stamp the run already knows (`known`) is not looked at. Nil when an
    /// entry is gone.
    func stamps(in folder: DirectoryHandle, known: @escaping @Sendable (Entry) -> String?) -> [(path: String, stamp: String)]? {
        let halves = SplitWork.inHalves(entries) { half -> [(path: String, stamp: String)]? in
            var stamps: [(path: String, stamp: String)] = []
            stamps.reserveCapacity(half.count)
            for entry in half {
                guard let stamp = known(entry) ?? folder.stamp(of: entry.path) else { return nil }
                stamps.append((entry.path, stamp))
            }
            return stamps
        }
        guard let earlier = halves.earlier, let later = halves.later else { return nil }
        return earlier + later
    }
}

extension RecordedEntries.Entry {
    /// A folder or the manifest.
    init(path: String) {
        self.init(path: path, fileIndex: nil)
    }
}
