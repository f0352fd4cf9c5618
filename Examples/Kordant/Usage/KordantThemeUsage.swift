// The Kordant task's theme usage: the app entry point with ThemeManager and the brand tint
// (steps 2 and 6), a settings screen switching light/dark/system, and views built from the brand
// colors, fonts and spacing. Type-checked in the same module as the generated code (see
// Examples/Kordant/README.md); the app struct has no `@main` because this is a library.
import SwiftUI

/// `KordantApp.swift`: injects ThemeManager, applies its scheme with `.preferredColorScheme()`
/// and sets the global accent color to `brandPrimary`.
struct KordantApp: App {
    @StateObject private var themeManager = ThemeManager()

    var body: some Scene {
        WindowGroup {
            KordantTabs()
                .environmentObject(themeManager)
                .preferredColorScheme(themeManager.colorScheme)
                .tint(.brandPrimary)
        }
    }
}

/// The five tabs of the document (Dashboard, Services, Alerts, Settings, Account), each with its
/// SF Symbol token (`tab.*`), so renaming a symbol is one token change.
struct KordantTabs: View {
    var body: some View {
        TabView {
            DashboardView()
                .tabItem { Image.kordantTabDashboard; Text("Dashboard") }
            Text("Services")
                .tabItem { Image.kordantTabServices; Text("Services") }
            Text("Alerts")
                .tabItem { Image.kordantTabAlerts; Text("Alerts") }
            AppearanceSettingsView()
                .tabItem { Image.kordantTabSettings; Text("Settings") }
            Text("Account")
                .tabItem { Image.kordantTabAccount; Text("Account") }
        }
    }
}

/// The appearance setting: light, dark or follow the system.
struct AppearanceSettingsView: View {
    @EnvironmentObject private var themeManager: ThemeManager

    var body: some View {
        VStack(alignment: .leading, spacing: KordantSpacing.md) {
            Text("Appearance")
                .font(.kordantHeadline)
                .foregroundColor(.textPrimary)
            Button("Light") { themeManager.setLight() }
            Button("Dark") { themeManager.setDark() }
            Button("System") { themeManager.setSystem() }
            Text(themeManager.colorScheme == nil ? "Following the system" : "Fixed")
                .font(.kordantCaption)
                .foregroundColor(.textTertiary)
        }
        .padding(KordantSpacing.lg)
        .background(Color.bgSecondary)
        .themed(by: themeManager)
    }
}

/// A screen built from the brand tokens, through `Color`/`Font` and through the theme value.
struct DashboardView: View {
    @Environment(\.kordantTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.sm) {
            Image.kordantImageLogo
                .resizable()
                .frame(width: 48, height: 48)
            Text("Dashboard")
                .font(.kordantLargeTitle)
                .foregroundColor(.textPrimary)
            Text("3 services protected")
                .font(theme.fonts.body)
                .foregroundColor(theme.colors.textSecondary)
            HStack(spacing: KordantSpacing.xs) {
                Circle().fill(Color.success).frame(width: KordantSpacing.sm, height: KordantSpacing.sm)
                Circle().fill(Color.warning).frame(width: KordantSpacing.sm, height: KordantSpacing.sm)
                Circle().fill(Color.error).frame(width: KordantSpacing.sm, height: KordantSpacing.sm)
            }
            Text("Upgrade")
                .font(.kordantBody)
                .foregroundColor(.white)
                .padding(KordantSpacing.md)
                .background(LinearGradient(colors: [.brandPrimary, .brandPrimaryDark], startPoint: .leading, endPoint: .trailing))
            Text("Protected")
                .foregroundStyle(Color.brandAccent)
                .padding(.horizontal, KordantSpacing.xl)
                .overlay(RoundedRectangle(cornerRadius: KordantSpacing.sm).strokeBorder(Color.border, lineWidth: 1))
                .background(Color.brandAccentLight.opacity(0.2))
            Text("Caption").font(.kordantCaption).foregroundColor(.brandAccentDark)
            Text("Title").font(.kordantTitle).foregroundColor(.brandPrimaryLight)
        }
        .padding(KordantSpacing.xxl)
        .background(Color.bgPrimary)
        .background(Color.bgTertiary)
    }
}

/// A white-label variant: the theme value with one brand color replaced, provided to a subtree.
struct PreviewThemeExample: View {
    var body: some View {
        var theme = KordantTheme()
        theme.colors.brandPrimary = .brandAccent
        return DashboardView().environment(\.kordantTheme, theme)
    }
}
