import Foundation

/// The non-linear conversions of CSS Color 4: the sRGB polar models (HSL, HWB), CIE Lab,
/// OKLab and the polar forms LCH and OKLCH. Components use DTCG 2025.10 ranges
/// (hue in degrees, HSL/HWB percentages as 0–100, Lab lightness 0–100, OKLab lightness 0–1).
enum ColorSpaceMath {
    /// The D50 reference white as XYZ, from its 4-figure CIE x,y chromaticity (0.3457, 0.3585).
    static let whiteD50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// A hue angle brought into 0..<360 degrees (non-finite angles pass through).
    static func normalizedHue(_ degrees: Double) -> Double {
        let remainder = degrees.truncatingRemainder(dividingBy: 360)
        return remainder < 0 ? remainder + 360 : remainder
    }

    /// Gamma-encoded sRGB from HSL `[hue°, saturation 0–100, lightness 0–100]`.
    static func sRGB(fromHSL hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(hsl.x)
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        let chromaAmplitude = saturation * min(lightness, 1 - lightness)
        func channel(_ offset: Double) -> Double {
            let position = (offset + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - chromaAmplitude * max(-1, min(position - 3, 9 - position, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// Gamma-encoded sRGB from HWB `[hue°, whiteness 0–100, blackness 0–100]`.
    static func sRGB(fromHWB hwb: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = hwb.y / 100
        let blackness = hwb.z / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        let pureHue = sRGB(fromHSL: SIMD3(hwb.x, 100, 50))
        return pureHue * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    /// Rectangular `[L, a, b]` from polar `[L, chroma, hue°]` (LCH → Lab, OKLCH → OKLab).
    static func rectangular(fromPolar lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * Double.pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// XYZ relative to D50 from CIE Lab `[L 0–100, a, b]`.
    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let fY = (lab.x + 16) / 116
        let fX = lab.y / 500 + fY
        let fZ = fY - lab.z / 200
        func inverseCompanding(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > epsilon ? cube : (116 * f - 16) / kappa
        }
        let relativeY = lab.x > kappa * epsilon ? fY * fY * fY : lab.x / kappa
        let relative = SIMD3(inverseCompanding(fX), relativeY, inverseCompanding(fZ))
        return relative * whiteD50
    }

    /// XYZ relative to D65 from OKLab `[L 0–1, a, b]`.
    static func xyzD65(fromOKLab okLab: SIMD3<Double>) -> SIMD3<Double> {
        let nonlinearLMS = Matrix3.okLabToNonlinearLMS * okLab
        return Matrix3.lmsToXYZD65 * (nonlinearLMS * nonlinearLMS * nonlinearLMS)
    }
}
