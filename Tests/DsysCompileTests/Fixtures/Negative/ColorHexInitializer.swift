// expect-error: extraneous argument label 'hex:'
// `Color(hex:)` is not Apple API: colors must come from the asset catalog or components.
import SwiftUI

extension Color {
    static let brandPrimary = Color(hex: "#3B82F6")
}
