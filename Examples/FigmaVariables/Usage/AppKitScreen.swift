// The Figma card on macOS: the same colors (asset catalog, under their Dev Mode names), radius and
// hairline as the SwiftUI API, on the layer of a layer-backed NSView.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import QuartzCore

@MainActor
enum FigmaCardLayer {
    /// The card's layer: the `Layout` collection's Regular radius and hairline, in the brand color.
    static func card() -> CALayer {
        let card = CALayer()
        card.cornerRadius = DSRadius.cardCorner
        card.borderWidth = DSBorderWidth.hairline
        card.borderColor = NSColor.brandAction.cgColor
        return card
    }
}
#endif
