// expect-error: switch covers known cases, but 'ColorScheme' may have additional unknown values
// SwiftUI is built with library evolution: its enums may gain cases, so a switch needs `@unknown default`.
import SwiftUI

func label(for scheme: ColorScheme) -> String {
    switch scheme {
    case .light: return "light"
    case .dark: return "dark"
    }
}
