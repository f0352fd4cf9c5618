/// A color as a DTCG 2025.10 color object: a color space, its components and alpha.
///
/// The original space and components are kept; `sRGB` and `displayP3` (see
/// `ColorValue+Conversion.swift`) give exact, unclamped conversions for the generator.
public struct ColorValue: Sendable, Hashable {
    /// The 14 color spaces of DTCG 2025.10.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        case srgb
        case srgbLinear = "srgb-linear"
        case hsl
        case hwb
        case lab
        case lch
        case oklab
        case oklch
        case displayP3 = "display-p3"
        case a98RGB = "a98-rgb"
        case prophotoRGB = "prophoto-rgb"
        case rec2020
        case xyzD65 = "xyz-d65"
        case xyzD50 = "xyz-d50"
    }

    public var space: Space
    /// The components in the space's own ranges; `nil` stands for the keyword `none` (treated as 0).
    public var components: [Double?]
    /// Alpha in 0...1.
    public var alpha: Double
    /// The `hex` fallback the file gave, if any (kept, never used to override components).
    public var hex: String?

    public init(space: Space, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// An sRGB color from 0...1 channels.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(space: .srgb, components: [red, green, blue], alpha: alpha)
    }
}

/// Red, green, blue and alpha channels in one RGB space, nominally 0...1 (unclamped after conversion).
public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
