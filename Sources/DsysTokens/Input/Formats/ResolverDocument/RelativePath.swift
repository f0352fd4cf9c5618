/// Paths named inside an input file (`$ref` targets), resolved against that file's own path.
enum RelativePath {
    /// `reference` relative to the folder holding `documentPath`, tidied: `.` segments and empty
    /// segments go, `..` removes the folder before it where there is one. Absolute references stay
    /// absolute; a relative document path gives a relative result, so messages show short paths.
    static func resolve(_ reference: String, against documentPath: String) -> String {
        if reference.hasPrefix("/") { return normalize(reference) }
        let folder = documentPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return normalize(folder.isEmpty ? reference : folder + "/" + reference)
    }

    /// `path` without `.` and empty segments, with each `x/..` pair removed.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/") where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == "..", isAbsolute {
                continue
            } else {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
