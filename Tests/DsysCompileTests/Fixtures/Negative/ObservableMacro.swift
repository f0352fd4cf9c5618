// expect-error: iOS 17.0+
// The Observation framework is iOS 17+: the toolchain's real module must not leak through.
import Observation
import SwiftUI

@Observable
final class ThemeModel {
    var isDark = false
}
