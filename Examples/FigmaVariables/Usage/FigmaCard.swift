// A card built from the Figma variables: the colors under the names the designer set in Dev Mode
// (`Color.brandAction`, `.labelPrimary`), the Layout collection's values through
// `DSAdaptiveTokens` (they follow the `Layout` mode the app picks), and a compact preview.
// Type-checked in the same module as the generated code (see Examples/FigmaVariables/README.md).
import SwiftUI

struct FigmaCard: View {
    private let tokens = DSAdaptiveTokens()

    var body: some View {
        VStack(alignment: .leading, spacing: tokens.layoutStackGap) {
            Text("Variables").foregroundStyle(Color.labelPrimary)
            Button("Continue") {}
                .frame(height: tokens.layoutControlHeight)
                .background(Color.brandAction)
        }
        .padding(tokens.layoutStackGap)
        .background(Color.backgroundPrimary, in: RoundedRectangle(cornerRadius: tokens.layoutCardCorner))
        .opacity(DSOpacity.disabledOpacity)
    }
}

struct FigmaCardCompact: View {
    var body: some View {
        FigmaCard().designSystem(layout: .compact)
    }
}
