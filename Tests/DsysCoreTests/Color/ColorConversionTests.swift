import DsysCore
import Testing

/// Reference values were computed independently of the code under test: matrices derived from
/// each space's primaries and white point, Bradford adaptation from its cone matrix, and OKLab
/// from Björn Ottosson's originally published matrices (so they agree to about 1e-3).
@Suite struct ColorConversionTests {
    // MARK: Published reference conversions

    @Test func oklchRedIsSRGBRed() {
        let color = ColorValue(space: .oklch, components: [0.628, 0.2577, 29.23])
        expectChannels(color.sRGB, (1, 0, 0), tolerance: 2e-3)
        #expect(color.hexString == "#ff0000")
    }

    @Test func displayP3RedIsOutsideSRGB() {
        let color = ColorValue(space: .displayP3, components: [1, 0, 0])
        expectChannels(color.sRGB, (1.093066, -0.226742, -0.150135), tolerance: 1e-5)
        #expect(!color.isInSRGBGamut)
        #expect(color.hexString == "#ff0000")
    }

    @Test func sRGBRedInDisplayP3() {
        expectChannels(ColorValue(red: 1, green: 0, blue: 0).displayP3, (0.917488, 0.200287, 0.138561), tolerance: 1e-5)
        expectChannels(ColorValue(red: 0.2, green: 0.4, blue: 0.6).displayP3, (0.249851, 0.39524, 0.584034), tolerance: 1e-5)
    }

    /// CSS Lab is relative to D50: sRGB red is lab(54.29 80.82 69.91). The often-quoted
    /// lab(53.24 80.09 67.2) is the D65 Lab of red and lands visibly off (#fa0007).
    @Test func labRedIsRelativeToD50() {
        let red = ColorValue(space: .lab, components: [54.29, 80.82, 69.91])
        expectChannels(red.sRGB, (1, 0, 0), tolerance: 1e-3)
        #expect(red.hexString == "#ff0000")
        let d65Red = ColorValue(space: .lab, components: [53.24, 80.09, 67.2])
        expectChannels(d65Red.sRGB, (0.982335, -0.020057, 0.025915), tolerance: 1e-4)
    }

    @Test(arguments: [
        (ColorValue.Space.rec2020, [1.0, 0, 0], (1.24822, -0.387908, -0.143514)),
        (.rec2020, [0.5, 0.5, 0.5], (0.546584, 0.546584, 0.546584)),
        (.a98RGB, [0, 1, 0], (-0.66395, 1, -0.229161)),
        (.a98RGB, [0.5, 0.5, 0.5], (0.503993, 0.503993, 0.503993)),
        (.prophotoRGB, [1, 0, 0], (1.363293, -0.515663, -0.09013)),
        (.prophotoRGB, [0.5, 0.5, 0.5], (0.572307, 0.572307, 0.572307)),
        (.srgbLinear, [0.5, 0.5, 0.5], (0.735357, 0.735357, 0.735357)),
        // Values on the linear toes of the transfer curves.
        (.prophotoRGB, [0.01, 0.01, 0.01], (0.008075, 0.008075, 0.008075)),
        (.rec2020, [0.05, 0.05, 0.05], (0.106802, 0.106802, 0.106802)),
        (.srgbLinear, [0.001, 0.001, 0.001], (0.01292, 0.01292, 0.01292)),
    ])
    func wideGamutSpacesToSRGB(example: (space: ColorValue.Space, components: [Double], expected: (Double, Double, Double))) {
        let color = ColorValue(space: example.space, components: example.components)
        expectChannels(color.sRGB, example.expected, tolerance: 1e-4)
    }

    // MARK: The DTCG color module's own examples

    /// Every "Hot pink" example of the DTCG 2025.10 color module whose components are magenta.
    /// (Their 4-digit rounding leaves several a few thousandths outside sRGB, so no gamut check.)
    @Test(arguments: [
        (ColorValue.Space.srgb, [1.0, 0, 1]),
        (.srgbLinear, [1, 0, 1]),
        (.lab, [60.17, 93.54, -60.5]),
        (.lch, [60.17, 111.4, 327.11]),
        (.oklab, [0.701, 0.2746, -0.169]),
        (.oklch, [0.7016, 0.3225, 328.363]),
        (.xyzD65, [0.5929, 0.2848, 0.9699]),
        (.xyzD50, [0.5791, 0.2831, 0.728]),
    ])
    func specHotPinkExamplesAreMagenta(space: ColorValue.Space, components: [Double]) {
        let color = ColorValue(space: space, components: components)
        #expect(color.hexString == "#ff00ff")
    }

    /// The spec's HSL and HWB "Hot pink" use hue 330, which is #ff0080, not the #ff00ff fallback they give.
    @Test func specHueThreeThirtyIsRose() {
        #expect(ColorValue(space: .hsl, components: [330, 100, 50]).hexString == "#ff0080")
        #expect(ColorValue(space: .hwb, components: [330, 0, 0]).hexString == "#ff0080")
        #expect(ColorValue(space: .hsl, components: [300, 100, 50]).hexString == "#ff00ff")
    }

    // MARK: White and black everywhere

    @Test(arguments: ColorValue.Space.allCases)
    func whiteIsWhiteInEverySpace(space: ColorValue.Space) {
        let white = ColorValue(space: space, components: Self.whiteComponents(space))
        expectChannels(white.sRGB, (1, 1, 1), tolerance: 1e-4)
        expectChannels(white.displayP3, (1, 1, 1), tolerance: 1e-4)
        #expect(white.hexString == "#ffffff")
        #expect(white.isInSRGBGamut)
    }

    @Test(arguments: ColorValue.Space.allCases)
    func blackIsBlackInEverySpace(space: ColorValue.Space) {
        let black = ColorValue(space: space, components: Self.blackComponents(space))
        expectChannels(black.sRGB, (0, 0, 0), tolerance: 1e-9)
        expectChannels(black.displayP3, (0, 0, 0), tolerance: 1e-9)
        #expect(black.hexString == "#000000")
    }

    // MARK: HSL, HWB and none

    @Test func hslAndHWBFollowCSSColor4() {
        expectChannels(ColorValue(space: .hsl, components: [120, 100, 25]).sRGB, (0, 0.5, 0), tolerance: 1e-12)
        expectChannels(ColorValue(space: .hsl, components: [-30, 100, 50]).sRGB, (1, 0, 0.5), tolerance: 1e-12)
        expectChannels(ColorValue(space: .hsl, components: [-200, 100, 50]).sRGB, (0, 1, 2.0 / 3.0), tolerance: 1e-12)
        expectChannels(ColorValue(space: .hsl, components: [520, 100, 50]).sRGB, (0, 1, 2.0 / 3.0), tolerance: 1e-12)
        expectChannels(ColorValue(space: .hsl, components: [210, 50, 60]).sRGB, (0.4, 0.6, 0.8), tolerance: 1e-12)
        expectChannels(ColorValue(space: .hwb, components: [0, 60, 60]).sRGB, (0.5, 0.5, 0.5), tolerance: 1e-12)
        expectChannels(ColorValue(space: .hwb, components: [240, 20, 40]).sRGB, (0.2, 0.2, 0.6), tolerance: 1e-12)
    }

    @Test func noneCountsAsZero() {
        let noHue = ColorValue(space: .hsl, components: [nil, 0, 100])
        #expect(noHue.sRGB == ColorValue(space: .hsl, components: [0, 0, 100]).sRGB)
        let noChroma = ColorValue(space: .oklch, components: [0.5, nil, nil])
        expectChannels(noChroma.sRGB, ColorValue(space: .oklab, components: [0.5, 0, 0]).sRGB, tolerance: 1e-12)
        #expect(ColorValue(space: .srgb, components: [1, nil, 1]).hexString == "#ff00ff")
    }

    @Test func missingComponentsDoNotCrash() {
        expectChannels(ColorValue(space: .srgb, components: [1]).sRGB, (1, 0, 0), tolerance: 0)
        expectChannels(ColorValue(space: .lab, components: []).sRGB, (0, 0, 0), tolerance: 1e-9)
        #expect(ColorValue(space: .oklch, components: [.nan, 0, 0]).hexString == "#000000")
    }

    // MARK: Round trips and gamut

    @Test func sRGBThroughDisplayP3RoundTrips() {
        let steps: [Double] = [0, 0.1, 0.35, 0.5, 0.8, 1]
        for red in steps {
            for green in steps {
                for blue in steps {
                    let original = ColorValue(red: red, green: green, blue: blue, alpha: 0.7)
                    let p3 = original.displayP3
                    let back = ColorValue(space: .displayP3, components: [p3.red, p3.green, p3.blue], alpha: p3.alpha).sRGB
                    expectChannels(back, (red, green, blue), tolerance: 1e-9)
                    #expect(back.alpha == 0.7)
                }
            }
        }
    }

    @Test func sRGBInsideDisplayP3StaysInGamut() {
        let p3 = ColorValue(red: 0, green: 1, blue: 0).displayP3
        #expect([p3.red, p3.green, p3.blue].allSatisfy { (0...1).contains($0) })
    }

    @Test func gamutCheckToleratesRounding() {
        // sRGB red written in P3 with 4 decimals: a hair outside 0...1 after conversion.
        #expect(ColorValue(space: .displayP3, components: [0.9175, 0.2003, 0.1386]).isInSRGBGamut)
        #expect(!ColorValue(space: .displayP3, components: [0.9175, 0.19, 0.1386]).isInSRGBGamut)
        #expect(!ColorValue(space: .oklch, components: [0.7, 0.4, 150]).isInSRGBGamut)
    }

    // MARK: Hex formatting

    @Test func hexRoundsHalfUpAndFormatsAlpha() {
        #expect(ColorValue(red: 0.5, green: 0.5, blue: 0.5).hexString == "#808080")
        #expect(ColorValue(red: 0, green: 0, blue: 0, alpha: 0.5).hexString == "#00000080")
        #expect(ColorValue(red: 1, green: 1, blue: 1, alpha: 0).hexString == "#ffffff00")
        #expect(ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).hexString == "#336699")
        #expect(ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.999).hexString == "#336699")
        #expect(ColorValue(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.997).hexString == "#336699fe")
    }

    @Test func hexClampsOutOfRangeChannels() {
        #expect(ColorValue(red: 1.5, green: -0.2, blue: .infinity, alpha: 3).hexString == "#ff00ff")
        #expect(ColorValue(red: .nan, green: 0, blue: 0, alpha: -1).hexString == "#00000000")
    }

    @Test func everyByteRoundTripsThroughHex() {
        for byte in 0...255 {
            let unit = Double(byte) / 255
            let hex = ColorValue(red: unit, green: unit, blue: unit).hexString
            let pair = String(byte, radix: 16)
            let expectedPair = pair.count == 1 ? "0" + pair : pair
            #expect(hex == "#" + expectedPair + expectedPair + expectedPair)
        }
    }

    // MARK: Helpers

    private static func whiteComponents(_ space: ColorValue.Space) -> [Double?] {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [1, 1, 1]
        case .hsl: [nil, 0, 100]
        case .hwb: [nil, 100, 0]
        case .lab, .lch: [100, 0, nil]
        case .oklab, .oklch: [1, 0, nil]
        case .xyzD65: [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
        case .xyzD50: [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        }
    }

    private static func blackComponents(_ space: ColorValue.Space) -> [Double?] {
        switch space {
        case .hwb: [nil, 0, 100]
        default: [0, 0, 0]
        }
    }
}

/// Expects each channel of `actual` within `tolerance` of `expected`.
private func expectChannels(
    _ actual: RGBA,
    _ expected: (Double, Double, Double),
    tolerance: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let pairs = [(actual.red, expected.0), (actual.green, expected.1), (actual.blue, expected.2)]
    for (value, target) in pairs {
        #expect(abs(value - target) <= tolerance, "channel \(value) is not within \(tolerance) of \(target)",
                sourceLocation: sourceLocation)
    }
}

/// Expects two colors' channels to match within `tolerance`.
private func expectChannels(
    _ actual: RGBA,
    _ expected: RGBA,
    tolerance: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectChannels(actual, (expected.red, expected.green, expected.blue), tolerance: tolerance,
                   sourceLocation: sourceLocation)
}
