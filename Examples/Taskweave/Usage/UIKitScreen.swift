// A Taskweave task row in UIKit: `DesignSystem.UIColors` mirrors `DesignSystem.Colors`, the value
// layer's typography gives Dynamic Type fonts, and the floating action button's shadow and the
// animation curve come from the same tokens as the SwiftUI side.
#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
final class TaskRowView: UIView {
    private let title = UILabel(frame: .zero)
    private let due = UILabel(frame: .zero)
    private let fab = UIView(frame: .zero)

    func configure(isOverdue: Bool) {
        backgroundColor = DesignSystem.UIColors.backgroundPrimary
        layer.cornerRadius = DesignSystem.CornerRadius.medium
        title.font = DesignTokens.Typography.body.uiFont
        title.textColor = DesignSystem.UIColors.textPrimary
        due.attributedText = NSAttributedString(
            string: "Due today",
            attributes: DesignTokens.Typography.footnote.textAttributes(
                color: isOverdue ? DesignSystem.UIColors.error : DesignSystem.UIColors.textSecondary
            )
        )
        fab.backgroundColor = DesignSystem.UIColors.accent
        fab.layer.applyShadow(.fab)
        _ = DesignTokens.Motion.spring.timingFunction
        addSubview(title)
        addSubview(due)
        addSubview(fab)
    }
}
#endif
