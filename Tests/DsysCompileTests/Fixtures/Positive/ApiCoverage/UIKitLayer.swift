import UIKit

/// Every UIKit and Core Animation stub, used the way valid UIKit code uses it.
@MainActor
final class ApiCoverageCard: UIView {
    let title = UILabel(frame: .zero)
    let gradient = CAGradientLayer()

    func configure() {
        backgroundColor = UIColor(named: "surface", in: .main, compatibleWith: nil) ?? .white
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.black.cgColor
        layer.shadowColor = UIColor(white: 0, alpha: 1).cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 2)
        let metrics = UIFontMetrics(forTextStyle: .title1)
        let base = UIFont(name: "Inter", size: 28) ?? UIFont.systemFont(ofSize: 28, weight: .semibold)
        title.font = metrics.scaledFont(for: base)
        title.adjustsFontForContentSizeCategory = true
        title.textColor = .label
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = metrics.scaledValue(for: 4)
        title.attributedText = NSAttributedString(string: "Title", attributes: [
            .font: UIFont.monospacedSystemFont(ofSize: base.pointSize, weight: .regular),
            .kern: 0.5, .paragraphStyle: paragraph, .foregroundColor: UIColor.black,
        ])
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        _ = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)
        layer.shadowPath = CGPath(roundedRect: layer.bounds.insetBy(dx: -3, dy: -3), cornerWidth: 15, cornerHeight: 15, transform: nil)
        layer.sublayers?.filter { $0.name == "ring" }.forEach { $0.removeFromSuperlayer() }
        let clip = CALayer()
        clip.name = "ring"
        clip.frame = layer.bounds
        clip.masksToBounds = true
        let ring = CGMutablePath()
        ring.addRect(clip.bounds.insetBy(dx: -8, dy: -8))
        ring.addPath(CGPath(roundedRect: clip.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil), transform: .identity)
        let shape = CAShapeLayer()
        shape.path = ring
        shape.fillRule = .evenOdd
        shape.fillColor = UIColor.black.cgColor
        clip.addSublayer(shape)
        layer.insertSublayer(clip, at: 0)
        addSubview(title)
    }
}
