import Foundation

/// The transfer curve ("gamma") of an RGB color space, as defined by CSS Color 4.
///
/// All curves are the extended forms of CSS Color 4: negative values are handled by
/// reflecting the curve through the origin, so out-of-gamut colors convert without loss.
enum RGBTransferFunction: Sendable {
    /// The sRGB curve (also used by Display P3): linear toe below 0.04045, then power 2.4.
    case sRGB
    /// No curve: the channels are already linear light.
    case linear
    /// Adobe RGB (1998): a pure power of 563/256.
    case a98RGB
    /// ProPhoto RGB: power 1.8 with a linear toe below 16/512.
    case proPhotoRGB
    /// ITU-R BT.2020: linear toe below 4.5·β, then power 1/0.45.
    case rec2020

    /// Converts gamma-encoded channels to linear light.
    func linearize(_ channels: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(linearize(channels.x), linearize(channels.y), linearize(channels.z))
    }

    private func linearize(_ value: Double) -> Double {
        let magnitude = abs(value)
        let sign: Double = value < 0 ? -1 : 1
        switch self {
        case .sRGB:
            if magnitude <= 0.04045 { return value / 12.92 }
            return sign * pow((magnitude + 0.055) / 1.055, 2.4)
        case .linear:
            return value
        case .a98RGB:
            return sign * pow(magnitude, 563.0 / 256.0)
        case .proPhotoRGB:
            if magnitude <= 16.0 / 512.0 { return value / 16 }
            return sign * pow(magnitude, 1.8)
        case .rec2020:
            let alpha = Rec2020Constants.alpha
            if magnitude < Rec2020Constants.beta * 4.5 { return value / 4.5 }
            return sign * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        }
    }

    /// Converts linear-light channels to gamma-encoded sRGB (the curve shared by sRGB and Display P3).
    static func encodeSRGB(_ channels: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encodeSRGB(channels.x), encodeSRGB(channels.y), encodeSRGB(channels.z))
    }

    private static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.0031308 { return value * 12.92 }
        let sign: Double = value < 0 ? -1 : 1
        return sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }
}

/// The α and β constants of the BT.2020 transfer function (ITU-R BT.2020-2).
private enum Rec2020Constants {
    static let alpha = 1.09929682680944
    static let beta = 0.018053968510807
}
