@testable import DsysSource
import Testing

/// The byte search the path-word rules (opacity, font, letter spacing) read every segment with.
@Suite struct StringASCIICaseSearchTests {
    @Test func findsThePatternInAnyASCIILetterCase() {
        let opacity = Array("opacity".utf8)
        #expect("opacity".containsIgnoringASCIICase(opacity))
        #expect("buttonOpacityPressed".containsIgnoringASCIICase(opacity))
        #expect("OPACITY-50".containsIgnoringASCIICase(opacity))
        #expect(!"opacit".containsIgnoringASCIICase(opacity))
        #expect(!"capacity".containsIgnoringASCIICase(opacity))
        #expect("".containsIgnoringASCIICase([]))
    }

    @Test func restartsAfterAPartialMatchThatOverlapsTheNext() {
        // "letter-spacing" inside "letlet..." needs the scan to restart, not to skip on.
        #expect("letletter-spacing".containsIgnoringASCIICase(Array("letter-spacing".utf8)))
        #expect("aab".containsIgnoringASCIICase(Array("ab".utf8)))
    }

    @Test func lowersOnlyASCIILetters() {
        // `-` is 0x2D, carriage return 0x0D: OR-ing 0x20 into every byte would make them equal.
        #expect(!"letter\rspacing".containsIgnoringASCIICase(Array("letter-spacing".utf8)))
        #expect(!"ÖPACITY".containsIgnoringASCIICase(Array("opacity".utf8)))
    }

    @Test func agreesWithLowercasingAndSearching() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB-é")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let pattern = String((0..<Int.random(in: 1...3, using: &generator)).map { _ in "ab-".randomElement(using: &generator)! })
            #expect(text.containsIgnoringASCIICase(Array(pattern.utf8)) == text.lowercased().contains(pattern), "\(text) \(pattern)")
        }
    }
}
