// Interface stubs of SwiftUI's UIKit bridging for `Color`
// (developer.apple.com/documentation/swiftui/color/init(uicolor:), iOS 15.0+).
// Present only where UIKit is (the macOS stub SDK has AppKit instead).
#if canImport(UIKit)
import UIKit

extension Color {
    /// Creates a color from a UIKit color (iOS 15.0+).
    public init(uiColor: UIColor) {
        self.init("uiColor")
    }

    /// Creates a color from a UIKit color (iOS 13.0+).
    public init(_ color: UIColor) {
        self.init("uiColor")
    }
}
#endif
