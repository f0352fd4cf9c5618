import DsysCore
import Testing

@Suite struct ColorCSSParsingTests {
    // MARK: Hex

    @Test(arguments: [
        ("#f00", "#ff0000"),
        ("#F00", "#ff0000"),
        ("#f008", "#ff000088"),
        ("#FF8000", "#ff8000"),
        ("#ff000080", "#ff000080"),
        ("#abcdefff", "#abcdef"),
        ("  #AbCdEf \n", "#abcdef"),
    ])
    func hexNotations(css: String, expectedHex: String) throws {
        let color = try #require(ColorValue.parse(css: css))
        #expect(color.space == .srgb)
        #expect(color.hexString == expectedHex)
    }

    @Test func hexChannelsAreUnitFractions() throws {
        let color = try #require(ColorValue.parse(css: "#336699cc"))
        #expect(color.components == [0.2, 0.4, 0.6])
        #expect(color.alpha == 0.8)
    }

    // MARK: rgb()

    @Test(arguments: [
        ("rgb(255, 0, 0)", [1.0, 0, 0], 1.0),
        ("rgba(255,0,0,0.5)", [1, 0, 0], 0.5),
        ("rgb(100%, 50%, 0%)", [1, 0.5, 0], 1),
        ("rgba(0, 0, 0, 25%)", [0, 0, 0], 0.25),
        ("RGB(51 102 153)", [0.2, 0.4, 0.6], 1),
        ("rgb(51 102 153 / 0.5)", [0.2, 0.4, 0.6], 0.5),
        ("rgb(20% 40% 60%/50%)", [0.2, 0.4, 0.6], 0.5),
        ("rgba(255 50% 0)", [1, 0.5, 0], 1),
        ("rgb( 2.55e2 , +0 , .0 )", [1, 0, 0], 1),
        ("rgb(300, -5, 0, 2)", [1, 0, 0], 1),
    ])
    func rgbNotations(css: String, components: [Double], alpha: Double) throws {
        let color = try #require(ColorValue.parse(css: css))
        #expect(color.space == .srgb)
        let parsed = color.components.map { $0 ?? .nan }
        #expect(zip(parsed, components).allSatisfy { abs($0 - $1) < 1e-12 }, "\(parsed) != \(components)")
        #expect(parsed.count == 3)
        #expect(color.alpha == alpha)
    }

    @Test func modernSyntaxAcceptsNone() throws {
        let color = try #require(ColorValue.parse(css: "rgb(none 255 0 / none)"))
        #expect(color.components == [nil, 1, 0])
        #expect(color.alpha == 0)
    }

    // MARK: hsl()

    @Test(arguments: [
        ("hsl(120, 100%, 50%)", [120.0, 100, 50], 1.0),
        ("hsla(120, 100%, 25%, 0.3)", [120, 100, 25], 0.3),
        ("hsl(120deg 100% 50% / .5)", [120, 100, 50], 0.5),
        ("hsl(120 100 50)", [120, 100, 50], 1),
        ("hsl(0.5turn 50% 50%)", [180, 50, 50], 1),
        ("hsl(200grad 50% 50%)", [180, 50, 50], 1),
        ("hsl(3.141592653589793rad 50% 50%)", [180, 50, 50], 1),
        ("hsl(-90, 100%, 50%)", [270, 100, 50], 1),
        ("hsl(360 100% 50%)", [0, 100, 50], 1),
        ("hsl(720.5, 150%, -10%)", [0.5, 100, 0], 1),
    ])
    func hslNotations(css: String, components: [Double], alpha: Double) throws {
        let color = try #require(ColorValue.parse(css: css))
        #expect(color.space == .hsl)
        let parsed = color.components.map { $0 ?? .nan }
        #expect(zip(parsed, components).allSatisfy { abs($0 - $1) < 1e-9 }, "\(parsed) != \(components)")
        #expect(parsed.count == 3)
        #expect(color.alpha == alpha)
    }

    @Test func hslConvertsToTheExpectedRGB() throws {
        let color = try #require(ColorValue.parse(css: "hsl(210 50% 60%)"))
        #expect(color.hexString == "#6699cc")
        let noHue = try #require(ColorValue.parse(css: "hsl(none 0% 100%)"))
        #expect(noHue.components == [nil, 0, 100])
        #expect(noHue.hexString == "#ffffff")
    }

    // MARK: Keywords

    @Test func namedColorsAndTransparent() throws {
        #expect(ColorValue.parse(css: "RebeccaPurple")?.hexString == "#663399")
        #expect(ColorValue.parse(css: "cornflowerblue")?.hexString == "#6495ed")
        #expect(ColorValue.parse(css: " lightgoldenrodyellow ")?.hexString == "#fafad2")
        #expect(ColorValue.parse(css: "grey") == ColorValue.parse(css: "gray"))
        #expect(ColorValue.parse(css: "green")?.hexString == "#008000")
        let transparent = try #require(ColorValue.parse(css: "transparent"))
        #expect(transparent.alpha == 0)
        #expect(transparent.hexString == "#00000000")
    }

    // MARK: Rejections

    @Test(arguments: [
        "", "   ", "#", "#ff", "#fffff", "#fffffff", "#ff00001", "#ggg", "ff0000", "# fff",
        "rgb()", "rgb(1 2)", "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(1 2, 3)", "rgb(1 2 3 / 0.5 / 1)",
        "rgb(1 2 3 /)", "rgb (1 2 3)", "rgb(1 2 3", "rgb(1 2 3))", "rgb(1, 50%, 3)", "rgb(1, 2, 3, none)",
        "rgb(1, 2, 3,)", "rgb(10deg 0 0)", "rgb(1e999 0 0)", "rgb(inf 0 0)", "rgb(nan 0 0)", "rgb(1. 0 0)",
        "rgb(0x10 0 0)", "rgb(1e 0 0)", "rgb(- 0 0)", "hsl(120, 100, 50)", "hsl(120%, 50%, 50%)",
        "hsl(120 50deg 50%)", "lab(50, 0, 0)", "color(display-p3 1 0 0)", "notacolor", "red blue",
    ])
    func rejectsMalformedColors(css: String) {
        #expect(ColorValue.parse(css: css) == nil)
    }

    @Test(arguments: [
        "#abc", "rgb(300 -20 50% / 150%)", "hsl(-400 120% 50%)", "hsl(none none none / none)", "tomato",
        "oklch(150% -1 -400 / 2)", "lab(-5 1e300 -1e300)", "lch(101 -3 720deg)", "oklab(none none none / none)",
    ])
    func parsedColorsAreValidDTCGColors(css: String) throws {
        let color = try #require(ColorValue.parse(css: css))
        #expect(color.validationProblem == nil)
    }
}
