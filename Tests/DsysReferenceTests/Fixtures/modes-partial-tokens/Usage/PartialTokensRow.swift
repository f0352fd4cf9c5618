import SwiftUI

/// A row that reads the tokens only some modes define: the touch target and the emphasis weight
/// exist in the comfortable density, the strong border in dark, the focus ring in high contrast.
/// Each is an optional, so the view says what it does where the mode has none.
struct PartialTokensRow: View {
    var isFocused: Bool
    private var tokens = DSAdaptiveTokens()

    init(isFocused: Bool = false) {
        self.isFocused = isFocused
    }

    var body: some View {
        Text("Notifications")
            .fontWeight(tokens.fontWeightEmphasis)
            .frame(minHeight: tokens.sizeTouchTarget)
            .padding(tokens.spacingMd)
            .background(Color.dsSurface)
            .overlay {
                if let border = tokens.colorBorderStrong {
                    Rectangle().stroke(border, lineWidth: 1)
                }
            }
            .overlay {
                if isFocused, let ring = tokens.sizeFocusRing {
                    Rectangle().stroke(Color.dsText, lineWidth: ring)
                }
            }
    }
}

/// The same row in the comfortable density, where the touch target and the emphasis weight exist.
struct ComfortableRow: View {
    var body: some View {
        PartialTokensRow(isFocused: true).designSystem(density: .comfortable)
    }
}
