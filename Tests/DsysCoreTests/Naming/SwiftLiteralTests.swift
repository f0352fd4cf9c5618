import DsysCore
import Testing

@Suite struct SwiftLiteralTests {
    @Test func plainTextIsQuotedAsIs() {
        #expect(SwiftLiteral.string("Inter Bold") == #""Inter Bold""#)
        #expect(SwiftLiteral.string("") == #""""#)
        #expect(SwiftLiteral.string("café 日本語 😀 שלום") == "\"café 日本語 😀 שלום\"")
    }

    @Test func escapesQuotesBackslashesAndInterpolation() {
        #expect(SwiftLiteral.string(#"say "hi""#) == #""say \"hi\"""#)
        #expect(SwiftLiteral.string(#"\(x)"#) == #""\\(x)""#)
        #expect(SwiftLiteral.string(##""#"##) == ##""\"#""##)
        #expect(SwiftLiteral.string(##"\#(boom)"##) == ##""\\#(boom)""##)
    }

    @Test func escapesLineBreaksAndControls() {
        #expect(SwiftLiteral.string("a\nb\r\nc\td\0") == #""a\nb\r\nc\td\0""#)
        #expect(SwiftLiteral.string("\u{7}\u{1B}\u{7F}\u{85}\u{9F}") == #""\u{7}\u{1B}\u{7F}\u{85}\u{9F}""#)
        #expect(SwiftLiteral.string("a\u{2028}b\u{2029}") == #""a\u{2028}b\u{2029}""#)
    }

    @Test func escapesInvisibleFormatCharactersAndNoncharacters() {
        #expect(SwiftLiteral.string("\u{202E}abc\u{200D}\u{FEFF}") == #""\u{202E}abc\u{200D}\u{FEFF}""#)
        #expect(SwiftLiteral.string("\u{FFFF}") == #""\u{FFFF}""#)
    }

    @Test func literalNeverSpansLines() {
        let hostile = "x\n\r\u{B}\u{C}\u{85}\u{2028}\u{2029}y"
        #expect(!SwiftLiteral.string(hostile).contains { $0.isNewline })
    }

    @Test func doublesUseOneStyle() {
        #expect(SwiftLiteral.double(16) == "16")
        #expect(SwiftLiteral.double(-4) == "-4")
        #expect(SwiftLiteral.double(0) == "0")
        #expect(SwiftLiteral.double(-0.0) == "0")
        #expect(SwiftLiteral.double(0.5) == "0.5")
        #expect(SwiftLiteral.double(0.1) == "0.1")
        #expect(SwiftLiteral.double(1e-7) == "1e-07")
        #expect(SwiftLiteral.double(1e15) == "1000000000000000")
        #expect(SwiftLiteral.double(1e16) == "1e+16")
        #expect(SwiftLiteral.double(.leastNonzeroMagnitude) == "0x1p-1074")
        #expect(SwiftLiteral.double(-Double.leastNormalMagnitude / 2) == "-0x8000000000000p-1074")
    }

    @Test func nonFiniteDoublesHaveNoLiteral() {
        #expect(SwiftLiteral.double(.infinity) == nil)
        #expect(SwiftLiteral.double(-.infinity) == nil)
        #expect(SwiftLiteral.double(.nan) == nil)
    }
}
