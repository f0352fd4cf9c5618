@testable import DsysCore
import Testing

/// dsys sorts paths, names and keys by their UTF-8 bytes, so output order is the same everywhere.
@Suite struct StringByteOrderTests {
    @Test func ordersByUTF8BytesThenLength() {
        #expect("a".utf8Precedes("b"))
        #expect("a".utf8Precedes("ab"))
        #expect(!"ab".utf8Precedes("a"))
        #expect(!"a".utf8Precedes("a"))
        #expect("".utf8Precedes("a") && !"a".utf8Precedes(""))
        #expect("Z".utf8Precedes("a"), "uppercase ASCII sorts first")
        #expect("z".utf8Precedes("é"), "é is 0xC3 0xA9 in UTF-8")
        #expect("e\u{301}".utf8Precedes("é"), "no normalisation: U+0065 U+0301 comes before U+00E9")
    }

    @Test func agreesWithAWalkOfTheBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ/é\u{301}😀.0")
        func random() -> String {
            String((0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<2_000 {
            let (left, right) = (random(), random())
            #expect(left.utf8Precedes(right) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left.debugDescription) \(right.debugDescription)")
        }
    }
}
