/// Exact conversion of any DTCG color space to sRGB and Display P3, following the
/// CSS Color 4 sample conversions: linearize, transform through CIE XYZ-D65 (with Bradford
/// adaptation for the D50 spaces), then gamma-encode.
///
/// `none` components count as 0; a components array of the wrong length is read as far as
/// it goes, missing components counting as 0 (`validationProblem` reports it).
extension ColorValue {
    /// Gamma-encoded sRGB channels, unclamped (out-of-gamut colors give values outside 0...1).
    public var sRGB: RGBA {
        let channels: SIMD3<Double>
        switch space {
        case .srgb: channels = componentVector
        case .srgbLinear: channels = RGBTransferFunction.encodeSRGB(componentVector)
        case .hsl: channels = ColorSpaceMath.sRGB(fromHSL: componentVector)
        case .hwb: channels = ColorSpaceMath.sRGB(fromHWB: componentVector)
        default: channels = RGBTransferFunction.encodeSRGB(Matrix3.xyzD65ToLinearSRGB * xyzD65)
        }
        return RGBA(channels, alpha: alpha)
    }

    /// Gamma-encoded Display P3 channels, unclamped.
    public var displayP3: RGBA {
        let channels = space == .displayP3
            ? componentVector
            : RGBTransferFunction.encodeSRGB(Matrix3.xyzD65ToLinearDisplayP3 * xyzD65)
        return RGBA(channels, alpha: alpha)
    }

    /// Whether every sRGB channel lies in 0...1 (tolerance 1e-4, so round-tripped hex colors count as inside).
    public var isInSRGBGamut: Bool {
        let tolerance = 1e-4
        let color = sRGB
        return [color.red, color.green, color.blue].allSatisfy { (-tolerance...(1 + tolerance)).contains($0) }
    }

    /// The first three components, `none` and missing ones as 0.
    var componentVector: SIMD3<Double> {
        func component(_ index: Int) -> Double {
            guard index < components.count, let value = components[index] else { return 0 }
            return value
        }
        return SIMD3(component(0), component(1), component(2))
    }

    /// The color as CIE XYZ relative to a D65 white.
    var xyzD65: SIMD3<Double> {
        let vector = componentVector
        switch space {
        case .srgb:
            return Self.xyzD65(fromSRGB: vector)
        case .srgbLinear:
            return Matrix3.linearSRGBToXYZD65 * vector
        case .hsl:
            return Self.xyzD65(fromSRGB: ColorSpaceMath.sRGB(fromHSL: vector))
        case .hwb:
            return Self.xyzD65(fromSRGB: ColorSpaceMath.sRGB(fromHWB: vector))
        case .lab:
            return Matrix3.bradfordD50ToD65 * ColorSpaceMath.xyzD50(fromLab: vector)
        case .lch:
            return Matrix3.bradfordD50ToD65 * ColorSpaceMath.xyzD50(fromLab: ColorSpaceMath.rectangular(fromPolar: vector))
        case .oklab:
            return ColorSpaceMath.xyzD65(fromOKLab: vector)
        case .oklch:
            return ColorSpaceMath.xyzD65(fromOKLab: ColorSpaceMath.rectangular(fromPolar: vector))
        case .displayP3:
            return Matrix3.linearDisplayP3ToXYZD65 * RGBTransferFunction.sRGB.linearize(vector)
        case .a98RGB:
            return Matrix3.linearA98RGBToXYZD65 * RGBTransferFunction.a98RGB.linearize(vector)
        case .prophotoRGB:
            return Matrix3.bradfordD50ToD65 * (Matrix3.linearProPhotoRGBToXYZD50 * RGBTransferFunction.proPhotoRGB.linearize(vector))
        case .rec2020:
            return Matrix3.linearRec2020ToXYZD65 * RGBTransferFunction.rec2020.linearize(vector)
        case .xyzD65:
            return vector
        case .xyzD50:
            return Matrix3.bradfordD50ToD65 * vector
        }
    }

    private static func xyzD65(fromSRGB channels: SIMD3<Double>) -> SIMD3<Double> {
        Matrix3.linearSRGBToXYZD65 * RGBTransferFunction.sRGB.linearize(channels)
    }
}

extension RGBA {
    /// Channels from a vector of red, green and blue.
    init(_ channels: SIMD3<Double>, alpha: Double) {
        self.init(red: channels.x, green: channels.y, blue: channels.z, alpha: alpha)
    }
}
