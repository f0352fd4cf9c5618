@testable import DsysGenerator
import DsysTokens
import Testing

/// A colorset's components fall on the 8-bit step the value layer's literal falls on, in three
/// places where three suffice (Xcode's own form).
@Suite struct ColorSetComponentTests {
    /// The 8-bit step a component string draws.
    private func step(_ component: String) -> Int {
        ColorValue.eightBitValue(Double(component)!)
    }

    @Test func everyEightBitValueIsWrittenWithThreePlaces() {
        for byte in 0...255 {
            let component = AssetCatalog.component(Double(byte) / 255)
            #expect(component.split(separator: ".").last?.count == 3, "\(byte): \(component)")
            #expect(step(component) == byte, "\(byte): \(component)")
        }
    }

    @Test func aChannelAHairUnderAHalfStepKeepsItsStep() {
        // 127.45 of 255: the literal 0.499804 draws 127, three places (0.500) would draw 128.
        let component = AssetCatalog.component(127.45 / 255)
        #expect(component == "0.4998")
        #expect(step(component) == 127)
    }

    @Test func everyComponentDrawsTheLiteralsStep() {
        // Every 1/100,000 from 0 to 1: about 780 of them lie within 0.13 of a step's half.
        for numerator in 0...100_000 {
            let unit = Double(numerator) / 100_000
            let literal = SwiftNumbers.roundedValue(unit, places: ColorValue.literalPlaces)
            #expect(step(AssetCatalog.component(unit)) == ColorValue.eightBitValue(literal), "\(unit)")
        }
    }
}
