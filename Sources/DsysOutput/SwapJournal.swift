/// The small file that makes a swap all-or-nothing: written (and flushed) inside the staging
/// folder once the complete new tree is on disk, it lists the top-level entries to replace or
/// remove. Every step of the swap can be repeated, so a run that finds a journal left by a killed
/// run completes the swap; a staging folder without a journal is an unfinished build, and is
/// removed with the output untouched.
package struct SwapJournal: Equatable {
    /// One top-level entry of the output folder and what happens to it.
    package struct Step: Equatable {
        package var name: String
        /// `true`: the staged entry replaces it; `false`: it is removed.
        package var replaces: Bool
    }

    var steps: [Step]

    private static let header = "dsys-swap 1"
    private static let trailer = "end"

    /// The file's text; the trailer shows it was written completely.
    package var bytes: [UInt8] {
        let lines = [Self.header] + steps.map { ($0.replaces ? "replace " : "remove ") + $0.name } + [Self.trailer]
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    package init(steps: [Step]) {
        self.steps = steps
    }

    /// Reads a journal; `nil` unless every line is one dsys writes and names a valid top-level entry.
    package init?(bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { return nil }
        lines.removeLast()
        guard lines.first == Self.header, lines.last == Self.trailer else { return nil }
        steps = []
        for line in lines.dropFirst().dropLast() {
            let replaces = line.hasPrefix("replace ")
            guard replaces || line.hasPrefix("remove ") else { return nil }
            let name = String(line.dropFirst(replaces ? 8 : 7))
            guard name == OutputFolderLayout.manifestName || OutputPath(validating: name)?.components.count == 1 else { return nil }
            steps.append(Step(name: name, replaces: replaces))
        }
    }

    /// Performs the swap in `root`: each entry is first moved into `previous`, then the staged one
    /// from `staged` takes its place. Repeatable: steps already done are recognised and skipped.
    func apply(root: DirectoryHandle, staged: DirectoryHandle, previous: DirectoryHandle) throws {
        for step in steps {
            // An entry whose staged version is gone was already swapped in (it may have had no
            // previous version), so it must stay.
            let isSwapped = step.replaces && staged.kind(of: step.name) == nil
            if !isSwapped, root.kind(of: step.name) != nil, previous.kind(of: step.name) == nil {
                try root.move(step.name, to: previous, as: step.name)
            }
            if step.replaces, staged.kind(of: step.name) != nil {
                try staged.move(step.name, to: root, as: step.name)
            }
        }
    }

    /// Undoes the steps of an interrupted `apply` in this process, newest first, so the previous
    /// output is back in place.
    func undo(root: DirectoryHandle, staged: DirectoryHandle, previous: DirectoryHandle) throws {
        for step in steps.reversed() where previous.kind(of: step.name) != nil || staged.kind(of: step.name) == nil {
            if step.replaces, root.kind(of: step.name) != nil, staged.kind(of: step.name) == nil {
                try root.move(step.name, to: staged, as: step.name)
            }
            if previous.kind(of: step.name) != nil {
                try previous.move(step.name, to: root, as: step.name)
            }
        }
    }
}
