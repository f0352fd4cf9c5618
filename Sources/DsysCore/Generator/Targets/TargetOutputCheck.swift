/// The checks the pipeline runs on the files of all targets together, so every target, built in
/// or not, goes through the same name-collision gate.
enum TargetOutputCheck {
    /// One error for each path that two or more targets write (naming the targets), then
    /// `NameCollisionDetector.fileNameCollisions(in:)` over the paths: a path one target writes
    /// twice, or paths that differ only in letter case.
    static func problems(in outputs: [(target: String, paths: [String])]) -> [Diagnostic] {
        var targetsByPath: [String: [String]] = [:]
        for output in outputs {
            for path in Set(output.paths) { targetsByPath[path, default: []].append(output.target) }
        }
        var problems: [Diagnostic] = []
        var reported: Set<String> = []
        let shared = targetsByPath.filter { $0.value.count > 1 }.keys.sorted { $0.utf8Precedes($1) }
        for path in shared {
            let targets = targetsByPath[path] ?? []
            let names = targets.dropLast().joined(separator: ", ") + " and " + (targets.last ?? "")
            problems.append(.error(
                "the \(names) targets \(targets.count == 2 ? "both" : "all") write '\(path)'",
                hint: "give each target's code a file of its own in the file layout (\"files\" in dsys.json)"
            ))
            reported.insert(path)
        }
        var paths: [String] = []
        for output in outputs {
            paths += output.paths.filter { !reported.contains($0) }
        }
        return problems + NameCollisionDetector.fileNameCollisions(in: paths + reported.sorted())
    }
}
