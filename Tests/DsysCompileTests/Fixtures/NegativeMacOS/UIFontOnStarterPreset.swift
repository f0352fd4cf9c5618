// expect-error: has no member 'uiFont'
// Compiled with the Starter's generated module against the macOS stubs: its AppKit layer gives
// presets `nsFont`, and the UIKit layer (`uiFont`) is not there on macOS.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

@MainActor
func titleFont() -> NSFont {
    DSTypography.heading2.uiFont
}
#endif
