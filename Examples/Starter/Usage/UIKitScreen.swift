// A UIKit screen built with the starter's UIKit layer: the same colors (asset catalog), type
// scale (scaled with UIFontMetrics), radii, shadows, gradients and timing as the SwiftUI API.
#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
final class StarterCardView: UIView {
    private let title = UILabel(frame: .zero)
    private let message = UILabel(frame: .zero)
    private let banner = CAGradientLayer()

    func configure() {
        backgroundColor = .dsSurfaceRaised
        layer.cornerRadius = DSRadius.lg
        layer.borderWidth = DSBorderWidth.thin
        layer.borderColor = UIColor.dsBorderDefault.cgColor
        layer.applyShadow(.md)
        title.font = DSTypography.heading2.uiFont
        title.adjustsFontForContentSizeCategory = true
        title.textColor = .dsTextPrimary
        message.attributedText = NSAttributedString(
            string: "Saved", attributes: DSTypography.body.textAttributes(color: .dsTextSecondary)
        )
        banner.applyGradient(DesignTokens.Gradients.brand)
        layer.addSublayer(banner)
        addSubview(title)
        addSubview(message)
    }

    /// The curve and duration a fade-in uses, from the motion tokens.
    var fadeIn: (timing: CAMediaTimingFunction, duration: Double) {
        (DesignTokens.Motion.standard.timingFunction, DesignTokens.Motion.durationNormal.duration)
    }
}
#endif
