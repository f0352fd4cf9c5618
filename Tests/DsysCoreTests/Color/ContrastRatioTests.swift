@testable import DsysCore
import Foundation
import Testing

@Suite struct ContrastRatioTests {
    private func ratio(_ foreground: String, on background: String) throws -> Double {
        ContrastRatio.of(try #require(ColorValue.parse(css: foreground)), on: try #require(ColorValue.parse(css: background)))
    }

    @Test func blackOnWhiteIsTheMaximumAndEitherWayRound() throws {
        #expect(abs(try ratio("#000000", on: "#ffffff") - 21) < 1e-9)
        #expect(abs(try ratio("#ffffff", on: "#000000") - 21) < 1e-9)
        #expect(abs(try ratio("#3366cc", on: "#3366cc") - 1) < 1e-9)
    }

    @Test func knownWCAGPairs() throws {
        // #767676 is the lightest gray that passes AA (4.5:1) on white; #777777 just fails it.
        #expect(try ratio("#767676", on: "#ffffff") >= 4.5)
        #expect(try ratio("#777777", on: "#ffffff") < 4.5)
    }

    @Test func aTranslucentForegroundIsCompositedOverTheBackground() throws {
        // 50% black over white draws gray 0.5 in every gamma-encoded channel.
        let grayLuminance = pow((0.5 + 0.055) / 1.055, 2.4)
        #expect(abs(try ratio("rgba(0, 0, 0, 0.5)", on: "#ffffff") - 1.05 / (grayLuminance + 0.05)) < 1e-9)
        #expect(abs(try ratio("rgba(0, 0, 0, 0)", on: "#ffffff") - 1) < 1e-9)
    }
}
