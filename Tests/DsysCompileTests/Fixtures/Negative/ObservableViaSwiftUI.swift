// expect-error: iOS 17.0+
// `@Observable` reached through `import SwiftUI` alone is rejected the same way.
import SwiftUI

@Observable
final class SettingsModel {
    var reduceMotion = false
}
