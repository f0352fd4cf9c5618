// Kordant on macOS: the document's dynamic colors as `NSColor.brandPrimary` …, following the
// appearance a view draws in, and its type scale from the value layer as `NSFont`s.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore

@MainActor
enum ServiceStatusText {
    /// The status card's border, in the brand's secondary background color.
    static func card() -> CALayer {
        let card = CALayer()
        card.cornerRadius = KordantSpacing.md
        card.borderColor = NSColor.bgSecondary.cgColor
        return card
    }

    static let titleFont = DesignTokens.Typography.kordantHeadline.nsFont

    static func detail(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: DesignTokens.Typography.kordantBody.textAttributes(color: .brandAccent))
    }
}
#endif
