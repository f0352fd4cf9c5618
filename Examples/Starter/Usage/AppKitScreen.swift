// A macOS card built with the starter's AppKit layer: the same colors (asset catalog), type scale,
// radii, shadows, gradients and timing as the SwiftUI API, on layers of a layer-backed NSView.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore

@MainActor
enum StarterCardLayers {
    /// The card's layer: border, radius and shadow from the tokens.
    static func card() -> CALayer {
        let card = CALayer()
        card.cornerRadius = DSRadius.lg
        card.borderWidth = DSBorderWidth.thin
        card.borderColor = NSColor.dsBorderDefault.cgColor
        card.applyShadow(.md)
        let banner = CAGradientLayer()
        banner.applyGradient(DesignTokens.Gradients.brand)
        card.addSublayer(banner)
        return card
    }

    /// The title's text: the preset's font, tracking and line spacing in the primary text color.
    static func title(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: DSTypography.heading2.textAttributes(color: .dsTextPrimary))
    }

    /// The curve and duration a fade-in uses, from the motion tokens.
    static var fadeIn: (timing: CAMediaTimingFunction, duration: Double) {
        (DesignTokens.Motion.standard.timingFunction, DesignTokens.Motion.durationNormal.duration)
    }
}
#endif
