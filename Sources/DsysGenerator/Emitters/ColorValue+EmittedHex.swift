import DsysTokens

extension ColorValue {
    /// The decimal places a channel keeps in the value layer's `RGBA(red:green:blue:alpha:)` literals.
    static let literalPlaces = 6

    /// The hex the generated `RGBA.hex` computes from the value layer's literals: each sRGB channel
    /// rounded as its literal is, so a channel a hair under a half step (Figma's alpha
    /// 0.699999988, written 0.7) gives the byte the package's own test then reads (`b3`, not `b2`).
    var emittedHexString: String {
        func emitted(_ channel: Double) -> Double {
            SwiftNumbers.roundedValue(channel, places: Self.literalPlaces)
        }
        let srgb = sRGB
        return ColorValue(red: emitted(srgb.red), green: emitted(srgb.green), blue: emitted(srgb.blue), alpha: emitted(alpha)).hexString
    }
}
