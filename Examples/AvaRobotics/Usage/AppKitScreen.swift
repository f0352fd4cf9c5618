// The AvaRobotics tokens on macOS: `NSColorToken` mirrors `ColorToken`, typography presets give
// `nsFont`, shadows and gradients apply to Core Animation layers (y up, as AppKit's layers are).
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore

@MainActor
enum RobotStatusLayers {
    /// The status cell: border, radius and shadow, with a gradient glow inside.
    static func cell(isOnline: Bool) -> CALayer {
        let cell = CALayer()
        cell.cornerRadius = ShapeToken.CornerRadius.lg
        cell.borderWidth = ShapeToken.BorderWidth.thin
        cell.borderColor = NSColorToken.Primary.p500.cgColor
        cell.applyShadow(isOnline ? .glowPurple : .sm)
        let glow = CAGradientLayer()
        glow.applyGradient(DesignTokens.Gradients.primary)
        cell.addSublayer(glow)
        return cell
    }

    static let nameFont = TypographyToken.heading2.nsFont

    static func name(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: TypographyToken.bodyMedium.textAttributes(color: NSColorToken.Primary.p900))
    }
}
#endif
