@testable import DsysGenerator
import DsysTokens
import Testing

/// Which configured path prefix a token path starts with: compared piece by piece in the dotted
/// prefix, as `TokenPath(dotted:)` would split it, and only when the path goes on past it.
@Suite struct NamespacePrefixTests {
    private func count(_ paths: [String], _ dotted: String) -> Int? {
        GeneratorConfig.Namespace(type: "T", paths: paths).matchedPrefixCount(of: TokenPath(dotted: dotted))
    }

    @Test func countsTheSegmentsOfTheFirstPrefixThePathStartsWith() {
        #expect(count(["spacing"], "spacing.sm") == 1)
        #expect(count(["size.space", "size"], "size.space.sm") == 2)
        #expect(count(["size", "size.space"], "size.space.sm") == 1)
        #expect(count(["radius", "size.space"], "size.space.sm") == 2)
    }

    @Test func aPathNoLongerThanThePrefixOrBesideItDoesNotMatch() {
        #expect(count(["spacing"], "spacing") == nil)
        #expect(count(["size.space"], "size.space") == nil)
        #expect(count(["size.space"], "size.spacer.sm") == nil)
        #expect(count(["size.space"], "size.spac.sm") == nil)
        #expect(count(["spacing"], "space.sm") == nil)
        #expect(count([], "spacing.sm") == nil)
    }

    /// Empty pieces are segments too (`a..b` is three), as in a dotted token reference.
    @Test func emptyPiecesAreSegments() {
        #expect(count(["a..b"], "a..b.c") == 3)
        #expect(count(["a."], "a..c") == 2)
        #expect(count([""], ".x") == 1)
        #expect(count(["a..b"], "a.b.c") == nil)
    }

    /// Segments compare as Swift strings do, up to canonical equivalence.
    @Test func segmentsCompareAsSwiftStrings() {
        #expect(count(["caf\u{E9}"], "cafe\u{301}.x") == 1)
    }

    /// An ASCII prefix is compared byte by byte, but a path segment with other bytes can still be
    /// the same string: U+212A KELVIN SIGN is canonically `K`.
    @Test func anASCIIPrefixMatchesACanonicallyEquivalentSegment() {
        #expect(count(["size.Kelvin"], "size.\u{212A}elvin.x") == 2)
        #expect(count(["size.Kelvin"], "size.\u{212A}elvins.x") == nil)
    }
}
