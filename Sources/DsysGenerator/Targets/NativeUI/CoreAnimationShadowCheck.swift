import DsysSource

/// The shadows `CALayer.applyShadow(_:)` cannot draw exactly. Core Animation gives a layer one
/// shadow, so the UIKit/AppKit helper draws a token's first outer layer (and every inset layer, as
/// sublayers); a token with a second outer layer, in any appearance, gets a warning naming it.
/// SwiftUI draws every layer, so the warning says the SwiftUI modifier is exact.
///
/// `shadow.focus` = `[0 0 0 3 #2563eb, 0 1 2 0 #0000001a]` warns; `[0 0 0 3 #2563eb, inset 0 1 2 0 #0000001a]` does not.
struct CoreAnimationShadowCheck {
    let system: DesignSystemDescription

    func check(into diagnostics: inout Diagnostics) {
        for named in system.shadows {
            let outerCounts = named.modal.values.map { _, value -> Int in
                guard case .shadow(let layers) = value else { return 0 }
                return layers.filter { !$0.inset }.count
            }
            guard let most = outerCounts.max(), most > 1 else { continue }
            diagnostics.warning(
                "'\(named.token.path)' has \(most) outer shadow layers; CALayer.applyShadow(_:) draws only the first "
                    + "(Core Animation gives a layer one shadow), while the SwiftUI modifier draws all of them",
                at: named.token.location, token: named.token.path.description,
                hint: "in UIKit/AppKit, add a sublayer per further layer and call applyShadow(_:) on it with that layer, "
                    + "or keep one outer layer in the token"
            )
        }
    }
}
