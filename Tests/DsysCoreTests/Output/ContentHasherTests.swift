@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Testing

/// The checksum is XXH64 with seeds 0 and 1, so its digests are those of xxHash's reference
/// implementation (the vectors below come from it), whatever pieces the bytes arrive in.
struct ContentHasherTests {
    private func digest(_ pieces: [[UInt8]]) -> String {
        var hasher = ContentHasher()
        for piece in pieces { hasher.update(piece) }
        return hasher.hexDigest()
    }

    @Test func matchesTheReferenceImplementation() {
        #expect(digest([]) == "ef46db3751d8e999d5afba1336a3be4b")
        #expect(digest([Array("ab".utf8), Array("c".utf8)]) == "44bc2cf5ad770999bea9ca8199328908")
        // 56 bytes: one whole stripe, then 24 bytes of tail (three words).
        #expect(digest([Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)])
                == "f06103773e8585df59edcabdfad1dd84")
    }

    @Test func aFieldIsItsTextAndANul() {
        var field = ContentHasher()
        field.update(field: "dsys")
        #expect(field.hexDigest() == "b4165a48b2a768e9645343e555fd3a0f")
        #expect(field.hexDigest() == digest([Array("dsys".utf8), [0]]))
    }

    /// A million `a`s, whole and in uneven pieces that leave bytes pending between updates.
    @Test func piecesHashAsTheWhole() {
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let sizes = [1, 31, 32, 33, 1000, 4097, 7]
        var pieces: [[UInt8]] = []
        var (start, piece) = (0, 0)
        while start < million.count {
            let end = min(start + sizes[piece % sizes.count], million.count)
            pieces.append(Array(million[start..<end]))
            (start, piece) = (end, piece + 1)
        }
        let expected = "dc483aaa9b4fdc40796011e59ad76231"
        #expect(digest([million]) == expected)
        #expect(digest(pieces) == expected)
    }
}
