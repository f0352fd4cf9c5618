// Custom button and text-field styles written the way they compile on Xcode.
import SwiftUI

struct BrandPrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(.body, design: .rounded, weight: .semibold))
            .foregroundStyle(.white)
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .background(isEnabled ? Color.accentColor : Color.gray)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.97 : 1, anchor: .center)
            .opacity(configuration.role == .destructive ? 0.9 : 1)
            .animation(reduceMotion ? nil : .easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == BrandPrimaryButtonStyle {
    static var brandPrimary: BrandPrimaryButtonStyle { BrandPrimaryButtonStyle() }
}

struct BrandTextFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.horizontal, 12)
            .frame(minHeight: 44)
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray, lineWidth: 1))
    }
}

struct StyledControls: View {
    @State private var name = ""

    var body: some View {
        VStack(spacing: 12) {
            Button("Continue") {}
                .buttonStyle(.brandPrimary)
            Button(role: .destructive, action: {}) {
                IconLabel(title: "Delete")
            }
            .buttonStyle(.plain)
            Button("Plain", action: {})
                .buttonStyle(PlainButtonStyle())
            TextField("Name", text: $name)
                .textFieldStyle(BrandTextFieldStyle())
            TextField("Rounded", text: $name)
                .textFieldStyle(.roundedBorder)
                .textFieldStyle(RoundedBorderTextFieldStyle())
        }
    }
}

/// A tiny label view so the role-based button has custom content.
struct IconLabel: View {
    let title: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Image(systemName: "trash")
            Text(title)
        }
    }
}
