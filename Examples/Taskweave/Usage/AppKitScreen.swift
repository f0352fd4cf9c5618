// A Taskweave task row on macOS: `DesignSystem.NSColors` mirrors `DesignSystem.Colors`, the value
// layer's typography gives `NSFont`s (AppKit does not scale them), and the floating action
// button's shadow and the animation curve come from the same tokens as the SwiftUI side.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore

@MainActor
enum TaskRowLayers {
    /// The row's background layer and the floating action button's layer.
    static func row() -> (row: CALayer, fab: CALayer) {
        let row = CALayer()
        row.cornerRadius = DesignSystem.CornerRadius.medium
        row.borderColor = DesignSystem.NSColors.backgroundPrimary.cgColor
        let fab = CALayer()
        fab.borderColor = DesignSystem.NSColors.accent.cgColor
        fab.applyShadow(.fab)
        row.addSublayer(fab)
        return (row, fab)
    }

    /// The due date, red when overdue.
    static func due(isOverdue: Bool) -> NSAttributedString {
        NSAttributedString(
            string: "Due today",
            attributes: DesignTokens.Typography.footnote.textAttributes(
                color: isOverdue ? DesignSystem.NSColors.error : DesignSystem.NSColors.textSecondary
            )
        )
    }

    static let titleFont = DesignTokens.Typography.body.nsFont
    static let springCurve = DesignTokens.Motion.spring.timingFunction
}
#endif
