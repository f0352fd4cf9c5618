@testable import DsysCore
@testable import DsysTokens
import Testing

/// What a missing reference's diagnostic asks of every defined path (is it a group, where does it
/// leave the defined ones, which path is a near spelling), answered through `DefinedPathTree`
/// exactly as a scan of every path answers it, and searched for a near spelling only so often: a
/// semantic file given without its primitives (thousands of missing references) took minutes.
@Suite struct MissingReferenceBoundsTests {
    /// Random paths over a small alphabet of segments, so near spellings, groups and tokens with
    /// tokens below them all occur.
    private static func randomPaths(count: Int, generator: inout SplitMix64) -> [TokenPath] {
        let segments = ["color", "colour", "colr", "space", "spaces", "bg", "fg", "100", "10", "1000", "a", "ab"]
        return (0..<count).map { _ in
            TokenPath((0..<Int.random(in: 1...4, using: &generator)).map { _ in segments.randomElement(using: &generator)! })
        }
    }

    /// The tree's near spellings are the paths of the same length whose every segment is equal or
    /// near (the tree only prunes by that rule, it never changes a suggestion), its group contents
    /// and absent groups those a scan of every path finds.
    @Test func theTreeAnswersAsAScanOfEveryPath() {
        var generator = SplitMix64(seed: 29)
        let defined = Set(Self.randomPaths(count: 300, generator: &generator))
        let tree = DefinedPathTree(defined)
        for written in Self.randomPaths(count: 400, generator: &generator) {
            let near = defined.filter { path in
                path.segments.count == written.segments.count && zip(path.segments, written.segments).allSatisfy { defined, written in
                    defined == written || NameSuggestion.isNearSpelling(Array(defined.utf8), of: Array(written.utf8))
                }
            }
            #expect(Set(tree.nearSpellings(of: written)) == near, "\(written)")
            let below = defined.filter { $0.segments.count > written.segments.count && $0.segments.starts(with: written.segments) }
            #expect(Set(tree.tokens(under: written)) == below, "\(written)")
            let absent = (1..<max(1, written.segments.count)).lazy.map { TokenPath(Array(written.segments.prefix($0))) }.first { prefix in
                !defined.contains(prefix) && !defined.contains { $0.segments.count > prefix.segments.count && $0.segments.starts(with: prefix.segments) }
            }
            #expect(tree.firstAbsentGroup(of: written) == absent, "\(written)")
        }
    }

    /// Past `suggestionSearchLimit` missing references, no near spelling is searched for: the
    /// first ones still get their "did you mean", the later ones (each as near) none.
    @Test func onlyTheFirstMissingReferencesAreSearchedForANearSpelling() throws {
        let limit = AliasResolver.suggestionSearchLimit
        let count = limit + 20
        let defined = (0..<count).map { "\"c\($0)\": { \"$value\": \"#ffffff\" }" }
        let referencing = (0..<count).map { "\"s\($0)\": { \"$value\": \"{prim.cc\($0)}\" }" }
        let run = try FrontEndRun(["t.json": "{ \"prim\": { \"$type\": \"color\", " + defined.joined(separator: ", ")
                                       + " }, \"sem\": { \"$type\": \"color\", " + referencing.joined(separator: ", ") + " } }"],
                                  strict: false)
        let suggesting = run.diagnostics.warnings.filter { $0.message.contains("did you mean") }
        #expect(run.diagnostics.warnings.filter { $0.message.contains("which is not defined") }.count == count)
        #expect(suggesting.count == limit)
        #expect(suggesting.first?.message.contains("'sem.s0' references 'prim.cc0', which is not defined (did you mean 'prim.c0'?)") == true,
                "\(suggesting.first?.message ?? "")")
    }
}
