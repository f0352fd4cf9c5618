// Property wrappers, environment keys and observable objects.
import Combine
import SwiftUI

enum AppearancePreference: String, CaseIterable {
    case system, light, dark
}

final class ThemeStore: ObservableObject {
    @Published var isHighContrast = false
    @Published private(set) var revision = 0

    func bump() {
        revision += 1
        objectWillChange.send()
    }
}

private struct CardElevationKey: EnvironmentKey {
    static let defaultValue: CGFloat = 2
}

extension EnvironmentValues {
    var cardElevation: CGFloat {
        get { self[CardElevationKey.self] }
        set { self[CardElevationKey.self] = newValue }
    }
}

enum Field: Hashable {
    case email, password
}

struct StatefulForm: View {
    @StateObject private var store = ThemeStore()
    @AppStorage("appearance") private var appearance: AppearancePreference = .system
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("onboarded") private var onboarded = false
    @AppStorage("nickname") private var nickname = ""
    @FocusState private var focusedField: Field?
    @FocusState private var isSearchFocused: Bool
    @ScaledMetric(relativeTo: .title2) private var iconSize: CGFloat = 24
    @ScaledMetric private var gap: CGFloat = 8
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.cardElevation) private var elevation
    @State private var email = ""
    @State private var password = ""
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: gap) {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            TextField("Password", text: $password)
                .focused($focusedField, equals: .password)
            TextField("Search", text: $nickname)
                .focused($isSearchFocused)
            ThemeToggle(store: store, isOn: $store.isHighContrast)
            if expanded {
                Text("Expanded")
            } else {
                EmptyView()
            }
            ForEach(AppearancePreference.allCases, id: \.self) { preference in
                Text(preference.rawValue)
            }
            ForEach(0..<3) { index in
                Text("Row \(index)")
            }
        }
        .frame(width: iconSize * 10)
        .environment(\.cardElevation, elevation + 1)
        .environmentObject(store)
        .preferredColorScheme(appearance == .dark ? .dark : nil)
        .onChange(of: email) { newValue in
            launchCount += newValue.isEmpty ? 0 : 1
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                expanded.toggle()
            }
        }
        .onAppear { onboarded = true }
        .disabled(contrast == .increased && colorScheme == .light && horizontalSizeClass != .regular)
    }
}

struct ThemeToggle: View {
    @ObservedObject var store: ThemeStore
    @Binding var isOn: Bool

    var body: some View {
        Button(isOn ? "High contrast" : "Standard") {
            isOn.toggle()
            store.bump()
        }
        .accessibilityLabel("Contrast")
    }
}

struct EnvironmentReader: View {
    @EnvironmentObject private var store: ThemeStore

    var body: some View {
        ThemeToggle(store: store, isOn: $store.isHighContrast)
    }
}

struct BindingPreviewHost: View {
    var body: some View {
        ThemeToggle(store: ThemeStore(), isOn: .constant(true))
    }
}
