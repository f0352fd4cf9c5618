// Kordant in UIKit: the document's dynamic colors as `UIColor.brandPrimary` …, and its type
// scale from the value layer, scaled with Dynamic Type; the logo and a tab symbol as `UIImage`s.
#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
final class ServiceStatusView: UIView {
    private let title = UILabel(frame: .zero)
    private let detail = UILabel(frame: .zero)
    /// The logo from the package's asset catalog, and the Alerts tab's SF Symbol.
    let logo = UIImage.kordantImageLogo
    let alertsIcon = UIImage.kordantTabAlerts

    func configure() {
        backgroundColor = .bgSecondary
        layer.cornerRadius = KordantSpacing.md
        title.font = DesignTokens.Typography.kordantHeadline.uiFont
        title.textColor = .brandPrimary
        detail.attributedText = NSAttributedString(
            string: "All systems normal", attributes: DesignTokens.Typography.kordantBody.textAttributes(color: .brandAccent)
        )
        addSubview(title)
        addSubview(detail)
    }
}
#endif
