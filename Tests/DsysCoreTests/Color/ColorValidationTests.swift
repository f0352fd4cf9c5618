@testable import DsysCore
import Testing

@Suite struct ColorValidationTests {
    /// The components of every color object in the DTCG 2025.10 color module examples
    /// (`/work/shared/corpus/dtcg-spec-examples/color/`), all valid per the module.
    @Test(arguments: [
        (ColorValue.Space.srgb, [1.0, 0, 1] as [Double?], 1.0),
        (.srgb, [0, 0, 0], 0.5),
        (.hsl, [nil, 0, 100], 1),
        (.hsl, [0, 0, 100], 1),
        (.srgbLinear, [1, 0, 1], 1),
        (.hsl, [330, 100, 50], 1),
        (.hwb, [330, 0, 0], 1),
        (.lab, [60.17, 93.54, -60.5], 1),
        (.lch, [60.17, 111.4, 327.11], 1),
        (.oklab, [0.701, 0.2746, -0.169], 1),
        (.oklch, [0.7016, 0.3225, 328.363], 1),
        (.displayP3, [1, 0, 1], 1),
        (.a98RGB, [1, 0, 1], 1),
        (.prophotoRGB, [1, 0, 1], 1),
        (.rec2020, [1, 0, 1], 1),
        (.xyzD65, [0.5929, 0.2848, 0.9699], 1),
        (.xyzD50, [0.5791, 0.2831, 0.728], 1),
        (.srgb, [0.13, 0.7, 0.67], 0.1),
        (.hsl, [0, 0, 99], 1),
    ])
    func specExamplesAreValid(space: ColorValue.Space, components: [Double?], alpha: Double) {
        #expect(ColorValue(space: space, components: components, alpha: alpha, hex: "#ff00ff").validationProblem == nil)
    }

    @Test func d65WhiteIsValidXYZ() {
        #expect(ColorValue(space: .xyzD65, components: [0.9505, 1, 1.0891]).validationProblem == nil)
    }

    @Test func unboundedAxesAcceptLargeValues() {
        #expect(ColorValue(space: .lab, components: [50, -200, 300]).validationProblem == nil)
        #expect(ColorValue(space: .oklch, components: [0.5, 0.9, 0]).validationProblem == nil)
    }

    @Test(arguments: [
        (ColorValue(space: .srgb, components: [1, 0]), "takes 3 components (red, green, blue), but 2 were given"),
        (ColorValue(space: .hsl, components: [1, 0, 0, 0]), "takes 3 components (hue, saturation, lightness), but 4"),
        (ColorValue(space: .srgb, components: [1.2, 0, 0]), "red component of a 'srgb' color must be from 0 to 1, but is 1.2"),
        (ColorValue(space: .hsl, components: [360, 50, 50]), "hue component of a 'hsl' color must be at least 0 and below 360, but is 360"),
        (ColorValue(space: .hwb, components: [-1, 50, 50]), "hue component"),
        (ColorValue(space: .hsl, components: [0, 50, 101]), "lightness component of a 'hsl' color must be from 0 to 100"),
        (ColorValue(space: .lch, components: [50, -1, 0]), "chroma component of a 'lch' color must be at least 0, but is -1"),
        (ColorValue(space: .oklab, components: [1.5, 0, 0]), "lightness component of a 'oklab' color must be from 0 to 1"),
        (ColorValue(space: .xyzD50, components: [-0.1, 0, 0]), "x component"),
        (ColorValue(space: .lab, components: [50, .infinity, 0]), "a component of a 'lab' color is not a finite number"),
        (ColorValue(space: .oklch, components: [.nan, 0, 0]), "not a finite number"),
        (ColorValue(space: .srgb, components: [1, 0, 0], alpha: 1.5), "'alpha' must be a number from 0 to 1, but is 1.5"),
        (ColorValue(space: .srgb, components: [1, 0, 0], alpha: -.infinity), "'alpha' must be"),
    ])
    func reportsProblems(color: ColorValue, expectedFragment: String) throws {
        let problem = try #require(color.validationProblem)
        #expect(problem.message.contains(expectedFragment), "\(problem.message)")
    }

    /// Messages read like dsys's others: they go after "'path': " and before "; it is skipped".
    @Test(arguments: [
        ColorValue(space: .displayP3, components: [0.68, 0.32, 0.28, 1]),
        ColorValue(space: .srgb, components: [255, 0, 0]),
        ColorValue(space: .lab, components: [50, .infinity, 0]),
        ColorValue(space: .srgb, components: [1, 0, 0], alpha: 2),
    ])
    func messagesStartLowerCaseWithoutPeriod(color: ColorValue) throws {
        let message = try #require(color.validationProblem).message
        #expect(message.first?.isUppercase == false, "\(message)")
        #expect(!message.hasSuffix("."), "\(message)")
    }

    /// The two usual mistakes are named in the hint: the alpha as a fourth component, and 0–255 channels.
    @Test(arguments: [
        (ColorValue(space: .displayP3, components: [0.68, 0.32, 0.28, 1]), "move the fourth value to 'alpha'"),
        (ColorValue(space: .srgb, components: [1, 0]), "give one number per component"),
        (ColorValue(space: .srgb, components: [255, 0, 0]), "divide 0–255 values by 255"),
        (ColorValue(space: .rec2020, components: [0, 128, 0]), "divide 0–255 values by 255"),
        (ColorValue(space: .srgb, components: [1, 0, 0], alpha: 50), "0.5 for 50%"),
    ])
    func likelyMistakesHaveHints(color: ColorValue, expectedHint: String) throws {
        let hint = try #require(color.validationProblem?.hint)
        #expect(hint.contains(expectedHint), "\(hint)")
    }

    @Test func hueOutOfRangeHasNoByteHint() throws {
        #expect(try #require(ColorValue(space: .hsl, components: [0, 50, 101]).validationProblem).hint == nil)
    }

    /// The token's diagnostic reads as one sentence ("…were given; it is skipped") with the hint beside it.
    @Test func aColorObjectProblemReadsAsOneSentenceWithItsHint() throws {
        let run = try FrontEndRun(["tokens.json": """
        { "c": { "$type": "color",
            "four": { "$value": { "colorSpace": "display-p3", "components": [0.68, 0.32, 0.28, 1] } } } }
        """], strict: false)
        let diagnostic = try #require(run.diagnostics.all.first { $0.tokenPath == "c.four" })
        #expect(diagnostic.message.hasPrefix(
            "'c.four': color space 'display-p3' takes 3 components (red, green, blue), but 4 were given"))
        #expect(!diagnostic.message.contains(".;"))
        #expect(diagnostic.hint == "move the fourth value to 'alpha'")
    }

    @Test func hexFallbackIsNotValidated() {
        #expect(ColorValue(space: .srgb, components: [1, 1, 1], hex: "#fff").validationProblem == nil)
    }
}
