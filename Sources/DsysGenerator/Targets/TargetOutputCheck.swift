import DsysSource

/// The checks the pipeline runs on the files of all targets together, so every target, built in
/// or not, goes through the same name-collision gate.
enum TargetOutputCheck {
    /// One error for each path that two or more targets write (naming the targets), then
    /// `NameCollisionDetector.fileNameCollisions(in:)` over the paths: a path one target writes
    /// twice, or paths that differ only in letter case.
    static func problems(in outputs: [(target: String, paths: [String])]) -> [Diagnostic] {
        // A package has 40k paths: each is looked up once, and lists of targets are made only for
        // the paths a second target writes.
        var firstWriter: [String: Int] = [:]
        firstWriter.reserveCapacity(outputs.reduce(0) { $0 + $1.paths.count })
        var writersOfShared: [String: [Int]] = [:]
        for (index, output) in outputs.enumerated() {
            for path in output.paths {
                guard let first = firstWriter[path] else {
                    firstWriter[path] = index
                    continue
                }
                if first != index, writersOfShared[path]?.last != index {
                    writersOfShared[path, default: [first]].append(index)
                }
            }
        }
        let shared = writersOfShared.keys.sorted { $0.utf8Precedes($1) }
        let problems = shared.map { path in
            let targets = (writersOfShared[path] ?? []).map { outputs[$0].target }
            let names = targets.dropLast().joined(separator: ", ") + " and " + (targets.last ?? "")
            return Diagnostic.error(
                "the \(names) targets \(targets.count == 2 ? "both" : "all") write '\(path)'",
                hint: "give each target's code a file of its own in the file layout (\"files\" in dsys.json)"
            )
        }
        var paths: [String] = []
        paths.reserveCapacity(firstWriter.count + outputs.count)
        for output in outputs {
            paths += writersOfShared.isEmpty ? output.paths : output.paths.filter { writersOfShared[$0] == nil }
        }
        return problems + NameCollisionDetector.fileNameCollisions(in: paths + shared)
    }
}
