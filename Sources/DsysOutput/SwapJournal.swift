/// The small file that makes a swap all-or-nothing: written (and flushed) inside the staging
/// folder once every new entry is on disk, it lists the entries of the output folder to replace or
/// remove, each by its path at any depth. Every step of the swap can be repeated, so a run that
/// finds a journal left by a killed run completes the swap; a staging folder without a journal is
/// an unfinished build, and is removed with the output untouched.
///
/// The steps name disjoint entries (no step's path lies inside another's), so their order does not
/// matter, and a step's folders in the output are folders both before and after the swap: only the
/// named entries move. `dsys-swap 1` journals (of dsys before path steps) name top-level entries
/// only, and are still completed.
package struct SwapJournal: Equatable {
    /// One entry of the output folder and what happens to it.
    package struct Step: Equatable {
        /// The entry's path relative to the output folder (or the manifest's name).
        package var path: String
        /// `true`: the staged entry at the same path replaces it; `false`: it is removed.
        package var replaces: Bool

        package init(path: String, replaces: Bool) {
            self.path = path
            self.replaces = replaces
        }

        /// The path's components, outermost first.
        var components: [String] { path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
    }

    var steps: [Step]

    private static let header = "dsys-swap 2"
    /// The header of journals whose steps are top-level names.
    private static let topLevelHeader = "dsys-swap 1"
    private static let trailer = "end"

    /// The file's text; the trailer shows it was written completely.
    package var bytes: [UInt8] {
        let lines = [Self.header] + steps.map { ($0.replaces ? "replace " : "remove ") + $0.path } + [Self.trailer]
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    package init(steps: [Step]) {
        self.steps = steps
    }

    /// Reads a journal; `nil` unless every line is one dsys writes and names a valid entry (a
    /// top-level one in a `dsys-swap 1` journal), and no entry lies inside another.
    package init?(bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { return nil }
        lines.removeLast()
        guard let header = lines.first, header == Self.header || header == Self.topLevelHeader, lines.last == Self.trailer else { return nil }
        let maximumDepth = header == Self.header ? Int.max : 1
        steps = []
        for line in lines.dropFirst().dropLast() {
            let replaces = line.hasPrefix("replace ")
            guard replaces || line.hasPrefix("remove ") else { return nil }
            let path = String(line.dropFirst(replaces ? 8 : 7))
            guard path == OutputFolderLayout.manifestName
                || OutputPath(validating: path).map({ $0.components.count <= maximumDepth }) == true else { return nil }
            steps.append(Step(path: path, replaces: replaces))
        }
        let paths = Set(steps.map(\.path))
        guard paths.count == steps.count, !steps.contains(where: { step in
            step.components.dropLast().indices.contains { paths.contains(step.components[...$0].joined(separator: "/")) }
        }) else { return nil }
    }

    /// Performs the swap in `root`: each entry is first moved into `previous` (at the same path),
    /// then the staged one from `staged` takes its place. Repeatable: steps already done are
    /// recognised and skipped. Every folder is opened one component at a time without following a
    /// symbolic link, so a link put in the output folder is never followed.
    func apply(root: DirectoryHandle, staged: DirectoryHandle, previous: DirectoryHandle) throws {
        var folders = StepFolders(root: root, staged: staged, previous: previous)
        for step in steps {
            let (name, places) = try folders.places(of: step)
            // An entry whose staged version is gone was already swapped in (it may have had no
            // previous version), so it must stay.
            let isSwapped = step.replaces && places.staged?.kind(of: name) == nil
            if !isSwapped, places.root.kind(of: name) != nil, places.previous.kind(of: name) == nil {
                try places.root.move(name, to: places.previous, as: name)
            }
            if step.replaces, let stagedFolder = places.staged, stagedFolder.kind(of: name) != nil {
                try stagedFolder.move(name, to: places.root, as: name)
            }
        }
    }

    /// Undoes the steps of an interrupted `apply` in this process, newest first, so the previous
    /// output is back in place.
    func undo(root: DirectoryHandle, staged: DirectoryHandle, previous: DirectoryHandle) throws {
        var folders = StepFolders(root: root, staged: staged, previous: previous)
        for step in steps.reversed() {
            let (name, places) = try folders.places(of: step, makingStaged: true)
            guard let stagedFolder = places.staged else { continue }
            guard places.previous.kind(of: name) != nil || stagedFolder.kind(of: name) == nil else { continue }
            if step.replaces, places.root.kind(of: name) != nil, stagedFolder.kind(of: name) == nil {
                try places.root.move(name, to: stagedFolder, as: name)
            }
            if places.previous.kind(of: name) != nil {
                try places.previous.move(name, to: places.root, as: name)
            }
        }
    }

    /// The folders holding a step's entry in the output, the staged tree and the previous version,
    /// kept open along the last step's path.
    private struct StepFolders {
        var root: OpenFolderPath<DirectoryHandle>
        var staged: OpenFolderPath<DirectoryHandle>
        var previous: OpenFolderPath<DirectoryHandle>

        init(root: DirectoryHandle, staged: DirectoryHandle, previous: DirectoryHandle) {
            self.root = OpenFolderPath(root: root)
            self.staged = OpenFolderPath(root: staged)
            self.previous = OpenFolderPath(root: previous)
        }

        /// The step's entry name and its folders: in the output (made where the user removed one
        /// meanwhile: the new version has it), in the previous version (made on the way), and in
        /// the staged tree when it is there (a removal stages nothing), or made there with
        /// `makingStaged` (an undo moves entries back into it).
        mutating func places(of step: Step, makingStaged: Bool = false) throws
            -> (name: String, (root: DirectoryHandle, staged: DirectoryHandle?, previous: DirectoryHandle)) {
            let components = step.components
            let rootFolder = try root.parent(of: components) { try $0.openOrMakeDirectory($1) }
            let previousFolder = try previous.parent(of: components) { try $0.openOrMakeDirectory($1) }
            let stagedFolder = makingStaged ? try staged.parent(of: components) { try $0.openOrMakeDirectory($1) }
                : staged.parentIfPresent(of: components) { try $0.openDirectory($1) }
            return (components[components.count - 1], (rootFolder, stagedFolder, previousFolder))
        }
    }
}
