// Shapes, gradients, animations, text layout and layout modifiers.
import SwiftUI

enum Motion {
    static let standard: Animation = .easeInOut(duration: 0.25)
    static let emphasized: Animation = .timingCurve(0.2, 0, 0, 1, duration: 0.4).delay(0.05).speed(1.2)
    static let bouncy: Animation = .interactiveSpring()
    static let snappy: Animation = .interactiveSpring(response: 0.2, dampingFraction: 0.9, blendDuration: 0)
    static let fade: Animation = .linear(duration: 0.1)
}

enum Gradients {
    static let brand = LinearGradient(
        gradient: Gradient(colors: [Color(.sRGB, red: 0.23, green: 0.51, blue: 0.96, opacity: 1), .black]),
        startPoint: .topLeading,
        endPoint: .bottomTrailing
    )
    static let stops = LinearGradient(
        stops: [Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: Color(.displayP3, red: 1, green: 0, blue: 0), location: 1)],
        startPoint: .top,
        endPoint: .bottom
    )
    static let simple = LinearGradient(colors: [.clear, Color(.sRGBLinear, white: 0.5)], startPoint: .leading, endPoint: .trailing)
}

struct VisualGallery: View {
    @State private var pressed = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(Gradients.brand)
            Circle().stroke(Color.white.opacity(0.4), lineWidth: 2)
            Capsule().strokeBorder(Color.primary, lineWidth: 1)
            RoundedRectangle(cornerRadius: 12, style: .circular).fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            VStack(alignment: .trailing, spacing: 4) {
                Text("Title").font(.custom("Inter", size: 20, relativeTo: .title3)).kerning(0.5)
                Text("Caption").font(.custom("Inter", fixedSize: 11)).tracking(1)
                Text("Mono").font(.system(size: 14, design: .monospaced).monospacedDigit())
                Text("Heavy").font(.system(.largeTitle).weight(.heavy))
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityRemoveTraits([.isImage, .isButton])
                    .accessibilityHint("Section title")
                    .accessibilityValue("Level 1")
                Image(systemName: "sparkles").accessibilityHidden(true)
                Text("Plain").font(.custom("Inter", size: 16)).foregroundColor(.secondary)
                Text("Bold ") + Text("Italic").italic()
                Text("Body")
                    .fontWeight(.black)
                    .tracking(0.2)
                    .kerning(0.1)
                    .lineSpacing(4)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .foregroundStyle(Gradients.simple)
                Spacer(minLength: 8)
                Group {
                    Text("A")
                    Text("B")
                }
                .font(.caption2)
            }
            .padding()
            .padding(16)
            .padding(.vertical)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(width: 320, height: 200)
            .background(alignment: .bottom) { Color.black.opacity(0.1) }
            .background(Gradients.stops)
            .background(.tint)
            .overlay(alignment: .topTrailing) { Image(systemName: "star").foregroundStyle(.secondary) }
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.white, lineWidth: 1))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .cornerRadius(12)
            .contentShape(Rectangle())
            .shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 4)
            .shadow(radius: 1)
            .background { RoundedRectangle(cornerRadius: 12).inset(by: -3).fill(Color.blue).blur(radius: 2) }
            .overlay { Rectangle().inset(by: -4).stroke(Color.black, lineWidth: 9).offset(x: 0, y: 1).blur(radius: 1, opaque: false).clipShape(Rectangle()) }
            .scaleEffect(pressed ? 0.98 : 1)
            .tint(.pink)
            .tint(Color.purple)
            .animation(Motion.standard, value: pressed)
        }
        .font(.title)
        .fontWeight(.semibold)
        .foregroundColor(.white)
    }
}

struct AnyViewHolder: View {
    let useText: Bool

    var body: some View {
        if useText {
            AnyView(Text("Text"))
        } else {
            AnyView(erasing: Image("logo", bundle: nil))
        }
    }
}
