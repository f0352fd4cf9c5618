// Interface stubs of UIKit's trait collection API
// (developer.apple.com/documentation/uikit/uitraitcollection, iOS 8.0+).
import Foundation

/// The iOS interface environment for your app.
open class UITraitCollection: NSObject {
    /// The style associated with the user interface of the app (iOS 12.0+).
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// A value that indicates whether the user increased the contrast (iOS 13.0+).
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

/// Constants that indicate the interface style for the app (iOS 12.0+).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Constants that indicate the contrast setting (iOS 13.0+).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
