// The calls the AvaRobotics tasks (T002–T022) name, written as the tasks and research write them.
// Type-checked in the same module as the generated code (see Examples/AvaRobotics/README.md).
import SwiftUI

/// T002, T004, T006: hex colors, the opacity scale and the nested palettes.
struct PaletteExample: View {
    var body: some View {
        VStack(spacing: SpacingToken.xs) {
            ColorToken.Primary.p500
            ColorToken.Accent.a700
            ColorToken.Secondary.s600
            ColorToken.Neutral.n50
            ColorToken.Semantic.white
            ColorToken.Status.info
            Color(hex: "#8b5cf6")
            Color(hex: "8b5cf6")
            Color(hex: "#8b5cf680")
            ColorToken.Primary.p500.opacity(OpacityToken.opacity50)
        }
    }
}

/// T008–T010: typography presets with Dynamic Type, and their values.
struct TypographyExample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: SpacingToken.sm) {
            Text("Display").typography(.display1)
            Text("Heading").typography(.heading1)
            Text("Body").typography(.bodyRegular)
            Text("Caption").typography(.captionMedium)
            Text("Fixed size").font(TypographyToken.label.font)
        }
    }

    /// The preset properties T008 lists.
    static func describe(_ token: TypographyToken) -> (CGFloat, Font.Weight, CGFloat, CGFloat, Font.TextStyle) {
        (token.size, token.weight, token.lineSpacing, token.tracking, token.relativeTo)
    }

    /// Every preset, as T007 iterates them.
    static let presetCount = TypographyToken.allCases.count
}

/// T012, T015–T017: spacing, corner radii, border widths and shadows.
struct ShapeAndShadowExample: View {
    var body: some View {
        RoundedRectangle(cornerRadius: ShapeToken.CornerRadius.lg)
            .strokeBorder(ColorToken.Neutral.n200, lineWidth: ShapeToken.BorderWidth.thin)
            .frame(width: SpacingToken.xxxl, height: SpacingToken.xxl)
            .padding(SpacingToken.md)
            .tokenShadow(.md)
            .tokenShadow(.glowPurple)
            .shadow(color: ShadowToken.xl.color, radius: ShadowToken.xl.radius, x: ShadowToken.xl.x, y: ShadowToken.xl.y)
    }
}

/// T019: gradients and their stops.
struct GradientExample: View {
    var body: some View {
        VStack {
            Rectangle().fill(GradientToken.primary)
            Rectangle().fill(GradientToken.neon)
            GradientToken.background
        }
    }

    /// The stop colors T018 checks.
    static let primaryStops: [Color] = GradientToken.Stops.primary
}

/// T020–T022: the component styles.
struct ComponentExample: View {
    @State private var email = ""

    var body: some View {
        VStack(spacing: SpacingToken.lg) {
            Button("Get started") {}
                .buttonStyle(.brandPrimary)
            Button("Learn more") {}
                .buttonStyle(.brandSecondary)
            Button("Skip") {}
                .buttonStyle(.brandOutline)
            TextField("Email", text: $email)
                .textFieldStyle(.branded)
            TextField("Email", text: $email)
                .textFieldStyle(BrandedTextFieldStyle(isError: true))
            Text("Robot status")
                .cardStyle()
            Text("Fleet overview")
                .cardStyle(padding: .large)
            Text("Compact")
                .modifier(CardModifier(padding: .small))
        }
    }
}
