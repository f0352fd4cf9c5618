import DsysSource
import DsysTokens

/// Finds generated names that would clash: two tokens that become the same Swift name in one
/// scope, and output files whose paths differ only in letter case.
public enum NameCollisionDetector {
    /// One source's claim on a name: the identifier generated for it, the dotted token path it
    /// came from, and where that token is defined.
    public typealias Claim = (identifier: SwiftIdentifier, sourcePath: String, location: SourceLocation)

    private static let renameHint = "rename one of the tokens or add a name override in the config"

    /// One error per source for every identifier that two or more different source paths produce
    /// in the same scope, for example
    /// `'color.primary-500' and 'color.primary500' both become the Swift name 'primary500'`,
    /// reported at each source's location. A path that claims the same name twice is one source
    /// (reported at its first location). Sorted by name, then by source path. `kind` names what
    /// the identifier is in the message.
    /// With `suggestsNameOverrides` the hint is a ready-to-paste `nameOverrides` entry giving every
    /// source but the first its own name.
    public static func collisions(in claims: [Claim], kind: String = "the Swift name",
                                  suggestsNameOverrides: Bool = false) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for collision in collisionGroups(in: claims) {
            let sources = collision.sources
            let message = "\(ProseList.quoted(sources.map(\.sourcePath))) \(sources.count == 2 ? "both" : "all") "
                + "become \(kind) '\(collision.identifier.name)'"
            let hint = suggestsNameOverrides ? nameOverrideHint(collision.identifier, sources: sources) : renameHint
            for source in sources {
                diagnostics.append(.error(message, at: source.location, token: source.sourcePath, hint: hint))
            }
        }
        return diagnostics
    }

    /// One name that two or more different source paths produce in one scope, with those sources
    /// in token-path order, each at its earliest location.
    public struct Collision {
        public var identifier: SwiftIdentifier
        public var sources: [Claim]
    }

    /// Every name of `claims` that two or more different source paths produce, sorted by name.
    public static func collisionGroups(in claims: [Claim]) -> [Collision] {
        // Only names claimed more than once can collide: groups are made, and sorted, only for
        // those (a package has a name per token).
        var firstClaimByName: [SwiftIdentifier: Int] = [:]
        firstClaimByName.reserveCapacity(claims.count)
        var claimsOfRepeatedNames: [SwiftIdentifier: [Claim]] = [:]
        for (index, claim) in claims.enumerated() {
            if let first = firstClaimByName[claim.identifier] {
                claimsOfRepeatedNames[claim.identifier, default: [claims[first]]].append(claim)
            } else {
                firstClaimByName[claim.identifier] = index
            }
        }
        return claimsOfRepeatedNames.keys.sorted().compactMap { identifier in
            let sources = distinctSources(claimsOfRepeatedNames[identifier] ?? [])
            return sources.count > 1 ? Collision(identifier: identifier, sources: sources) : nil
        }
    }

    /// The warning at `collision.sources[index]` (not the first), skipped because the first source in
    /// token-path order has the name they would share, with a `nameOverrides` entry that gives it a
    /// name of its own (`Alt` for the second source, `Alt2` for the third, as in the error's hint).
    static func skipWarning(for collision: Collision, at index: Int) -> Diagnostic {
        let source = collision.sources[index], keeper = collision.sources[0]
        var entry = ""
        JSONWriter.appendString(source.sourcePath, to: &entry)
        entry += ": "
        JSONWriter.appendString(collision.identifier.name + "Alt" + (index == 1 ? "" : String(index)), to: &entry)
        return .warning(
            "'\(source.sourcePath)' is skipped: it would become the Swift name '\(collision.identifier.name)', which "
                + "'\(keeper.sourcePath)' has", at: source.location, token: source.sourcePath,
            hint: "add \"nameOverrides\": {\(entry)} to dsys.json, or rename the token"
        )
    }

    /// For each of `names`, whether another of them is equal to it: one hash per name, so a check
    /// over a name per token can pick out the few names claimed twice before it spells anything out.
    static func isRepeated<Names: Collection>(_ names: Names) -> [Bool] where Names.Element: Hashable {
        var latestIndexByName: [Names.Element: Int] = [:]
        latestIndexByName.reserveCapacity(names.count)
        var repeated = [Bool](repeating: false, count: names.count)
        for (index, name) in names.enumerated() {
            if let earlier = latestIndexByName.updateValue(index, forKey: name) {
                repeated[earlier] = true
                repeated[index] = true
            }
        }
        return repeated
    }

    /// `add "nameOverrides": {"color.primary500": "dsPrimary500Alt"} to dsys.json, or rename the tokens`:
    /// `Alt`, `Alt2`, … after the shared name for every source but the first.
    private static func nameOverrideHint(_ identifier: SwiftIdentifier, sources: [Claim]) -> String {
        var entries: [String] = []
        for (index, source) in sources.dropFirst().enumerated() {
            var entry = ""
            JSONWriter.appendString(source.sourcePath, to: &entry)
            entry += ": "
            JSONWriter.appendString(identifier.name + "Alt" + (index == 0 ? "" : String(index + 1)), to: &entry)
            entries.append(entry)
        }
        return "add \"nameOverrides\": {\(entries.joined(separator: ", "))} to dsys.json, or rename the tokens"
    }

    /// One error for every group of output paths that name the same file on a case-insensitive
    /// file system (the macOS default), including a path listed twice. Paths are compared whole,
    /// lower-cased and up to Unicode canonical equivalence, as such file systems do. Sorted by
    /// the first path of each group.
    public static func fileNameCollisions(in relativePaths: [String]) -> [Diagnostic] {
        // Groups are made only for letter-case spellings seen twice: a package has 40k paths.
        var firstByFoldedPath: [String: String] = [:]
        firstByFoldedPath.reserveCapacity(relativePaths.count)
        var repeatedByFoldedPath: [String: [String]] = [:]
        for path in relativePaths {
            let folded = path.lowercased()
            if let first = firstByFoldedPath[folded] {
                repeatedByFoldedPath[folded, default: [first]].append(path)
            } else {
                firstByFoldedPath[folded] = path
            }
        }
        let groups = repeatedByFoldedPath.values
            .map { $0.sorted(by: utf8Order) }
            .sorted { utf8Order($0[0], $1[0]) }
        return groups.map { paths in
            let spellings = paths.reduce(into: [String]()) { unique, path in
                if !unique.contains(path) { unique.append(path) }
            }
            let message = spellings.count == 1
                ? "the output file '\(paths[0])' would be written \(paths.count) times"
                : "the output files \(ProseList.quoted(spellings)) differ only in letter case, "
                    + "so one would overwrite the other on a case-insensitive file system"
            return .error(message, hint: renameHint)
        }
    }

    /// The claims with one entry per source path, in token-path order (digit runs compared by
    /// value), each keeping its earliest location.
    private static func distinctSources(_ claims: [Claim]) -> [Claim] {
        let ordered = claims.sorted { lhs, rhs in
            lhs.sourcePath == rhs.sourcePath
                ? lhs.location < rhs.location
                : TokenPath(dotted: lhs.sourcePath) < TokenPath(dotted: rhs.sourcePath)
        }
        var seen = Set<String>()
        return ordered.filter { seen.insert($0.sourcePath).inserted }
    }

    /// A total order on paths that does not depend on locale or normalisation.
    private static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8Precedes(rhs)
    }
}
