import Foundation

/// A color's coordinates in HSL or CIE LCH, the polar models Tokens Studio's color modifiers
/// work in, computed from any `ColorValue` (the inverse of the conversions in `ColorSpaceMath`).
///
/// `hueIsPowerless` marks an achromatic color (no saturation or chroma): its hue carries no
/// information, and mixing takes the other color's hue, as CSS Color 4 and colorjs.io do.
///
/// A color written in the model itself (`hsl(50, 3%, 100%)`) keeps the coordinates it was written
/// with, as colorjs.io keeps a parsed color's: converted through sRGB, that white would lose its
/// hue and saturation, and darkening it would give a neutral gray. Only a `none` hue is powerless then.
struct PolarColorCoordinates: Equatable {
    /// `[hue°, saturation 0–100, lightness 0–100]` for HSL; `[L 0–100, chroma, hue°]` for LCH.
    var components: SIMD3<Double>
    var hueIsPowerless: Bool

    /// The largest chroma (LCH) or saturation (HSL) counted as achromatic.
    private static let achromaticThreshold = 1e-4

    /// HSL coordinates of the color's gamma-encoded sRGB channels.
    static func hsl(of color: ColorValue) -> PolarColorCoordinates {
        if color.space == .hsl { return written(color, hueIndex: 0) }
        let rgb = color.sRGB
        let maximum = max(rgb.red, rgb.green, rgb.blue)
        let minimum = min(rgb.red, rgb.green, rgb.blue)
        let lightness = (maximum + minimum) / 2
        let spread = maximum - minimum
        guard spread > achromaticThreshold / 100, lightness > 0, lightness < 1 else {
            return PolarColorCoordinates(components: SIMD3(0, 0, lightness * 100), hueIsPowerless: true)
        }
        let saturation = (maximum - lightness) / min(lightness, 1 - lightness)
        let hue: Double
        switch maximum {
        case rgb.red: hue = (rgb.green - rgb.blue) / spread + (rgb.green < rgb.blue ? 6 : 0)
        case rgb.green: hue = (rgb.blue - rgb.red) / spread + 2
        default: hue = (rgb.red - rgb.green) / spread + 4
        }
        return PolarColorCoordinates(components: SIMD3(hue * 60, saturation * 100, lightness * 100), hueIsPowerless: false)
    }

    /// CIE LCH coordinates (D50, as CSS `lch()` and DTCG's `lch` space).
    static func lch(of color: ColorValue) -> PolarColorCoordinates {
        if color.space == .lch { return written(color, hueIndex: 2) }
        let lab = ColorSpaceMath.lab(fromXYZD50: Matrix3.bradfordD65ToD50 * color.xyzD65)
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        guard chroma > achromaticThreshold else {
            return PolarColorCoordinates(components: SIMD3(lab.x, 0, 0), hueIsPowerless: true)
        }
        let hue = ColorSpaceMath.normalizedHue(atan2(lab.z, lab.y) * 180 / Double.pi)
        return PolarColorCoordinates(components: SIMD3(lab.x, chroma, hue), hueIsPowerless: false)
    }

    /// The coordinates `color` was written with, in its own polar space (`none` read as 0).
    private static func written(_ color: ColorValue, hueIndex: Int) -> PolarColorCoordinates {
        let written = (0..<3).map { $0 < color.components.count ? color.components[$0] : nil }
        var components = SIMD3<Double>()
        for index in 0..<3 { components[index] = written[index] ?? 0 }
        components[hueIndex] = ColorSpaceMath.normalizedHue(components[hueIndex])
        return PolarColorCoordinates(components: components, hueIsPowerless: written[hueIndex] == nil)
    }
}

extension ColorSpaceMath {
    /// CIE Lab `[L 0–100, a, b]` from XYZ relative to D50 (the inverse of `xyzD50(fromLab:)`).
    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let relative = xyz / whiteD50
        func companding(_ value: Double) -> Double {
            value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
        }
        let f = SIMD3(companding(relative.x), companding(relative.y), companding(relative.z))
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }
}
