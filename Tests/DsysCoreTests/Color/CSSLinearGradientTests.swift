@testable import DsysCore
import Testing

@Suite struct CSSLinearGradientTests {
    /// The stops of `css` as `#hex@position` strings (position to four decimals), for compact expectations.
    private func stops(_ css: String) throws -> [String] {
        try CSSLinearGradient.parse(css).stops.map { "\($0.color.hexString)@\(SwiftNumbers.rounded($0.position))" }
    }

    @Test func tokensStudioGradientWithHexAlphaStop() throws {
        let gradient = try CSSLinearGradient.parse("linear-gradient(180deg, #000000 0%, rgba(#000000, 0.00) 45%)")
        #expect(gradient.angle == 180)
        #expect(gradient.stops.map(\.color.hexString) == ["#000000", "#00000000"])
        #expect(gradient.stops.map(\.position) == [0, 0.45])
    }

    @Test(arguments: [
        ("linear-gradient(90deg, red, blue)", 90.0),
        ("linear-gradient(0.25turn, red, blue)", 90),
        ("linear-gradient(100grad, red, blue)", 90),
        ("LINEAR-GRADIENT(-90DEG, red, blue)", 270),
        ("linear-gradient(450deg, red, blue)", 90),
        ("linear-gradient(0, red, blue)", 0),
        ("linear-gradient(red, blue)", 180),
        ("linear-gradient(to top, red, blue)", 0),
        ("linear-gradient(to left, red, blue)", 270),
        ("linear-gradient(to right top, red, blue)", 45),
        ("linear-gradient(to bottom right, red, blue)", 135),
        ("linear-gradient(to left bottom, red, blue)", 225),
        ("linear-gradient(to top left, red, blue)", 315),
    ])
    func directions(css: String, degrees: Double) throws {
        let angle = try #require(try CSSLinearGradient.parse(css).angle)
        #expect(abs(angle - degrees) < 1e-9)
    }

    @Test func missingPositionsAreFilledInAsCSSDoes() throws {
        // First 0%, last 100%, the run between evenly spaced.
        #expect(try stops("linear-gradient(red, lime, blue)") == ["#ff0000@0", "#00ff00@0.5", "#0000ff@1"])
        #expect(try stops("linear-gradient(red 20%, lime, blue, white 80%)")
            == ["#ff0000@0.2", "#00ff00@0.4", "#0000ff@0.6", "#ffffff@0.8"])
    }

    @Test func aPositionBeforeAnEarlierOneMovesUpToIt() throws {
        #expect(try stops("linear-gradient(red 60%, blue 30%)") == ["#ff0000@0.6", "#0000ff@0.6"])
    }

    @Test func twoPositionsMakeTwoStopsOfOneColor() throws {
        #expect(try stops("linear-gradient(red 0% 40%, blue 60% 100%)")
            == ["#ff0000@0", "#ff0000@0.4", "#0000ff@0.6", "#0000ff@1"])
    }

    /// kpsolo's VIP gradients put stops at `-6.59%` and `102.41%`: moved onto the ends, they changed the
    /// end colors and the slope without a word. The gradient is cut at its ends, with the colors it has there.
    @Test func positionsOutsideTheGradientCutItAtItsEnds() throws {
        #expect(try stops("linear-gradient(red -20%, blue 150%)") == ["#e1001e@0", "#4b00b4@1"])
        #expect(try stops("linear-gradient(red -50%, green 50%, blue 150%)") == ["#804000@0", "#008000@0.5", "#004080@1"])
        #expect(try stops("linear-gradient(red 0%, blue 100%)") == ["#ff0000@0", "#0000ff@1"])
    }

    @Test func stopColorsMayUseFunctionsWithSpacesAndCommas() throws {
        #expect(try stops("linear-gradient(45deg, rgb(255 0 0 / 50%) 10%, hsl(240, 100%, 50%) 90%)")
            == ["#ff000080@0.1", "#0000ff@0.9"])
    }

    /// A value copied from a CSS declaration, with its `;`, reads as the same gradient.
    @Test func aTrailingSemicolonIsDropped() throws {
        let css = "linear-gradient(45deg, #BA497D 0%, #8D0D65 100%)"
        #expect(try CSSLinearGradient.parse(css + ";") == CSSLinearGradient.parse(css))
        #expect(try CSSLinearGradient.parse(css + " ; ") == CSSLinearGradient.parse(css))
    }

    @Test func gradientFunctionsAreRecognisedWhateverTheirKind() {
        #expect(CSSLinearGradient.isGradientFunction("  linear-gradient(red, blue)"))
        #expect(CSSLinearGradient.isGradientFunction("Radial-Gradient(red, blue)"))
        #expect(!CSSLinearGradient.isGradientFunction("#ff0000"))
        #expect(!CSSLinearGradient.isGradientFunction("gradient(red, blue)"))
    }

    @Test(arguments: [
        ("radial-gradient(red, blue)", "is not a linear-gradient()"),
        ("repeating-linear-gradient(red, blue)", "is not a linear-gradient()"),
        ("linear-gradient(red, blue", "never closes its linear-gradient("),
        ("linear-gradient(red, blue) x", "does not end with the ')'"),
        ("linear-gradient(rgb(0 0 0, blue)", "unbalanced parentheses"),
        ("linear-gradient(red)", "at least two color stops"),
        ("linear-gradient(90deg, red)", "at least two color stops"),
        ("linear-gradient(red,, blue)", "empty color stop"),
        ("linear-gradient(, red, blue)", "empty argument"),
        ("linear-gradient(to middle, red, blue)", "not a side or corner"),
        ("linear-gradient(to top bottom, red, blue)", "not a side or corner"),
        ("linear-gradient(90, red, blue)", "not an angle"),
        ("linear-gradient(in oklch, red, blue)", "interpolation method"),
        ("linear-gradient(red 10px, blue)", "positions must be percentages"),
        ("linear-gradient(red, 30%, blue)", "color hints are not supported"),
        ("linear-gradient(red, bleu 100%)", "'bleu', which is not a color"),
        // launchpad's overlay over a gradient: two CSS background layers, not unbalanced parentheses.
        ("linear-gradient(0deg, #fff1 0%, #fff1 100%), linear-gradient(151deg, red 5%, blue 90%)",
         "is 2 gradients stacked as CSS background layers, where a gradient token holds one"),
        ("radial-gradient(red, blue), linear-gradient(red, blue)", "is 2 gradients stacked"),
        ("linear-gradient(red, blue), linear-gradient(lime, blue), #f8e0c8",
         "is 3 CSS background layers, 2 gradients over the color #f8e0c8, where a gradient token holds one gradient"),
    ])
    func problems(css: String, expected: String) {
        #expect {
            _ = try CSSLinearGradient.parse(css)
        } throws: { error in
            (error as? CSSLinearGradient.Problem)?.message.contains(expected) == true
        }
    }

    /// Automattic's gradients are CSS background layers over a base color: the hint to "remove what
    /// follows the closing parenthesis" would drop that color. kpsolo's lacks its last ')', which
    /// the hint should say, rather than talk of a parenthesis that is not there.
    @Test func layersOverAColorAndAnUnclosedGradientSayWhatToDo() {
        #expect(problem("linear-gradient(145.9deg, #cde6eb 7.11%, rgba(255, 255, 255, 0) 90.25%), #f8e0c8") == [
            "is 2 CSS background layers, a gradient over the color #f8e0c8, where a gradient token holds one gradient",
            "split it into a gradient token for each gradient and a color token for the background color #f8e0c8",
        ])
        #expect(problem("linear-gradient(90deg, #262626 0.31%, rgba(38, 38, 38, 0.00) 98.6%")
            == ["never closes its linear-gradient(", "add the ')' that closes it at the end"])
        #expect(problem("linear-gradient(red, blue) x")
            == ["does not end with the ')' that closes linear-gradient(", "remove what follows the closing parenthesis"])
    }

    /// The message and hint of the problem `css` has; empty when it parses.
    private func problem(_ css: String) -> [String?] {
        do {
            _ = try CSSLinearGradient.parse(css)
            return []
        } catch {
            return [error.message, error.hint]
        }
    }

    /// Every prefix and every one-character deletion of a rich gradient either parses or throws a
    /// `Problem` (a trap would end the test run), and the whole text parses.
    @Test func truncatedAndDamagedTextNeverTraps() throws {
        let text = "linear-gradient(to bottom right, rgb(255 0 0 / 50%) 0% 10%, rgba(#000, 0.5), hsl(240 100% 50%) 90%)"
        var variants = text.indices.map { String(text[..<$0]) }
        variants += text.indices.map { index in
            var damaged = text
            damaged.remove(at: index)
            return damaged
        }
        var parsed = 0
        for variant in variants {
            do {
                let gradient = try CSSLinearGradient.parse(variant)
                #expect(gradient.stops.allSatisfy { (0...1).contains($0.position) })
                parsed += 1
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(parsed > 0)
        #expect(try CSSLinearGradient.parse(text).stops.count == 4)
    }
}
