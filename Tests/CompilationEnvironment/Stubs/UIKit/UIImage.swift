// Interface stub of UIKit's `UIImage` (developer.apple.com/documentation/uikit/uiimage,
// iOS 2.0+), limited to the initializers generated image accessors use.
//
// Like `UIColor`, not declared `Sendable` (so a `static let` of `UIImage` is rejected).
import DeveloperToolsSupport
import Foundation

/// An object that manages image data in your app.
open class UIImage: NSObject {
    /// Creates an empty image (uikit/uiimage/init(), iOS 2.0+).
    public override init() {
        super.init()
    }

    /// Creates an image object using the named image asset that is compatible with the specified
    /// trait collection (uikit/uiimage/init(named:in:compatiblewith:), iOS 8.0+).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init()
    }

    /// Creates an image object that contains a system symbol image
    /// (uikit/uiimage/init(systemname:), iOS 13.0+).
    public convenience init?(systemName name: String) {
        self.init()
    }

    /// Creates an image from an image resource (uikit/uiimage/init(resource:), iOS 17.0+). Used by
    /// Xcode's generated asset symbols only.
    @available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
    public convenience init(resource: ImageResource) {
        self.init()
    }
}
