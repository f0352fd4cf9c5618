import SwiftUI

/// A card whose spacing, icon size, label weight and accent follow the density axis and the
/// horizontal size class, and whose corner radius and disabled opacity follow the appearance.
struct AdaptiveCard: View {
    var isEnabled: Bool
    private var tokens = DSAdaptiveTokens()

    init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }

    var body: some View {
        HStack(spacing: tokens.spacingMd) {
            Rectangle()
                .fill(tokens.colorAccent)
                .frame(width: tokens.sizeIcon, height: tokens.sizeIcon)
            Text("Notifications")
                .fontWeight(tokens.fontWeightLabel)
        }
        .padding(tokens.spacingLg)
        .background(Color.dsSurface)
        .cornerRadius(tokens.radiusCard)
        .opacity(isEnabled ? 1 : tokens.opacityDisabled)
    }
}

/// The static constants keep the default contexts (comfortable, regular, light).
struct FixedCard: View {
    var body: some View {
        Text("Fixed")
            .padding(DSSpacingFixed.lg)
            .cornerRadius(DSRadius.card)
    }
}

/// A settings list that asks for the compact density; the size axis follows the size class by itself.
struct CompactSettings: View {
    var body: some View {
        VStack {
            AdaptiveCard()
            AdaptiveCard(isEnabled: false)
        }
        .designSystem(density: .compact)
    }
}
