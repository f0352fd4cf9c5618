import DsysTokens

/// A glob over dotted token paths, as `"exclude"` in `dsys.json` lists them. Segments are matched
/// one by one: `*` stands for any run of characters inside one segment, `**` for any number of
/// whole segments, none included.
///
/// `palette.**` matches `palette.blue.500` (and a token named `palette`); `color.*-hover` matches
/// `color.accent-hover` but not `color.accent.hover`; `**.base` matches every path ending in `base`.
public struct TokenPathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    private let segments: [String]

    /// Nil when `text` is empty or has an empty segment (`palette..blue`, a trailing `.`), which
    /// would match nothing a token path can be.
    public init?(_ text: String) {
        let segments = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, !segments.contains(where: \.isEmpty) else { return nil }
        self.description = text
        self.segments = segments
    }

    /// Whether `path` matches: a pass over the pattern's segments keeping which prefixes of the path
    /// the pattern so far matches, so time is the product of the two lengths whatever the `**`s.
    public func matches(_ path: TokenPath) -> Bool {
        let names = path.segments
        var reached = [Bool](repeating: false, count: names.count + 1)
        reached[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: names.count + 1)
            if segment == "**" {
                var anyBefore = false
                for end in reached.indices {
                    anyBefore = anyBefore || reached[end]
                    next[end] = anyBefore
                }
            } else {
                for end in names.indices where reached[end] && Self.segment(segment, matches: names[end]) {
                    next[end + 1] = true
                }
            }
            reached = next
        }
        return reached[names.count]
    }

    /// Whether one segment pattern (with `*` wildcards) matches `name`: the usual greedy scan that
    /// goes back to the last `*` on a mismatch, linear in practice.
    static func segment(_ pattern: String, matches name: String) -> Bool {
        let pattern = Array(pattern), name = Array(name)
        var p = 0, n = 0
        var lastStar: Int?, resumeAt = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                lastStar = p
                resumeAt = n
                p += 1
            } else if p < pattern.count, pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let star = lastStar {
                p = star + 1
                resumeAt += 1
                n = resumeAt
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
