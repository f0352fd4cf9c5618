import DsysSource

/// The tokens of `$`-keyed files that declare no `$type`, whose type dsys inferred from the value:
/// one warning per file and inferred type, at the first such token and naming the others, instead
/// of one per token (Kong's tokens leave it off fifty tokens of one file).
struct InferredTypeNotes {
    /// The tokens of one file read as one type, in the order they were met.
    private struct Group {
        var type: TokenType
        var location: SourceLocation
        var paths: [TokenPath]
    }

    /// How many of a group's other tokens its warning names.
    private static let namedOthers = 5

    private var groups: [Group] = []
    private var groupIndex: [String: [TokenType: Int]] = [:]
    private var noted: Set<TokenPath> = []

    /// Notes that the token at `path`, defined at `location`, is read as `type`; a token met again
    /// in another mode is noted once.
    mutating func note(_ path: TokenPath, as type: TokenType, at location: SourceLocation) {
        guard noted.insert(path).inserted else { return }
        if let index = groupIndex[location.file]?[type] {
            groups[index].paths.append(path)
        } else {
            groupIndex[location.file, default: [:]][type] = groups.count
            groups.append(Group(type: type, location: location, paths: [path]))
        }
    }

    /// One warning per group.
    func report(into diagnostics: inout Diagnostics) {
        for group in groups {
            let first = group.paths[0], others = group.paths.dropFirst()
            let named = others.prefix(Self.namedOthers).map { "'\($0)'" }
            let rest = others.count > named.count ? " and \(others.count - named.count) more" : ""
            let message = others.isEmpty
                ? "token '\(first)' has no $type; treating it as \(group.type.rawValue)"
                : "token '\(first)' and \(others.count) other token\(others.count == 1 ? "" : "s") of this file have no $type; "
                    + "treating them as \(group.type.rawValue): " + named.joined(separator: ", ") + rest
            diagnostics.warning(message, at: group.location, token: first.description,
                                hint: others.isEmpty ? "add \"$type\" to the token or to its group" : "add \"$type\" to the tokens or to their group")
        }
    }
}
