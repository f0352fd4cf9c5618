// The AvaRobotics tokens in a UIKit screen: `UIColorToken` mirrors `ColorToken`, typography
// presets give `uiFont`, shadows and gradients apply to Core Animation layers.
#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
final class RobotStatusCell: UIView {
    private let name = UILabel(frame: .zero)
    private let glow = CAGradientLayer()

    func configure(isOnline: Bool) {
        backgroundColor = UIColorToken.Neutral.n50
        layer.cornerRadius = ShapeToken.CornerRadius.lg
        layer.borderWidth = ShapeToken.BorderWidth.thin
        layer.borderColor = UIColorToken.Primary.p500.cgColor
        layer.applyShadow(isOnline ? .glowPurple : .sm)
        name.font = TypographyToken.heading2.uiFont
        name.textColor = UIColorToken.Primary.p700
        name.attributedText = NSAttributedString(
            string: "AVA-01", attributes: TypographyToken.bodyMedium.textAttributes(color: UIColorToken.Primary.p900)
        )
        glow.applyGradient(DesignTokens.Gradients.primary)
        addSubview(name)
    }
}
#endif
