import Foundation

/// The WCAG 2 contrast ratio of two colors, from 1 (none) to 21 (black on white).
///
/// A translucent foreground is first composited over the background, as it is drawn; the background
/// counts as opaque. Channels are gamma-encoded sRGB, clamped to 0...1 (wide-gamut colors outside
/// sRGB are measured at the sRGB edge).
package enum ContrastRatio {
    /// The contrast of `foreground` drawn on `background`.
    package static func of(_ foreground: ColorValue, on background: ColorValue) -> Double {
        let top = foreground.sRGB
        let bottom = background.sRGB
        let alpha = min(max(foreground.alpha, 0), 1)
        let drawn = luminance(
            red: top.red * alpha + bottom.red * (1 - alpha),
            green: top.green * alpha + bottom.green * (1 - alpha),
            blue: top.blue * alpha + bottom.blue * (1 - alpha)
        )
        let behind = luminance(red: bottom.red, green: bottom.green, blue: bottom.blue)
        return (max(drawn, behind) + 0.05) / (min(drawn, behind) + 0.05)
    }

    /// WCAG relative luminance of gamma-encoded sRGB channels.
    private static func luminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// One channel, clamped to 0...1, decoded from the sRGB transfer curve.
    private static func linear(_ channel: Double) -> Double {
        let clamped = min(max(channel, 0), 1)
        return clamped <= 0.04045 ? clamped / 12.92 : pow((clamped + 0.055) / 1.055, 2.4)
    }
}
